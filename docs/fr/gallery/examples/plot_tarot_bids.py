"""
Combien de fois le guide dit d’enchérir, à trois, à quatre et à cinq
====================================================================

Le guide que donne la source pour juger une main de Tarot français attribue des points à ce que
contient une main, et leur total suggère une enchère. Distribuer de nombreuses mains à partir de
graines et juger chacune avec l’action ``evaluate`` du moteur montre combien de fois le guide
ferait passer, prendre ou garder, à chaque taille de table, et pourquoi tant de donnes sont
annulées aux tables qui ne pratiquent pas le *soft shuffling*.
"""

# %%
# Juger des mains tirées de graines
# ---------------------------------
#
# Chaque graine mélange les 78 cartes du Tarot Nouveau ; on juge les premières cartes, autant qu’en
# compte une main (24 cartes à trois joueurs, 18 à quatre, 15 à cinq). La donne d’une table est
# annulée quand personne n’enchérit : ici, nous ne jugeons qu’une main par donne, et les chiffres
# sont donc les chances d’un seul joueur.

from collections import Counter

from engine.api import handle
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled

HANDS = {3: 24, 4: 18, 5: 15}
BIDS = ("pass", "prise", "garde", "garde-sans", "garde-contre")
NAMES = {"pass": "passe", "prise": "prise", "garde": "garde", "garde-sans": "garde sans",
         "garde-contre": "garde contre"}  # les enchères en toutes lettres
DEALS = 1000

results: dict[int, Counter] = {}
for players, size in HANDS.items():
    results[players] = Counter()
    for seed in range(DEALS):
        hand = shuffled(PACKS["tarot-78"].cards, random_source(seed))[:size]
        answer = handle({"action": "evaluate", "game": "french-tarot", "players": players,
                         "hand": [str(card) for card in hand]})
        results[players][answer["deals"][0]["summary"]["bid"]] += 1
    print(f"{players} joueurs : " + ", ".join(f"{NAMES[bid]} {results[players][bid] / DEALS:.1%}" for bid in BIDS))

# %%
# Le graphique
# ------------

import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(8, 4))
width = 0.26
for i, players in enumerate(HANDS):
    ax.bar([b + (i - 1) * width for b in range(len(BIDS))], [results[players][bid] / DEALS for bid in BIDS],
           width, label=f"{players} joueurs")
ax.set_xticks(range(len(BIDS)), [NAMES[bid] for bid in BIDS])
ax.set_ylabel("part des mains")
ax.set_title("L’enchère que le guide suggère pour une main, sur 1 000 donnes tirées de graines")
ax.legend()
fig.tight_layout()

# %%
# Les fourchettes du guide sont écrites pour les 18 cartes du jeu à quatre. Une main à trois joueurs
# est plus longue d’un tiers et réunit davantage d’atouts et de couleurs longues, une main à cinq
# moins : le moteur met donc les fourchettes à l’échelle des points moyens que le guide donne à une
# main de chaque taille ([Le Tarot français en
# détail](../games/french-tarot-in-depth.md#french-tarot.evaluate.bid-ranges) en donne le
# raisonnement). Une main passe alors à peu près aussi souvent à chaque taille de table : environ
# trois fois sur quatre à trois joueurs, sept fois sur dix à quatre et deux fois sur trois à cinq.
# Les couleurs courtes, qui ne comptent que pour les deux contrats les plus forts, pèsent davantage
# dans 15 cartes, où une couleur absente est fréquente : à cinq joueurs, on voit plus de gardes sans
# et de gardes contre qu’à quatre.
