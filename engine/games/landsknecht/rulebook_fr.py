"""The rules of Landsknecht (le lansquenet) in French (:mod:`engine.games.landsknecht.rulebook`): each rule's title
and statement by its id, for both variants, which share every rule but the one that says when two cards match."""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    "landsknecht.match.suit": (
        "Correspondance par la couleur",
        "Deux cartes se correspondent quand elles sont de la même couleur, selon les termes du résumé de 2013."),
    "landsknecht.match.rank": (
        "Correspondance par la valeur",
        "Deux cartes se correspondent quand elles ont la même valeur, quelles que soient leurs couleurs. Cette "
        "variante est la nôtre : le résumé que nous suivons, d’après Parlett, fait correspondre les cartes par la "
        "couleur, et aucune des sources dont nous disposons ne les fait correspondre par la valeur ; nous la "
        "proposons pour qu’on puisse comparer les deux règles, et l’avantage de la banque sous chacune."),
    "landsknecht.pack.any-pack": (
        "Le jeu de cartes",
        "N’importe quel jeu complet, allemand, suisse ou français, convient ; nous proposons le jeu français de 52 "
        "cartes, les jeux allemands de 48 et de 32 cartes et le jeu suisse de 36 cartes (Schellen, Rosen, Schilten "
        "et Eicheln, du six au neuf, Banner, Under, Ober, König et Daus), dont les cartes se correspondent par la "
        "couleur ou par la valeur comme celles de tout autre jeu."),
    "landsknecht.players.two-to-ten": (
        "De deux à dix joueurs",
        "La source demande au moins deux joueurs ; nous en asseyons dix au plus, assez pour une table complète et "
        "une liste de couvertures qui reste courte."),
    "landsknecht.bank.first-banker": (
        "Le premier banquier",
        "La source ne dit pas qui tient la banque le premier ; nous la donnons à la place 1, pour que la graine "
        "décide à elle seule de toute la séance."),
    "landsknecht.stake.banker-stakes": (
        "La mise du banquier",
        "Avant chaque coup, le banquier met une mise au jeu."),
    "landsknecht.cover.some-or-all": (
        "Couvrir la mise",
        "Les pontes peuvent couvrir tout ou partie de la mise du banquier."),
    "landsknecht.cover.in-turn": (
        "Couvrir à tour de rôle",
        "Les pontes couvrent à tour de rôle à partir de la gauche du banquier, chacun au plus ce qui reste à "
        "couvrir, si bien qu’ensemble ils ne couvrent jamais plus que la mise."),
    "landsknecht.cover.uncovered-not-at-risk": (
        "Ce qui n’est pas couvert",
        "La part de la mise que personne ne couvre n’est pas en jeu : le banquier la reprend avant qu’on retourne "
        "les cartes, puisque personne ne pourrait la lui payer s’il la gagnait."),
    "landsknecht.shuffle.each-coup": (
        "Un jeu rebattu à chaque coup",
        "La source ne dit pas si un coup se poursuit avec les cartes laissées par le précédent ; nous battons le "
        "jeu entier avant chaque coup, pour que tous les coups soient semblables et que leurs chances soient celles "
        "d’un jeu complet."),
    "landsknecht.deal.left-and-right": (
        "À gauche et à droite",
        "Le banquier retourne deux cartes, la première à sa gauche et la seconde à sa droite."),
    "landsknecht.deal.left-is-banker": (
        "À qui est chaque carte",
        "La carte de gauche est celle du banquier et la carte de droite celle des pontes : une carte qui correspond "
        "à celle de gauche fait gagner le banquier, une carte qui correspond à celle de droite fait gagner les "
        "pontes, comme l’impliquent les issues que donne la source."),
    "landsknecht.deal.immediate-match": (
        "Une correspondance immédiate",
        "Si les cartes de gauche et de droite se correspondent, le banquier gagne aussitôt toutes les mises."),
    "landsknecht.middle.turn-until-match": (
        "Retourner au milieu",
        "Sinon, le banquier retourne les cartes une à une au milieu, jusqu’à ce que l’une corresponde à la carte de "
        "gauche ou à celle de droite."),
    "landsknecht.middle.left-match": (
        "Une correspondance avec la carte de gauche",
        "Quand une carte du milieu correspond à la carte de gauche, le banquier gagne."),
    "landsknecht.middle.right-match": (
        "Une correspondance avec la carte de droite",
        "Quand une carte du milieu correspond à la carte de droite, le banquier perd."),
    "landsknecht.middle.always-ends": (
        "Un coup finit toujours",
        "La source ne dit pas ce qui arrive si le jeu s’épuise ; cela ne peut jamais arriver avec les jeux que "
        "nous proposons : les cartes de gauche et de droite ne se correspondent pas, chaque couleur et chaque "
        "valeur de ces jeux compte au moins deux cartes, si bien que les cartes qui correspondent à celle de "
        "gauche sont encore dans le jeu et que l’une d’elles sort avant qu’il soit épuisé."),
    "landsknecht.settle.banker-wins": (
        "Le banquier gagne",
        "Quand le banquier gagne, il prend ce que les pontes ont couvert et reprend aussi sa propre mise."),
    "landsknecht.settle.banker-loses": (
        "Le banquier perd",
        "Quand le banquier perd, il paie à chaque ponte autant que ce ponte a couvert."),
    "landsknecht.bank.keeps-after-win": (
        "Le banquier garde la banque",
        "Après un gain, le banquier garde la banque ; la source ne dit pas combien il mise ensuite, et nous lui "
        "faisons miser de nouveau la même somme plutôt que de laisser courir ses gains."),
    "landsknecht.bank.passes-on": (
        "La main passe",
        "Quand le banquier perd, la banque passe au joueur suivant, qui devient à son tour banquier."),
    "landsknecht.bank.to-the-left": (
        "Le banquier suivant",
        "Le joueur suivant est celui qui est à la gauche du banquier, dans le sens où les pontes couvrent."),
    "landsknecht.auction.option": (
        "La banque aux enchères",
        "Au lieu de passer la banque, le banquier sortant peut la vendre au plus offrant ; la table convient à "
        "l’avance de le faire ou non."),
    "landsknecht.auction.sealed-bids": (
        "Des offres sous pli cacheté pour la banque",
        "La source ne dit pas comment la banque est mise aux enchères ; nous l’entendons comme une offre sous pli "
        "cacheté de chacun des autres joueurs, et le plus offrant paie son offre au banquier sortant et devient "
        "banquier. Si personne n’offre rien, la banque passe à gauche."),
    "landsknecht.auction.tie": (
        "Des offres égales",
        "Entre plusieurs offres égales les plus hautes, la banque va à l’enchérisseur qui vient le premier en "
        "partant de la gauche du banquier sortant : c’est la lecture la plus simple, qui n’exige pas de second "
        "tour."),
}
"""Every rule of both of Landsknecht's variants in French, by id: title and statement."""

SOURCES: dict[str, str] = {}
"""Landsknecht's sources keep their short names in French."""
