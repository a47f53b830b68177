"""The catalogue's declared words in French (:mod:`engine.described`): the games' titles, families and summaries,
the rule sets' titles, the packs' descriptions, and what each request field holds and depends on, each given by
its English text, as a translator's catalogue gives them, so that each is still declared once, in English, where
its game, pack or field is.

The games keep the names a French historian of games writes them with (Ferme, Farmer, Basset, Landsknecht, Glic,
Homme d’Auvergne), but for the two tarots, named in French after their countries (Tarot suisse, Tarot français);
a rule set's title keeps its author and its date. The families and the summaries use the words of the games'
French sentences and rule books (la ferme, les pontes, la retourne, le preneur, les bouts). A field's description
is for programmers: it keeps as a request writes them the fields it names (``policies``, ``hands``), the codes of
its choices (``off``, ``2-3``), its JSON objects, its numbers and the players' default names.

Unlike the steps' sentences, these texts are not typeset when an answer is made, so each is written here in French
typography, with its no-break spaces: a no-break space before a colon, a narrow one before a semicolon.

>>> TEXTS["games of sixteen"], TEXTS["Swiss Tarot"], TEXTS["French Tarot"]
('jeux de seize', 'Tarot suisse', 'Tarot français')
>>> TEXTS["the dealer's three cards laid aside; left out, the dealer chooses"]
'les trois cartes que le donneur met à l’écart\\u202f; sans ce champ, le donneur les choisit'
"""

from __future__ import annotations

TEXTS: dict[str, str] = {
    # The games: their titles, families and summaries ----------------------------------------------
    "Ferme": "Ferme",
    "games of sixteen": "jeux de seize",
    "A French banking game of the 17th to 19th centuries: bid for the farm, then draw towards exactly 16.":
        "Un jeu de banque français du XVIIe au XIXe siècle\u00a0: on enchérit pour la ferme, puis l’on tire des cartes "
        "pour faire 16 tout juste.",
    "Farmer": "Farmer",
    "The American descendant of Ferme: everyone antes to the farm, and exactly 16 takes it.":
        "Le descendant américain de la Ferme\u00a0: chacun met sa mise dans la ferme, et qui fait 16 tout juste la "
        "remporte.",
    "Basset": "Basset",
    "banking games": "jeux de banque",
    "An Italian banking game of pure luck: stakes on denominations win on the second pile, lose on the first, and may "
    "ride for seven, fifteen and more times the stake.":
        "Un jeu de banque italien de pur hasard\u00a0: les mises sur les valeurs gagnent au second tas, perdent au "
        "premier, et peuvent courir jusqu’à rapporter sept, quinze fois la mise, et davantage.",
    "Landsknecht": "Landsknecht",
    "A banking game of the 16th century: left card for the banker, right card for the punters, and the first match "
    "decides.":
        "Un jeu de banque du XVIe siècle\u00a0: la carte de gauche est au banquier, celle de droite aux pontes, et la "
        "première carte qui correspond à l’une d’elles décide du coup.",
    "Glic": "Glic",
    "Poch": "Poch",
    "The Poch game of the 15th to 17th centuries: claim the board's honours, bet on sets, lay out to 31.":
        "Le jeu de Poch du XVe au XVIIe siècle\u00a0: on ramasse les cases du plateau avec ses honneurs, on mise sur "
        "ses combinaisons, puis l’on pose ses cartes jusqu’à 31.",
    "Homme d'Auvergne": "Homme d’Auvergne",
    "Triomphe": "Triomphe",
    "Five cards each, up to four turn-ups to choose trumps, and the Man plays alone against the rest.":
        "Cinq cartes chacun, jusqu’à quatre retournes pour choisir l’atout, et l’Homme joue seul contre tous les "
        "autres.",
    "Swiss Tarot": "Tarot suisse",
    "Tarot": "Tarot",
    "Three-handed tarot of 1659: follow suit or trump, the Fool excuses, tricks counted in threes.":
        "Le tarot à trois joueurs de 1659\u00a0: on fournit ou l’on coupe, le Fou sert d’excuse, et l’on compte les "
        "points par plis de trois cartes.",
    "French Tarot": "Tarot français",
    "trick-taking games": "jeux de levées",
    "France's tarot game of today: a taker bids against the others, counts half points and oudlers, and scores with "
    "multipliers and bonuses.":
        "Le tarot que l’on joue aujourd’hui en France\u00a0: un preneur s’engage par son enchère contre les autres, "
        "compte les demi-points et les bouts, et marque avec des coefficients et des primes.",
    # The rule sets' titles ------------------------------------------------------------------------
    "Ferme, 1800 (Lacombe)": "Ferme, 1800 (Lacombe)",
    "Ferme, 1659 (de la Marinière)": "Ferme, 1659 (de la Marinière)",
    "Farmer (American)": "Farmer (américain)",
    "Basset (Parlett)": "Basset (Parlett)",
    "Basset (Cotton, 1674)": "Basset (Cotton, 1674)",
    "Landsknecht, matching by suit": "Landsknecht, correspondance par la couleur",
    "Landsknecht, matching by rank": "Landsknecht, correspondance par la valeur",
    "Glic (after Parlett)": "Glic (d’après Parlett)",
    "Homme d'Auvergne (after Lalanne)": "Homme d’Auvergne (d’après Lalanne)",
    "Swiss Tarot (1659, after Dummett)": "Tarot suisse (1659, d’après Dummett)",
    "French Tarot (the French Tarot Federation's rules)": "Tarot français (règles de la Fédération Française de Tarot)",
    # The packs' descriptions ----------------------------------------------------------------------
    "the full 52-card French pack": "le jeu français complet de 52 cartes",
    "the 45-card pack with the brillant: it has no eights and only the six of hearts among the sixes":
        "le jeu de 45 cartes avec le brillant\u00a0: sans les huit, et sans autre six que le six de cœur",
    "the 48-card pack without eights": "le jeu de 48 cartes sans les huit",
    "the 32-card French short pack (seven to ten, the courts and the aces)":
        "le jeu français court de 32 cartes (du sept au dix, les figures et les as)",
    "the 28-card Piquet pack (eight to ten, the courts and the aces: no sevens)":
        "le jeu de piquet de 28 cartes (du huit au dix, les figures et les as\u00a0: pas de sept)",
    "the 48-card German pack (the Sau, printed as a two, then three to king)":
        "le jeu allemand de 48 cartes (la Sau, qui porte le chiffre 2, puis du trois au roi)",
    "the 32-card German short pack (seven to ten, Unter, Ober, king and the Sau)":
        "le jeu allemand court de 32 cartes (du sept au dix, Unter, Ober, roi et la Sau)",
    "the 36-card Swiss pack (six to nine, Banner, Under, Ober, König and the Daus)":
        "le jeu suisse de 36 cartes (du six au neuf, Banner, Under, Ober, König et le Daus)",
    "the 52-card Italian-suited pack (ace to ten, fante, cavallo and re)":
        "le jeu de 52 cartes aux enseignes italiennes (de l’as au dix, fante, cavallo et re)",
    "the 48-card Spanish pack (ace to nine, sota, caballo and rey)":
        "le jeu espagnol de 48 cartes (de l’as au neuf, sota, caballo et rey)",
    "the 40-card Spanish pack (ace to seven, sota, caballo and rey: no eights or nines)":
        "le jeu espagnol de 40 cartes (de l’as au sept, sota, caballo et rey\u00a0: ni huit ni neuf)",
    "the 78-card Italian-suited tarot (four suits of 14, 21 trumps and the Fool)":
        "le tarot de 78 cartes aux enseignes italiennes (quatre couleurs de 14 cartes, 21 atouts et le Fou)",
    "the 78-card French-suited Tarot Nouveau (four suits of 14, 21 trumps and the Excuse)":
        "le Tarot Nouveau de 78 cartes aux enseignes françaises (quatre couleurs de 14 cartes, 21 atouts et l’Excuse)",
    # The request fields every game shares: what each holds, and what it depends on ----------------
    "what the request asks": "ce que demande la requête",
    "the game's id": "l’identifiant du jeu",
    "the rule set's id": "l’identifiant des règles",
    "the rule set's id; by default the game's default rule set":
        "l’identifiant des règles\u202f; sans ce champ, les règles par défaut du jeu",
    "how many sit at the table": "le nombre de joueurs à la table",
    "by default, one for each hand given": "par défaut, autant que de mains données",
    "left out, every table size": "sans ce champ, tous les nombres de joueurs",
    "the pack dealt from": "le jeu de cartes utilisé",
    "whether the answer records the explanation steps": "si la réponse consigne les étapes de l’explication",
    "the players' names, one for each seat, each different, 1 to 30 characters":
        "les noms des joueurs, un par place, tous différents, de 1 à 30 caractères",
    "as many as the players; by default the first of Anne, Blaise, Claude, Denise, Étienne, Françoise, Gilles, Hélène, "
    "Isaac, Jeanne, Louis, Marthe":
        "autant que de joueurs\u202f; par défaut, les premiers de la liste Anne, Blaise, Claude, Denise, Étienne, "
        "Françoise, Gilles, Hélène, Isaac, Jeanne, Louis, Marthe",
    "the reader's seat, from 1; 0, the reader watches told only what every seat may see; left out, the reader watches "
    "and reads every step whole":
        "la place du lecteur, à partir de 1\u202f; avec 0, le lecteur regarde sans jouer et n’apprend que ce que "
        "toutes les places peuvent voir\u202f; sans ce champ, le lecteur regarde et lit chaque étape en entier",
    "from 0 to the number of players": "de 0 au nombre de joueurs",
    "from 1 to the number of players": "de 1 au nombre de joueurs",
    "the reader's moves so far, in the order made":
        "les coups joués jusqu’ici par le lecteur, dans l’ordre où il les a joués",
    "given only with a seat": "seulement avec une place (seat)",
    "the moves of a game to replay, every seat's in turn, as an answer's moves list them":
        "les coups d’une partie à rejouer, ceux de toutes les places, à tour de rôle, tels que les énumère le champ "
        "moves d’une réponse",
    "the seed that shuffles the cards": "la graine du mélange des cartes",
    "one hand for each player": "une main par joueur",
    "one bid for each player": "une enchère par joueur",
    "not with policies": "incompatible avec policies",
    "one for each seat; not with policy": "une par place\u202f; incompatible avec policy",
    "how many deals the session plays": "le nombre de donnes de la séance",
    "the dealer's seat": "la place du donneur",
    # Ferme and Farmer -----------------------------------------------------------------------------
    "the ante in chips": "la mise, en jetons",
    "each seat's sealed bid for the farm, 0 to 1000000, at least one above 0; by default drawn from the seed":
        "les enchères sous pli cacheté des places pour la ferme, chacune de 0 à 1000000, l’une au moins supérieure à "
        "0\u202f; par défaut, tirées de la graine",
    'how every computer seat plays: {"name": "stand", "at": N} draws while the total is below N and stops from N on':
        'comment jouent toutes les places tenues par l’ordinateur\u00a0: {"name": "stand", "at": N} tire tant que le '
        "total est inférieur à N et s’arrête dès qu’il atteint N",
    "N from 1 to 16; not with policies": "N de 1 à 16\u202f; incompatible avec policies",
    "N from 12 to 16; not with policies": "N de 12 à 16\u202f; incompatible avec policies",
    'one policy for each seat: {"name": "stand", "at": N} draws while the total is below N and stops from N on':
        'une stratégie par place\u00a0: {"name": "stand", "at": N} tire tant que le total est inférieur à N et '
        "s’arrête dès qu’il atteint N",
    "one for each seat, N from 1 to 16; not with policy": "une par place, N de 1 à 16\u202f; incompatible avec policy",
    "one for each seat, N from 12 to 16; not with policy":
        "une par place, N de 12 à 16\u202f; incompatible avec policy",
    "whether the farm passes round the table (the 1800 Ferme's agreement)":
        "si la ferme tourne autour de la table (la convention de la Ferme de 1800)",
    "how many rounds the session plays": "le nombre de tours de la séance",
    "each seat's final hand, seat 1 first (the Ferme farmer's empty or null)":
        "la main finale de chaque place, la place 1 d’abord (à la Ferme, celle du fermier est vide ou null)",
    "the farmer's seat": "la place du fermier",
    "the chips in the farm": "les jetons de la ferme",
    "the chips in the pool": "les jetons de la poule",
    "by default the ante times the players": "par défaut, la mise multipliée par le nombre de joueurs",
    "by default the ante times the players but one": "par défaut, la mise multipliée par le nombre de joueurs moins un",
    # Basset ---------------------------------------------------------------------------------------
    "the denominations of a small pack": "le nombre de valeurs d’un jeu réduit",
    "the cards of each denomination in a small pack": "le nombre de cartes de chaque valeur dans un jeu réduit",
    "by default the pack's; ranks times copies even and at least 2; not with pack":
        "par défaut, celui du jeu\u202f; le produit ranks × copies doit être pair et au moins égal à 2\u202f; "
        "incompatible avec pack",
    "each punter's stakes, seat 2 first: an object of chips by denomination, such as {\"K\": 2, \"7\": 1}":
        "les mises de chaque ponte, la place 2 d’abord\u00a0: un objet donnant les jetons misés sur chaque valeur, tel "
        'que {"K": 2, "7": 1}',
    "one object for each punter (the players but the banker), on the pack's denominations":
        "un objet par ponte (chaque joueur sauf le banquier), sur les valeurs du jeu",
    'one policy for each punter (seats 2 to players): {"name": "take"} takes every win, {"name": "ride", "to": N} lets '
    "the stake ride to the Nth win (2 to 5)":
        'une stratégie par ponte (places 2 à players)\u00a0: {"name": "take"} prend chaque gain, {"name": "ride", '
        '"to": N} laisse courir la mise jusqu’à son N-ième gain (de 2 à 5)',
    "one for each punter (seats 2 to players)": "une par ponte (places 2 à players)",
    "the seed that shuffles the cards the order leaves out": "la graine du mélange des cartes absentes de order",
    "the cards in the order they are turned, top first; the cards it leaves out follow in seeded order":
        "les cartes dans l’ordre où elles sont retournées, celle du dessus d’abord\u202f; celles qui n’y figurent pas "
        "suivent dans l’ordre tiré de la graine",
    # Landsknecht ----------------------------------------------------------------------------------
    "the banker's stake each coup": "la mise du banquier à chaque coup",
    'how every computer seat plays: {"name": "cover", "up_to": N} covers the stake up to N chips (0 to 1000)':
        'comment jouent toutes les places tenues par l’ordinateur\u00a0: {"name": "cover", "up_to": N} couvre la mise '
        "jusqu’à N jetons (de 0 à 1000)",
    'one policy for each seat: {"name": "cover", "up_to": N} covers the stake up to N chips (0 to 1000)':
        'une stratégie par place\u00a0: {"name": "cover", "up_to": N} couvre la mise jusqu’à N jetons (de 0 à 1000)',
    "how many coups the session plays": "le nombre de coups de la séance",
    "whether the bank is auctioned when it passes": "si la banque est mise aux enchères quand elle passe",
    "each seat's bid for the bank, 0 to 1000": "l’offre de chaque place pour la banque, de 0 à 1000",
    "one bid for each player; only with the auction":
        "une offre par joueur\u202f; seulement avec la mise aux enchères (auction)",
    "the banker's seat": "la place du banquier",
    "the cards in the order they are turned: left, right, then the middle, up to the card that decides the coup":
        "les cartes dans l’ordre où elles sont retournées\u00a0: à gauche, à droite, puis au milieu, jusqu’à la carte "
        "qui décide du coup",
    # Glic -----------------------------------------------------------------------------------------
    "the pack sets the most: german-48 at most 9, french-32 at most 6, german-32 at most 6, spanish-48 at most 9":
        "le jeu fixe le maximum\u00a0: german-48 au plus 9, french-32 au plus 6, german-32 au plus 6, spanish-48 au "
        "plus 9",
    "the pack sets the most: german-48 at most 9, french-32 at most 6, german-32 at most 6, spanish-48 at most 9; by "
    "default, one for each hand given":
        "le jeu fixe le maximum\u00a0: german-48 au plus 9, french-32 au plus 6, german-32 au plus 6, spanish-48 au "
        "plus 9\u202f; par défaut, autant que de mains données",
    "the table limit: the most a bet may raise":
        "la limite de la table\u00a0: le montant le plus haut qu’une mise puisse atteindre",
    "each seat's 5 cards, seat 1 first": "les 5 cartes de chaque place, la place 1 d’abord",
    "the card turned up for trumps": "la carte retournée qui fixe l’atout (la retourne)",
    # Homme d'Auvergne -----------------------------------------------------------------------------
    "the points that win the game": "le nombre de points qui fait gagner la partie",
    "the chips each player puts into the pool before each deal":
        "les jetons que chaque joueur met à la poule avant chaque donne",
    "the most deals played, until a player reaches the points for game":
        "le nombre maximal de donnes jouées, la partie s’arrêtant dès qu’un joueur a les points pour la gagner",
    "how the five cards are dealt: two then three, or three then two":
        "comment les cinq cartes sont distribuées\u00a0: deux puis trois (2-3), ou trois puis deux (3-2)",
    "the talon's top cards, turned up in order": "les premières cartes du talon, retournées dans l’ordre",
    # Swiss Tarot ----------------------------------------------------------------------------------
    "each player's ante, in chips": "la mise de chaque joueur, en jetons",
    "how many deals the game plays": "le nombre de donnes de la partie",
    "the three hands, seat 1 (the dealer) with 28 cards before the discard, seats 2 and 3 with 25":
        "les trois mains\u00a0: la place 1 (le donneur) avec 28 cartes avant l’écart, les places 2 et 3 avec 25",
    "the dealer's three cards laid aside; left out, the dealer chooses":
        "les trois cartes que le donneur met à l’écart\u202f; sans ce champ, le donneur les choisit",
    "the cards of the hand to judge": "les cartes de la main à juger",
    "the cards already on the table in the trick, led first": "les cartes déjà jouées dans le pli, l’entame d’abord",
    # French Tarot ---------------------------------------------------------------------------------
    "the cards of the pile to count": "les cartes du tas à compter",
    "the contracts' multipliers, or the fixed amounts of the pousse scale (a house rule)":
        "les coefficients des contrats (multipliers), ou, en règle maison, les valeurs fixes du barème de la pousse "
        "(fixed)",
    "the garde contre's multiplier": "le coefficient de la garde contre",
    "whether every player but the taker is rounded to ten, the taker balancing them":
        "si le score de chaque joueur sauf le preneur est arrondi à la dizaine, celui du preneur les équilibrant",
    "the deals to score, each an object of taker, contract, points, oudlers, pile, partner, poignees, petit_au_bout, "
    "petit_au_bout_trick, chelem, petit_chelem, miseres":
        "les donnes à marquer, chacune un objet aux champs taker, contract, points, oudlers, pile, partner, poignees, "
        "petit_au_bout, petit_au_bout_trick, chelem, petit_chelem, miseres",
    "the hand to judge": "la main à juger",
    "as many cards as the players are dealt; not with seed":
        "autant de cartes que chaque joueur en reçoit\u202f; incompatible avec seed",
    "the seed of a deal whose first hand is judged": "la graine d’une donne dont on juge la première main",
    "not with hand": "incompatible avec hand",
    "the cards of a kind the taker does not hold": "le nombre de cartes d’une sorte que le preneur ne détient pas",
    "not with held and of": "incompatible avec held et of",
    "the cards of the kind (4 kings, 14 cards of a suit, 21 trumps, 22 with the Excuse)":
        "le nombre de cartes de la sorte (4 rois, 14 cartes d’une couleur, 21 atouts, 22 avec l’Excuse)",
    "with held, instead of missing": "avec held, au lieu de missing",
    "the cards of the kind the taker holds": "le nombre de cartes de la sorte que le preneur détient",
    "with of: at most one less than of and than a hand's cards":
        "avec of\u00a0: au plus un de moins que of, et un de moins que le nombre de cartes d’une main",
    "needed unless the hands are given": "obligatoire, sauf si les mains sont données",
    "the most deals dealt until a player takes":
        "le nombre maximal de donnes distribuées jusqu’à ce qu’un joueur prenne",
    "not with hands": "incompatible avec hands",
    "whether the pousse may be bid, between the prise and the garde":
        "si l’on peut annoncer la pousse, entre la prise et la garde",
    "whether the prise may be bid; without it the garde is the lowest bid":
        "si l’on peut annoncer la prise\u202f; sans elle, la garde est la plus petite enchère",
    "whether a player may declare misère (a house rule)": "si un joueur peut annoncer la misère (règle maison)",
    "whether a deal's cards are gathered and cut for the next, not shuffled":
        "si les cartes d’une donne sont ramassées et coupées pour la suivante, sans être battues",
    "the players' cards dealt before each card of the dog":
        "pour chaque carte du chien, le nombre de cartes données aux joueurs avant elle",
    "one number for each card of the dog, each at most the players' cards; not with hands":
        "un nombre par carte du chien, chacun au plus égal au total des cartes données aux joueurs\u202f; incompatible "
        "avec hands",
    "the players' hands, seat 1 first, instead of a seeded deal":
        "les mains des joueurs, la place 1 d’abord, au lieu d’une donne tirée de la graine",
    "one hand for each player, with the dog": "une main par joueur, avec le chien",
    "the cards of the dog, with the hands": "les cartes du chien, avec les mains",
    "with hands": "avec hands",
    "the dealer's seat, with the hands": "la place du donneur, avec les mains",
    "from 1 to the number of players; only with hands": "de 1 au nombre de joueurs\u202f; seulement avec hands",
    "whether the taker may announce a chelem, and then leads the first trick":
        "si le preneur peut annoncer un chelem, et entame alors le premier pli",
    "whether a petit chelem made in the tricks scores, and with announce may be announced (a house rule)":
        "si un petit chelem réalisé aux plis est marqué et, avec announce, peut être annoncé (règle maison)",
    "whether a player whose only trump is the Petit plays it like the Excuse, the deal standing (a house rule)":
        "si un joueur dont le seul atout est le Petit le joue comme l’Excuse, la donne restant valable (règle maison)",
    "whether a player with a poor hand may call a maldonne, the hand dealt again (a house rule)":
        "si un joueur à la main pauvre peut déclarer une maldonne, les cartes étant alors redistribuées (règle maison)",
    "the trumps and court cards together below which a hand may call a maldonne":
        "le nombre d’atouts et de figures réunis au-dessous duquel une main permet de déclarer une maldonne",
    "at most a hand's cards (24, 18 or 15); only with maldonne":
        "au plus le nombre de cartes d’une main (24, 18 ou 15)\u202f; seulement avec maldonne",
    "the parole bid (a house rule): off, any contract in the second round, or only a prise":
        "la parole (règle maison)\u00a0: non jouée (off), n’importe quel contrat au second tour (any), ou une prise "
        "seulement (prise)",
}
"""The French of every text the catalogue declares (:data:`engine.described.WORDED`), by its English text."""
