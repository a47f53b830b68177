"""
How often the guide says bid, at three, four and five
=====================================================

The source's guide to judging a French Tarot hand gives points for what a hand holds, and its
total suggests a bid. Dealing many seeded hands and judging each with the engine's ``evaluate``
action shows how often the guide would pass, take or guard, at each table size, and why tables
without soft shuffling see so many deals thrown in.
"""

# %%
# Judging seeded hands
# --------------------
#
# Each seed shuffles the 78-card Tarot Nouveau; the first hand's worth of cards (24 cards with
# three players, 18 with four, 15 with five) is judged. A table's deal is thrown in when nobody
# bids: here we judge one hand per deal, so the figures are one player's chances.

from collections import Counter

from engine.api import handle
from engine.packs import PACKS
from engine.shuffle import random_source, shuffled

HANDS = {3: 24, 4: 18, 5: 15}
BIDS = ("pass", "prise", "garde", "garde-sans", "garde-contre")
DEALS = 1000

results: dict[int, Counter] = {}
for players, size in HANDS.items():
    results[players] = Counter()
    for seed in range(DEALS):
        hand = shuffled(PACKS["tarot-78"].cards, random_source(seed))[:size]
        answer = handle({"action": "evaluate", "game": "french-tarot", "players": players,
                         "hand": [str(card) for card in hand]})
        results[players][answer["deals"][0]["summary"]["bid"]] += 1
    print(f"{players} players: " + ", ".join(f"{bid} {results[players][bid] / DEALS:.1%}" for bid in BIDS))

# %%
# The plot
# --------

import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(8, 4))
width = 0.26
for i, players in enumerate(HANDS):
    ax.bar([b + (i - 1) * width for b in range(len(BIDS))], [results[players][bid] / DEALS for bid in BIDS],
           width, label=f"{players} players")
ax.set_xticks(range(len(BIDS)), BIDS)
ax.set_ylabel("share of hands")
ax.set_title("The bid the guide suggests for one hand, over 1,000 seeded deals")
ax.legend()
fig.tight_layout()

# %%
# The guide's ranges are written for the 18 cards of four players. A three-player hand is a third
# longer and collects more trumps and long suits, a five-player hand fewer, so the engine scales
# the ranges by the guide's mean points of a hand of each size ([French Tarot in
# depth](../games/french-tarot-in-depth.md#french-tarot.evaluate.bid-ranges) gives the reasoning).
# One hand then passes about as often at every table size: roughly three times in four
# at three players, seven in ten at four and two in three at five. The short suits, which count
# only towards the two highest contracts, weigh more in 15 cards, where a void is common: five
# players see more gardes sans and gardes contre than four.
