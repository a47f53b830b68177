"""A game of Homme d'Auvergne: the table, the points, the stakes, and the deals played on them.

Points are kept in a ledger whose pot ``bank`` gives them out and takes them
back, so that every point is a payment explained by a step and the balances and
pots always add up to zero. Points owed by a player who had none to give up are
kept in ``debts`` and paid off from his next points.

The session is the game's side of :class:`engine.model.State`: its script deals,
holds the auction and plays the tricks. Turning up a card, showing a King and
each card played are decisions; the bids follow the rule ``homme.auction.policy``
for every seat, so they ask nobody.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypedDict

from engine.cards import Card
from engine.errors import EngineError
from engine.explain import Explanation
from engine.games.homme.deal import BANK, POOL, Context, Deal
from engine.games.homme.policies import choose, turns_up
from engine.games.homme.variants import Variant, pack_for
from engine.games.homme.words import WORDS
from engine.ledger import Ledger
from engine.model import Decision, Move, Script
from engine.said import Param, Seat, say
from engine.snapshot import Snapshot
from engine.table import Direction, Table, seat_number
from engine.trick_words import TRICK_WORDS


class SessionSummary(TypedDict):
    """The game's summary: the points, the points owed, the chips, the pots and the winner (seats from 1)."""

    scores: list[int]
    debts: list[int]
    chips: list[int]
    pots: dict[str, int]
    winner: int | None


class Session:
    """The state of a game: the table, the points and chips, and the deals begun so far."""

    def __init__(self, variant: Variant, names: Sequence[str], packets: tuple[int, int], target: int, stake: int,
                 reader: int | None, rng: random.Random) -> None:
        self.variant = variant
        self.names = tuple(names)
        self.table = Table(len(names), Direction.ANTICLOCKWISE)
        self.pack = pack_for(len(names))
        self.packets = packets
        self.target = target
        self.stake = stake
        self.points = Ledger(len(names), (BANK,))
        self.chips = Ledger(len(names), (POOL,))
        self.debts = [0] * len(names)
        self.context = Context(self.table, self.names, reader, self.pack, rng, packets, stake, self.points, self.chips,
                               self.debts)
        """What each deal reads and writes: the ledgers and the debts are the session's own."""
        self.played: list[Deal] = []
        self.winner: int | None = None
        """The seat that has won the game, once one has."""

    # The scripts ----------------------------------------------------------------------------------

    def begin(self, dealer: int | None) -> Deal:
        """Start the next deal, dealt by ``dealer`` (the players draw for it when ``None``), once the deal
        before it is closed with its table."""
        if self.played:
            self.played[-1].close()
        explanation = Explanation(self.variant.book, self.snapshot, words=WORDS | TRICK_WORDS, players=self.names)
        deal = Deal(self.context, len(self.played) + 1, explanation, dealer)
        self.played.append(deal)
        return deal

    def play(self, count: int) -> Script:
        """A seeded game: the players draw for the first deal, then up to ``count`` deals, the deal passing to
        the right, until a player reaches the points for game."""
        dealer: int | None = None
        for number in range(1, count + 1):
            deal = self.begin(dealer)
            if dealer is None:
                deal.draw()
            else:
                deal.explanation.add("homme.deal.rotation", say("deal.rotation", dealer=Seat(dealer)), (dealer,),
                                     deal=number, phase="deal")
            deal.deal()
            yield from deal.auction()
            if deal.man is not None:
                yield from deal.play_out()
                deal.settle()
            if self.game_over(deal):
                break
            dealer = self.table.next(deal.dealer)
        self.played[-1].close()

    def scenario(self, dealer: int, cards: Sequence[Card], turnups: int) -> Script:
        """One deal of given cards (the hands in the order dealt, then the talon from its top), dealt by
        ``dealer``, with ``turnups`` cards of the talon given to turn up."""
        deal = self.begin(dealer)
        deal.deal(cards)
        yield from deal.auction(turnups)
        if deal.man is not None and len(deal.turnups) < turnups:
            ended = say("refuse.never-turned", number=len(deal.turnups), man=Seat(deal.man))
            raise EngineError(f"turnups[{len(deal.turnups)}]", WORDS.tell(ended, self.names))
        if deal.man is not None:
            yield from deal.play_out()
            deal.settle()
        self.game_over(deal)
        deal.close()

    def game_over(self, deal: Deal) -> bool:
        """Whether a player has won the game once ``deal`` is over (the points count only then), said in a step
        of ``deal``: the one player with the most points, at least the target."""
        top = max(self.points.balances)
        if top < self.target:
            return False
        leaders = [seat for seat in deal.order if self.points.balances[seat] == top]
        told: dict[str, Param] = {"leaders": tuple(map(Seat, leaders)), "top": top}
        if len(leaders) > 1:
            deal.explanation.add("homme.game.tie", say("game.tie", target=self.target, **told), tuple(leaders),
                                 deal=deal.number, phase="score")
            return False
        self.winner = leaders[0]
        deal.explanation.add("homme.game.end-of-deal", say("game.end-of-deal", **told), tuple(leaders),
                             deal=deal.number, phase="score")
        deal.explanation.add("homme.game.target", say("game.target", target=self.target, **told), tuple(leaders),
                             deal=deal.number, phase="score")
        return True

    # The game model -------------------------------------------------------------------------------

    def snapshot(self) -> Snapshot:
        """The table of the deal in hand, with the points and chips so far."""
        return self.played[-1].snapshot() if self.played else {}

    def choose(self, decision: Decision) -> Move:
        """The move of a computer seat: by the rule ``homme.auction.policy``, turn up a card with a King or
        three cards of one suit in hand and always show a King; by ``homme.play.policy``, the card played."""
        kinds = {move.kind for move in decision.moves}
        if "turn" in kinds:
            return Move("turn" if turns_up(self.played[-1].hands[decision.seat])[0] else "pass")
        if "show" in kinds:
            return Move("show")
        play = self.played[-1].play
        assert play is not None, "cards are chosen only while the tricks are played"
        return Move("play", choose(play.legal(), play.current, decision.seat, play.rules))

    def deals(self) -> list[Deal]:
        """The deals begun so far, in order."""
        return self.played

    def summary(self) -> SessionSummary:
        """The points, the points owed, the chips and the pots after the last step."""
        return {"scores": list(self.points.balances), "debts": list(self.debts), "chips": list(self.chips.balances),
                "pots": {BANK: self.points.pots[BANK], POOL: self.chips.pots[POOL]},
                "winner": None if self.winner is None else seat_number(self.winner)}
