"""The rules of Glic (Pochspiel) in French: each rule's title and statement by rule id, as
:mod:`engine.games.glic.rulebook` states them in English.

The board's compartments are *cases* named as the board writes them (l’As, le Roi, la Dame, le Valet, le Dix, le
Mariage, la Séquence, le Poch), a penny is a *denier*, the turn-up is *la retourne*, and the sets are the *paire*,
the *brelan* and the *carré*. The source's title is not translated, so :data:`SOURCES` is empty.
"""

from __future__ import annotations

RULES: dict[str, tuple[str, str]] = {
    # The table -----------------------------------------------------------------------------------
    "glic.pack.choice": (
        "Les jeux de cartes",
        "Le glic se joue avec le jeu français complet de 52 cartes, le jeu allemand ou espagnol de 48 cartes, ou un "
        "jeu court de 32 cartes. La source forme le jeu court en retirant les cartes du six au deux ; nous faisons "
        "de même pour le jeu français, et du jeu allemand nous retirons les cartes du six au trois en gardant le "
        "Deux, la Sau, puisque retirer aussi les deux laisserait 28 cartes. Nous ne proposons pas de jeu espagnol "
        "court : le jeu espagnol n’a pas de dix, si bien qu’en retirer les cartes du six au deux laisse 28 cartes, "
        "et le jeu espagnol de 40 cartes retire à la place les huit et les neuf, ce qui ne laisserait aucune "
        "Séquence à ramasser."),
    "glic.players.three-or-more": (
        "Trois joueurs ou plus",
        "On joue à trois ou plus. La source ne donne aucun maximum ; notre calcul le fixe : cinq cartes par joueur "
        "et une retourne doivent sortir du jeu, si bien que 10 joueurs au plus jouent avec 52 cartes, 9 avec 48 et "
        "6 avec 32."),
    "glic.board.eight-compartments": (
        "Le plateau",
        "Le plateau a huit cases : As, Roi, Dame, Valet, Dix, Mariage, Séquence et Poch ; les plateaux allemands "
        "appellent l’As la Sau."),
    "glic.stake.one-per-compartment": (
        "Garnir le plateau",
        "Avant la donne, les joueurs misent dans chaque case sauf le Poch ; les sources ne disent pas comment. Nous "
        "suivons la suggestion du résumé de 2013 : en commençant par le donneur et en faisant le tour de la table, "
        "chaque joueur met un denier dans la case suivante, jusqu’à ce que les sept cases autres que le Poch "
        "contiennent chacune un denier ; nous les garnissons dans l’ordre du plateau, l’As d’abord."),
    "glic.play.clockwise": (
        "Le jeu tourne vers la gauche",
        "Les sources ne donnent pas le sens du jeu ; nous faisons passer la donne, les mises au plateau, les mises "
        "au Poch et la pose des cartes vers la gauche, dans le sens des aiguilles d’une montre : c’est un choix de "
        "notre part."),
    "glic.deal.rotation": (
        "Le donneur",
        "Les sources ne disent pas qui donne en premier ; la place 1 fait la première donne, puis la main passe à "
        "gauche après chaque donne, si bien que chacun donne à son tour."),
    "glic.deal.five-each": (
        "Cinq cartes chacun",
        "Le donneur distribue cinq cartes à chaque joueur. La source ne dit pas comment ; nous les donnons une à "
        "une, en commençant à la gauche du donneur."),
    "glic.trump.turn-up": (
        "La retourne",
        "La carte suivante du paquet est retournée face visible ; sa couleur est l’atout de la donne."),
    # Phase 1: the claims --------------------------------------------------------------------------
    "glic.claim.honour": (
        "Les honneurs d’atout",
        "Qui tient l’as, le roi, la dame, le valet ou le dix d’atout ramasse ce qui se trouve dans la case du même "
        "nom."),
    "glic.claim.sau": (
        "La Sau",
        "Avec le jeu allemand de 48 cartes, qui n’a pas d’as, le Deux d’atout ramasse la case de l’As, que les "
        "plateaux allemands appellent la Sau, d’après le sanglier souvent dessiné sur le Deux."),
    "glic.claim.sau-short": (
        "La Sau dans le jeu allemand court",
        "Les sources parlent de la Sau avec le jeu de 48 cartes ; nous lui faisons aussi ramasser la case de l’As "
        "dans le jeu allemand de 32 cartes, puisque c’est la même carte et le même plateau."),
    "glic.claim.ober-unter": (
        "Ober et Unter",
        "Un jeu allemand n’a ni dame ni valet ; nous donnons la case de la Dame à l’Ober d’atout et celle du Valet "
        "à l’Unter d’atout, les figures qui se tiennent aux mêmes places."),
    "glic.claim.spanish-courts": (
        "Caballo et sota",
        "Un jeu espagnol n’a ni dame ni valet ; nous donnons la case de la Dame au caballo d’atout et celle du "
        "Valet à la sota d’atout, les figures au-dessous du rey, si bien que le rey et le caballo font un Mariage ; "
        "l’as, qui porte en espagnol le même nom, ramasse la case de l’As."),
    "glic.claim.spanish-nine": (
        "Le neuf pour le dix",
        "Un jeu espagnol n’a pas de dix non plus ; nous donnons la case du Dix au neuf d’atout, la plus haute carte "
        "au-dessous des figures, comme l’est le dix dans les autres jeux, afin que cette case ne reste pas à jamais "
        "sans être ramassée."),
    "glic.claim.marriage": (
        "Le Mariage",
        "Qui tient à la fois le roi et la dame d’atout ramasse la case du Mariage, en plus de celles du Roi et de la "
        "Dame."),
    "glic.claim.sequence": (
        "La Séquence",
        "Qui tient le sept, le huit et le neuf d’atout ramasse la case de la Séquence."),
    "glic.claim.carry-over": (
        "Les cases non ramassées",
        "Une case que personne ne ramasse garde ses mises pour la donne suivante, où les nouvelles mises viennent "
        "les grossir."),
    "glic.claim.turn-up": (
        "Une carte gagnante retournée",
        "Les sources ne disent pas ce qui se passe quand la retourne est elle-même une carte qui ramasserait une "
        "case ; comme elle est posée sur la table et n’appartient à personne, sa case (et le Mariage ou la "
        "Séquence, si elle en fait partie) n’est pas ramassée et reste pour la donne suivante."),
    # Phase 2: the Poch ---------------------------------------------------------------------------
    "glic.hand.classes": (
        "Les classes de mains",
        "Le carré bat le brelan, le brelan bat la paire, et la paire bat une main qui n’en a pas."),
    "glic.hand.high-cards": (
        "Les hautes cartes battent les basses",
        "Dans une même classe, la combinaison la plus haute l’emporte. La source appelle le Deux d’un jeu allemand "
        "le plus bas des atouts quand il gagne la case de la Sau, mais ne dit pas son rang dans les mains ; nous "
        "plaçons l’as, ou la Sau, au plus haut, puis le roi, la dame (l’Ober), le valet (l’Unter), le dix et ainsi "
        "de suite jusqu’au deux, mettant la Sau là où le plateau la met, à la place de l’As ; dans le jeu espagnol, "
        "l’as, puis le rey, le caballo, la sota et le neuf, et ainsi de suite jusqu’au deux."),
    "glic.hand.kickers": (
        "Combinaisons de même rang",
        "Les sources disent seulement que les hautes cartes battent les basses ; quand deux combinaisons sont de "
        "même rang, nous comparons le reste des mains, une seconde combinaison d’abord (si bien que deux paires "
        "battent une paire de même rang), puis les autres cartes en partant de la plus haute."),
    "glic.hand.equal": (
        "Mains égales",
        "Les sources ne tranchent pas entre des mains égales à tous les rangs ; nous donnons le Poch à celui de "
        "leurs joueurs qui vient le premier dans l’ordre du jeu à partir de la gauche du donneur, comme ayant "
        "parlé le premier."),
    "glic.bet.turns": (
        "Miser à tour de rôle",
        "Chaque joueur à son tour peut miser au Poch ; les autres peuvent alors voir cette mise, relancer, passer "
        "ou se coucher, et le premier peut miser de nouveau quand son tour revient. La source ne dit pas qui parle "
        "le premier ; nous commençons à la gauche du donneur."),
    "glic.bet.moves": (
        "Les coups permis",
        "La source énumère les coups (voir, relancer, passer, se coucher) sans dire quand chacun est permis. Notre "
        "lecture : un joueur qui ne doit rien peut passer ou relancer ; un joueur qui doit la différence avec la "
        "plus haute mise peut la voir, relancer au-delà, ou se coucher et se retirer du Poch ; passer quand on doit "
        "une mise n’est pas permis, puisque ce serait rester en jeu sans égaler la mise."),
    "glic.bet.end": (
        "La fin des mises",
        "Voir une mise ne clôt pas le tour de mises : il prend fin quand tous les joueurs encore en jeu ont passé "
        "coup sur coup, ou quand il n’en reste qu’un ; c’est ainsi que nous lisons que les mises cessent dès que "
        "chaque joueur a passé ou s’est couché."),
    "glic.bet.limit": (
        "La limite de la table",
        "La source suggère de limiter le total ; nous ne laissons personne mettre au Poch, en une donne, plus que "
        "la limite de la table (10 deniers sauf convention contraire), si bien qu’une relance qui la dépasse n’est "
        "pas permise."),
    "glic.bet.policy": (
        "Comment misent les places",
        "Les places que le lecteur ne joue pas misent selon la classe de leur main : sans rien, elles passent ou "
        "se couchent ; elles relancent, de deux en deux, jusqu’au tiers de la limite avec une paire, aux deux tiers "
        "avec un brelan et jusqu’à la limite entière avec un carré ; au-delà, elles voient tant que la mise reste "
        "dans cette somme et se couchent dès qu’elle la dépasse."),
    "glic.poch.lone-survivor": (
        "Le dernier en jeu",
        "Quand tous les autres se sont couchés, le seul joueur qui reste ramasse le Poch ; la source ne dit pas "
        "s’il montre ses cartes, et nous le laissons les garder cachées."),
    "glic.poch.best-hand": (
        "La meilleure main ramasse le Poch",
        "Sinon, tous ceux qui restent en jeu ont misé autant, et la meilleure de leurs mains ramasse le Poch."),
    # Phase 3: laying out --------------------------------------------------------------------------
    "glic.lay.values": (
        "La valeur des cartes",
        "Les sources ne donnent pas les valeurs comptées vers 31 ; nous comptons l’as ou la Sau pour 1, les "
        "figures pour 10 (la sota, le caballo et le rey aussi) et toute autre carte pour son chiffre."),
    "glic.lay.everyone": (
        "Tout le monde pose",
        "Se coucher ne fait renoncer qu’au Poch : nous lisons que chaque joueur, couché ou non, pose ses cartes "
        "dans la dernière phase, en commençant par le joueur à la gauche du donneur."),
    "glic.lay.thirty-one": (
        "Jusqu’à trente et un",
        "À tour de rôle, chaque joueur pose une carte, et le total courant ne peut dépasser 31 ; un joueur qui ne "
        "peut poser aucune carte sans dépasser 31 passe. La source ne dit pas comment les cartes sont posées ; nous "
        "les posons face visible, en annonçant le total à voix haute."),
    "glic.lay.policy": (
        "Quelle carte est posée",
        "Chaque place pose sa carte de plus forte valeur qui ne fait pas dépasser 31 (entre valeurs égales, le "
        "rang le plus haut, puis la première couleur dans l’ordre du jeu), gardant les petites cartes pour les "
        "séries suivantes."),
    "glic.lay.run-end": (
        "La fin d’une série",
        "Quand personne ne peut plus poser, chacun des autres joueurs paie un denier à celui qui a posé la "
        "dernière carte, et celui-ci entame la série suivante en repartant de zéro."),
    "glic.lay.out": (
        "Sortir",
        "Dès qu’un joueur pose sa dernière carte, chaque joueur qui a encore des cartes lui paie un denier par "
        "carte en main."),
    "glic.lay.out-ends": (
        "Sortir met fin à la donne",
        "Les sources ne disent pas si la série en cours est encore payée ; nous arrêtons la donne dès qu’un joueur "
        "sort, si bien que seules les cartes restées en main sont payées."),
}
"""Glic's rules in French: title and statement by rule id."""

SOURCES: dict[str, str] = {}
"""The sources' short names in French where they differ: none, the title of the 2013 summary stays as published."""
