"""
The banker's edge at Basset and Landsknecht
===========================================

Two early banking games, two questions the engine answers exactly with its ``odds`` action: at
Basset, what a punter gains by letting a winning stake ride to each depth under the two price
schedules; at Landsknecht, the banker's chance under the two ways of matching cards (matching by
rank is our own variant, offered for the comparison).
"""

# %%
# Basset: two schedules
# ---------------------
#
# The ``parlett`` and ``cotton`` variants pay a stake that wins once, twice and more at different
# prices. ``odds`` gives, for a one-chip stake, the banker's edge when the punter takes his first
# win, and the chance and expected gain of riding to each depth.

from engine.api import handle

basset = {variant: handle({"action": "odds", "game": "basset", "variant": variant})
          for variant in ("parlett", "cotton")}
for variant, odds in basset.items():
    edge = odds["banker_edge"]
    print(f"{odds['title']}: schedule {odds['schedule']}, banker's edge "
          f"{edge['fraction'][0]}/{edge['fraction'][1]} = {edge['float']:.4f}")
    for depth in odds["riding"]:
        print(f"    ride to win {depth['depth']} (paid {depth['price']}): chance {depth['probability']['float']:.4f},"
              f" expected gain {depth['expected_value']['float']:+.4f}")

# %%
# Landsknecht: matching by suit or by rank
# ----------------------------------------
#
# The banker turns his card to the left and the punters' card to the right, then middle cards
# until one matches: a match of the left card wins for the banker, a match of the right card for
# the punters, and a left and right card that match each other win for the banker at once.
# ``odds`` answers for each pack, under both ways of matching at once.

landsknecht = {pack: handle({"action": "odds", "game": "landsknecht", "pack": pack})
               for pack in ("french-52", "german-48", "german-32")}
for pack, odds in landsknecht.items():
    for row in odds["odds"]:
        print(f"{pack:10} match by {row['match']:4}: banker wins {row['banker_wins']['float']:.4f},"
              f" immediate {row['immediate']['float']:.4f}, cards turned {row['expected_cards']['float']:.2f}")

# %%
# The plots
# ---------

import matplotlib.pyplot as plt

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4))
for variant, odds in basset.items():
    depths = [d["depth"] for d in odds["riding"]]
    left.plot(depths, [d["expected_value"]["float"] for d in odds["riding"]], "o-", label=odds["title"])
left.axhline(0, color="black", linewidth=0.8)
left.set_title("Basset: expected gain of a riding stake")
left.set_xlabel("ride until this win")
left.set_ylabel("expected gain per chip staked")
left.legend()
packs = list(landsknecht)
for shift, match in ((-0.2, "suit"), (0.2, "rank")):
    chances = [next(r for r in landsknecht[p]["odds"] if r["match"] == match)["banker_wins"]["float"] for p in packs]
    right.bar([i + shift for i in range(len(packs))], chances, 0.4, label=f"match by {match}")
right.axhline(0.5, color="black", linewidth=0.8)
right.set_xticks(range(len(packs)), packs)
right.set_title("Landsknecht: the banker's chance of a coup")
right.set_xlabel("pack")
right.set_ylabel("probability the banker wins")
right.legend()
fig.tight_layout()

# %%
# Both banks have an edge on a single coup or a stake taken at once. At Basset the later prices
# of a riding stake are generous enough that riding on looks better on paper; the catch is the small
# chance of getting there. At Landsknecht matching by suit favours the banker more than matching
# by rank.
