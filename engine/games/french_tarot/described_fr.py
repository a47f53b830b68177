"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "French Tarot": "Tarot français",
    "trick-taking games": "jeux de levées",
    "France's tarot game of today: a taker bids against the others, counts half points and "
    "oudlers, and scores with multipliers and bonuses.":
        "Le tarot que l’on joue aujourd’hui en France\u00a0: un preneur s’engage par son enchère contre les "
        "autres, compte les demi-points et les bouts, et marque avec des coefficients et des primes.",
    "French Tarot (the French Tarot Federation's rules)": "Tarot français (règles de la Fédération Française de Tarot)",
    "the 78-card French-suited Tarot Nouveau (four suits of 14, 21 trumps and the Excuse)":
        "le Tarot Nouveau de 78 cartes aux enseignes françaises (quatre couleurs de 14 cartes, 21 atouts "
        "et l’Excuse)",
    "left out, every table size": "sans ce champ, tous les nombres de joueurs",
    "the cards of the pile to count": "les cartes du tas à compter",
    "the contracts' multipliers, or the fixed amounts of the pousse scale (a house rule)":
        "les coefficients des contrats (multipliers), ou, en règle maison, les valeurs fixes du barème "
        "de la pousse (fixed)",
    "the garde contre's multiplier": "le coefficient de la garde contre",
    "whether every player but the taker is rounded to ten, the taker balancing them":
        "si le score de chaque joueur sauf le preneur est arrondi à la dizaine, celui du preneur les "
        "équilibrant",
    "the deals to score, each an object of taker, contract, points, oudlers, pile, partner, "
    "poignees, petit_au_bout, petit_au_bout_trick, chelem, petit_chelem, miseres":
        "les donnes à marquer, chacune un objet aux champs taker, contract, points, oudlers, pile, "
        "partner, poignees, petit_au_bout, petit_au_bout_trick, chelem, petit_chelem, miseres",
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
        "un nombre par carte du chien, chacun au plus égal au total des cartes données aux joueurs\u202f; "
        "incompatible avec hands",
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
        "si un petit chelem réalisé aux plis est marqué et, avec announce, peut être annoncé (règle "
        "maison)",
    "whether a player whose only trump is the Petit plays it like the Excuse, the deal standing (a house rule)":
        "si un joueur dont le seul atout est le Petit le joue comme l’Excuse, la donne restant valable "
        "(règle maison)",
    "whether a player with a poor hand may call a maldonne, the hand dealt again (a house rule)":
        "si un joueur à la main pauvre peut déclarer une maldonne, les cartes étant alors redistribuées "
        "(règle maison)",
    "the trumps and court cards together below which a hand may call a maldonne":
        "le nombre d’atouts et de figures réunis au-dessous duquel une main permet de déclarer une "
        "maldonne",
    "at most a hand's cards (24, 18 or 15); only with maldonne":
        "au plus le nombre de cartes d’une main (24, 18 ou 15)\u202f; seulement avec maldonne",
    "the parole bid (a house rule): off, any contract in the second round, or only a prise":
        "la parole (règle maison)\u00a0: non jouée (off), n’importe quel contrat au second tour (any), ou une "
        "prise seulement (prise)",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "In French Tarot the players": "au Tarot français, le nombre de joueurs",
    "The dealer's seat": "la place du donneur",
    "The cards of a kind the taker does not hold": "le nombre de cartes d’une sorte que le preneur ne détient pas",
    "A kind (4 kings, 14 cards of a suit, 21 trumps, 22 with the Excuse)":
        "le nombre de cartes d’une sorte (4 rois, 14 cartes d’une couleur, 21 atouts, 22 avec l’Excuse)",
    "The most deals dealt until a player takes":
        "le nombre maximal de donnes distribuées jusqu’à ce qu’un joueur prenne",
    "The trumps and court cards together below which a hand may call a maldonne":
        "le nombre d’atouts et de figures réunis au-dessous duquel une main permet de déclarer une "
        "maldonne",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""
