"""The rules of Homme d'Auvergne in French, by rule id: each rule's title and statement as
:mod:`engine.games.homme.rulebook` gives them in English, in the words of the game (l'Homme, la retourne, se
réjouir), and the sources' short names where French writes them otherwise.

Rules marked ``ours`` in the English rule book say here too what we chose where the source is silent, and why.
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    # The table and the cards ----------------------------------------------------------------------
    "homme.players.two-to-five": (
        "De deux à cinq joueurs",
        "On joue à deux, trois, quatre ou cinq, chacun pour soi jusqu’à ce que les enchères fassent de l’un des "
        "joueurs l’Homme."),
    "homme.pack.piquet": (
        "Le jeu de piquet",
        "À quatre ou cinq joueurs, on prend le jeu de piquet de 32 cartes ; à deux ou trois, on retire les sept et "
        "l’on joue avec 28 cartes."),
    "homme.pack.ranks": (
        "L’ordre des cartes",
        "Dans chaque couleur, le roi est la plus haute carte, puis viennent la dame, le valet, l’as, le dix, le "
        "neuf, le huit et le sept."),
    "homme.pack.suits": (
        "L’ordre des couleurs",
        "Quand il faut comparer des couleurs, carreau vient en premier, puis cœur, pique et trèfle."),
    "homme.play.anticlockwise": (
        "Le jeu tourne vers la droite",
        "La donne, la parole et le jeu tournent tous vers la droite, dans le sens inverse des aiguilles d’une "
        "montre ; le premier en cartes est assis à la droite du donneur."),
    # The deal -------------------------------------------------------------------------------------
    "homme.deal.cut": (
        "Le tirage de la première donne",
        "Chaque joueur tire une carte du jeu étalé face cachée, et celui qui tire la plus haute donne le premier. La "
        "source ne dit pas comment départager des cartes de même rang ; nous laissons l’ordre des couleurs en "
        "décider."),
    "homme.deal.five-each": (
        "Cinq cartes chacun",
        "Le donneur distribue cinq cartes à chaque joueur, vers la droite à partir du premier en cartes, en deux "
        "paquets : deux cartes puis trois, ou trois puis deux, que la source présente comme des choix équivalents. "
        "Le moteur donne deux puis trois, à moins qu’une requête ne demande l’autre ordre ; ce choix par défaut est "
        "le nôtre."),
    "homme.deal.three-then-two": (
        "Par paquets de trois puis deux",
        "Trois cartes chacun, puis deux : l’autre ordre de la source, que le moteur suit quand une requête le "
        "demande."),
    "homme.deal.rotation": (
        "Le donneur suivant",
        "La source fait passer la donne à droite quand personne ne joue ; elle ne dit pas qui donne après une donne "
        "jouée, et nous la passons alors aussi à droite, pour que chacun donne à son tour."),
    # The auction ----------------------------------------------------------------------------------
    "homme.auction.turn-up": (
        "Retourner la première carte",
        "À partir du premier en cartes, chaque joueur à son tour peut retourner la première carte du talon ou "
        "passer ; le premier qui la retourne ouvre les enchères, et les joueurs suivants ne sont pas consultés."),
    "homme.auction.no-turn-up": (
        "Personne ne retourne",
        "Si tous les joueurs passent, la donne n’est pas jouée et passe à droite. La source ne dit pas ce que "
        "deviennent les mises ; nous les laissons à la poule pour la donne suivante, comme quand personne ne joue."),
    "homme.auction.bid": (
        "Jouer ou passer",
        "À partir du premier en cartes, chaque joueur à son tour dit s’il joue avec la couleur de la retourne pour "
        "atout ou s’il passe ; le premier qui dit qu’il joue devient l’Homme, et les autres ne parlent pas."),
    "homme.auction.revel": (
        "Se réjouir",
        "Quand tous ont passé, les joueurs peuvent retourner la carte suivante du talon (se réjouir) et parler de "
        "nouveau à partir du premier en cartes ; cela peut se faire trois fois, et une couleur peut revenir."),
    "homme.auction.reveller": (
        "Qui se réjouit",
        "La source ne dit pas à qui l’on demande d’abord de se réjouir. Nous le demandons au joueur qui suit celui "
        "qui a retourné la dernière carte, puis à chacun autour de la table ; si personne ne retourne la carte, nous "
        "tenons la donne pour passée par tous : elle n’est pas jouée et passe à droite."),
    "homme.auction.no-man": (
        "Personne ne joue",
        "Si tous passent après la troisième réjouissance, la donne n’est pas jouée et passe à droite."),
    "homme.auction.trump": (
        "L’Homme et l’atout",
        "La couleur de la dernière carte retournée est atout, et l’Homme joue seul contre tous les autres."),
    "homme.auction.policy": (
        "Comment parlent les places",
        "Chaque place, celle du lecteur comprise, dit qu’elle joue quand elle tient au moins deux cartes de la "
        "couleur de la retourne, et passe sinon. Les places que le lecteur ne tient pas retournent une carte, ou se "
        "réjouissent, quand elles ont un roi ou trois cartes d’une même couleur, et passent sinon ; elles montrent "
        "toujours un roi de la couleur de la retourne, car son point est acquis à moins que le roi ne soit pris, et "
        "le roi d’atout ne l’est jamais."),
    # The Kings ------------------------------------------------------------------------------------
    "homme.king.turned": (
        "Un roi retourné",
        "Un roi retourné pendant les enchères marque aussitôt un point pour le joueur qui l’a retourné, dans la "
        "reconstitution de Lalanne."),
    "homme.king.revealed": (
        "Le roi de la couleur de la retourne",
        "Le joueur qui tient le roi de la couleur de la retourne marque un point en le montrant, à son tour de "
        "parole ou dès qu’un joueur qui parle avant lui dit qu’il joue."),
    "homme.king.choice": (
        "Montrer le roi est un choix",
        "Le détenteur du roi de la couleur de la retourne peut le montrer ou le garder caché. La source ne donne que "
        "les moments où le montrer ; nous lisons qu’un roi gardé à ce moment-là n’est pas montré plus tard pour la "
        "même retourne, qu’il peut l’être si sa couleur est retournée de nouveau, et qu’aucun roi ne se montre une "
        "fois les plis commencés."),
    "homme.king.once": (
        "Chaque roi ne marque qu’une fois",
        "Un roi ne marque qu’une fois, même si sa couleur est retournée de nouveau, et garde son point même quand "
        "la donne n’est pas jouée."),
    "homme.king.captured": (
        "La prise d’un roi qui a marqué",
        "Quand un roi qui a marqué en main est pris dans un pli par un autre joueur, son point passe de son "
        "détenteur à celui qui l’a pris."),
    # The play -------------------------------------------------------------------------------------
    "homme.play.lead": (
        "L’entame",
        "Le premier en cartes entame le premier pli, et celui qui remporte un pli entame le suivant."),
    "homme.play.follow": (
        "Fournir",
        "Un joueur doit fournir à la couleur demandée s’il le peut ; il n’est pas tenu de monter."),
    "homme.play.trump": (
        "Couper faute de fournir",
        "Un joueur qui ne peut pas fournir doit couper s’il a de l’atout ; il n’est pas tenu de surcouper un atout "
        "déjà joué."),
    "homme.play.discard": (
        "Se défausser sinon",
        "Un joueur qui ne peut ni fournir ni couper joue n’importe quelle carte."),
    "homme.play.win": (
        "Qui remporte le pli",
        "Le plus fort atout remporte le pli ou, si aucun atout n’a été joué, la plus haute carte de la couleur "
        "demandée. La source ne dit pas comment se gagne un pli ; nous appliquons la règle de tous les jeux de "
        "levées à atout."),
    "homme.play.policy": (
        "Comment jouent les places",
        "Les places que le lecteur ne tient pas entament de leur plus haute carte, les atouts en dernier ; plus "
        "tard dans un pli, elles le remportent avec la plus faible carte qui bat les cartes jouées, et sinon jouent "
        "leur plus basse carte permise, en gardant leurs atouts."),
    # Winning --------------------------------------------------------------------------------------
    "homme.win.three-tricks": (
        "Trois plis",
        "L’Homme gagne la donne s’il fait trois plis ou plus."),
    "homme.win.first-to-two": (
        "Deux plis, le premier",
        "Avec deux plis, l’Homme ne gagne que si aucun adversaire n’en fait trois et s’il a atteint deux plis avant "
        "tout adversaire."),
    "homme.win.first-trick": (
        "Un pli chacun",
        "Si personne ne fait plus d’un pli, l’Homme ne gagne que s’il a fait son pli le premier ; nous comprenons "
        "que l’Homme doit faire son pli avant qu’aucun adversaire n’ait fait le sien, c’est-à-dire le premier "
        "pli."),
    "homme.win.lose": (
        "L’Homme perd",
        "Dans tous les autres cas, l’Homme perd la donne."),
    # Scoring --------------------------------------------------------------------------------------
    "homme.score.win": (
        "Le point de l’Homme",
        "L’Homme qui gagne marque un point."),
    "homme.score.loss": (
        "La perte de l’Homme",
        "L’Homme qui perd rend un point, et chaque adversaire en marque un."),
    "homme.score.debt": (
        "Les points dus",
        "La source dit que l’Homme qui perd sans avoir de point doit son point et le rend dès qu’il marque ; nous "
        "gardons de la même façon tout point dû, y compris le point d’un roi que prend celui qui capture ce roi, et "
        "l’acquittons sur le prochain point marqué."),
    "homme.game.target": (
        "La partie",
        "Traditionnellement, la partie est gagnée par le premier joueur qui atteint cinq points ; les joueurs "
        "peuvent convenir d’un autre but, le plus souvent sept."),
    "homme.game.end-of-deal": (
        "Les points comptés après la donne",
        "La source ne dit pas à quel moment d’une donne le but compte. Le point d’un roi peut encore passer au "
        "joueur qui prend ce roi, et l’Homme qui perd rend un point ; aussi ne comptons-nous les points qu’une fois "
        "la donne finie : un joueur qui atteint le but pendant une donne puis redescend n’a pas gagné."),
    "homme.game.tie": (
        "Égalité en tête",
        "La source ne dit pas qui gagne quand plusieurs joueurs atteignent le but avec autant de points ; nous "
        "continuons, donne après donne, jusqu’à ce qu’un seul joueur ait le plus de points et au moins le but."),
    "homme.stake.ante": (
        "Les mises",
        "Quand on joue de l’argent, chaque joueur met à la poule la mise convenue avant la donne."),
    "homme.stake.sweep": (
        "L’Homme rafle la poule",
        "Selon la source, le gagnant rafle la poule ; nous entendons par gagnant l’Homme qui gagne la donne (on "
        "pourrait aussi y lire le gagnant de toute la partie)."),
    "homme.stake.defenders": (
        "Quand l’Homme perd, la poule",
        "La source dit seulement que le gagnant rafle la poule ; quand l’Homme perd, nous partageons la poule à "
        "parts égales entre les défenseurs, qui ont gagné ensemble, et y laissons les jetons qui restent, comme la "
        "poule d’une donne que personne ne joue, pour la donne suivante."),
}
"""Every rule of Homme d'Auvergne in French: its title and statement, by rule id."""

SOURCES: dict[str, str] = {
    "wikipedia-homme": "Wikipédia (en anglais), Homme d’Auvergne",
}
"""The sources' short names in French, by source key, where they differ from the English."""
