"""Benchmark: how strong French Tarot's computer seats are, at three, four and five players.

Run ``python build/bench_seats.py [--deals N]``. Every seeded sitting (deals until a player takes, at most ten, and
the taken deal played to its score) is replayed once for each seat, our policy sitting there and another policy
in every other seat: duplicate deals, so that the luck of the cards cancels. A sitting's figure is our seat's
score averaged over the rotations; the mean over the sittings, with its 95 % confidence interval, is printed
against

- a random player, who chooses uniformly among its legal moves at every decision (bids included);
- a greedy player, who bids, calls, sets aside and declares as ours, and plays the cheapest card that takes the
  trick when one does, else the card that counts least;
- and, as our ceiling, an all-seeing player of our policy against our policy: it bids, calls, sets aside and
  declares as ours, and for each card it tries every card allowed and plays the deal out with every hand in
  view (each seat by our policy), keeping the card whose end is best for its side.

It then plays the sittings with our policy at every seat and prints the bids made, the contracts taken and the
share made at each level, the share of deals passed out, and the sittings that reached the ten-deal limit with
nobody taking; and the guide's mean points of a hand of each size, which the scaled bidding ranges rest on.

Last, it plays constructed deals whose chelem can be made, our policy at every seat at a table that lets the taker
announce: one seat holds the Excuse, the Petit, the highest trumps and some Kings, the other trumps lie in the
other hands, fewer in each than that seat's other trumps, and the dog holds only small cards. Drawing the trumps,
then the Kings, the Petit and the Excuse last takes every trick; it prints the chelems announced, made, and made
with the Petit au bout.

Targets, checked and printed at the end: our policy beats random and greedy with the interval clear of zero at
every table size; under 25 % of the deals passed out at five players and no sitting at the limit; at three
players, gardes and above under half of the contracts; every chelem announced on the constructed deals made.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.cards import Card  # noqa: E402
from engine.games.french_tarot.bidding import contracts  # noqa: E402
from engine.games.french_tarot.contracts import CONTRACTS, DOG_SIZE, HAND_SIZE  # noqa: E402
from engine.games.french_tarot.counting import NEEDED, count  # noqa: E402
from engine.games.french_tarot.dealing import TAROT, Given  # noqa: E402
from engine.games.french_tarot.guide import EXPECTED_POINTS, evaluate  # noqa: E402
from engine.games.french_tarot.house import HouseRules  # noqa: E402
from engine.games.french_tarot.playing import CardPlay  # noqa: E402
from engine.games.french_tarot.policies import LOWNESS, choose  # noqa: E402
from engine.games.french_tarot.sitting import Sitting  # noqa: E402
from engine.games.french_tarot.tricks import EXCUSE  # noqa: E402
from engine.model import Decision, Move, State  # noqa: E402
from engine.shuffle import random_source  # noqa: E402
from engine.table import DEFAULT_NAMES  # noqa: E402
from engine.tricks import Trick, TrickPlay, winner  # noqa: E402

DEALS = 10
"""The most deals of a sitting, as a request deals by default."""

SIZES = (3, 4, 5)

Policy = Callable[[Sitting, Decision, random.Random], Move]
"""A seat's answer to a decision of the sitting, given the sitting and a source of chance of its own."""


def ours(sitting: Sitting, decision: Decision, rng: random.Random) -> Move:
    """Our computer seat: the engine's own policy."""
    return sitting.choose(decision)


def randomly(sitting: Sitting, decision: Decision, rng: random.Random) -> Move:
    """A random player: any legal move, every one as likely (each amount of a range counting as one move)."""
    moves = list(decision.moves) + [Move(r.kind, amount=amount) for r in decision.ranges
                                     for amount in range(r.low, r.high + 1)]
    return moves[int(rng.random() * len(moves))]


def greedy(sitting: Sitting, decision: Decision, rng: random.Random) -> Move:
    """A greedy player: our policy before the play; in the play the cheapest card that takes the trick as it
    stands, else the card that counts least (the Excuse, which never takes, kept for last)."""
    playing = sitting.played[-1].playing
    if playing is None:
        return sitting.choose(decision)
    play = playing.play
    legal = [move.card for move in decision.moves if move.card is not None]
    kept = [card for card in legal if card.code != EXCUSE.code] or legal
    trick = play.current
    taking = [card for card in kept if trick.plays and winner(Trick(trick.leader, [*trick.plays, (play.to_play, card)]),
                                                               play.rules)[0] == play.to_play]
    return play.move(min(taking or kept, key=lambda card: LOWNESS[card.code]))


def all_seeing(sitting: Sitting, decision: Decision, rng: random.Random) -> Move:
    """Our policy with every hand in view: before the play as ours; each card by playing every card allowed and
    the deal out after it (every seat by our policy, each knowing the sides), keeping the best for its side."""
    playing = sitting.played[-1].playing
    if playing is None:
        return sitting.choose(decision)
    play, seat = playing.play, decision.seat
    legal = [move.card for move in decision.moves if move.card is not None]
    best = ours(sitting, decision, rng).card
    assert best is not None
    if len(legal) == 1:
        return play.move(best)
    taker_side = playing.sides.same(seat, playing.taker)
    value = {card.code: _played_out(playing, card) * (1 if taker_side else -1) for card in legal}
    chosen = max(legal, key=lambda card: (value[card.code], card.code == best.code))
    return play.move(chosen)


def _played_out(playing: CardPlay, card: Card) -> float:
    """The taker's side's margin over its contract's target, give or take the 25 points of a made or lost
    contract, once ``card`` is played and the deal played out by our policy with every side known."""
    play = playing.play
    hands = [list(hand) for hand in play.hands]
    for seat, played in play.current.plays:
        hands[seat].append(played)
    sim = TrickPlay(hands, play.table, play.current.leader, play.rules, sides=playing.sides)
    sim.tricks = list(play.tricks)
    sim.captured = [list(pile) for pile in play.captured]
    for _, played in play.current.plays:
        sim.play(played)
    sim.play(card)
    deal = playing.deal
    while not sim.is_over():
        seat = sim.to_play
        chelem = deal.announced and playing.sides.same(seat, playing.taker)
        sim.play(choose(sim, playing.partners[seat], chelem=chelem, shown=deal.poignees)[0])
    pile = [c for seat, cards in enumerate(sim.captured) if playing.sides.same(seat, playing.taker) for c in cards]
    pile += [*deal.ecart, *(deal.dog if deal.dog_pile == "taker" else [])]
    # Once exchanged for a card of the écart, the Excuse lies in the écart too: each card counts once.
    tally = count(list({card.code: card for card in pile}.values()))
    margin = tally.half_points / 2 - NEEDED[tally.oudlers]
    return margin + (25 if margin >= 0 else -25)


def sitting_of(players: int, seed: int, seats: list[Policy], given: Given | None = None) -> Sitting:
    """The seeded sitting of ``players`` played to its score, each seat answered by its policy; the deal ``given``
    instead of a seeded one at a table where the taker may announce a chelem."""
    house = HouseRules(contracts(False, True), announce=given is not None)
    sitting = Sitting(DEFAULT_NAMES[:players], None, random_source(seed), house, given=given)
    rng = random.Random(seed)
    state = State(sitting, sitting.play(DEALS, cards=True))
    while state.decision is not None:
        state.apply(seats[state.decision.seat](sitting, state.decision, rng))
    return sitting


def scores(sitting: Sitting) -> list[int]:
    """Each seat's score of the sitting's taken deal (nothing when nobody took)."""
    playing = sitting.played[-1].playing
    if playing is None or playing.scored is None:
        return [0] * len(sitting.names)
    return list(playing.scored.lines)


def interval(values: list[float]) -> tuple[float, float]:
    """The mean of ``values`` and the half-width of its 95 % confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def duplicate(players: int, seeds: range, hero: Policy, other: Policy) -> list[float]:
    """Each seeded sitting's score of ``hero``, averaged over the rotations that seat it in every seat once,
    ``other`` in every other seat."""
    results = []
    for seed in seeds:
        rotated = [scores(sitting_of(players, seed, [hero if seat == mine else other for seat in range(players)]))[mine]
                   for mine in range(players)]
        results.append(statistics.fmean(rotated))
    return results


@dataclass
class Bidding:
    """What our policy at every seat came to: the bids said, the contracts taken and made, the deals dealt and
    passed out, and the sittings that reached the limit with nobody taking."""

    bids: Counter[str] = field(default_factory=Counter)
    taken: Counter[str] = field(default_factory=Counter)
    made: Counter[str] = field(default_factory=Counter)
    dealt: int = 0
    passed: int = 0
    limit: int = 0


def self_play(players: int, seeds: range) -> Bidding:
    """Our policy at every seat over the seeded sittings."""
    seen = Bidding()
    for seed in seeds:
        sitting = sitting_of(players, seed, [ours] * players)
        for deal in sitting.played:
            seen.dealt += 1
            seen.bids.update(said for _, said in deal.bids)
            seen.passed += deal.outcome == "no-taker"
        last = sitting.played[-1]
        if last.contract is None:
            seen.limit += last.outcome == "no-taker" and len(sitting.played) == DEALS
            continue
        seen.taken[last.contract] += 1
        assert last.playing is not None and last.playing.scored is not None
        seen.made[last.contract] += last.playing.scored.summary()["won"]
    return seen


def chelem_deal(players: int, seed: int) -> Given:
    """A constructed deal whose chelem can be made: a seat chosen by the seed holds the Excuse, the Petit, the
    highest trumps and as many Kings as a chelem announced allows; the other trumps are dealt to the other hands,
    never more to one than that seat's trumps but the Petit; the dog holds only small cards."""
    rng = random.Random(seed)
    size, dog_size = HAND_SIZE[players], DOG_SIZE[players]
    kings = rng.randint(max(0, size - 22), min(4, size - (3 * size + 3) // 4))
    drawing = size - 2 - kings
    codes = ["0EX", "1AT", *(f"{n}AT" for n in range(21, 21 - drawing, -1)),
             *rng.sample(["RPI", "RCE", "RCA", "RTR"], kings)]
    strong = [card for card in TAROT.cards if card.code in codes]
    rest = [card for card in TAROT.cards if card.code not in codes]
    small = [card for card in rest if card.suit.code not in ("AT", "EX") and card.rank.order <= 10]
    dog = rng.sample(small, dog_size)
    others = [card for card in rest if card not in dog]
    hands: list[list[Card]] = []
    while not hands or any(sum(card.suit.code == "AT" for card in hand) > drawing for hand in hands):
        rng.shuffle(others)
        hands = [others[place * size:(place + 1) * size] for place in range(players - 1)]
    taker = rng.randrange(players)
    hands.insert(taker, strong)
    return Given(tuple(tuple(hand) for hand in hands), tuple(dog), rng.randrange(players))


@dataclass
class Chelems:
    """What our policy at every seat made of the constructed deals: the chelems announced, made, and made with the
    Petit au bout."""

    dealt: int = 0
    announced: int = 0
    made: int = 0
    au_bout: int = 0


def chelems(players: int, seeds: range) -> Chelems:
    """Our policy at every seat over the constructed deals of :func:`chelem_deal`."""
    seen = Chelems()
    for seed in seeds:
        sitting = sitting_of(players, seed, [ours] * players, chelem_deal(players, seed))
        deal = sitting.played[-1]
        seen.dealt += 1
        if not deal.announced or deal.playing is None or deal.playing.played is None:
            continue
        seen.announced += 1
        played = deal.playing.played
        seen.made += played.chelem == "taker"
        seen.au_bout += played.chelem == "taker" and played.petit_au_bout == "taker"
    return seen


def mean_guide_points(size: int, hands: int = 20000) -> float:
    """The guide's mean points (short suits left out) of ``hands`` hands of ``size`` cards from a seeded
    shuffle."""
    rng = random.Random(size)
    cards = list(TAROT.cards)
    total = 0
    for _ in range(hands):
        rng.shuffle(cards)
        total += evaluate(cards[:size]).total
    return total / hands


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=60, help="seeded sittings per table size and opponent "
                        "(default 60; the sittings of our policy alone are four times as many)")
    args = parser.parse_args()
    if not 2 <= args.deals <= 10_000:
        raise SystemExit("--deals: give a number of sittings from 2 to 10,000")
    seeds = range(1, args.deals + 1)
    alone = range(1, 4 * args.deals + 1)
    start = time.perf_counter()
    print(f"Python {sys.version.split()[0]}; {args.deals} seeded sittings a table size and opponent, "
          f"{len(alone)} of our policy alone; at most {DEALS} deals a sitting")
    print("\nThe guide's mean points of a hand (20,000 seeded hands each), against the figures the ranges use:")
    for players, size in zip(SIZES, (24, 18, 15)):
        print(f"  {players} players, {size} cards: {mean_guide_points(size):.1f} (ranges scaled by "
              f"{EXPECTED_POINTS[size]})")
    checks: list[tuple[str, bool]] = []
    print("\nOur seat's mean score a deal, duplicate, 95 % interval")
    print(f"{'players':<9}{'vs random':>20}{'vs greedy':>20}{'all-seeing vs ours':>22}")
    for players in SIZES:
        row = []
        for name, hero, other in (("random", ours, randomly), ("greedy", ours, greedy),
                                  ("ceiling", all_seeing, ours)):
            mean, half = interval(duplicate(players, seeds, hero, other))
            row.append(f"{mean:+8.1f} ± {half:5.1f}")
            if name != "ceiling":
                checks.append((f"{players} players: ours beats {name}, interval clear of zero", mean - half > 0))
        print(f"{players:<9}{row[0]:>20}{row[1]:>20}{row[2]:>22}")
    print("\nOur policy at every seat")
    levels = [c for c in CONTRACTS if c != "pousse"]
    print(f"{'players':<9}{'passed out':>12}{'at limit':>10}  bids (pass / " + " / ".join(levels) + ")   "
          "contracts made / taken by level")
    for players in SIZES:
        seen = self_play(players, alone)
        bids, taken, made, limit = seen.bids, seen.taken, seen.made, seen.limit
        share = seen.passed / seen.dealt
        said = " / ".join(str(bids[key]) for key in ("pass", *levels))
        levels_made = ", ".join(f"{CONTRACTS[c].name} {made[c]}/{taken[c]}" for c in levels if taken[c])
        print(f"{players:<9}{share:>11.0%}{limit:>10}  {said:<28} {levels_made}")
        if players == 5:
            checks.append(("5 players: under 25 % of the deals passed out", share < 0.25))
            checks.append(("5 players: no sitting reaches the deal limit with nobody taking", limit == 0))
        if players == 3:
            high = sum(taken[c] for c in levels if c != "prise")
            checks.append(("3 players: gardes and above under half of the contracts", 2 * high < sum(taken.values())))
    print("\nConstructed deals whose chelem can be made, our policy at every seat (as many as the sittings above)")
    print(f"{'players':<9}{'announced':>10}{'made':>7}{'petit au bout':>15}")
    for players in SIZES:
        slam = chelems(players, seeds)
        print(f"{players:<9}{slam.announced:>6}/{slam.dealt:<3}{slam.made:>7}{slam.au_bout:>15}")
        checks.append((f"{players} players: every chelem announced on the constructed deals made",
                       slam.announced > 0 and slam.made == slam.announced))
    print("\nTargets")
    for text, ok in checks:
        print(f"  {'met' if ok else 'MISSED'}: {text}")
    print(f"\n{time.perf_counter() - start:.0f} s")
    if not all(ok for _, ok in checks):
        raise SystemExit(1)


if __name__ == "__main__":
    main()
