"""A taken deal of French Tarot played card by card to its score: the first lead, the tricks, the partner shown
when the called card falls, the Excuse's exchange, the count of both sides' piles, and part 1's score.

Each card is a decision of the seat to play, answered by a reader in that seat or by the computer's heuristics
(:mod:`.policies`), whose reason the card's step gives. The table at each step shows the hands, the trick on the
table (the last one taken until the next card), each seat's tricks and pile, and the écart or an unseen dog only
once the deal is counted.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import NotRequired, TypedDict

from engine.cards import Card
from engine.excuse import Taken
from engine.games.french_tarot.contracts import CONTRACTS, Poignee, poignee_level
from engine.games.french_tarot.counting import Tally, count
from engine.games.french_tarot.piles import DealPlay, Played
from engine.games.french_tarot.policies import Reason, choose
from engine.games.french_tarot.reused import Reused
from engine.games.french_tarot.scoring import Scale, ScoredDeal, ScoreSummary, petit_chelem
from engine.games.french_tarot.state import DealState
from engine.games.french_tarot.tricks import rules
from engine.games.french_tarot.words import TOLD
from engine.ledger import Ledger
from engine.model import Decision, Move, Refusal, Script
from engine.said import Seat, say
from engine.snapshot import TrickTable
from engine.table import seat_number
from engine.tricks import Sides, TrickPlay


SeatPlay = tuple[int, list[str], int | None]
"""What the table shows of one seat's play: its tricks, its pile, and its points once scored."""


class PointsJson(TypedDict):
    """The points of the taker's side's pile and of the defence's."""

    taker: float
    defence: float


class PlaySummary(TypedDict):
    """A deal's play in figures (see :meth:`CardPlay.summary`): the partner (from 1), the tricks and, once the
    last is played, the piles' points, the Petit au bout, the chelem and part 1's score."""

    partner: int | None
    tricks: list[dict[str, object]]
    points: NotRequired[PointsJson]
    petit_au_bout: NotRequired[str | None]
    chelem: NotRequired[str | None]
    score: NotRequired[ScoreSummary]


class CardPlay:
    """The play of one taken deal: its tricks on the shared trick engine, then the count and the score. The play
    writes into the deal's state it is handed: the hands, the turn, the dog shown once counted, the payments and
    the outcome."""

    def __init__(self, deal: DealState) -> None:
        taker = deal.taker
        assert taker is not None and deal.contract is not None
        self.deal = deal
        self.taker = taker
        called = deal.called
        holder = next((seat for seat, hand in enumerate(deal.hands) if called is not None and called in hand), None)
        self.partner = None if holder == taker else holder
        self.sides = Sides(tuple(0 if seat in (taker, holder) else 1 for seat in range(deal.players)), called)
        self.revealed = called is None
        seats = range(deal.players)
        self.partners = [frozenset(other for other in seats if other != seat and self.sides.same(seat, other))
                         for seat in seats]
        """The other seats of each seat's side, its allies once the table knows the sides (:meth:`allies`)."""
        play = TrickPlay(deal.hands, deal.context.table, deal.leader, rules(deal.context.house.imprenable), deal.names,
                         deal.explanation, self.sides)
        self.cards = DealPlay(play, self.sides, deal.explanation, self._set_aside())
        deal.hands = play.hands
        self.played: Played | None = None
        self.counted: tuple[Tally, Tally] | None = None
        """The taker's side's pile and the defence's, counted once the last trick is played."""
        self.scored: ScoredDeal | None = None
        self.ledger = Ledger(deal.players, ())
        self.roles = [tuple(deal.roles(seat)) for seat in range(deal.players)]
        """Each seat's roles as the deal left them, which the play does not change but for the partner's."""
        self.parts = Reused()
        """The parts of the table the play draws, shared by the steps' tables while unchanged."""
        self.chosen: tuple[Card, Reason] | None = None
        """The card a computer seat chose and its reason, until the card is played."""

    def _set_aside(self) -> dict[str, Taken]:
        """The heaps that begin a side's pile before play (french-tarot.count.piles): the taker's écart, or the
        dog of a garde sans (the taker's) or of a garde contre (the defence's, held by its first seat in the order
        of play). Each heap is the deal's own list, so that a card given from it for the Excuse, and the Excuse in
        its place, show where it lies."""
        deal = self.deal
        heaps: dict[str, Taken] = {}
        if deal.ecart:
            heaps["ecart"] = Taken(0, self.taker, deal.ecart)
        if deal.dog_pile == "taker":
            heaps["dog"] = Taken(0, self.taker, deal.dog)
        elif deal.dog_pile == "defence":
            defender = next(seat for seat in deal.order if not self.sides.same(seat, self.taker))
            heaps["dog"] = Taken(0, defender, deal.dog)
        return heaps

    @property
    def play(self) -> TrickPlay:
        """The trick engine's play."""
        return self.cards.play

    def script(self) -> Script:
        """The tricks card by card, then the count and the score."""
        deal = self.deal
        lead = say("play.first-lead-chelem" if deal.announced else "play.first-lead", leader=Seat(deal.leader))
        self._tagged(lambda: deal.explanation.add("french-tarot.play.first-lead", lead, (deal.leader,)), "play")
        policy = say("play.policy-imprenable" if deal.context.house.imprenable else "play.policy", **deal.others())
        self._tagged(lambda: deal.explanation.add("french-tarot.play.policy", policy), "play")
        while not self.play.is_over():
            decision = self._decision()
            deal.turn = decision.seat
            move = yield decision
            deal.turn = None
            assert move.card is not None
            self._card(decision.seat, move.card)
        self._tagged(self._finish, "count")
        self._tagged(self._score, "score")
        deal.outcome = "played"

    def _decision(self) -> Decision:
        """The turn of the seat to play, a refused card refused with its rule in plain words."""
        return self.play.decision(_reworded)

    def choose(self, decision: Decision) -> Move:
        """The card of a computer seat, by the heuristics of :mod:`.policies`."""
        legal = [move.card for move in decision.moves if move.card is not None]
        self.chosen = self._choose(decision.seat, legal)
        return self.play.move(self.chosen[0])

    def _choose(self, seat: int, legal: list[Card] | None = None) -> tuple[Card, Reason]:
        """The policy's card for ``seat`` and its reason, from what the seat knows: its allies, whether its side
        announced a chelem, and the poignées shown."""
        allies = self.allies(seat)
        chelem = self.deal.announced and (seat == self.taker or self.taker in allies)
        return choose(self.play, allies, legal, chelem=chelem, shown=self.deal.poignees)

    def allies(self, seat: int) -> frozenset[int]:
        """The seats ``seat`` plays for as its partners: those of its side once the table knows the sides, none
        before the called card falls, so that no card's reason tells the partner early."""
        return self.partners[seat] if self.revealed else frozenset()

    def _card(self, seat: int, card: Card) -> None:
        """Play ``card`` for ``seat``: its step gives the computer's reason, and the called card shows the partner."""
        explanation = self.deal.explanation
        first = len(explanation.steps)
        chosen = None if seat == self.deal.context.reader else self.chosen or self._choose(seat)
        self.chosen = None
        self.cards.card(card)
        step = explanation.steps[first]
        if chosen is not None and chosen[0].code == card.code:
            reason = chosen[1].told(self.deal.sees(seat))
            told = step.said
            explanation.retell(first, say("play.reasoned", **told.params, told=told.message, reason=reason))
            step.data["reason"] = self.deal.worded(reason)
        if not self.revealed and card == self.deal.called:
            self._reveal(seat, card)
            self.revealed = True
        for later in explanation.steps[first:]:
            later.data.setdefault("deal", self.deal.number)
            later.data.setdefault("phase", "play")

    def _reveal(self, seat: int, card: Card) -> None:
        taker = self.taker
        said = say("call.revealed-alone", taker=Seat(taker), card=card) if seat == taker else \
            say("call.revealed", player=Seat(seat), taker=Seat(taker), card=card)
        self.deal.explanation.add("french-tarot.call.partner-revealed", said, (seat, taker), (card,))

    def _finish(self) -> None:
        """The tricks settled, the count of both piles told, the écart and any unseen dog shown."""
        deal = self.deal
        self.played = self.cards.finish()
        if not self.revealed:
            assert deal.called is not None  # the sides are known from the start when no card is called
            heap = "ecart" if deal.called in deal.ecart else "dog"
            deal.explanation.add("french-tarot.call.partner-revealed",
                                 say("call.never-played", card=deal.called, heap=heap, taker=Seat(self.taker)),
                                 (self.taker,))
            self.revealed = True
        taker_pile, defence_pile = self.piles()
        aside = "ecart" if deal.ecart else "dog" if deal.dog_pile == "taker" else \
            "dog-defence" if deal.dog_pile == "defence" else "none"
        taker_count, defence_count = self.counted = count(taker_pile), count(defence_pile)
        counted = {"taker-cards": len(taker_pile), "taker-half-points": taker_count.half_points,
                   "defence-cards": len(defence_pile), "defence-half-points": defence_count.half_points}
        deal.explanation.add("french-tarot.count.piles", say("count.piles", aside=aside, **counted), (self.taker,),
                             taker=taker_count.half_points / 2, defence=defence_count.half_points / 2)
        deal.dog_shown = True

    def piles(self) -> tuple[list[Card], list[Card]]:
        """The taker's side's pile and the defence's, the écart or an unseen dog where the rules put it."""
        assert self.played is not None
        return list(self.played.piles["taker"]), list(self.played.piles["defence"])

    def _score(self) -> None:
        """Part 1's score of the deal, its steps in the deal's explanation."""
        deal = self.deal
        assert self.played is not None and deal.contract is not None
        players = deal.players
        poignees = tuple(Poignee(seat, poignee_level(players, len(cards)), len(cards)) for seat, cards in deal.poignees)
        result = self.played.result(self.taker, CONTRACTS[deal.contract], poignees, deal.announced)
        slam = None
        if deal.context.house.petit_chelem:
            slam = petit_chelem(["taker" if self.sides.same(seat, self.taker) else "defence"
                                 for seat in self.played.winners], deal.announced_petit)
        if slam is not None and slam.announced and slam.made_by == "taker" and result.chelem is not None:
            result = replace(result, chelem=None)  # every trick taken fulfils the petit chelem announced, once
        result = replace(result, miseres=tuple(deal.miseres), petit_chelem=slam)
        scored = ScoredDeal(deal.number, result, deal.names, Scale(), self.ledger, None)
        scored.explanation = deal.explanation
        self.scored = scored
        scored.score()
        deal.payments = self.ledger.take_payments()

    def _tagged(self, act: Callable[[], object], phase: str) -> None:
        """Carry out ``act`` and mark the steps it adds with the deal's number and ``phase``."""
        explanation = self.deal.explanation
        first = len(explanation.steps)
        act()
        for step in explanation.steps[first:]:
            step.data.setdefault("deal", self.deal.number)
            step.data.setdefault("phase", phase)

    # The table ------------------------------------------------------------------------------------

    def every_role(self) -> list[tuple[str, ...]]:
        """Each seat's roles as the deal left them, and ``partner`` once the called card has shown it (the same
        list until it does)."""
        return self.parts.get("play-roles", self.revealed, lambda: [
            (*roles, "partner") if self.revealed and seat == self.partner else roles
            for seat, roles in enumerate(self.roles)])

    def seats_play(self) -> list[SeatPlay | None]:
        """What the table shows of each seat's play: its tricks, its pile and its points once scored, drawn
        again only when a trick is taken, a pile changes or the deal is scored (:mod:`.reused`)."""
        points = None if self.scored is None else tuple(self.scored.lines)
        return self.parts.get("plays", (len(self.play.tricks), self.cards.filed, points), self._seats_play)

    def _seats_play(self) -> list[SeatPlay | None]:
        points = self.scored.lines if self.scored is not None else [None] * self.deal.players
        return [*zip(self._tricks(), self._piles(), points)]

    def trick(self) -> TrickTable | None:
        """The trick on the table (the last one taken until the next card), drawn again only when a card is
        played."""
        play = self.play
        return self.parts.get("trick", (len(play.tricks), len(play.current.plays)), play.trick_table)

    def _tricks(self) -> list[int]:
        """How many tricks each seat has taken."""
        tricks = [0] * self.deal.players
        for done in self.play.tricks:
            if done.winner is not None:
                tricks[done.winner] += 1
        return tricks

    def _piles(self) -> list[list[str]]:
        """Each seat's pile: the cards of the tricks filed with it, and those owed back to it for the Excuse."""
        piles: list[list[str]] = [[] for _ in range(self.deal.players)]
        for taken in self.cards.taken:
            piles[taken.seat] += [card.code for card in taken.cards]
        for debt in self.cards.owed:
            piles[debt.owner].append(debt.card.code)
        return piles

    def outcome(self) -> str:
        """What the deal came to, in words, once scored."""
        if self.scored is None:
            return ""
        terms = self.scored.summary()
        said = say("outcome.played", taker=Seat(self.taker), contract=terms["contract"],
                   **{"half-points": self.scored.result.half_points}, needed=terms["needed"],
                   hand=terms["hand_score"])
        return TOLD.tell(said, self.deal.names)

    def summary(self) -> PlaySummary:
        """The play's result: the tricks each seat took, the partner, the piles' points, and part 1's score."""
        result: PlaySummary = {"partner": None if self.partner is None else seat_number(self.partner),
                               "tricks": [trick.as_dict() for trick in self.play.tricks]}
        if self.played is not None and self.counted is not None:
            taker_count, defence_count = self.counted
            result["points"] = {"taker": taker_count.half_points / 2, "defence": defence_count.half_points / 2}
            result["petit_au_bout"] = self.played.petit_au_bout
            result["chelem"] = self.played.chelem
        if self.scored is not None:
            result["score"] = self.scored.summary()
        return result


def _reworded(card: Card, refusal: Refusal) -> Refusal:
    """A refused card of the hand, refused in the words of an error: the card, the reason and the rule."""
    why = say("trick.under-rule", because=refusal.said, rule=refusal.rule)
    return Refusal.worded(refusal.rule, say("refuse.card", card=card, why=why), TOLD, why=why)
