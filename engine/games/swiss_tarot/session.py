"""A game of Swiss Tarot: the table, the pool of antes, the totals, and the deals played so far.

The session is the game's side of :class:`engine.model.State`: its script deals, lets the dealer lay three
cards aside, plays the tricks and counts them, deal after deal, and pays the pool to the highest total. The
dealer's three cards laid aside and every card played are the players' free choices: each is a
:class:`~engine.model.Decision` the script yields, which a reader in that seat answers with a move and the
engine's policies (:mod:`.policies`) answer for the other seats.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TypedDict

from engine.cards import Card
from engine.explain import Explanation
from engine.games.swiss_tarot import policies
from engine.games.swiss_tarot.deal import DISCARD, PACK, PLAY, RULES, Context, Deal
from engine.games.swiss_tarot.rulebook import SWISS_TAROT
from engine.games.swiss_tarot.words import WORDS
from engine.ledger import POOL, Ledger
from engine.model import Decision, Move, Script
from engine.said import Seat, say
from engine.shuffle import shuffled
from engine.snapshot import Snapshot
from engine.table import Direction, Table
from engine.trick_words import TRICK_WORDS


class SessionSummary(TypedDict):
    """The game's summary: each player's points over the deals so far, the balances and the pool."""

    totals: list[int]
    balances: list[int]
    pots: dict[str, int]


class Session:
    """One game: seats, pool, points so far, and its deals, of shuffled cards or of hands given."""

    def __init__(self, names: Sequence[str], stake: int, rng: random.Random, explain: bool, count: int,
                 hands: Sequence[Sequence[Card]] | None = None, discard: Sequence[Card] | None = None,
                 reader: int | None = None) -> None:
        self.names = tuple(names)
        self.table = Table(len(names), Direction.ANTICLOCKWISE)
        self.stake = stake
        self.rng = rng
        self.explain = explain
        self.count = count
        """How many deals the game has."""
        self.hands = hands
        """The hands of a scenario's one deal, the dealer's 28 first, or ``None`` to shuffle."""
        self.discard = discard
        """The dealer's discard a scenario gives, which is then no choice, or ``None``."""
        self.ledger = Ledger(len(names), (POOL,))
        self.totals = [0] * len(names)
        self.context = Context(self.table, self.names, self.ledger, self.totals, reader)
        """What each deal is handed of the game, with the reader's seat (from 0), if any."""
        self.played: list[Deal] = []

    # The game model -------------------------------------------------------------------------------

    def script(self) -> Script:
        """The ante, then each deal dealt, discarded, played and counted, the dealer passing to the right; after
        the last, the pool paid to the highest total."""
        dealer = 0
        for number in range(1, self.count + 1):
            deal = self._begin(number, dealer)
            if number == 1:
                self._ante(deal)
            deal.deal()
            yield from deal.lay_aside(self.discard)
            yield from deal.play_out()
            deal.count()
            if number == self.count:
                self._finish(deal)
            deal.close()
            dealer = self.table.next(dealer)

    def snapshot(self) -> Snapshot:
        """The table now: the current deal's, or nothing before the first."""
        return self.played[-1].snapshot() if self.played else {}

    def choose(self, decision: Decision) -> Move:
        """The engine's move for a seat it plays: the next card of its discard, or the card its play policy
        picks among the legal ones."""
        deal = self.played[-1]
        if decision.rule == RULES.lead and deal.play is not None:
            legal = [move.card for move in decision.moves if move.card is not None]
            return Move(PLAY, policies.choose(legal, deal.play.current, RULES, decision.seat))
        chosen = policies.discard(deal.hands[decision.seat])
        return Move(DISCARD, next(card for card in chosen if card not in deal.laying))

    def deals(self) -> list[Deal]:
        """The deals played or begun, in order."""
        return self.played

    def summary(self) -> SessionSummary:
        """Each player's points over the deals so far, the balances and the pool."""
        return {"totals": list(self.totals), "balances": list(self.ledger.balances), "pots": dict(self.ledger.pots)}

    # The deals and the pool -----------------------------------------------------------------------

    def _begin(self, number: int, dealer: int) -> Deal:
        explanation = (Explanation(SWISS_TAROT, self.snapshot, words=WORDS | TRICK_WORDS, players=self.names)
                       if self.explain else None)
        cards = None if self.hands is not None else shuffled(PACK.cards, self.rng)
        deal = Deal(self.context, number, dealer, explanation, cards, self.hands)
        self.played.append(deal)
        return deal

    def _ante(self, deal: Deal) -> None:
        everyone = tuple(range(len(self.names)))
        step = deal.step("swiss-tarot.stake.ante", say("stake.ante", players=tuple(map(Seat, everyone)),
                                                       stake=self.stake), everyone)
        for seat in everyone:
            self.ledger.pay(seat, POOL, self.stake, "swiss-tarot.stake.ante", step)

    def _finish(self, deal: Deal) -> None:
        """Add up the deals and pay the pool to the highest total, shared on a tie."""
        names, totals, count = self.names, self.totals, self.count
        deal.step("swiss-tarot.game.three-deals", say("game.totals", deals=count, points=tuple(totals)),
                  tuple(range(len(names))), totals=list(totals))
        best = max(totals)
        order = self.table.order_from(self.table.next(0))
        leaders = [seat for seat in order if totals[seat] == best]
        pool = self.ledger.pots[POOL]
        if len(leaders) == 1:
            said = say("game.winner", winner=Seat(leaders[0]), best=best, pool=pool)
            step = deal.step("swiss-tarot.game.winner", said, (leaders[0],))
            self.ledger.pay(POOL, leaders[0], pool, "swiss-tarot.game.winner", step)
            deal.outcome = WORDS.tell(said, names)
            return
        share, odd = divmod(pool, len(leaders))
        tied = tuple(map(Seat, leaders))
        said = (say("game.tie-odd", tied=tied, best=best, pool=pool, odd=odd, first=Seat(leaders[0])) if odd
                else say("game.tie", tied=tied, best=best, pool=pool))
        step = deal.step("swiss-tarot.game.tie", said, tuple(leaders))
        for seat in leaders:
            self.ledger.pay(POOL, seat, share + (odd if seat == leaders[0] else 0), "swiss-tarot.game.tie", step)
        deal.outcome = WORDS.tell(said, names)
