"""
Pourquoi la Ferme de 1659 retirait-elle les huit ?
==================================================

Notre Ferme de 1659 retire les huit du jeu (règle ``ferme-1659.pack.no-eights``) parce qu’ils
rendraient le 16 trop facile. Est-ce vrai, et dans quelle mesure ? Ici, un joueur tire carte après
carte d’un jeu fraîchement mélangé jusqu’à ce que son total atteigne ou dépasse 16, les figures
comptant 10 et l’as 1, et nous cherchons combien de fois le total vaut exactement 16, et au bout de
combien de cartes, avec le jeu de 48 cartes de 1659 et avec le jeu complet de 52.
"""

# %%
# Les jeux de cartes, tels que le moteur les décrit
# -------------------------------------------------
#
# L’action ``catalogue`` nomme le jeu de cartes de chaque variante. La Ferme de 1659 se joue avec
# ``french-48``, le jeu de 52 cartes sans ses huit ; la règle ``count`` de l’action ``rules`` dit ce
# que vaut chaque carte. À partir de ces deux réponses, nous écrivons les jeux de cartes sous forme
# de listes de valeurs de cartes.

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from engine.api import handle

catalogue = handle({"action": "catalogue", "lang": "fr"})
ferme = next(game for game in catalogue["games"] if game["id"] == "ferme")
pack = next(variant for variant in ferme["variants"] if variant["id"] == "1659")["pack"]
rules = handle({"action": "rules", "game": "ferme", "variant": "1659", "lang": "fr"})["rules"]
count = next(rule for rule in rules if rule["id"] == "ferme-1659.count.points")
print(f"Jeu de 1659 : {pack['id']}, {pack['size']} cartes ({pack['description']})")
print(f"Compte : {count['statement']}")

FULL = [min(rank, 10) for rank in range(1, 14) for _ in range(4)]  # as 1, du 2 au 10, figures 10
NO_EIGHTS = [value for value in FULL if value != 8]
assert len(NO_EIGHTS) == pack["size"]

# %%
# La probabilité exacte de faire 16, carte par carte
# --------------------------------------------------
#
# Le joueur tire tant que son total est inférieur à 16. Nous suivons chaque déroulement possible du
# tirage, avec les cartes de chaque valeur qui restent, et additionnons des fractions exactes : pas
# de simulation, et cela prend un clin d’œil, car un total inférieur à 16 ne demande jamais plus de
# quelques cartes.

Counts = tuple[tuple[int, int], ...]
"""Combien de cartes de chaque valeur il reste, en paires (valeur, nombre) triées."""


def chance_of_sixteen(values: list[int]) -> dict[int, Fraction]:
    """La probabilité de s’arrêter sur exactement 16 après chaque nombre de cartes."""
    start = tuple(sorted(Counter(values).items()))

    @lru_cache(maxsize=None)
    def walk(left: Counts, total: int, cards: int) -> tuple[tuple[int, Fraction], ...]:
        if total >= 16:
            return ((cards, Fraction(1)),) if total == 16 else ()
        remaining = sum(n for _, n in left)
        found: Counter[int] = Counter()
        for index, (value, n) in enumerate(left):
            rest = left[:index] + (((value, n - 1),) if n > 1 else ()) + left[index + 1:]
            for length, p in walk(rest, total + value, cards + 1):
                found[length] += Fraction(n, remaining) * p
        return tuple(sorted(found.items()))

    return dict(walk(start, 0, 0))


exact = {"52 cartes": chance_of_sixteen(FULL), "48 cartes, sans les huit": chance_of_sixteen(NO_EIGHTS)}
for name, by_cards in exact.items():
    total = sum(by_cards.values())
    print(f"{name} : exactement 16 avec une probabilité de {total} = {float(total):.4f}")
    for cards, p in by_cards.items():
        if p >= Fraction(1, 10000):
            print(f"    {cards} cartes : {float(p):.4f}")

# %%
# L’action ``odds`` du moteur compte la même chose
# ------------------------------------------------
#
# Les jeux de seize répondent à une requête ``odds`` par ces probabilités pour trois jeux de cartes
# (le jeu complet de 52, les 48 cartes sans les huit, et le jeu de 45 cartes de 1800 qui garde un
# seul six), comptées exactement par le moteur lui-même. Sa probabilité de s’arrêter sur 16 est la
# somme des nôtres sur tous les nombres de cartes.

odds = handle({"action": "odds", "game": "ferme", "variant": "1659"})
by_pack = {pack["pack"]: pack for pack in odds["packs"]}
for key, name in (("french-52", "52 cartes"), ("french-48", "48 cartes, sans les huit")):
    engine_chance = Fraction(*by_pack[key]["draw_to_sixteen"]["exactly_16"]["fraction"])
    assert engine_chance == sum(exact[name].values())
for pack in odds["packs"]:
    print(f"{pack['cards']} cartes : {pack['two_card_sixteen']['pairs']} paires font 16 en deux cartes ; en tirant "
          f"jusqu’à 16, on s’y arrête avec une probabilité de {pack['draw_to_sixteen']['exactly_16']['float']:.4f}")

# %%
# Le propre jeu de 1659 du moteur est d’accord
# --------------------------------------------
#
# Une séance ``play`` de la Ferme de 1659 tirée d’une graine, avec deux places, fait tirer un joueur
# contre le fermier. Avec la stratégie ``{"name": "stand", "at": 16}``, il tire jusqu’à 16 ou plus,
# exactement comme plus haut, sur un jeu mélangé à nouveau à chaque donne. Compter combien de ses
# mains finissent sur 16 donne une estimation de la même probabilité.

hands = []
for seed in range(4):
    session = handle({"action": "play", "game": "ferme", "variant": "1659", "players": 2, "seed": seed,
                      "rounds": 1000, "policy": {"name": "stand", "at": 16}, "explain": False})
    hands += [hand for deal in session["deals"] for hand in deal["summary"]["hands"]]
simulated = sum(hand["result"] == "sixteen" for hand in hands) / len(hands)
spread = Counter(len(hand["cards"]) for hand in hands if hand["result"] == "sixteen")
print(f"Simulé sur {len(hands)} donnes tirées de graines : {simulated:.4f} "
      f"(exact {float(sum(exact['48 cartes, sans les huit'].values())):.4f})")

# %%
# La répartition selon le nombre de cartes
# ----------------------------------------
#
# Les barres sont les probabilités exactes ; les points, la part des donnes jouées qui ont fini sur
# 16 avec ce nombre de cartes.

import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(7, 4))
lengths = range(2, 8)
width = 0.4
for shift, (name, by_cards) in zip((-width / 2, width / 2), exact.items()):
    ax.bar([n + shift for n in lengths], [float(by_cards.get(n, 0)) for n in lengths], width, label=name)
ax.plot(list(lengths), [spread.get(n, 0) / len(hands) for n in lengths], "ko", label="donnes de 1659 jouées (48 cartes)")
ax.set_title("La probabilité de tirer jusqu’à exactement 16, selon le nombre de cartes")
ax.set_xlabel("cartes dans la main")
ax.set_ylabel("probabilité")
ax.legend()
fig.tight_layout()

# %%
# La réponse est une surprise : retirer les huit ne rend pas le 16 plus difficile à atteindre en
# tirant, cela le rend un peu plus facile (environ 0,142 avec les huit, 0,155 sans), en deux, trois
# comme en quatre cartes. Sans les huit, les cartes qui valent dix, qui font 16 avec un six, forment
# une plus grande part du jeu. Quoi que les règles de 1659 aient voulu dire par « trop
# facilement », ce n’était donc pas cette probabilité : un exercice pour la classe consiste à
# trouver une question à laquelle les huit répondent vraiment, comme la probabilité d’un 16 en deux
# cartes fait d’une paire (huit et huit), que seul le jeu complet permet.
