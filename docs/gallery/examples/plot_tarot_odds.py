"""
The French Tarot odds tables, printed and exact
===============================================

The source prints two tables of odds for a French Tarot taker at a table of four: what the dog
holds of the cards he lacks, and how long the longest defender's holding of a suit is. The
engine's ``odds`` action counts both exactly and sets each printed cell beside its exact figure.
How far off is each printed cell, and why?
"""

# %%
# The dog
# -------
#
# For ``missing`` cards of a kind the taker lacks, the chance that the six cards of the dog hold
# 0, 1, 2... of them. The printed cells carry a ``verdict``: ``agrees`` to the tenth printed,
# within a tenth (``rounding``), or ``differs``.

from collections import Counter

from engine.api import handle

table = handle({"action": "odds", "game": "french-tarot", "players": 4})["tables"][0]
dog_cells = [(row["missing"], cell["k"], cell["percent"], row["chances"][cell["k"]]["float"] * 100, cell["verdict"])
             for row in table["dog_chances"] for cell in row.get("published", [])]
print("the dog:", dict(Counter(verdict for *_, verdict in dog_cells)))
for missing, k, printed, exact, verdict in dog_cells:
    if verdict == "differs":
        print(f"    {missing:2} missing, {k} in the dog: printed {printed:5.2f} %, exact {exact:6.3f} %")

# %%
# The longest defender
# --------------------
#
# Here most printed cells are not the exact figure but the ``independent`` one: the chance if each
# card fell to each defender on its own, as if hands had no fixed size of 18 cards.

split_cells = [(row["cards"], cell["m"], cell["percent"], cell["independent"],
                next(c["float"] for c in row["longest"] if c["m"] == cell["m"]) * 100, cell["verdict"])
               for row in table["longest_defender"] for cell in row.get("published", [])]
print("the longest defender:", dict(Counter(verdict for *_, verdict in split_cells)))
six = next(row for row in table["longest_defender"] if row["cards"] == 6)
five_or_more = sum(c["float"] for c in six["longest"] if c["m"] >= 5) * 100
print(f"six hearts out, a defender holds five or more: printed 5.3 %, exact {five_or_more:.1f} %")

# %%
# The plot
# --------
#
# Each printed cell against its exact figure: on the diagonal, the printed figure is right.

import matplotlib.pyplot as plt

fig, (left, right) = plt.subplots(1, 2, figsize=(10, 4.5))
left.scatter([exact for *_, exact, _ in dog_cells], [printed for _, _, printed, *_ in dog_cells], s=12)
left.plot([0, 100], [0, 100], color="black", linewidth=0.8)
left.set_title("The dog: printed against exact")
left.set_xlabel("exact chance (%)")
left.set_ylabel("printed chance (%)")
right.scatter([exact for *_, exact, _ in split_cells], [printed for _, _, printed, *_ in split_cells], s=12,
              label="printed")
right.scatter([exact for *_, exact, _ in split_cells], [independent for _, _, _, independent, *_ in split_cells],
              s=6, marker="x", label="each card on its own")
right.plot([0, 70], [0, 70], color="black", linewidth=0.8)
right.set_title("The longest defender: printed against exact")
right.set_xlabel("exact chance (%)")
right.set_ylabel("printed chance (%)")
right.legend()
fig.tight_layout()

# %%
# The dog's table is right to the tenth almost everywhere: its few other cells, in its last
# columns, are a tenth or two off, but for one that looks like a misprint (31.3 for 31.7). The second table lies off the diagonal in a pattern: short
# holdings printed too rare and long ones too common, exactly as the crosses of the
# each-card-on-its-own calculation fall. A defender's hand has a fixed size, so one long holding
# leaves less room for the others; the printed table forgot it.
