"""The rules of French Tarot in French: the title and statement of every rule of :mod:`rulebook`, by rule id, in the
words of the game as French players and the Fédération Française de Tarot use them (preneur, défense, chien, écart,
bouts, poignée, chelem), and the source's short name as a French reader cites it.

The statements are written with plain spaces: :meth:`engine.rules.Rule.worded` sets them in French typography.

>>> RULES["french-tarot.play.overtrump"][0]
'Monter'
>>> SOURCES["wikipedia-french-tarot"]
'Wikipédia (en anglais), French Tarot'
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    # The pack and the count -----------------------------------------------------------------------
    "french-tarot.pack.tarot-nouveau": (
        "Le jeu",
        "On joue avec le Tarot Nouveau de 78 cartes : quatre couleurs françaises de quatorze cartes (roi, dame, "
        "cavalier, valet, puis du dix à l’as), 21 atouts numérotés et l’Excuse."),
    "french-tarot.count.oudlers": (
        "Les bouts",
        "Le Petit (l’atout 1), le Monde (l’atout 21) et l’Excuse sont les trois bouts (ou oudlers)."),
    "french-tarot.count.card-values": (
        "La valeur des cartes",
        "Au compte carte par carte, un roi ou un bout vaut 4,5 points, une dame 3,5, un cavalier 2,5, un valet 1,5 et "
        "toute autre carte 0,5 : le jeu contient 91 points."),
    "french-tarot.count.pairs": (
        "Le compte deux par deux",
        "Les joueurs comptent les cartes deux par deux : un roi ou un bout avec une carte basse fait 5, une dame avec "
        "une carte basse 4, un cavalier 3, un valet 2, et deux cartes basses 1 ; une carte restée seule compte pour sa "
        "propre valeur."),
    "french-tarot.contract.needed": (
        "Les points qu’il faut au preneur",
        "Il faut au preneur 36 points avec trois bouts dans ses plis, 41 avec deux, 51 avec un et 56 sans aucun ; la "
        "défense gagne avec le reste des 91 points."),
    # The deal -------------------------------------------------------------------------------------
    "french-tarot.deal.cut": (
        "La coupe",
        "Le joueur placé à la gauche du donneur coupe le jeu avant la distribution."),
    "french-tarot.deal.packets": (
        "Par paquets de trois",
        "Le donneur distribue tout le jeu dans le sens inverse des aiguilles d’une montre en commençant par le joueur "
        "qui a la main, trois cartes à la fois à chacun : 24 cartes chacun à trois joueurs, 18 à quatre, 15 à cinq."),
    "french-tarot.deal.dog": (
        "Les cartes du chien",
        "Tout en servant les joueurs, le donneur met au chien ses cartes (six à trois ou quatre joueurs, trois à cinq) "
        "une à une : jamais deux de suite, jamais au milieu d’un paquet, et jamais la première ni la dernière carte du "
        "jeu."),
    "french-tarot.deal.dog-places": (
        "Où vont les cartes du chien",
        "La source laisse au donneur le choix de la place des cartes du chien dans ces limites ; nous laissons le "
        "mélange choisir pour chacune un emplacement différent entre deux paquets, tous les choix étant également "
        "probables."),
    "french-tarot.deal.seats": (
        "La place de chacun",
        "Pour juger une main distribuée à partir d’une graine, nous mettons son joueur à la place 1, celle du joueur "
        "qui a la main, et numérotons les places comme le font une donne et une donne jouée, le tour allant en numéros "
        "décroissants : le donneur, à la gauche de celui qui a la main, est à la place 2, et le joueur placé à la "
        "gauche du donneur, qui coupe, à la place 3."),
    "french-tarot.deal.drawing": (
        "Le tirage pour la donne",
        "La source ne dit pas comment les joueurs tirent ; nous faisons tirer à chacun, à son tour à partir de la "
        "place 1, la carte suivante du jeu mélangé."),
    "french-tarot.deal.first-dealer": (
        "Le premier donneur",
        "Les joueurs tirent pour la première donne et celui qui tire la plus basse carte donne ; entre cartes de même "
        "rang, le pique l’emporte sur le cœur, le cœur sur le carreau et le carreau sur le trèfle, et tout atout "
        "l’emporte sur toute carte de couleur."),
    "french-tarot.deal.excuse-redraws": (
        "L’Excuse tirée",
        "Un joueur qui tire l’Excuse pour la donne tire de nouveau."),
    "french-tarot.deal.anticlockwise": (
        "Vers la droite",
        "Après chaque donne, la donne passe au joueur de droite ; la distribution, les enchères et le jeu tournent "
        "dans le sens inverse des aiguilles d’une montre à partir du joueur qui a la main, à la droite du donneur."),
    "french-tarot.deal.maldonne": (
        "La maldonne",
        "Une donne qui enfreint les règles de la distribution est une maldonne : les cartes sont redistribuées, par le "
        "même donneur ou par le suivant."),
    "french-tarot.deal.petit-sec": (
        "Le Petit sec",
        "Un joueur dont le seul atout est le Petit, sans l’Excuse, doit l’annoncer avant les enchères ; la donne est "
        "annulée et le donneur suivant redistribue."),
    "french-tarot.deal.soft-shuffle": (
        "Sans battre les cartes",
        "Le plus souvent, on ne bat pas les cartes entre deux donnes : on les ramasse, le dernier donneur les coupe et "
        "le joueur placé à sa droite les distribue."),
    "french-tarot.deal.gathering": (
        "Comment on ramasse les cartes",
        "La source ne dit pas dans quel ordre on ramasse les cartes ; quand on ne les bat pas, nous empilons les mains "
        "l’une sur l’autre du joueur qui a la main au donneur, chacune telle que son joueur l’a rangée, et le chien en "
        "dernier."),
    "french-tarot.deal.limit": (
        "Redonner jusqu’à ce que quelqu’un prenne",
        "Le moteur redistribue après un Petit sec, une maldonne déclarée (règle maison) ou une donne où personne "
        "n’enchérit, au plus autant de donnes que demandé (dix, sauf demande contraire), et s’arrête là si personne "
        "n’a pris."),
    "french-tarot.deal.scenario": (
        "Des mains imposées",
        "La source distribue un jeu mélangé ; nous permettons aussi au lecteur de donner toutes les mains et le chien, "
        "distribués par le donneur qu’il désigne, et de les jouer comme une donne distribuée. Faute de jeu à "
        "redistribuer, une telle donne s’arrête après un Petit sec ou quand personne n’enchérit."),
    "french-tarot.deal.first-lead": (
        "Prêts pour la première carte",
        "Le joueur qui a la main entame le premier pli ; la donne s’arrête juste avant, prête pour le jeu de la "
        "carte."),
    # The bidding ----------------------------------------------------------------------------------
    "french-tarot.bid.order": (
        "L’ordre des enchères",
        "Les enchères commencent par le joueur qui a la main et tournent dans le sens inverse des aiguilles d’une "
        "montre."),
    "french-tarot.bid.once": (
        "Un seul tour de parole",
        "La source dit que passer est définitif et qu’une enchère doit être plus forte ; nous y lisons un seul tour de "
        "parole pour chacun, comme aux enchères de la Fédération, si bien que la plus forte enchère de ce tour emporte "
        "le contrat."),
    "french-tarot.bid.pass": (
        "Passer est définitif",
        "Un joueur qui a passé ne peut plus enchérir ensuite."),
    "french-tarot.bid.higher": (
        "Toujours plus fort",
        "Chaque enchère doit être plus forte que toutes celles qui l’ont précédée."),
    "french-tarot.bid.contracts": (
        "Les contrats",
        "Les enchères, de la plus faible à la plus forte : la prise, la garde, la garde sans et la garde contre ; le "
        "plus fort enchérisseur est le preneur."),
    "french-tarot.bid.chelem": (
        "Le chelem annoncé",
        "Un chelem (faire tous les plis) peut être annoncé pendant les enchères, et donne au preneur l’entame du "
        "premier pli. Nous le proposons comme une option de la table, au preneur une fois les enchères closes ; un "
        "preneur tenu par l’ordinateur ne l’annonce qu’avec une main écrasante : le 21 et l’Excuse parmi des atouts "
        "qui font au moins trois de ses cartes sur quatre, et rien d’autre que des rois."),
    "french-tarot.bid.no-taker": (
        "Personne ne prend",
        "Si personne n’enchérit, la donne est nulle et passe au joueur de droite."),
    "french-tarot.bid.policy": (
        "Comment enchérissent les places tenues par l’ordinateur",
        "Les places tenues par l’ordinateur enchérissent selon le guide de la source, ses fourchettes mises à "
        "l’échelle de leur main : elles annoncent le contrat que leurs points suggèrent quand il est plus fort que "
        "l’enchère en cours, sinon elles passent ; à une table qui joue sans la prise, une main de prise passe, et "
        "elles n’annoncent jamais la pousse, que le guide ne cote pas. Chaque enchère donne sa raison : la fourchette "
        "de points, qu’elle révèle à toutes les places, et les points exacts, au seul lecteur qui peut voir la main."),
    # The king call --------------------------------------------------------------------------------
    "french-tarot.call.king": (
        "L’appel au roi",
        "À cinq joueurs, le preneur appelle un roi avant que rien ne soit fait du chien ; celui qui le détient est son "
        "partenaire."),
    "french-tarot.call.queen-knight": (
        "Une dame ou un cavalier",
        "Un preneur qui détient les quatre rois appelle une dame ; s’il détient aussi les quatre dames, un cavalier."),
    "french-tarot.call.all-twelve": (
        "Les douze en main",
        "Un preneur qui détient tous les rois, toutes les dames et tous les cavaliers joue seul."),
    "french-tarot.call.dog": (
        "Un roi appelé au chien",
        "Le preneur peut appeler un roi qui se trouve au chien ; il joue alors seul."),
    "french-tarot.call.own": (
        "S’appeler soi-même",
        "La source n’interdit pas au preneur d’appeler un roi qu’il détient ; nous le lui permettons, et il joue alors "
        "seul, ce que les autres n’apprennent que lorsque la carte est jouée."),
    "french-tarot.call.policy": (
        "Comment un preneur tenu par l’ordinateur appelle",
        "Un preneur tenu par l’ordinateur appelle, parmi les cartes qu’il peut appeler et qu’il ne détient pas, celle "
        "de la couleur où il est le plus long, pour que le partenaire renforce sa plus longue couleur ; le nombre de "
        "cartes qu’il y détient n’est dit qu’au lecteur qui peut voir sa main."),
    # The dog and the écart ------------------------------------------------------------------------
    "french-tarot.dog.shown": (
        "Le chien montré et pris",
        "Sur une prise, une pousse ou une garde, le preneur prend le chien dans sa main, puis écarte autant de "
        "cartes."),
    "french-tarot.dog.garde-sans": (
        "Le chien d’une garde sans",
        "Sur une garde sans, le chien va, sans être montré, dans le tas du preneur."),
    "french-tarot.dog.garde-contre": (
        "Le chien d’une garde contre",
        "Sur une garde contre, le chien va, sans être montré, dans le tas de la défense."),
    "french-tarot.ecart.size": (
        "L’écart",
        "Le preneur met de côté, face cachée, autant de cartes que le chien en contenait ; elles commencent son tas."),
    "french-tarot.ecart.kings": (
        "Pas de roi à l’écart",
        "Le preneur ne peut pas écarter de roi."),
    "french-tarot.ecart.oudlers": (
        "Pas de bout à l’écart",
        "Un bout ne peut jamais être écarté."),
    "french-tarot.ecart.trumps": (
        "Un atout à l’écart",
        "Un atout autre qu’un bout ne peut être écarté que si rien d’autre ne peut l’être, et il est montré."),
    "french-tarot.ecart.policy": (
        "Comment un preneur tenu par l’ordinateur écarte",
        "Un preneur tenu par l’ordinateur vide d’abord ses couleurs les plus courtes pour se faire des coupes "
        "franches, les figures avant les petites cartes, garde ses rois et ses atouts, et n’écarte ses plus petits "
        "atouts que lorsque rien d’autre ne peut partir ; la raison de chaque carte (une singlette, une coupe franche, "
        "une couleur courte) est donnée là où se trouve la carte."),
    # Declarations ---------------------------------------------------------------------------------
    "french-tarot.declare.poignee": (
        "Montrer une poignée",
        "Juste avant de jouer sa première carte, un joueur peut annoncer une poignée et montrer au moins autant "
        "d’atouts que son niveau en demande, l’Excuse comptant comme un atout."),
    "french-tarot.declare.poignee-shown": (
        "Quels atouts sont montrés",
        "La source ne dit pas quels atouts on montre ; nous montrons les plus petits, et l’Excuse seulement quand les "
        "autres ne suffisent pas, puisque la montrer apprend qu’il ne reste aucun autre atout."),
    "french-tarot.declare.when": (
        "Quand les joueurs annoncent",
        "Dans la source, chaque joueur annonce juste avant sa propre première carte ; nous interrogeons chaque joueur "
        "dans l’ordre du jeu avant que le joueur qui a la main n’entame, ce qui n’apprend rien de plus à personne."),
    "french-tarot.declare.policy": (
        "Comment annoncent les places tenues par l’ordinateur",
        "Les places tenues par l’ordinateur montrent la plus forte poignée qu’elles détiennent, avec juste autant "
        "d’atouts qu’il en faut, et annoncent la misère chaque fois que la règle maison est jouée et que leur main le "
        "permet, chaque annonce avec sa raison."),
    # The hand score -------------------------------------------------------------------------------
    "french-tarot.score.formula": (
        "La marque de la donne",
        "La marque de la donne vaut (25 + différence + Petit au bout) × le coefficient du contrat, plus la poignée et "
        "le chelem, qui ne sont jamais multipliés."),
    "french-tarot.score.margin": (
        "La différence",
        "La différence est le nombre de points que le preneur a faits au-dessus ou au-dessous de ce qu’il lui "
        "fallait."),
    "french-tarot.score.half-point": (
        "Une différence avec un demi-point",
        "Un tas d’un nombre impair de cartes contient un demi-point : à trois ou cinq joueurs, et à quatre quand "
        "l’Excuse passe à l’autre camp au dernier pli ou reste à son camp sans qu’aucune carte soit donnée en échange. "
        "La source ne traite pas ce cas ; nous comptons une différence de tant de points et demi comme le point entier "
        "suivant, quel que soit le camp qu’elle favorise, pour que toutes les marques restent des nombres entiers."),
    "french-tarot.score.multiplier": (
        "Le coefficient du contrat",
        "La prise et la pousse multiplient par 1, la garde par 2, la garde sans par 4 et la garde contre par 6."),
    "french-tarot.score.garde-contre-8": (
        "La garde contre majorée",
        "Dans une variante répandue, la garde contre multiplie par 8 au lieu de 6."),
    "french-tarot.bonus.petit-au-bout": (
        "Petit au bout",
        "Quand le Petit est dans le dernier pli, 10 points vont, avant multiplication, au camp qui a remporté ce pli : "
        "ajoutés à la marque de la donne si ce camp a gagné le contrat, retranchés s’il l’a perdu."),
    "french-tarot.bonus.petit-au-bout-slam": (
        "Petit au bout et chelem",
        "Un camp qui fait tous les plis et joue l’Excuse au dernier a encore le Petit au bout quand son Petit a "
        "remporté l’avant-dernier pli."),
    "french-tarot.bonus.poignee": (
        "La poignée",
        "Un joueur qui montre une poignée d’atouts (l’Excuse comptant pour un) avant sa première carte ajoute à la "
        "marque de la donne 20 pour une poignée simple, 40 pour une double et 60 pour une triple, quel que soit le "
        "camp qui gagne : à quatre joueurs, une simple demande 10 atouts, une double 13, une triple 15 ; à trois "
        "joueurs, 13, 15 et 18 ; à cinq joueurs, 8, 10 et 13."),
    "french-tarot.bonus.chelem": (
        "Le chelem",
        "Faire tous les plis, c’est faire le chelem : annoncé pendant les enchères, il rapporte 400 s’il est réussi et "
        "coûte 200 à celui qui l’a annoncé s’il est manqué ; non annoncé, il rapporte 200 au camp, quel qu’il soit, "
        "qui fait tous les plis."),
    # The scorecard --------------------------------------------------------------------------------
    "french-tarot.scorecard.defenders": (
        "Les défenseurs et le preneur",
        "Si le preneur gagne, chaque défenseur perd la marque de la donne ; s’il perd, chaque défenseur la gagne ; le "
        "score du preneur équilibre les leurs, si bien que chaque ligne de la feuille de marque fait zéro."),
    "french-tarot.scorecard.partner": (
        "Le partenaire, à cinq joueurs",
        "À cinq joueurs, le partenaire appelé par le preneur gagne ou perd une fois la marque de la donne, le preneur "
        "deux fois, face à trois défenseurs ; un preneur qui a appelé un roi resté au chien joue seul contre quatre et "
        "la gagne ou la perd quatre fois."),
    "french-tarot.scorecard.rounding": (
        "Arrondir à la dizaine",
        "Les joueurs qui arrondissent arrondissent les scores des défenseurs à la dizaine la plus proche et donnent au "
        "preneur ce qui les équilibre, et non son propre score arrondi."),
    "french-tarot.scorecard.rounding-others": (
        "Ce qu’on arrondit, et comment",
        "La source arrondit les scores des défenseurs : nous arrondissons ceux de tous les joueurs sauf le preneur (le "
        "partenaire aussi, à cinq joueurs), et un score qui finit par 5, à mi-chemin entre deux dizaines, s’arrondit "
        "en s’éloignant de zéro, cas que l’exemple de la source (−168, arrondi à −170) ne rencontre pas."),
    "french-tarot.scorecard.running": (
        "La feuille de marque cumulée",
        "Les scores de chaque donne s’ajoutent aux totaux cumulés des joueurs, dont la somme est donc toujours nulle."),
    # Judging a hand -------------------------------------------------------------------------------
    "french-tarot.evaluate.oudlers": (
        "Le guide : le Monde et l’Excuse",
        "Pour juger une main avant les enchères, le guide compte 10 points pour le Monde (l’atout 21) et 8 pour "
        "l’Excuse."),
    "french-tarot.evaluate.petit": (
        "Le guide : le Petit",
        "Le Petit vaut selon le nombre d’atouts tenus avec lui : rien avec un à trois atouts, 5 avec quatre, 7 avec "
        "cinq et 9 avec six ou plus."),
    "french-tarot.evaluate.counting": (
        "Le guide : quels atouts comptent",
        "Le guide ne dit pas si le Petit fait partie des atouts qui le gardent, ni si l’Excuse est un atout ; nous "
        "comptons le Petit parmi ses propres atouts mais non l’Excuse, et comptons l’Excuse là où le guide compte "
        "chaque atout, bouts compris."),
    "french-tarot.evaluate.trumps": (
        "Le guide : les atouts",
        "Chaque atout, bouts compris, vaut 2, sauf si la main en compte moins de quatre."),
    "french-tarot.evaluate.major-trumps": (
        "Le guide : les atouts majeurs",
        "Chaque atout majeur, du 16 au 21, vaut 2 de plus."),
    "french-tarot.evaluate.sequences": (
        "Le guide : les séquences d’atouts majeurs",
        "Chaque atout majeur en séquence vaut 1 de plus : 20 et 21 font 2, 16, 17 et 18 font 3."),
    "french-tarot.evaluate.courts": (
        "Le guide : les figures",
        "Un roi et la dame de sa couleur valent 10, un roi sans sa dame 6, une dame sans son roi 3, un cavalier 2 et "
        "un valet 1."),
    "french-tarot.evaluate.long-suits": (
        "Le guide : les couleurs longues",
        "Cinq cartes d’une même couleur valent 5, six valent 7, sept ou plus valent 9."),
    "french-tarot.evaluate.short-suits": (
        "Le guide : les couleurs courtes",
        "Pour une garde sans ou une garde contre, une coupe franche (aucune carte d’une couleur) vaut 6 et une "
        "singlette (une seule carte d’une couleur) 3."),
    "french-tarot.evaluate.bid": (
        "Le guide : l’enchère",
        "Au-dessous de 40 points, le guide conseille de passer ; de 40 à 55, une prise ; de 56 à 70, une garde ; de 71 "
        "à 80, une garde sans ; à partir de 80, une garde contre."),
    "french-tarot.evaluate.bid-ranges": (
        "Les fourchettes du guide : notre lecture",
        "Les deux dernières fourchettes du guide comprennent toutes deux 80 : nous lisons 80 comme une garde sans et "
        "conseillons la garde contre à partir de 81. Les couleurs courtes ne comptent que pour les deux contrats les "
        "plus forts ; nous ne les ajoutons donc que lorsque le total qui les inclut atteint une garde sans. Les "
        "fourchettes valent pour la main de 18 cartes du jeu à quatre : pour une main de 24 cartes (trois joueurs) ou "
        "de 15 (cinq), nous mettons chacune à l’échelle des points du guide qu’une telle main contient en moyenne, 52 "
        "ou 25 contre 34, si bien qu’une prise demande 61 à trois joueurs et 29 à cinq."),
    # The taker's chances --------------------------------------------------------------------------
    "french-tarot.odds.dog": (
        "Les cartes d’une même sorte au chien",
        "La source donne en tableau la probabilité qu’a le preneur de trouver dans un chien de six cartes, à quatre "
        "joueurs, aucune, une, deux ou davantage des cartes d’une même sorte qu’il ne détient pas."),
    "french-tarot.odds.dog-count": (
        "Comment se comptent les chances du chien",
        "Nous les calculons exactement : le chien est un ensemble quelconque de six cartes (trois à cinq joueurs) "
        "parmi celles que le preneur ne peut pas voir, tous les choix étant également probables, à trois et à cinq "
        "joueurs comme à quatre."),
    "french-tarot.odds.longest": (
        "Le défenseur le plus long",
        "La source donne en tableau, pour les cartes d’une couleur (ou les atouts) que les défenseurs détiennent à eux "
        "tous, la probabilité que le plus long d’entre eux en détienne exactement tant."),
    "french-tarot.odds.longest-count": (
        "Comment se comptent les chances des défenseurs",
        "Nous comptons toutes les façons dont les mains des défenseurs, chacune de sa taille fixe, peuvent se partager "
        "ces cartes, toutes également probables, là où les chiffres de la source font tomber chaque carte chez chaque "
        "défenseur indépendamment des autres ; à cinq joueurs, les quatre autres mains comptent comme la défense, le "
        "partenaire étant inconnu."),
    # House rules ----------------------------------------------------------------------------------
    "french-tarot.house.misere": (
        "La misère",
        "En règle maison, un joueur dont la main n’a aucun atout, ou aucune figure, peut annoncer la misère : 30 pour "
        "lui et 10 retirés à chacun des autres joueurs."),
    "french-tarot.house.misere-table": (
        "La misère à trois ou cinq joueurs",
        "Les 30 et 10 de la source ne s’équilibrent qu’à quatre joueurs ; à trois ou cinq, nous gardons les 10 que "
        "paie chacun des autres joueurs et donnons leur somme (20 ou 40) à celui qui annonce, pour que les scores "
        "fassent toujours zéro."),
    "french-tarot.house.misere-hand": (
        "Quand annoncer la misère",
        "La source ne dit pas quand on annonce la misère ; nous laissons un joueur l’annoncer avec la poignée, avant "
        "la première carte, sur la main qu’il tient alors (celle du preneur après l’écart), l’Excuse comptant comme un "
        "atout."),
    "french-tarot.house.pousse-bid": (
        "La pousse",
        "Dans certaines régions, on annonce une pousse entre la prise et la garde."),
    "french-tarot.house.no-prise": (
        "Sans la prise",
        "Certains joueurs jouent sans la prise, la garde étant alors la plus petite enchère."),
    "french-tarot.house.petit-chelem": (
        "Le petit chelem",
        "En règle maison, faire tous les plis sauf trois est un petit chelem : 150 s’il n’est pas annoncé ; annoncé, "
        "300 s’il est réussi et 150 perdus s’il est manqué."),
    "french-tarot.house.petit-chelem-reading": (
        "Le petit chelem : notre lecture",
        "Prise à la lettre, la règle (tous les plis sauf trois) laisserait un camp qui fait tous les plis sauf un ou "
        "deux sans les 150 que gagne celui qui en fait moins : nous la lisons comme tous les plis sauf trois au plus, "
        "si bien qu’un camp qui laisse à l’autre un, deux ou trois plis fait un petit chelem. Un camp qui fait tous "
        "les plis fait le chelem à la place, et n’est pas payé en plus pour un petit chelem."),
    "french-tarot.house.petit-chelem-announced": (
        "Le petit chelem annoncé",
        "La source ne dit ni quand ni comment on annonce le petit chelem : à une table qui le joue et qui permet au "
        "preneur de l’annoncer, nous le laissons annoncer un chelem ou un petit chelem une fois les enchères closes ; "
        "le petit chelem ne lui donne pas l’entame, que la source n’accorde qu’au chelem. Il est réussi quand son camp "
        "fait au moins tous les plis sauf trois ; faire tous les plis le remplit, et se marque comme le petit chelem "
        "annoncé et réussi, non aussi comme un chelem non annoncé. Un preneur tenu par l’ordinateur l’annonce avec le "
        "21 et l’Excuse, des atouts qui font au moins deux de ses cartes sur trois, et, en dehors d’eux, rien que des "
        "rois et des dames."),
    "french-tarot.house.maldonne": (
        "La maldonne pour main pauvre",
        "En règle maison, un joueur dont la main n’a aucun atout, ou moins d’atouts et de figures réunis qu’un nombre "
        "convenu, peut déclarer une maldonne, et l’on redistribue."),
    "french-tarot.house.maldonne-reading": (
        "La main pauvre : notre lecture",
        "La source ne donne ni nombre, ni moment, ni ordre : sauf si une table convient d’un autre nombre, nous "
        "prenons 4 (moins de quatre atouts et figures), une main si pauvre qu’elle ne se présente qu’environ une fois "
        "sur 370 mains à quatre joueurs, sur 64 à cinq et sur 14\u202f500 à trois, pour que seule une main sans espoir "
        "soit redistribuée. Nous comptons l’Excuse comme un atout, comme le fait la poignée, et les rois, dames, "
        "cavaliers et valets comme figures ; chaque joueur dont la main le permet est interrogé à son tour à partir de "
        "celui qui a la main, après le Petit sec et avant les enchères, et une place tenue par l’ordinateur la déclare "
        "chaque fois qu’elle le peut. La donne est alors annulée et redistribuée par le donneur suivant, comme après "
        "un Petit sec, dans la limite des donnes demandées."),
    "french-tarot.house.parole": (
        "La parole",
        "Dans certaines parties amicales, un joueur peut dire « parole » : il n’annonce pas encore de contrat et "
        "réserve sa décision jusqu’à un second tour d’enchères, où, selon la variante, il peut annoncer n’importe quel "
        "contrat de la prise à la garde contre, ou seulement une prise."),
    "french-tarot.house.parole-rounds": (
        "La parole : notre lecture",
        "La source ne dit pas qui parle au second tour ni quand on peut dire parole : nous laissons un joueur le dire "
        "au lieu de passer, mais seulement tant que personne n’a enchéri ; ceux qui l’ont dit, et eux seuls, reparlent "
        "une fois chacun dans le même ordre, en passant ou en enchérissant au-dessus de la plus forte enchère (dans la "
        "variante qui n’autorise que la prise, une prise seulement, tant que personne n’a enchéri) ; ceux qui ont "
        "passé ne reparlent pas. Si chaque joueur a dit parole ou passé et que personne n’enchérit au second tour, la "
        "donne est nulle comme quand personne n’enchérit. Une place tenue par l’ordinateur dont le guide ferait passer "
        "la main avec au moins les trois quarts des points qu’exige une prise (30 à quatre joueurs) dit parole et, au "
        "second tour, tant que personne n’a enchéri, prend le plus petit contrat permis plutôt que d’annuler la "
        "donne."),
    "french-tarot.house.pousse-scale": (
        "Des valeurs fixes pour les contrats",
        "Là où l’on joue la pousse entre la petite et la garde, les contrats peuvent valoir des montants fixes au lieu "
        "de coefficients : 10 pour la petite, 20 pour la pousse, 40 pour la garde, 80 pour la garde sans et 160 pour "
        "la garde contre."),
    "french-tarot.house.pousse-terms": (
        "Ce que remplacent les valeurs fixes",
        "La source ne dit pas ce que deviennent la différence et le Petit au bout avec des valeurs fixes ; nous "
        "laissons la valeur du contrat remplacer (25 + différence + Petit au bout) × coefficient, et y ajoutons les 10 "
        "du Petit au bout sans les multiplier, avec la poignée et le chelem comme d’habitude."),
    # Tricks ---------------------------------------------------------------------------------------
    "french-tarot.play.lead": (
        "L’entame",
        "Le joueur qui a la main entame le premier pli, et celui qui a remporté un pli entame le suivant ; celui qui "
        "entame peut jouer n’importe quelle carte."),
    "french-tarot.play.follow": (
        "Fournir",
        "Chacun des autres joueurs doit fournir à la couleur demandée et, quand l’entame est d’atout, jouer atout."),
    "french-tarot.play.trump": (
        "Couper",
        "Un joueur qui ne peut pas fournir doit couper s’il le peut."),
    "french-tarot.play.overtrump": (
        "Monter",
        "Un joueur qui coupe, ou qui joue sur une entame d’atout, doit monter, c’est-à-dire jouer un atout plus fort "
        "que tous ceux déjà dans le pli, s’il le peut ; s’il ne le peut pas, n’importe quel atout convient. Le Petit "
        "(1) est le plus petit atout et le Monde (21) le plus fort."),
    "french-tarot.play.renounce": (
        "Ni couleur ni atout",
        "Un joueur qui ne peut ni fournir ni couper peut jouer n’importe quelle carte (il « pisse », disent les "
        "joueurs), et cette carte ne peut pas remporter le pli."),
    "french-tarot.trick.win": (
        "Remporter le pli",
        "Le plus fort atout joué remporte le pli ; si aucun atout n’a été joué, c’est la plus forte carte de la "
        "couleur demandée, les cartes de couleur se classant roi, dame, cavalier, valet, puis du dix à l’as."),
    # The Excuse -----------------------------------------------------------------------------------
    "french-tarot.excuse.play": (
        "L’Excuse excuse",
        "L’Excuse peut être jouée dans n’importe quel pli, à la place d’une carte de la couleur demandée ou d’un "
        "atout, et elle ne remporte pas le pli."),
    "french-tarot.excuse.led": (
        "L’Excuse en entame",
        "Quand l’Excuse est la première carte d’un pli, c’est la carte jouée ensuite qui fixe la couleur à fournir."),
    "french-tarot.excuse.slam": (
        "L’Excuse au chelem",
        "L’Excuse remporte le dernier pli quand elle y est jouée par un camp qui a fait tous les plis précédents."),
    "french-tarot.excuse.last-trick": (
        "L’Excuse au dernier pli",
        "Jouée au dernier pli par un camp qui n’a pas fait tous les plis précédents, l’Excuse passe à l’autre camp, "
        "même quand le pli est remporté par le partenaire de celui qui l’a jouée ou par un défenseur de son camp."),
    "french-tarot.excuse.exchange": (
        "L’Excuse reste à son camp",
        "Dans tout autre pli, l’Excuse reste au camp qui l’a jouée ; si l’autre camp a remporté le pli, il reçoit en "
        "échange une carte d’un demi-point (n’importe quel atout sauf le Petit et le Monde, ou une carte de couleur du "
        "dix à l’as) prise dans les plis que le camp de l’Excuse a faits jusque-là."),
    "french-tarot.excuse.owed": (
        "Une carte d’un demi-point due",
        "La source ne dit pas ce qui se passe quand le camp de l’Excuse n’a encore aucune carte d’un demi-point dans "
        "son tas (ses plis, et l’écart ou le chien quand c’est ce camp qui les a) : nous le laissons devoir la carte "
        "et la donner dès qu’il en prend une. S’il n’en prend jamais, l’Excuse lui reste tout de même, puisqu’elle ne "
        "change jamais de camp, sauf au dernier pli, et rien n’est donné."),
    "french-tarot.excuse.card-given": (
        "Quelle carte d’un demi-point",
        "La carte vient du tas du camp de l’Excuse, que l’écart commence pour le preneur et qui contient le chien sur "
        "une garde sans (le tas du preneur) ou sur une garde contre (celui de la défense). La source ne dit pas quelle "
        "carte : nous donnons la première carte d’un demi-point de ses plis, dans l’ordre où ils ont été faits, et une "
        "carte de l’écart ou du chien seulement quand ses plis n’en contiennent aucune, pour ne montrer sans nécessité "
        "aucune carte mise de côté ; l’Excuse prend sa place."),
    "french-tarot.excuse.unknown-partner": (
        "L’Excuse et un partenaire inconnu",
        "La source ne dit pas comment se fait l’échange de l’Excuse tant que le partenaire appelé au roi n’est pas "
        "connu : nous faisons attendre un échange qui le concerne (son Excuse, ou un pli qu’il a remporté) jusqu’à ce "
        "que son roi soit joué, pour que l’échange ne trahisse pas son camp, puis le faisons entre les camps comme "
        "d’habitude."),
    # Variants -------------------------------------------------------------------------------------
    "french-tarot.play.petit-imprenable": (
        "Le Petit imprenable",
        "Dans la variante du Petit imprenable, un joueur dont le seul atout est le Petit le joue comme l’Excuse ; s’il "
        "ne remporte pas le pli, le Petit lui revient en échange d’une carte d’un demi-point. Nous entendons par seul "
        "atout celui que le joueur tient quand le jeu de la carte commence (l’Excuse n’est pas ici un atout) ; il peut "
        "le jouer à tout moment et n’est jamais obligé de le jouer ; le Petit gagne comme atout 1 quand aucun atout "
        "plus fort n’est joué, et son échange est dû comme celui de l’Excuse. Joué comme l’Excuse au dernier pli et ne "
        "le remportant pas, il passe à l’autre camp, même quand le camp du joueur a remporté ce pli, et rien n’est "
        "donné en échange : il compte parmi les bouts de cet autre camp, qui, le prenant à la fin, a le Petit au bout. "
        "Quand le camp du joueur a fait tous les plis précédents, le Petit lui revient contre une carte d’un "
        "demi-point, comme dans tout autre pli, et aucun camp n’a le Petit au bout. Puisque la variante laisse jouer "
        "ce joueur, nous la lisons comme remplaçant l’annulation pour Petit sec : la donne est jouée."),
    # The play card by card -------------------------------------------------------------------------
    "french-tarot.play.first-lead": (
        "La première entame",
        "Le joueur qui a la main entame le premier pli, sauf si le preneur a annoncé un chelem, ce qui lui donne le "
        "droit et l’obligation d’entamer, quelle que soit sa place."),
    "french-tarot.play.policy": (
        "Comment jouent les places tenues par l’ordinateur",
        "La source donne des conseils, non une méthode : nos places tenues par l’ordinateur jouent selon des "
        "heuristiques explicites, essayées dans l’ordre et données comme raison de chaque carte. Une place joue sa "
        "seule carte permise ; joue l’Excuse avant le dernier pli, où elle passerait à l’autre camp, et un Petit "
        "imprenable avant l’Excuse et le dernier pli, mais garde l’Excuse pour le dernier pli tant que son camp a fait "
        "tous les plis ; quand elle entame pour un camp qui a fait tous les plis, joue le chelem : le Petit puis "
        "l’Excuse quand il ne lui reste qu’eux et qu’aucune autre place ne peut tenir d’atout ou que le chelem a été "
        "annoncé, et, pour un chelem annoncé, ses plus forts atouts tant qu’une autre place peut en tenir un, puis ses "
        "rois ; joue le 21 sur un pli où un partenaire connu a joué le Petit ; ne joue le Petit que sans risque (sous "
        "le 21 d’un partenaire, ou en dernier quand le Petit ou un partenaire remporte le pli), et sinon le garde, "
        "ainsi que l’Excuse ; avec des atouts pour la moitié de sa main ou plus, entame son plus fort atout pour la "
        "chasse au Petit tant qu’une place qu’on ne sait pas partenaire peut le tenir, d’après ce que la table a vu ; "
        "entame un roi d’une couleur où aucune place n’a encore montré de coupe ; donne sa meilleure figure à un pli "
        "qu’un partenaire est sûr de remporter ; remporte un pli qu’aucun partenaire connu ne tient avec la carte la "
        "moins chère qui le remporte ; et sinon joue la carte qui compte le moins, une carte de couleur avant un "
        "atout. À cinq joueurs, une place ne joue pour un partenaire qu’une fois tombée la carte appelée, pour que la "
        "raison d’aucune carte ne dévoile trop tôt les camps."),
    "french-tarot.call.partner-revealed": (
        "Le partenaire dévoilé",
        "La source ne dit pas quand la table apprend qui est le partenaire : nous ne le laissons savoir qu’au "
        "partenaire lui-même jusqu’à ce que la carte appelée soit jouée, ce qui le dévoile (ou montre que le preneur "
        "joue seul) ; une carte appelée restée cachée au chien est révélée au décompte."),
    "french-tarot.count.piles": (
        "Le décompte des plis",
        "Une fois le dernier pli joué, le preneur compte les bouts et les points du tas de son camp, écart compris (et "
        "chien compris sur une garde sans ; sur une garde contre, le chien revient à la défense) ; la défense a le "
        "reste des 91 points."),
}
"""The title and statement of every rule of French Tarot, by rule id."""

SOURCES: dict[str, str] = {"wikipedia-french-tarot": "Wikipédia (en anglais), French Tarot"}
"""The source's short name as a French citation reads it."""
