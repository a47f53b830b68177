"""The rules of Basset in French (:mod:`engine.games.basset.rulebook`): each rule's title and statement by its full
id, for both rule sets, which share every rule but the prices of the paroli and are issued under the prefixes
``basset`` (Parlett's account) and ``basset-cotton`` (Cotton's prices).

>>> RULES["basset-cotton.paroli.fourth-win"]
('Un quatrième gain paie 33', 'Un quatrième gain dans la même donne est payé 33 fois la mise.')
"""

from __future__ import annotations

from engine.games.basset.rulebook import COTTON_SCHEDULE, PARLETT_SCHEDULE


def _book(prefix: str, schedule: tuple[int, ...]) -> dict[str, tuple[str, str]]:
    """Every rule of Basset under ``prefix``, pricing the paroli by ``schedule``, in French."""
    rules = {
        "players.banker-and-punters": (
            "Un banquier et les pontes",
            "Un joueur tient la banque et les autres pontent contre elle. Les sources ne fixent aucune limite au "
            "nombre des pontes ; nous admettons de deux à dix joueurs en tout, la place 1 étant celle du banquier, "
            "pour que le tableau reste lisible."),
        "bank.fixed-seat": (
            "La banque ne change pas de main",
            "Les sources ne disent pas quand la banque change de main ; nous la laissons à la place 1 pendant toute "
            "la séance, pour qu’une séance mesure l’avantage du banquier sur de nombreuses donnes."),
        "pack.full-pack": (
            "Un jeu complet, bien battu",
            "Le banquier se sert d’un jeu complet de 52 cartes, bien battu, et le retourne une carte à la fois."),
        "pack.other-packs": (
            "Les jeux de cartes",
            "Le résumé de 2013 fait jouer la bassette avec un jeu italien ou espagnol de 52 cartes. Nous la jouons "
            "par défaut avec le jeu français et proposons le jeu de 52 cartes aux enseignes italiennes, dont les "
            "treize valeurs vont de l’as au dix, puis fante, cavallo et re. Le jeu espagnol usuel a 48 cartes et "
            "pas de dix : nous entendons donc par jeu espagnol celui-là, avec douze valeurs (de l’as au neuf, puis "
            "sota, caballo et rey), et proposons aussi le jeu espagnol de 40 cartes, qui en a dix (ni huit ni "
            "neuf) : le tableau porte les valeurs propres au jeu, quatre cartes de chacune, et les prix d’une mise "
            "qu’on laisse courir restent les mêmes."),
        "stakes.on-denominations": (
            "Des mises sur les valeurs",
            "Avant le jeu, chaque ponte mise sur celles des treize valeurs qu’il veut, de l’as au roi, à l’aide des "
            "treize cartes d’une couleur ou d’un tableau ; la couleur d’une carte retournée ne compte jamais, seule "
            "sa valeur compte."),
        "stakes.before-each-deal": (
            "Des mises avant chaque donne",
            "Les sources décrivent une seule donne ; nous faisons miser les pontes à nouveau avant chaque donne, en "
            "replaçant les mêmes mises quand la requête les donne, sauf sur une valeur où une mise court déjà "
            "depuis la donne précédente."),
        "stakes.seeded": (
            "Des mises tirées de la graine",
            "Quand une requête ne donne pas de mises, nous les tirons de la graine avant chaque donne, pour chaque "
            "ponte dans l’ordre des places : une à trois valeurs, chacune tirée uniformément parmi celles qui ne "
            "sont pas encore prises, chacune avec une mise de un à cinq jetons, pour que les donnes d’exemple "
            "soient variées mais reproductibles."),
        "deal.first-card": (
            "La première carte est au banquier",
            "Le banquier retourne la première carte et gagne toutes les mises placées sur sa valeur."),
        "deal.first-pile-loses": (
            "Le premier tas perd",
            "Le banquier retourne ensuite les cartes par paires, l’une sur un premier tas et l’autre sur un second ; "
            "une mise dont la valeur tombe sur le premier tas est perdue au profit du banquier."),
        "deal.second-pile-wins": (
            "Le second tas gagne",
            "Une mise dont la valeur tombe sur le second tas gagne, et le banquier la paie à égalité."),
        "deal.pair-order": (
            "Le premier tas, puis le second",
            "Les sources ne disent pas quelle carte d’une paire compte la première ; nous retournons la carte du "
            "premier tas et la réglons avant que la seconde soit vue, si bien qu’une valeur qui tombe sur les deux "
            "cartes d’une même paire a déjà perdu."),
        "deal.last-card": (
            "La dernière carte est au banquier",
            "Le banquier gagne toutes les mises restées sur la dernière carte retournée ; nous lisons cette carte "
            "comme la dernière du jeu, qui reste sans partenaire une fois sorties la première carte et les paires."),
        "deal.all-settled": (
            "Jusqu’à ce que toutes les mises soient réglées",
            "Le banquier retourne les cartes jusqu’à ce que toutes les mises soient réglées ou que le jeu soit "
            "épuisé : dès qu’aucune mise n’est plus en jeu, il n’en retourne plus."),
        "paroli.choice": (
            "Prendre son gain ou faire paroli",
            "Un ponte dont la mise gagne peut prendre ses gains, ou les refuser et laisser courir la mise pour un prix "
            "plus élevé, en la marquant, par exemple en faisant une corne à la carte."),
        "paroli.bound": (
            "Pas de retour en arrière",
            "Un ponte qui a laissé courir une mise ne peut ni la retirer ni réclamer les gains refusés avant que la "
            "valeur gagne de nouveau ; il choisit alors une nouvelle fois."),
        "paroli.take-ends": (
            "Prendre son gain met fin à la mise",
            "Les sources ne disent pas ce que devient une mise dont on prend les gains ; nous faisons reprendre au "
            "ponte sa mise avec les gains, ce qui met fin à cette mise."),
        "paroli.second-win": (
            "Un deuxième gain paie sept",
            f"Une mise qui a couru et gagne une deuxième fois est payée {schedule[1]} fois la mise."),
        "paroli.third-win": (
            "Un troisième gain paie quinze",
            f"Laissée courir de nouveau et gagnante une troisième fois, elle est payée {schedule[2]} fois la mise."),
        "paroli.fourth-win": (
            f"Un quatrième gain paie {schedule[3]}",
            f"Un quatrième gain dans la même donne est payé {schedule[3]} fois la mise."),
        "paroli.next-deal": (
            "Courir sur la donne suivante",
            "Une mise qui a gagné quatre fois a rencontré toutes les cartes de sa valeur : elle peut donc continuer "
            "de courir sur la donne suivante."),
        "paroli.fifth-win": (
            f"Un cinquième gain paie {schedule[4]}",
            f"Portée sur la donne suivante et gagnante là, elle est payée {schedule[4]} fois la mise."),
        "paroli.riding-loss": (
            "Une mise qui court ne perd qu’elle-même",
            "Les sources ne disent pas ce que coûte une mise qui court quand elle perd ; nous considérons que les "
            "gains refusés n’ont jamais été payés, si bien que le ponte ne perd que sa mise."),
        "paroli.last-deal": (
            "Pas de donne suivante où courir",
            "Une mise ne peut courir sur la donne suivante que si la séance en compte une ; à la dernière donne, nous "
            "payons une mise qui a gagné quatre fois au prix du quatrième gain."),
        "paroli.fifth-ends": (
            "Le barème s’arrête à cinq",
            "Les sources ne donnent aucun prix au-delà d’un cinquième gain ; nous payons alors la mise, et le ponte "
            "la reprend."),
    }
    return {f"{prefix}.{suffix}": worded for suffix, worded in rules.items()}


RULES: dict[str, tuple[str, str]] = {**_book("basset", PARLETT_SCHEDULE), **_book("basset-cotton", COTTON_SCHEDULE)}
"""Every rule of both of Basset's rule sets in French, by full id: title and statement."""

SOURCES: dict[str, str] = {}
"""Basset's sources keep their short names in French."""
