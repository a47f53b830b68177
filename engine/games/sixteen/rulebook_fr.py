"""The rules of Ferme (1659 and 1800) and Farmer in French, by rule id: each rule's title and statement as
:mod:`engine.games.sixteen.rulebook` gives them in English.

Rules marked ``ours`` in the English rule book say here too what we chose where the sources are silent or
ambiguous, and why. The rules both Ferme rule sets state alike are written once and given under both prefixes.
"""

from __future__ import annotations

_FERME_COMMON: dict[str, tuple[str, str]] = {
    "players.up-to-twelve": (
        "Jusqu’à douze joueurs",
        "Les sources anciennes, telles que nous les connaissons, ne donnent pas de nombre de joueurs ; le résumé que "
        "nous lisons parle tantôt de dix à douze joueurs, tantôt de dix à douze au plus, et nous installons à la "
        "table de deux à douze personnes, le fermier compris."),
    "count.points": (
        "Le compte des points",
        "Les rois, les dames et les valets comptent 10, l’as 1, toute autre carte le nombre qu’elle porte."),
    "farm.auction": (
        "Les enchères pour la ferme",
        "Le joueur qui offre le plus devient fermier et met de côté la somme offerte : c’est la ferme. Nous lisons "
        "des enchères sous pli cacheté : chaque joueur annonce une seule somme."),
    "farm.auction-tie": (
        "Égalité des plus fortes enchères",
        "Les sources ne disent pas qui l’emporte quand les enchères sont égales ; nous donnons la ferme au premier "
        "des plus offrants dans l’ordre des places, la lecture la plus simple, qui n’exige pas de second tour."),
    "farmer.deals-only": (
        "Le fermier ne joue pas de main",
        "Le fermier donne les cartes, encaisse et paie, mais n’a pas de cartes en main : les sources ne le font "
        "donner qu’à ses adversaires, et nous voyons donc en lui la banque plutôt qu’un joueur."),
    "bust.pay-excess": (
        "Au-delà de seize, on paie l’excédent",
        "Un joueur dont les cartes dépassent 16 paie au fermier un jeton par point au-dessus de 16 (avec 20, il "
        "paie 4)."),
    "bust.no-more-cards": (
        "Au-delà de seize, on ne tire plus",
        "La source ne dit pas qu’un joueur dont les cartes dépassent 16 cesse de tirer ; nous lisons qu’il "
        "s’arrête, puisque aucune carte de plus ne peut le ramener à 16."),
    "win.sixteen": (
        "Seize tout juste",
        "Un joueur qui fait exactement 16 gagne la ferme et la poule, et dépossède le fermier."),
    "farm.stays": (
        "Pas de seize : la ferme reste",
        "Quand personne ne fait 16, la ferme n’est pas gagnée : le fermier la garde sur la table pour la donne "
        "suivante."),
    "pool.closest": (
        "La poule au plus proche",
        "Quand personne ne fait 16, le joueur le plus proche de 16 sans le dépasser gagne la poule, mais pas la "
        "ferme."),
    "pool.carry-over": (
        "Personne en dessous de seize",
        "Si tous les joueurs ont dépassé 16, personne n’est le plus proche : nous laissons la poule sur la table "
        "pour la donne suivante, comme on y laisse la ferme quand personne ne fait 16."),
    "next-farmer.winner": (
        "Le gagnant devient fermier",
        "Le joueur qui gagne la ferme prend la place du fermier pour la donne suivante."),
    "farm.new-stake": (
        "Une nouvelle ferme",
        "Les sources ne disent pas comment le nouveau fermier constitue sa ferme ; nous lui faisons mettre une "
        "ferme égale à l’enchère qui avait remporté la ferme, pour que toutes les fermes vaillent autant."),
}
"""The rules both Ferme rule sets share, by rule id without its prefix."""

RULES: dict[str, tuple[str, str]] = {
    **{f"{prefix}.{rule}": worded for prefix in ("ferme-1659", "ferme-1800") for rule, worded in _FERME_COMMON.items()},
    # Ferme, 1659 (de la Marinière) ----------------------------------------------------------------
    "ferme-1659.pack.no-eights": (
        "Un jeu sans les huit",
        "On retire les huit, parce qu’ils rendraient le 16 trop facile. La source ne dit pas de quel jeu il s’agit ; "
        "la lecture habituelle est un jeu de 52 cartes privé de ses huit, soit 48 cartes."),
    "ferme-1659.pool.ante": (
        "La poule",
        "Chaque joueur sauf le fermier met sa mise à la poule ; nous lisons que c’est une fois à chaque donne."),
    "ferme-1659.deal.top-and-bottom": (
        "Une carte du dessus, une du dessous",
        "Le fermier donne à chaque joueur une carte du dessus du paquet et une du dessous. Nous donnons un tour de "
        "cartes du dessus, puis un tour de cartes du dessous, en sens inverse des aiguilles d’une montre à partir de "
        "la droite du fermier, comme dans les règles de 1800."),
    "ferme-1659.draw.one-by-one": (
        "Tirer une carte à la fois",
        "Les joueurs peuvent ensuite demander d’autres cartes, une à une, pour s’approcher de 16 ; la source le "
        "laisse entendre plutôt qu’elle ne le dit."),
    "ferme-1659.draw.from-top": (
        "On tire sur le dessus",
        "La source ne dit pas d’où viennent les cartes suivantes ; nous les prenons sur le dessus du paquet."),
    "ferme-1659.draw.below-twelve": (
        "Pas d’arrêt sous douze",
        "Puisqu’on peut s’arrêter de 12 à 15, nous lisons qu’un joueur qui a moins de 12 ne peut pas s’arrêter et "
        "doit tirer."),
    "ferme-1659.stick.twelve-to-fifteen": (
        "S’arrêter de douze à quinze",
        "Un joueur qui a 12, 13, 14 ou 15 peut s’arrêter, pour ne pas dépasser 16 et devoir payer le fermier."),
    "ferme-1659.tie.position": (
        "Plusieurs à seize",
        "La source ne donne pour 1659 aucune règle d’égalité ; quand plusieurs joueurs font 16, nous donnons la "
        "ferme au premier d’entre eux dans l’ordre de jeu à partir de la droite du fermier : c’est la priorité de "
        "position des règles plus tardives."),
    "ferme-1659.pool.tie": (
        "À égale distance de seize",
        "La source ne dit rien d’une égalité pour la poule ; nous la donnons au premier des joueurs à égalité dans "
        "l’ordre de jeu, comme pour une égalité à 16."),
    # Ferme, 1800 (Lacombe) ------------------------------------------------------------------------
    "ferme-1800.pack.brillant": (
        "Le jeu de 45 cartes et le brillant",
        "On retire du jeu de 52 cartes tous les huit et tous les six sauf le six de cœur, le brillant, ce qui laisse "
        "45 cartes. La source ne dit pas quel six est gardé ; nous lisons le six de cœur, celui que garde le "
        "Farmer."),
    "ferme-1800.pool.ante": (
        "La poule",
        "Chaque joueur sauf le fermier met un jeton à la poule (la partie) ; la source ne dit pas à quelle "
        "fréquence, et nous lisons une fois à chaque donne, comme pour 1659. Les amendes pour avoir dépassé 16 se "
        "comptent dans les mêmes jetons, si bien que la mise d’une table donne la valeur du jeton dans les deux "
        "cas."),
    "ferme-1800.deal.shuffle-and-cut": (
        "Battre et couper",
        "Le fermier bat les cartes et le joueur à sa gauche coupe."),
    "ferme-1800.deal.one-each": (
        "Une carte à chacun",
        "Le fermier donne une carte à chaque joueur, en sens inverse des aiguilles d’une montre, en commençant par "
        "le premier en cartes, à sa droite."),
    "ferme-1800.draw.from-bottom": (
        "Tirer par-dessous",
        "À partir du premier en cartes et à tour de rôle, chaque joueur demande des cartes une à une, prises sous le "
        "talon, jusqu’à ce qu’il soit satisfait."),
    "ferme-1800.stick.basta": (
        "Basta",
        "Un joueur qui ne veut plus de cartes dit basta ; il ne paie rien et peut encore gagner la poule."),
    "ferme-1800.tie.brillant-and-ten": (
        "Première règle d’égalité : le brillant et un dix",
        "Entre joueurs à 16, le brillant accompagné d’une carte de dix points bat toute autre façon de faire 16."),
    "ferme-1800.tie.fewer-cards": (
        "Deuxième règle d’égalité : moins de cartes",
        "Sinon, le plus petit nombre de cartes l’emporte : deux cartes battent trois, trois en battent quatre."),
    "ferme-1800.tie.position": (
        "Troisième règle d’égalité : la position",
        "Sinon, la position décide ; nous la lisons comme l’ordre de jeu à partir du premier en cartes."),
    "ferme-1800.pool.tie": (
        "À égale distance de seize",
        "La source ne donne aucune règle pour départager les joueurs à égalité pour la poule ; nous appliquons la "
        "deuxième et la troisième règle d’égalité à 16 : moins de cartes, puis l’ordre de jeu."),
    "ferme-1800.next-farmer.rotate": (
        "La ferme qui tourne",
        "Si les joueurs sont convenus que la ferme tournerait, le gagnant empoche les jetons, mais la place du "
        "fermier passe au joueur suivant dans l’ordre de jeu, à la droite de l’ancien fermier ; qu’elle ne passe "
        "que lorsque la ferme est gagnée, c’est notre lecture."),
    # Farmer -------------------------------------------------------------------------------------------
    "farmer.pack.forty-five": (
        "Le jeu de 45 cartes",
        "On retire du jeu de 52 cartes tous les huit et tous les six sauf le six de cœur : 45 cartes."),
    "farmer.players.two-to-eight": (
        "De deux à huit joueurs",
        "On joue de deux à huit ; le fermier joue une main comme tout le monde."),
    "farmer.count.points": (
        "Le compte des points",
        "L’as compte 1, le roi, la dame ou le valet 10, toute autre carte le nombre qu’elle porte."),
    "farmer.first-farmer.six-of-hearts": (
        "Le choix du premier fermier",
        "On donne les cartes face visible, une à la fois, à chaque joueur à tour de rôle ; celui qui reçoit le six "
        "de cœur est le premier fermier."),
    "farmer.first-farmer.face-up-order": (
        "Qui donne pour désigner le premier fermier",
        "La source laisse n’importe quel joueur donner pour désigner le premier fermier ; nous commençons la donne "
        "face visible par la place 1 et tournons vers la gauche, pour que le choix ne dépende que de la graine."),
    "farmer.ante.everyone": (
        "Tout le monde mise",
        "Au début de chaque donne, chaque joueur, le fermier compris, met une mise dans la ferme."),
    "farmer.deal.one-face-down": (
        "Une carte face cachée",
        "Après avoir battu les cartes, le fermier donne à chaque joueur, lui compris, une seule carte cachée, en "
        "commençant par le joueur à sa gauche."),
    "farmer.draw.order": (
        "L’ordre du tirage",
        "Les joueurs tirent à tour de rôle à partir de la gauche du fermier, en tournant vers la gauche, et le "
        "fermier tire en dernier."),
    "farmer.draw.at-least-one": (
        "Au moins une carte",
        "Chaque joueur doit prendre au moins une carte."),
    "farmer.draw.hit-or-stay": (
        "« Carte » ou « je reste »",
        "Le joueur dit « carte » pour recevoir une carte de plus, que le fermier lui donne face visible, et « je "
        "reste » quand il est satisfait."),
    "farmer.bust.silent": (
        "Crever sans rien dire",
        "Un joueur qui dépasse 16 a crevé, mais n’en dit rien : il reste, tout simplement."),
    "farmer.win.sixteen": (
        "Seize tout juste",
        "Quand on retourne les cartes cachées, un joueur qui a exactement 16 gagne la ferme."),
    "farmer.tie.six-of-hearts": (
        "Première règle d’égalité : le six de cœur",
        "Entre joueurs à 16, celui qui tient le six de cœur gagne."),
    "farmer.tie.fewest-cards": (
        "Deuxième règle d’égalité : le moins de cartes",
        "Si aucun d’eux ne tient le six de cœur, celui qui a le moins de cartes gagne."),
    "farmer.tie.farmer": (
        "Troisième règle d’égalité : le fermier",
        "Si plusieurs restent à égalité pour le moins de cartes, le fermier gagne ; nous n’appliquons cette règle "
        "que si le fermier est l’un des joueurs encore à égalité."),
    "farmer.tie.left-of-farmer": (
        "Quatrième règle d’égalité : au plus près à la gauche du fermier",
        "Si le fermier n’est pas parmi eux, le premier d’entre eux à la gauche du fermier gagne."),
    "farmer.no-sixteen.farm-stays": (
        "Pas de seize : la ferme reste",
        "Quand personne n’a 16, la ferme reste sur la table pour la donne suivante."),
    "farmer.no-sixteen.pay-closest": (
        "Payer le plus proche",
        "Quand personne n’a 16, chaque joueur qui a un score inférieur paie une mise au joueur le plus proche de 16 "
        "sans le dépasser."),
    "farmer.no-sixteen.busted-exempt": (
        "Qui a crevé ne paie pas le plus proche",
        "Avoir crevé, ce n’est pas avoir un score inférieur : nous ne faisons donc pas payer le plus proche aux "
        "joueurs qui ont crevé ; ils paient le fermier à la place."),
    "farmer.no-sixteen.side-pot": (
        "Un pot secondaire en cas d’égalité",
        "Si plusieurs joueurs sont à égalité au plus près de 16, les mises des joueurs au score inférieur vont dans "
        "un pot secondaire, partagé entre eux aussi également que des jetons entiers le permettent ; ce qui ne peut "
        "se partager va dans la ferme. Nous lisons cela comme des parts égales : un pot secondaire plus petit que le "
        "nombre de joueurs à égalité va donc tout entier dans la ferme."),
    "farmer.no-sixteen.nobody-under": (
        "Tout le monde a crevé",
        "Si tous les joueurs ont crevé, personne n’est le plus proche et personne n’est payé pour sa proximité."),
    "farmer.bust.pay-farmer": (
        "Qui a crevé paie le fermier",
        "Que la ferme ait été gagnée ou non, chaque joueur qui a crevé, sauf le fermier, paie une mise au fermier."),
    "farmer.next-farmer.winner": (
        "Le fermier suivant",
        "Le gagnant de la ferme est le fermier suivant ; si personne ne l’a gagnée, le même fermier donne de "
        "nouveau."),
}
"""The rules of the games of sixteen in French, by rule id: title and statement."""

SOURCES: dict[str, str] = {
    "farmer-rules-page": "page de règles du Farmer",
    "wikipedia-ferme": "Wikipédia (en anglais), Ferme",
}
"""The sources' short names in French where they differ: the rules page and the English Wikipedia article; de la
Marinière and Lacombe keep theirs."""
