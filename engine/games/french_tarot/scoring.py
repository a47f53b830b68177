"""Scoring one deal of French Tarot, step by step: the count, the margin, the bonuses, the hand score and the
scorecard, each number with the rule that gives it, and the points moved between the players as they go.

The hand score is worked out from the winning side's point of view, as the source writes it:
``s = (25 + E + P) × M + H + S``; the petit au bout (P) and the chelem (S) count against the winning side when
the other side earned them. The scorecard then gives each defender the hand score lost or won, and the taker
(with a partner, at five) what balances them, so that every deal sums to zero.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypedDict

from engine.explain import Explanation
from engine.games.french_tarot.contracts import POIGNEE_BONUS, POIGNEE_NAMES, SIDES, Chelem, Result, Side
from engine.games.french_tarot.counting import NEEDED, points_text
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.ledger import Ledger, Payment
from engine.snapshot import Snapshot

CHELEM = {"announced": 400, "missed": 200, "unannounced": 200}
PETIT_CHELEM = {"announced": 300, "missed": 150, "unannounced": 150}
MISERE = 10
"""What each other player pays a player who declares misère."""


LEFT_TO_A_PETIT_CHELEM = 3
"""The tricks a side may leave to the other and still make a petit chelem (house rule)."""


def petit_chelem(winners: Sequence[Side], announced: bool = False) -> Chelem | None:
    """The petit chelem a deal's tricks made, from the side that took each trick: the side that took every trick
    but three (french-tarot.house.petit-chelem); ``None`` when neither did and none was ``announced``. A petit
    chelem the taker announced is made when his side took every trick but three or more
    (french-tarot.house.petit-chelem-announced).

    >>> petit_chelem(["taker"] * 15 + ["defence"] * 3), petit_chelem(["taker"] * 18)
    (Chelem(announced=False, made_by='taker'), None)
    >>> petit_chelem(["taker"] * 18, True), petit_chelem(["taker"] * 14 + ["defence"] * 4, True)
    (Chelem(announced=True, made_by='taker'), Chelem(announced=True, made_by=None))
    """
    if announced and winners.count("taker") >= len(winners) - LEFT_TO_A_PETIT_CHELEM:
        return Chelem(True, "taker")
    made = next((side for side in SIDES if winners.count(side) == len(winners) - LEFT_TO_A_PETIT_CHELEM), None)
    return Chelem(announced, made) if announced or made is not None else None


@dataclass(frozen=True)
class Scale:
    """How the table scores: fixed amounts per contract or multipliers, the garde contre's multiplier, and
    whether the scores are rounded to ten."""

    fixed: bool = False
    garde_contre: int = 6
    rounding: bool = False


def round_to_ten(score: int) -> int:
    """The nearest multiple of ten, a score ending in 5 going away from zero.

    >>> round_to_ten(-168), round_to_ten(504), round_to_ten(-165), round_to_ten(25)
    (-170, 500, -170, 30)
    """
    size = (abs(score) + 5) // 10 * 10
    return size if score >= 0 else -size


class Terms(TypedDict):
    """The terms of a hand score: the margin, the Petit au bout's, the base, the poignées' and the chelems'
    bonuses, and the hand score they make."""

    margin: int
    petit_au_bout: int
    base: int
    poignee: int
    chelem: int
    hand_score: int


class ScoreSummary(Terms):
    """A deal's score in figures (see :meth:`ScoredDeal.summary`): the taker (from 1), the contract, the points,
    the terms of the hand score and each seat's scorecard line."""

    taker: int
    contract: str
    points: float
    oudlers: int
    needed: int
    won: bool
    scores: list[int]


class ScoredDeal:
    """One deal scored: its steps (when explained), its payments and its result in figures."""

    def __init__(self, number: int, result: Result, names: tuple[str, ...], scale: Scale, ledger: Ledger,
                 table: Callable[[], Snapshot] | None) -> None:
        self.number = number
        self.result = result
        self.names = names
        self.scale = scale
        self.ledger = ledger
        self.explanation = None if table is None else Explanation(FRENCH_TAROT, table)
        self.payments: list[Payment] = []
        self.terms: Terms = {"margin": 0, "petit_au_bout": 0, "base": 0, "poignee": 0, "chelem": 0, "hand_score": 0}
        """The terms of the hand score, naught until :meth:`score` counts them."""
        self.lines: list[int] = [0] * len(names)

    def step(self, rule_id: str, text: str, seats: tuple[int, ...] = (), **data: object) -> int | None:
        """Record a step (when the deal is explained); its index, for the payments it explains."""
        if self.explanation is None:
            return None
        cards = self.result.tally.cards if rule_id.startswith("french-tarot.count.") and self.result.tally else ()
        return self.explanation.add(rule_id, text, seats, cards, **data)

    # The steps ------------------------------------------------------------------------------------

    def score(self) -> None:
        """Every step of the deal's score, from the count to the scorecard, moving the points as it goes."""
        r = self.result
        taker = self.names[r.taker]
        if r.tally is not None:
            self._count()
        needed = NEEDED[r.oudlers]
        won = r.half_points >= 2 * needed
        winner: Side = "taker" if won else "defence"
        self.step("french-tarot.contract.needed",
                  f"{taker} took a {r.contract.name} with {_oudlers(r.oudlers)} in the tricks and needed {needed} "
                  f"points: with {points_text(r.half_points)}, {taker} {'wins' if won else 'loses'} the contract.",
                  (r.taker,), needed=needed, points=r.half_points / 2)
        gap = abs(r.half_points - 2 * needed)
        margin = (gap + 1) // 2
        self.step("french-tarot.score.margin", f"The margin is {points_text(gap)} point{'s' if gap > 2 else ''}.",
                  margin=gap / 2)
        if gap % 2:
            self.step("french-tarot.score.half-point", f"A margin of {points_text(gap)} counts as {margin}.",
                      margin=margin)
        petit = self._petit_au_bout(winner)
        if self.scale.fixed:
            base = r.contract.fixed + petit
            self.step("french-tarot.house.pousse-scale",
                      f"On the fixed scale a {r.contract.name} is worth {r.contract.fixed}.", amount=r.contract.fixed)
            self.step("french-tarot.house.pousse-terms",
                      f"{r.contract.fixed}{_signed(petit)} = {base}: the margin is not counted.", base=base)
        else:
            multiplier = self.scale.garde_contre if r.contract.id == "garde-contre" else r.contract.multiplier
            base = (25 + margin + petit) * multiplier
            self.step("french-tarot.score.garde-contre-8" if multiplier == 8 else "french-tarot.score.multiplier",
                      f"(25 + {margin}{_signed(petit)}) × {multiplier} for the {r.contract.name} = {base}.",
                      multiplier=multiplier, base=base)
        bonus = self._poignees()
        slam = self._chelem(r.chelem, winner, "french-tarot.bonus.chelem", "chelem", CHELEM)
        slam += self._chelem(r.petit_chelem, winner, "french-tarot.house.petit-chelem", "petit chelem", PETIT_CHELEM)
        hand = base + bonus + slam
        self.terms = {"margin": margin, "petit_au_bout": petit, "base": base, "poignee": bonus, "chelem": slam,
                      "hand_score": hand}
        parts = [str(base)] + [_signed(term).strip() for term in (bonus, slam) if term]
        self.step("french-tarot.score.formula", f"The hand score is {' '.join(parts)} = {hand}." if len(parts) > 1
                  else f"The hand score is {hand}.", hand_score=hand)
        self._scorecard(hand if won else -hand)
        self._miseres()

    def _count(self) -> None:
        tally = self.result.tally
        assert tally is not None
        by_card = "; ".join(f"{len(line.cards)} {line.what}" for line in tally.by_card)
        self.step("french-tarot.count.card-values",
                  f"Card by card: {by_card}; {points_text(tally.half_points)} points.", points=tally.half_points / 2)
        kinds: dict[str, int] = {}
        for line in tally.pairs:
            kinds[line.what] = kinds.get(line.what, 0) + 1
        pairs = "; ".join(f"{count} × {what}" for what, count in kinds.items())
        self.step("french-tarot.count.pairs", f"In pairs: {pairs}; the same {points_text(tally.half_points)} points.",
                  points=tally.half_points / 2)
        self.step("french-tarot.count.oudlers",
                  f"The taker's pile holds {_oudlers(tally.oudlers)}.", oudlers=tally.oudlers)

    def _petit_au_bout(self, winner: Side) -> int:
        """The petit au bout's 10, counted for the winning side or against it."""
        side = self.result.petit_au_bout
        if side is None:
            return 0
        if not self.result.petit_au_bout_last:
            self.step("french-tarot.bonus.petit-au-bout-slam",
                      f"The {_side(side)} took every trick, the Excuse in the last: its Petit, which won the trick "
                      "before, is au bout.")
        petit = 10 if side == winner else -10
        self.step("french-tarot.bonus.petit-au-bout",
                  f"The {_side(side)} took the Petit au bout: 10 {'added to' if petit > 0 else 'taken from'} the "
                  f"{_side(winner)}'s score before the multiplier.", petit_au_bout=petit)
        return petit

    def _poignees(self) -> int:
        total = 0
        for poignee in self.result.poignees:
            bonus = POIGNEE_BONUS[poignee.level]
            shown = f" ({poignee.trumps} trumps)" if poignee.trumps is not None else ""
            self.step("french-tarot.bonus.poignee",
                      f"{self.names[poignee.seat]} showed a {POIGNEE_NAMES[poignee.level]} poignée{shown}: {bonus}, "
                      "to the side that wins the contract.", (poignee.seat,), poignee=bonus)
            total += bonus
        return total

    def _chelem(self, chelem: Chelem | None, winner: Side, rule_id: str, name: str, amounts: dict[str, int]) -> int:
        """The chelem's (or petit chelem's) amount, from the winning side's point of view."""
        if chelem is None:
            return 0
        total = 0
        taker = self.names[self.result.taker]
        if chelem.announced:
            made = chelem.made_by == "taker"
            amount = amounts["announced"] if made else -amounts["missed"]
            total += amount if winner == "taker" else -amount
            self.step(rule_id, f"{taker} announced a {name} and {'made' if made else 'missed'} it: "
                      f"{_signed(amount).strip()} to the taker's side.", (self.result.taker,), chelem=amount)
        if chelem.made_by is not None and not (chelem.announced and chelem.made_by == "taker"):
            amount = amounts["unannounced"]
            total += amount if chelem.made_by == winner else -amount
            self.step(rule_id, f"The {_side(chelem.made_by)} made an unannounced {name}: {amount} to it.",
                      chelem=amount)
        return total

    def _scorecard(self, won: int) -> None:
        """Pay the hand score: ``won`` is what each defender loses (negative: gains)."""
        r = self.result
        names, taker = self.names, r.taker
        if len(names) == 5 and r.partner is not None:
            defenders = [seat for seat in range(5) if seat not in (taker, r.partner)]
            step = self.step("french-tarot.scorecard.partner",
                             f"{names[r.partner]}, the partner, {_gains(won)}; {names[taker]}, the taker, "
                             f"{_gains(2 * won)}; {_list(names, defenders)} each {_gains(-won, plural=True)}.",
                             (taker, r.partner), hand_score=won)
            self._pay(r.partner, won, step)
        else:
            defenders = [seat for seat in range(len(names)) if seat != taker]
            rule = "french-tarot.scorecard.partner" if len(names) == 5 else "french-tarot.scorecard.defenders"
            alone = " alone" if len(names) == 5 else ""
            each = "each " if len(defenders) > 1 else ""
            step = self.step(rule, f"{names[taker]}, the taker{alone}, {_gains(won * len(defenders))}; "
                             f"{_list(names, defenders)} {each}{_gains(-won, plural=len(defenders) > 1)}.",
                             (taker,), hand_score=won)
        for seat in defenders:
            self._pay(seat, -won, step)
        if self.scale.rounding:
            self._round()

    def _pay(self, seat: int, amount: int, step: int | None, rule: str = "french-tarot.scorecard.defenders") -> None:
        """Move ``amount`` points to ``seat`` from the taker (negative: from ``seat`` to the taker)."""
        taker = self.result.taker
        self.lines[seat] += amount
        self.lines[taker] -= amount
        if amount > 0:
            self.ledger.pay(taker, seat, amount, rule, step)
        elif amount < 0:
            self.ledger.pay(seat, taker, -amount, rule, step)

    def _round(self) -> None:
        names, taker = self.names, self.result.taker
        others = [seat for seat in range(len(names)) if seat != taker]
        rounded = {seat: round_to_ten(self.lines[seat]) for seat in others}
        taken = -sum(rounded.values())
        step = self.step("french-tarot.scorecard.rounding",
                         f"Rounded to ten: {'; '.join(f'{names[s]} {rounded[s]:+d}' for s in others)}; "
                         f"{names[taker]}, the taker, {taken:+d} to balance them.", (taker,))
        if self.result.partner is not None or any(self.lines[s] % 10 == 5 for s in others):
            self.step("french-tarot.scorecard.rounding-others",
                      "Every player but the taker is rounded, and a score ending in 5 goes away from zero.")
        for seat in others:
            self._pay(seat, rounded[seat] - self.lines[seat], step, "french-tarot.scorecard.rounding")

    def _miseres(self) -> None:
        players = len(self.names)
        for seat in self.result.miseres:
            others = [other for other in range(players) if other != seat]
            step = self.step("french-tarot.house.misere",
                             f"{self.names[seat]} declared misère: {MISERE} from each other player, "
                             f"{MISERE * len(others)} in all.", (seat,), misere=MISERE * len(others))
            if players != 4:
                step = self.step("french-tarot.house.misere-table",
                                 f"With {players} players {self.names[seat]} receives {MISERE * len(others)}, not 30.",
                                 (seat,))
            for other in others:
                self.lines[other] -= MISERE
                self.lines[seat] += MISERE
                self.ledger.pay(other, seat, MISERE, "french-tarot.house.misere", step)

    # The deal's record ----------------------------------------------------------------------------

    def summary(self) -> ScoreSummary:
        """The deal's result in figures: the contract, the points, the terms of the hand score and the
        scorecard line of every seat."""
        r = self.result
        return {"taker": r.taker + 1, "contract": r.contract.id, "points": r.half_points / 2, "oudlers": r.oudlers,
                "needed": NEEDED[r.oudlers], "won": r.half_points >= 2 * NEEDED[r.oudlers], **self.terms,
                "scores": list(self.lines)}


def _oudlers(count: int) -> str:
    return {0: "no oudler", 1: "one oudler"}.get(count, f"{count} oudlers")


def _side(side: Side) -> str:
    return "taker's side" if side == "taker" else "defence"


def _signed(value: int) -> str:
    return f" + {value}" if value > 0 else f" − {-value}" if value < 0 else ""


def _gains(amount: int, plural: bool = False) -> str:
    """``wins 168``, ``loses 168`` (``win``, ``lose`` for several players), or neither."""
    if amount == 0:
        return "neither win nor lose" if plural else "neither wins nor loses"
    verb = ("win" if amount > 0 else "lose") + ("" if plural else "s")
    return f"{verb} {abs(amount)}"


def _list(names: tuple[str, ...], seats: list[int]) -> str:
    named = [names[seat] for seat in seats]
    return named[0] if len(named) == 1 else f"{', '.join(named[:-1])} and {named[-1]}"
