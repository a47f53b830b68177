"""The rules of Swiss Tarot in French, by rule id: each rule's title and statement as
:mod:`engine.games.swiss_tarot.rulebook` gives them in English.

Rules marked ``ours`` in the English rule book say here too what we chose where the sources are silent, and why.
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    # The cards and the table ----------------------------------------------------------------------
    "swiss-tarot.pack.italian-78": (
        "Le jeu de cartes",
        "On joue avec le tarot à enseignes italiennes de 78 cartes : quatre couleurs de quatorze cartes (épées, "
        "bâtons, coupes et deniers), 21 atouts numérotés et le Fou."),
    "swiss-tarot.rank.trumps": (
        "Les atouts",
        "Les atouts se rangent selon leur numéro, le Monde (21) le plus fort et le Bateleur (1) le plus faible ; "
        "n’importe quel atout bat n’importe quelle carte de couleur."),
    "swiss-tarot.rank.long-suits": (
        "Épées et bâtons",
        "Aux épées et aux bâtons, les cartes se rangent ainsi : roi, dame, cavalier, valet, puis du dix jusqu’à "
        "l’as."),
    "swiss-tarot.rank.round-suits": (
        "Coupes et deniers",
        "Aux coupes et aux deniers, les cartes numérotées vont dans l’autre sens : roi, dame, cavalier, valet, puis "
        "l’as, le deux, le trois et ainsi de suite, le dix étant la plus basse."),
    "swiss-tarot.players.three": (
        "Trois joueurs",
        "Le jeu se joue à trois, ni plus ni moins."),
    "swiss-tarot.play.anticlockwise": (
        "Le jeu tourne vers la droite",
        "La donne et le jeu tournent dans le sens inverse des aiguilles d’une montre, vers la droite."),
    "swiss-tarot.stake.ante": (
        "La mise",
        "Avant la première donne, chaque joueur met à la poule la mise convenue ; la mise indiquée dans la requête "
        "est ce montant (1 si elle n’en indique aucune)."),
    # The deal -------------------------------------------------------------------------------------
    "swiss-tarot.deal.rotation": (
        "Qui donne",
        "La source dit seulement que chaque donne a un donneur différent ; la place 1 donne en premier, puis la "
        "donne passe à droite, de sorte qu’en une partie de trois donnes chacun donne une fois."),
    "swiss-tarot.deal.packets": (
        "La distribution par paquets",
        "La source donne les mains, non les paquets ; nous distribuons cinq tours de cinq cartes, en commençant par "
        "le joueur à droite du donneur et en finissant par le donneur, ce qui fait 25 cartes pour chacun et en laisse "
        "trois, cinq étant le plus grand paquet qui divise 25."),
    "swiss-tarot.deal.last-three": (
        "Les trois cartes du donneur",
        "Le donneur prend les trois dernières cartes et en a ainsi 28 en main."),
    "swiss-tarot.discard.three": (
        "L’écart",
        "Le donneur écarte trois cartes face cachée, pour en garder 25 comme les autres. La source dit seulement "
        "qu’il en écarte trois ; nous comprenons qu’elles restent face cachée, invisibles jusqu’au compte, comme un "
        "pli remporté."),
    "swiss-tarot.discard.forbidden": (
        "Ce qu’on ne peut pas écarter",
        "Le donneur ne peut écarter ni roi, ni atout, ni le Fou."),
    "swiss-tarot.discard.counts-as-trick": (
        "L’écart compte comme un pli",
        "Les trois cartes écartées comptent pour le donneur comme un pli remporté au jeu."),
    "swiss-tarot.discard.policy": (
        "Comment le donneur écarte",
        "La source laisse le choix au donneur ; quand le moteur choisit, il écarte les cartes permises qui comptent "
        "le plus (les dames, puis les cavaliers, puis les valets), que l’écart met à l’abri, puis les plus basses "
        "des autres, et à cartes égales les épées, les bâtons, les coupes et les deniers, dans cet ordre."),
    # The play -------------------------------------------------------------------------------------
    "swiss-tarot.lead.first": (
        "La première entame",
        "La source ne dit pas qui entame ; le joueur à droite du donneur, le premier servi, entame le premier pli."),
    "swiss-tarot.play.lead": (
        "L’entame",
        "Celui qui entame peut jouer n’importe quelle carte ; le gagnant de chaque pli entame le suivant. La source "
        "dit seulement que l’on joue comme d’ordinaire aux jeux de tarot ; nous y lisons leurs règles habituelles."),
    "swiss-tarot.play.follow": (
        "Fournir",
        "Chaque joueur doit fournir à la couleur demandée s’il le peut."),
    "swiss-tarot.play.trump": (
        "Couper",
        "Un joueur qui ne peut pas fournir doit couper s’il a un atout."),
    "swiss-tarot.play.renounce": (
        "Ni la couleur ni atout",
        "Un joueur qui n’a ni la couleur demandée ni atout peut jouer n’importe quelle carte. La source dit "
        "seulement que l’on joue comme d’ordinaire aux jeux de tarot, en fournissant et en coupant ; nous y lisons "
        "leur règle habituelle."),
    "swiss-tarot.trick.win": (
        "Qui remporte le pli",
        "Le plus fort atout joué remporte le pli ; s’il n’y en a pas, la plus forte carte de la couleur demandée. La "
        "source dit seulement que l’on joue comme d’ordinaire aux jeux de tarot ; nous y lisons leur règle "
        "habituelle."),
    "swiss-tarot.play.policy": (
        "Comment joue le moteur",
        "La source ne donne aucune stratégie ; une place que tient le moteur remporte le pli avec sa carte gagnante "
        "la moins chère quand elle le peut (la moins chère en points, puis en rang), et sinon joue sa carte la moins "
        "chère, ou le Fou si toutes les autres cartes qu’elle peut jouer comptent ; elle entame avec sa carte la "
        "moins chère, les cartes de couleur avant les atouts."),
    # The Fool -------------------------------------------------------------------------------------
    "swiss-tarot.fool.excuse": (
        "Le Fou sert d’excuse",
        "Le Fou peut être joué au lieu de fournir ou de couper ; il ne remporte jamais le pli. La source n’en dit pas "
        "plus sur le moment où on peut le jouer ; nous permettons de l’entamer, ou de le jouer à n’importe quel "
        "tour, comme toute carte."),
    "swiss-tarot.fool.exchange": (
        "Le Fou est gardé",
        "Le Fou n’est pas pris avec le pli : le joueur qui l’a joué peut donner au gagnant de ce pli, en échange, "
        "une des cartes qu’il a prises, et garder le Fou. La source dit qu’il le peut, et non qui reçoit la carte ; "
        "nous faisons toujours l’échange, puisque personne ne renonce aux cinq points du Fou pour une carte moindre, "
        "et donnons la carte au gagnant du pli, qui aurait pris le Fou."),
    "swiss-tarot.fool.later": (
        "L’échange différé",
        "Si le détenteur du Fou n’a encore pris aucune carte quand il le joue, il peut attendre et faire l’échange "
        "plus tard, quand il fera un pli, s’il en fait un."),
    "swiss-tarot.fool.lost": (
        "Un Fou qu’on ne peut échanger",
        "La source dit que le détenteur qui ne fait aucun pli de toute la partie ne peut échanger le Fou ; nous "
        "entendons ici par partie la donne, puisque les plis sont comptés et les cartes ramassées à la fin de chaque "
        "donne, de sorte que le détenteur qui ne fait aucun pli dans la donne ne peut pas l’échanger. La source ne "
        "dit pas où va le Fou, et nous le laissons dans le pli où il a été joué, avec le gagnant de ce pli."),
    "swiss-tarot.fool.card-given": (
        "La carte donnée pour le Fou",
        "La source ne dit pas quelle carte donne le détenteur ; il donne la première carte sans valeur parmi celles "
        "qu’il a prises, dans l’ordre où il les a prises (l’écart du donneur d’abord, comme son premier pli), ou, si "
        "toutes comptent, celle qui compte le moins ; le Fou prend sa place dans ce pli, si bien que chaque pli "
        "garde trois cartes."),
    # The count ------------------------------------------------------------------------------------
    "swiss-tarot.count.card-values": (
        "Les cartes qui comptent",
        "Le Monde, le Bateleur et le Fou valent 5 chacun, les rois 5, les dames 4, les cavaliers 3 et les valets 2 ; "
        "toute autre carte ne vaut rien par elle-même."),
    "swiss-tarot.count.three-counters": (
        "Trois cartes qui comptent",
        "Un pli où figurent trois cartes qui comptent vaut leur somme moins 2."),
    "swiss-tarot.count.two-counters": (
        "Deux cartes qui comptent",
        "Un pli où figurent deux cartes qui comptent vaut leur somme moins 1."),
    "swiss-tarot.count.one-counter": (
        "Une carte qui compte",
        "Un pli où figure une seule carte qui compte vaut ce que vaut cette carte."),
    "swiss-tarot.count.no-counter": (
        "Aucune carte qui compte",
        "Un pli où ne figure aucune carte qui compte vaut 1."),
    "swiss-tarot.count.by-trick": (
        "Le compte pli par pli",
        "La source compte par plis de trois cartes ; nous comptons chaque pli tel qu’il se trouve après l’échange "
        "du Fou, et l’écart comme un pli de plus du donneur, de sorte que les 26 plis d’une donne font toujours 78 "
        "points en tout."),
    # The game -------------------------------------------------------------------------------------
    "swiss-tarot.game.three-deals": (
        "Trois donnes",
        "Une partie se joue en trois donnes, les points de chaque joueur s’additionnant de l’une à l’autre ; on peut "
        "demander au moteur de s’arrêter après une ou deux, pour montrer une partie plus courte."),
    "swiss-tarot.game.winner": (
        "Le gagnant",
        "Le joueur qui a le meilleur total à l’issue des donnes emporte la poule."),
    "swiss-tarot.game.tie": (
        "Égalité au meilleur total",
        "La source ne dit pas ce que fait une égalité ; les joueurs à égalité se partagent la poule à parts égales, "
        "et une unité qui ne peut être partagée va à celui d’entre eux qui a reçu ses cartes le premier dans la "
        "première donne."),
}
"""Every rule of Swiss Tarot in French: its title and statement, by rule id."""

SOURCES: dict[str, str] = {}
"""The sources' short names in French where they differ: none, Dummett and the blog post keep theirs."""
