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
from engine.games.french_tarot.counting import NEEDED
from engine.games.french_tarot.rulebook import FRENCH_TAROT
from engine.games.french_tarot.words import WORDS
from engine.ledger import Ledger, Payment
from engine.said import Param, Said, Seat, say
from engine.snapshot import Snapshot

CHELEM = {"announced": 400, "missed": 200, "unannounced": 200}
PETIT_CHELEM = {"announced": 300, "missed": 150, "unannounced": 150}
MISERE = 10
"""What each other player pays a player who declares misère."""


LEFT_TO_A_PETIT_CHELEM = 3
"""The most tricks a side may leave to the other and still make a petit chelem (house rule)."""


@dataclass(frozen=True, slots=True)
class Counted(Chelem):
    """A petit chelem counted from the tricks: with the tricks its side left to the other (``left``), by which the
    score tells when our reading of "every trick but three" made it."""

    left: int


def petit_chelem(winners: Sequence[Side], announced: bool = False) -> Chelem | None:
    """The petit chelem a deal's tricks made, from the side that took each trick: the side that took every trick
    but three (french-tarot.house.petit-chelem), or but one or two, and not every trick, which is a chelem
    (french-tarot.house.petit-chelem-reading); ``None`` when neither did and none was ``announced``. A petit chelem
    the taker announced is made when his side took every trick but three or more
    (french-tarot.house.petit-chelem-announced).

    >>> [petit_chelem(["taker"] * taken + ["defence"] * (18 - taken)) for taken in (14, 15, 17, 18)]
    [None, Counted(announced=False, made_by='taker', left=3), Counted(announced=False, made_by='taker', left=1), None]
    >>> petit_chelem(["taker"] * 18, True), petit_chelem(["taker"] * 14 + ["defence"] * 4, True)
    (Counted(announced=True, made_by='taker', left=0), Chelem(announced=True, made_by=None))
    """
    tricks = len(winners)
    if announced and winners.count("taker") >= tricks - LEFT_TO_A_PETIT_CHELEM:
        return Counted(True, "taker", tricks - winners.count("taker"))
    made = next((side for side in SIDES if tricks - LEFT_TO_A_PETIT_CHELEM <= winners.count(side) < tricks), None)
    if made is None:
        return Chelem(True, None) if announced else None
    return Counted(announced, made, tricks - winners.count(made))


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
        self.explanation = None if table is None else Explanation(FRENCH_TAROT, table, words=WORDS, players=names)
        self.payments: list[Payment] = []
        self.terms: Terms = {"margin": 0, "petit_au_bout": 0, "base": 0, "poignee": 0, "chelem": 0, "hand_score": 0}
        """The terms of the hand score, naught until :meth:`score` counts them."""
        self.lines: list[int] = [0] * len(names)

    def step(self, rule_id: str, said: Said, seats: tuple[int, ...] = (), **data: object) -> int | None:
        """Record a step (when the deal is explained); its index, for the payments it explains."""
        if self.explanation is None:
            return None
        cards = self.result.tally.cards if rule_id.startswith("french-tarot.count.") and self.result.tally else ()
        return self.explanation.add(rule_id, said, seats, cards, **data)

    # The steps ------------------------------------------------------------------------------------

    def score(self) -> None:
        """Every step of the deal's score, from the count to the scorecard, moving the points as it goes."""
        r = self.result
        taker = Seat(r.taker)
        if r.tally is not None:
            self._count()
        needed = NEEDED[r.oudlers]
        won = r.half_points >= 2 * needed
        winner: Side = "taker" if won else "defence"
        self.step("french-tarot.contract.needed",
                  say("score.contract", taker=taker, contract=r.contract.id, oudlers=r.oudlers, needed=needed,
                      **{"half-points": r.half_points}), (r.taker,), needed=needed, points=r.half_points / 2)
        gap = abs(r.half_points - 2 * needed)
        margin = (gap + 1) // 2
        self.step("french-tarot.score.margin", say("score.margin", **{"half-points": gap}), margin=gap / 2)
        if gap % 2:
            self.step("french-tarot.score.half-point", say("score.half-point", margin=margin, **{"half-points": gap}),
                      margin=margin)
        petit = self._petit_au_bout(winner)
        if self.scale.fixed:
            base = r.contract.fixed + petit
            self.step("french-tarot.house.pousse-scale",
                      say("score.fixed", contract=r.contract.id, amount=r.contract.fixed), amount=r.contract.fixed)
            self.step("french-tarot.house.pousse-terms",
                      say("score.fixed-terms", amount=r.contract.fixed, petit=petit, base=base), base=base)
        else:
            multiplier = self.scale.garde_contre if r.contract.id == "garde-contre" else r.contract.multiplier
            base = (25 + margin + petit) * multiplier
            self.step("french-tarot.score.garde-contre-8" if multiplier == 8 else "french-tarot.score.multiplier",
                      say("score.multiplier", margin=margin, petit=petit, multiplier=multiplier,
                          contract=r.contract.id, base=base), multiplier=multiplier, base=base)
        bonus = self._poignees()
        slam = self._chelem(r.chelem, winner, "french-tarot.bonus.chelem", "chelem", CHELEM)
        slam += self._chelem(r.petit_chelem, winner, "french-tarot.house.petit-chelem", "petit-chelem", PETIT_CHELEM)
        hand = base + bonus + slam
        self.terms = {"margin": margin, "petit_au_bout": petit, "base": base, "poignee": bonus, "chelem": slam,
                      "hand_score": hand}
        self.step("french-tarot.score.formula", say("score.formula", base=base, poignee=bonus, chelem=slam, hand=hand),
                  hand_score=hand)
        self._scorecard(hand if won else -hand)
        self._miseres()

    def _count(self) -> None:
        tally = self.result.tally
        assert tally is not None
        pile: dict[str, Param] = {"pile": tally.cards, "half-points": tally.half_points}
        self.step("french-tarot.count.card-values", say("count.card-values", **pile), points=tally.half_points / 2)
        self.step("french-tarot.count.pairs", say("count.pairs", **pile), points=tally.half_points / 2)
        self.step("french-tarot.count.oudlers", say("count.oudlers", oudlers=tally.oudlers), oudlers=tally.oudlers)

    def _petit_au_bout(self, winner: Side) -> int:
        """The petit au bout's 10, counted for the winning side or against it."""
        side = self.result.petit_au_bout
        if side is None:
            return 0
        if not self.result.petit_au_bout_last:
            self.step("french-tarot.bonus.petit-au-bout-slam", say("score.petit-slam", side=side))
        petit = 10 if side == winner else -10
        self.step("french-tarot.bonus.petit-au-bout", say("score.petit-au-bout", side=side, winner=winner),
                  petit_au_bout=petit)
        return petit

    def _poignees(self) -> int:
        total = 0
        for poignee in self.result.poignees:
            bonus = POIGNEE_BONUS[poignee.level]
            shown: dict[str, Param] = {} if poignee.trumps is None else {"trumps": poignee.trumps}
            self.step("french-tarot.bonus.poignee", say("score.poignee", player=Seat(poignee.seat),
                                                        level=POIGNEE_NAMES[poignee.level], bonus=bonus, **shown),
                      (poignee.seat,), poignee=bonus)
            total += bonus
        return total

    def _chelem(self, chelem: Chelem | None, winner: Side, rule_id: str, slam: str, amounts: dict[str, int]) -> int:
        """The chelem's (or petit chelem's: ``slam``) amount, from the winning side's point of view."""
        if chelem is None:
            return 0
        total = 0
        if chelem.announced:
            made = chelem.made_by == "taker"
            amount = amounts["announced"] if made else -amounts["missed"]
            total += amount if winner == "taker" else -amount
            self.step(rule_id, say("score.slam-made" if made else "score.slam-missed", taker=Seat(self.result.taker),
                                   slam=slam, amount=amount), (self.result.taker,), chelem=amount)
        if chelem.made_by is not None and not (chelem.announced and chelem.made_by == "taker"):
            if isinstance(chelem, Counted) and chelem.left < LEFT_TO_A_PETIT_CHELEM:
                self.step("french-tarot.house.petit-chelem-reading",
                          say("score.petit-chelem-reading", side=chelem.made_by, left=chelem.left), left=chelem.left)
            amount = amounts["unannounced"]
            total += amount if chelem.made_by == winner else -amount
            self.step(rule_id, say("score.slam-unannounced", side=chelem.made_by, slam=slam, amount=amount),
                      chelem=amount)
        return total

    def _scorecard(self, won: int) -> None:
        """Pay the hand score: ``won`` is what each defender loses (negative: gains)."""
        r = self.result
        players, taker = len(self.names), r.taker
        if players == 5 and r.partner is not None:
            defenders = [seat for seat in range(5) if seat not in (taker, r.partner)]
            step = self.step("french-tarot.scorecard.partner",
                             say("scorecard.partner", partner=Seat(r.partner), taker=Seat(taker),
                                 defenders=_seats(defenders), won=won), (taker, r.partner), hand_score=won)
            self._pay(r.partner, won, step)
        else:
            defenders = [seat for seat in range(players) if seat != taker]
            rule = "french-tarot.scorecard.partner" if players == 5 else "french-tarot.scorecard.defenders"
            step = self.step(rule, say("scorecard.taker-alone" if players == 5 else "scorecard.defenders",
                                       taker=Seat(taker), defenders=_seats(defenders), won=won),
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
        taker = self.result.taker
        others = [seat for seat in range(len(self.names)) if seat != taker]
        rounded = {seat: round_to_ten(self.lines[seat]) for seat in others}
        taken = -sum(rounded.values())
        step = self.step("french-tarot.scorecard.rounding",
                         say("scorecard.rounding", others=_seats(others), taker=Seat(taker), balance=taken,
                             rounded=tuple(rounded[s] for s in others)), (taker,))
        if self.result.partner is not None or any(self.lines[s] % 10 == 5 for s in others):
            self.step("french-tarot.scorecard.rounding-others", say("scorecard.rounding-others"))
        for seat in others:
            self._pay(seat, rounded[seat] - self.lines[seat], step, "french-tarot.scorecard.rounding")

    def _miseres(self) -> None:
        players = len(self.names)
        for seat in self.result.miseres:
            others = [other for other in range(players) if other != seat]
            total = MISERE * len(others)
            step = self.step("french-tarot.house.misere",
                             say("score.misere", player=Seat(seat), each=MISERE, total=total), (seat,), misere=total)
            if players != 4:
                step = self.step("french-tarot.house.misere-table",
                                 say("score.misere-table", players=players, player=Seat(seat), total=total), (seat,))
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


def _seats(seats: list[int]) -> tuple[Seat, ...]:
    return tuple(Seat(seat) for seat in seats)
