"""
Why did the 1659 Ferme strip the eights?
========================================

Our 1659 Ferme takes the eights out of the pack (rule ``ferme-1659.pack.no-eights``) because
they would make 16 too easy. Is that true, and by how much? Here a player draws card after card
from a freshly shuffled pack until the total reaches 16 or more, counting courts 10 and the
ace 1, and we ask how often the total is exactly 16, and after how many cards, with the 48-card
pack of the 1659 game and with the full 52.
"""

# %%
# The packs, as the engine describes them
# ---------------------------------------
#
# The ``catalogue`` action names each variant's pack. The 1659 Ferme plays with ``french-48``, the
# 52-card pack without its eights; the ``count`` rule of the ``rules`` action says what each card is
# worth. From those two answers we write the packs as lists of card values.

from collections import Counter
from fractions import Fraction
from functools import lru_cache

from engine.api import handle

catalogue = handle({"action": "catalogue"})
ferme = next(game for game in catalogue["games"] if game["id"] == "ferme")
pack = next(variant for variant in ferme["variants"] if variant["id"] == "1659")["pack"]
rules = handle({"action": "rules", "game": "ferme", "variant": "1659"})["rules"]
count = next(rule for rule in rules if rule["id"] == "ferme-1659.count.points")
print(f"1659 pack: {pack['id']}, {pack['size']} cards ({pack['description']})")
print(f"Count: {count['statement']}")

FULL = [min(rank, 10) for rank in range(1, 14) for _ in range(4)]  # ace 1, 2 to 10, courts 10
NO_EIGHTS = [value for value in FULL if value != 8]
assert len(NO_EIGHTS) == pack["size"]

# %%
# The exact chance of 16, card by card
# ------------------------------------
#
# The player draws while the total is below 16. We follow every way the draw can go, with the
# remaining cards of each value, and add up exact fractions: no simulation, and it takes a blink,
# because a total below 16 never needs more than a handful of cards.

Counts = tuple[tuple[int, int], ...]
"""How many cards of each value are left, as sorted (value, count) pairs."""


def chance_of_sixteen(values: list[int]) -> dict[int, Fraction]:
    """The probability of stopping on exactly 16 after each number of cards."""
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


exact = {"52 cards": chance_of_sixteen(FULL), "48 cards, no eights": chance_of_sixteen(NO_EIGHTS)}
for name, by_cards in exact.items():
    total = sum(by_cards.values())
    print(f"{name}: exactly 16 with probability {total} = {float(total):.4f}")
    for cards, p in by_cards.items():
        if p >= Fraction(1, 10000):
            print(f"    {cards} cards: {float(p):.4f}")

# %%
# The engine's ``odds`` action counts the same
# -------------------------------------------
#
# The games of sixteen answer an ``odds`` request with these chances for three packs (the full 52,
# the 48 without eights, and the 45-card pack of 1800 that keeps one six), counted exactly by the
# engine itself. Its chance of stopping on 16 is the sum of ours over every number of cards.

odds = handle({"action": "odds", "game": "ferme", "variant": "1659"})
by_pack = {pack["pack"]: pack for pack in odds["packs"]}
for key, name in (("french-52", "52 cards"), ("french-48", "48 cards, no eights")):
    engine_chance = Fraction(*by_pack[key]["draw_to_sixteen"]["exactly_16"]["fraction"])
    assert engine_chance == sum(exact[name].values())
for pack in odds["packs"]:
    print(f"{pack['cards']} cards: {pack['two_card_sixteen']['pairs']} pairs make 16 in two cards; drawing to 16 "
          f"stops on it with probability {pack['draw_to_sixteen']['exactly_16']['float']:.4f}")

# %%
# The engine's own 1659 game agrees
# ---------------------------------
#
# A seeded ``play`` of the 1659 Ferme with two seats has one player drawing against the farmer.
# With the policy ``{"name": "stand", "at": 16}`` he draws until 16 or more, exactly as above, on a
# fresh shuffle each deal. Counting how many of his hands end on 16 estimates the same chance.

hands = []
for seed in range(4):
    session = handle({"action": "play", "game": "ferme", "variant": "1659", "players": 2, "seed": seed,
                      "rounds": 1000, "policy": {"name": "stand", "at": 16}, "explain": False})
    hands += [hand for deal in session["deals"] for hand in deal["summary"]["hands"]]
simulated = sum(hand["result"] == "sixteen" for hand in hands) / len(hands)
spread = Counter(len(hand["cards"]) for hand in hands if hand["result"] == "sixteen")
print(f"Simulated over {len(hands)} seeded deals: {simulated:.4f} "
      f"(exact {float(sum(exact['48 cards, no eights'].values())):.4f})")

# %%
# The spread by number of cards
# -----------------------------
#
# The bars are the exact chances, the dots the share of the played deals that ended on 16 with
# that many cards.

import matplotlib.pyplot as plt

fig, ax = plt.subplots(figsize=(7, 4))
lengths = range(2, 8)
width = 0.4
for shift, (name, by_cards) in zip((-width / 2, width / 2), exact.items()):
    ax.bar([n + shift for n in lengths], [float(by_cards.get(n, 0)) for n in lengths], width, label=name)
ax.plot(list(lengths), [spread.get(n, 0) / len(hands) for n in lengths], "ko", label="1659 deals played (48 cards)")
ax.set_title("The chance of drawing to exactly 16, by number of cards")
ax.set_xlabel("cards in the hand")
ax.set_ylabel("probability")
ax.legend()
fig.tight_layout()

# %%
# The answer is a surprise: taking out the eights does not make 16 harder to reach by drawing, it
# makes it a little easier (about 0.142 with the eights, 0.155 without), in two, three and four
# cards alike. Without the eights the cards worth ten, which make 16 with a six, are a larger
# share of the pack. So whatever the 1659 rules meant by "too easily", it was not this chance: an
# exercise for the class is to find a question the eights do answer, such as the chance of a
# two-card 16 made with a pair (eight and eight), which only the full pack allows.
