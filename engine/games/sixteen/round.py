"""One deal of a game of sixteen: antes, shuffle, deal, draws, settlement and the next farmer.

Every decision is recorded as an explanation step when the round explains
itself, before what it says is done, so that each step keeps the table as it
stood after it; every payment goes through the ledger the round's context hands
it and names its step. A player's free choice to draw or stand is a
:class:`Decision` the round yields to whoever plays that seat.
The variant's data (:mod:`.variants`) says which rules apply; this module says
how they play out.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import NotRequired, TypedDict

from engine import language
from engine.cards import Card
from engine.explain import Explanation, Withheld
from engine.games.sixteen.ties import CRITERIA
from engine.games.sixteen.variants import Variant
from engine.games.sixteen.words import WORDS, seats
from engine.ledger import FARM, POOL, SIDE_POT, Ledger, Payment
from engine.model import Decision, Move, Script
from engine.said import Param, Said, Seat, say
from engine.shuffle import cut_point, shuffled
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import Table, seat_number
from engine.talon import Talon

TARGET = 16


DRAW = Move("draw")
STAND = Move("stand")
"""The two moves of a player whose total leaves the choice: ask for a card, or stop."""


def card_points(card: Card) -> int:
    """A card's points in the games of sixteen: courts 10, an ace 1, any other card its number."""
    code = card.rank.code
    if code in ("J", "Q", "K"):
        return 10
    return 1 if code == "A" else int(code)


@dataclass(slots=True)
class Standing:
    """What lasts from round to round besides the ledger: the farmer (each settled round names the next), the farm's
    stake, and the choice of the first farmer with the cards it showed. The session and its rounds share it, so a
    round reads it as it stands when it needs it."""

    farmer: int = 0
    stake: int = 0
    """The amount each Ferme farm is worth: the winning bid."""
    chosen: bool = False
    """Whether the first farmer has been chosen."""
    opening: dict[int, list[Card]] = field(default_factory=dict)
    """The cards dealt face up to choose Farmer's first farmer."""
    opening_shown: bool = False
    """Whether those cards still lie on the table (until the first round begins)."""


@dataclass(frozen=True, slots=True)
class Context:
    """What a round reads and writes of its session, and no more: the variant, the table and the players' names,
    the ledger it pays through, the random stream it shuffles with, the ante, whether the farm goes round, each
    seat's choice to draw or stand, the standing it names the next farmer in, and whether a reader sits at the
    table (``seated``: only then is what a seat may not see worded apart for the others)."""

    variant: Variant
    table: Table
    names: tuple[str, ...]
    ledger: Ledger
    rng: random.Random
    ante: int
    rotate: bool
    choices: tuple[Decision, ...]
    standing: Standing
    seated: bool = False


_Moment = tuple[int, int, "tuple[int, int] | None", int, bool, "int | None", "int | None", int, bool, bool]
"""A table kept as counts (see :meth:`Board.capture`): how many cards were given to hands and how many payments
made, where the talon's top and bottom were once it is out, the farmer, whether the first farmer is chosen, the
winners, how many busted, whether the hands are shown, and whether the cards dealt to choose the first farmer still
lie on the table. Plain numbers only, so that a long session's many kept tables cost the garbage collector nothing
to scan."""


class Board:
    """What a round's table shows, which the round writes as it plays: who holds which cards, who won, what was
    paid. It is kept apart from the round so that the round's explanation, and the captures its steps keep, draw
    the table from it without holding the round, which holds them: nothing makes a reference cycle, and a finished
    session is freed as soon as it is dropped, while the engine keeps the cyclic collector paused."""

    __slots__ = ("variant", "names", "ledger", "standing", "start_balances", "start_pots", "farmer", "hands", "log",
                 "talon", "busted", "winner", "pool_winner", "revealed", "closed", "payments")

    def __init__(self, context: Context) -> None:
        self.variant = context.variant
        self.names = context.names
        self.ledger = context.ledger
        self.standing = context.standing
        self.start_balances = tuple(context.ledger.balances)
        self.start_pots = dict(context.ledger.pots)
        """The balances and pots when the round began, from which its payments lead to any later table."""
        self.farmer = context.standing.farmer
        self.hands: dict[int, list[Card]] = {}
        self.log: list[int] = []
        """The seat given each card, in order (each hand keeps its cards in the same order): with the payments,
        what the table's captures count."""
        self.talon: Talon | None = None
        self.busted: list[int] = []
        self.winner: int | None = None
        self.pool_winner: int | None = None
        self.revealed = False
        """Whether the hands have been shown at the settlement (until then Ferme's cards lie face down)."""
        self.closed = False
        """Whether the round's payments have been taken from the ledger into :attr:`payments`."""
        self.payments: list[Payment] = []

    def capture(self) -> Callable[[], Snapshot]:
        """The table now, kept as a few counts and drawn only when asked: the cards given to hands and the
        payments made so far are logs that only grow, so their lengths say what the table held."""
        standing = self.standing
        talon = None if self.talon is None else self.talon.position()
        return _Capture(self, (len(self.log), len(self._payments()), talon, self.farmer, standing.chosen,
                               self.winner, self.pool_winner, len(self.busted), self.revealed, standing.opening_shown))

    def _payments(self) -> list[Payment]:
        # The ledger's list of this round's payments is the round's own once it is closed.
        return self.payments if self.closed else self.ledger.payments

    def snapshot(self) -> Snapshot:
        """The table as it stands: hands (Farmer's first card and every Ferme card face down until the
        settlement), totals, chips, the farm and pool, and the talon."""
        return self.capture()()

    def table_at(self, moment: _Moment) -> Snapshot:
        """The table at a moment :meth:`capture` kept."""
        dealt, paid, talon_at, farmer, chosen, winner, pool_winner, busted_count, revealed, shown = moment
        v, names = self.variant, self.names
        opening = self.standing.opening if shown else {}
        given = dict.fromkeys(self.hands, 0)
        for seat in self.log[:dealt]:
            given[seat] += 1
        hands = {seat: cards[:given[seat]] for seat, cards in self.hands.items()}
        balances, pots = list(self.start_balances), dict(self.start_pots)
        for payment in self._payments()[:paid]:
            for party, amount in ((payment.payer, -payment.amount), (payment.payee, payment.amount)):
                if isinstance(party, int):
                    balances[party] += amount
                else:
                    pots[party] += amount
        busted = self.busted[:busted_count]
        talon_label, bust, sixteen, no_cards = _table_words()
        seats: dict[str, SeatTable] = {}
        for seat, name in enumerate(names):
            roles = ["farmer"] * (seat == farmer and chosen)
            if seat == winner:
                roles.append("wins the farm")
            elif seat == pool_winner:
                roles.append("takes the pool")
            entry: SeatTable = {"name": name, "chips": balances[seat], "roles": roles}
            if seat in opening:
                entry["cards"] = [card.code for card in opening[seat]]
            elif seat in hands:
                hand = hands[seat]
                total = sum(map(card_points, hand))
                entry["cards"] = [card.code for card in hand]
                entry["down"] = 0 if revealed else min(len(hand), 1 if v.farmer_plays else len(hand))
                entry["total"] = total
                if total > TARGET and seat in busted:
                    entry["note"] = bust
                elif total == TARGET:
                    entry["note"] = sixteen
            elif chosen:
                entry["note"] = no_cards
            seats[str(seat_number(seat))] = entry
        if talon_at is not None and self.talon is not None:  # out: what lay between its top and bottom then
            talon = [card.code for card in self.talon.between(*talon_at)]
        else:  # still the pack, less what is shown
            held = {card.code for cards in (*hands.values(), *opening.values()) for card in cards}
            talon = [card.code for card in v.pack.cards if card.code not in held]
        places: dict[str, PlaceTable] = {"talon": {"label": talon_label, "cards": talon, "down": len(talon)}}
        table: Snapshot = {"seats": seats, "places": places,
                           "pots": {name: amount for name, amount in pots.items() if name != SIDE_POT or amount}}
        if winner is not None:
            table["outcome"] = WORDS.tell(say("table.wins-farm", winner=Seat(winner)), names)
        elif pool_winner is not None:
            table["outcome"] = WORDS.tell(say("table.takes-pool", winner=Seat(pool_winner)), names)
        return table


_TABLE_WORDS: dict[str, tuple[str, str, str, str]] = {}
"""The words of the table that name nobody, by language: the talon's label and the seats' notes for a bust, for 16
and for the Ferme farmer who holds no cards, told once in each language rather than at each of a session's
many tables."""


def _table_words() -> tuple[str, str, str, str]:
    """The words of the table that name nobody (:data:`_TABLE_WORDS`), in the language of the answer."""
    spoken = language.current()
    words = _TABLE_WORDS.get(spoken)
    if words is None:
        talon, bust, sixteen, no_cards = (WORDS.tell(say(message), ()) for message in (
            "table.talon", "table.note-bust", "table.note-sixteen", "table.note-no-cards"))
        words = _TABLE_WORDS[spoken] = (talon, bust, sixteen, no_cards)
    return words


class _Capture:
    """A round's table at one moment, drawn when called: the one object a step keeps for its table."""

    __slots__ = ("board", "moment")

    def __init__(self, board: Board, moment: _Moment) -> None:
        self.board = board
        self.moment = moment

    def __call__(self) -> Snapshot:
        return self.board.table_at(self.moment)


class HandJson(TypedDict):
    """A hand in a round's summary: the seat (from 1), the cards, the total and, once shown, how it ended."""

    seat: int
    cards: list[str]
    total: int
    result: NotRequired[str]


class RoundOutcome(TypedDict):
    """A round as far as it went: the farmer, the stage, the hands, the cut and, once settled, the winners and
    the next farmer (seats from 1)."""

    farmer: int
    stage: str
    hands: list[HandJson]
    cut: NotRequired[int]
    winner: NotRequired[int | None]
    pool_winner: NotRequired[int | None]
    next_farmer: NotRequired[int]


class RoundSummary(RoundOutcome):
    """A round's summary as the answer gives it (see :meth:`Round.summary`): its outcome, then the balances and
    pots after it."""

    balances: list[int]
    pots: dict[str, int]


class Round:
    """One deal, played on the table, ledger and random stream its context hands it; what its table shows is kept
    on its :class:`Board`.

    A session keeps every round for its answer, so what a round keeps is held as tuples of numbers and dicts of
    numbers where it can be (the seats in order, the balances), which the garbage collector stops scanning."""

    __slots__ = ("context", "variant", "table", "number", "board", "explanation", "next_farmer", "order", "totals",
                 "cut", "balances", "pots")

    def __init__(self, context: Context, number: int, explain: bool) -> None:
        self.context = context
        self.variant = context.variant
        self.table = context.table
        self.number = number
        self.board = Board(context)
        self.explanation = Explanation(self.variant.book, self.board.capture, words=WORDS,
                                       players=context.names) if explain else None
        """The round's steps, each keeping the table of this round after it; ``None`` when steps are off."""
        self.seat_players()
        self.cut: int | None = None
        self.balances: tuple[int, ...] = ()
        self.pots: dict[str, int] = {}

    @property
    def farmer(self) -> int:
        """The seat of this round's farmer."""
        return self.board.farmer

    @property
    def hands(self) -> dict[int, list[Card]]:
        """Each seat's cards, for the seats holding cards."""
        return self.board.hands

    @property
    def payments(self) -> list[Payment]:
        """The round's payments, once it is closed (empty until then)."""
        return self.board.payments

    def seat_players(self) -> None:
        """Seat the players who hold cards around the farmer (again, once the first farmer is chosen)."""
        board = self.board
        board.farmer = self.next_farmer = farmer = self.context.standing.farmer
        order = self.table.order_from(self._first_to_play())
        self.order: tuple[int, ...] = tuple(order if self.variant.farmer_plays else
                                            [seat for seat in order if seat != farmer])
        """The seats holding cards, in order of play."""
        board.hands = {seat: [] for seat in self.order}
        board.log = []
        self.totals: dict[int, int] = dict.fromkeys(self.order, 0)

    def _first_to_play(self) -> int:
        # Farmer: the farmer's left, the farmer last. Ferme: eldest, on the farmer's right.
        return self.table.next(self.farmer)

    def _step(self, suffix: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (), *,
              withheld: Withheld | None = None, **data: object) -> int | None:
        if self.explanation is None:
            return None
        index = self.explanation.record(self.variant.rules[suffix], said, seats, cards, data)
        if withheld is not None:
            self.explanation.withhold(index, withheld)
        return index

    def _own(self, seat: int, message: str, cards: tuple[Card, ...] = (), **params: Param) -> Withheld | None:
        """What the others are told of a step about ``seat``'s hand, which only that seat sees whole: ``message``,
        naming only the ``cards`` dealt face up, and no total (nothing when no reader sits at the table)."""
        return Withheld((seat,), say(message, player=Seat(seat), **params), cards, {}) if self.context.seated else None

    def close(self) -> None:
        """Keep this round's payments and the balances and pots as they stand after it, and the table with the
        round's last step."""
        if self.explanation is not None:
            self.explanation.close()
        board, ledger = self.board, self.context.ledger
        board.closed = True
        board.payments = ledger.take_payments()
        self.balances = tuple(ledger.balances)
        self.pots = {name: amount for name, amount in ledger.pots.items() if name != SIDE_POT}

    def release(self) -> None:
        """Let go of what only the tables of a round's steps read (the talon and the log of cards given), once a
        later round has begun in a session that keeps no steps: a long session then holds little per round."""
        board = self.board
        board.talon = None
        board.log = []
        board.busted = []

    # The deal -----------------------------------------------------------------------------------

    def deal(self) -> None:
        """Antes, shuffle (and cut), and the opening cards."""
        self._antes()
        v = self.variant
        deck = shuffled(v.pack.cards, self.context.rng)
        if v.cuts:
            cutter = self.table.left_of(self.farmer)
            cut = cut_point(len(deck), self.context.rng)
            if self.explanation:
                self._step("deal.shuffle-and-cut",
                           say("deal.shuffle-and-cut", farmer=Seat(self.farmer), cutter=Seat(cutter), cut=cut),
                           (self.farmer, cutter), cut=cut)
            self.cut = cut
            deck = deck[cut:] + deck[:cut]
        talon = Talon(deck)
        hands, totals = self.hands, self.totals
        for end in v.opening:
            take = talon.take_top if end == "top" else talon.take_bottom
            for seat in self.order:
                card = take()
                hands[seat].append(card)
                totals[seat] += card_points(card)
        if self.explanation:  # recorded before the log shows the cards dealt, so the step before keeps the pack
            self._explain_deal()
        self.board.talon = talon
        self.board.log += self.order * len(v.opening)

    def _antes(self) -> None:
        v, ante, ledger = self.variant, self.context.ante, self.context.ledger
        if v.has_pool:
            payers = self.order
            step = self._step("pool.ante", say("ante.pool", farmer=Seat(self.farmer), ante=ante),
                              tuple(payers), ante=ante) if self.explanation else None
            for seat in payers:
                ledger.pay(seat, POOL, ante, v.rule("pool.ante"), step)
        else:
            step = self._step("ante.everyone", say("ante.farm", farmer=Seat(self.farmer), ante=ante),
                              tuple(self.order), ante=ante) if self.explanation else None
            for seat in self.order:
                ledger.pay(seat, FARM, ante, v.rule("ante.everyone"), step)

    def _explain_deal(self) -> None:
        v, hands = self.variant, self.hands
        data = {"hands": {str(seat + 1): [str(c) for c in hands[seat]] for seat in self.order}}
        cards = tuple(card for seat in self.order for card in hands[seat])
        dealt: dict[str, Param] = {"cards": cards, "sizes": tuple(len(hands[seat]) for seat in self.order)}
        farmer, players = Seat(self.farmer), seats(self.order)
        if v.farmer_plays:
            suffix, said = "deal.one-face-down", say("deal.one-face-down", farmer=farmer, players=players, **dealt)
        elif len(v.opening) == 2:
            suffix, said = "deal.top-and-bottom", say("deal.top-and-bottom", farmer=farmer, players=players, **dealt)
        else:
            suffix, said = "deal.one-each", say("deal.one-each", farmer=farmer, eldest=Seat(self.order[0]),
                                                players=players, **dealt)
        unseen = Withheld((), Said(f"{said.message}-unseen", {key: value for key, value in said.params.items()
                                                                if key not in dealt}), (), {}) \
            if self.context.seated else None
        self._step(suffix, said, tuple(self.order), cards, withheld=unseen, **data)

    # The draws ----------------------------------------------------------------------------------

    def draw_all(self) -> Script:
        """Each player in turn draws until standing, reaching 16 or going over; a free choice between drawing
        and standing is yielded as a decision. One script for the whole table rather than one per player, as
        every choice passes through each script that delegates to another."""
        v = self.variant
        if self.explanation and v.farmer_plays:
            self._step("draw.order", say("draw.order", first=Seat(self.order[0]), farmer=Seat(self.farmer)),
                       tuple(self.order))
        board = self.board
        assert board.talon is not None
        from_top = v.draws_from == "top"
        talon, totals, choices = board.talon, self.totals, self.context.choices
        take = talon.take_top if from_top else talon.take_bottom
        for seat in self.order:
            hand, total, drawn = self.hands[seat], totals[seat], 0
            while total <= TARGET:  # bust.no-more-cards; the two opening cards of 1659 can pass 16 already
                forced = drawn < v.must_draw or total < v.lowest_stop
                if not forced and (total >= TARGET or (yield choices[seat]).kind == STAND.kind):
                    if self.explanation:
                        self._explain_stop(seat, total)
                    break
                drawn += 1
                card = talon.peek(top=from_top) if self.explanation else take()
                total += card_points(card)
                if self.explanation:  # the card is announced, then taken
                    self._explain_draw(seat, card, total, drawn, forced)
                    take()
                hand.append(card)
                board.log.append(seat)
                totals[seat] = total
            if total > TARGET:
                self._bust(seat)

    def _explain_draw(self, seat: int, card: Card, total: int, drawn: int, forced: bool) -> None:
        v, player = self.variant, Seat(seat)
        if v.farmer_plays and drawn <= v.must_draw:
            suffix, said = "draw.at-least-one", say("draw.must-take", player=player, card=card, total=total)
            unseen = self._own(seat, "draw.must-take-unseen", (card,), card=card)
        elif v.farmer_plays:
            suffix, said = "draw.hit-or-stay", say("draw.hit", player=player, card=card, total=total)
            unseen = self._own(seat, "draw.hit-unseen", (card,), card=card)
        else:
            if forced:
                suffix, said = "draw.below-twelve", say("draw.below-twelve", player=player, card=card, total=total)
            else:
                suffix = "draw.from-top" if v.draws_from == "top" else "draw.from-bottom"
                said = say("draw.ask", player=player, card=card, end=v.draws_from, total=total)
            unseen = self._own(seat, "draw.takes-unseen", end=v.draws_from)
        self._step(suffix, said, (seat,), (card,), withheld=unseen, total=total)

    def _explain_stop(self, seat: int, total: int) -> None:
        v, player = self.variant, Seat(seat)
        if total == TARGET:
            suffix = "draw.hit-or-stay" if v.farmer_plays else (
                "draw.one-by-one" if v.draws_from == "top" else "draw.from-bottom")
            said, unseen = say("stop.sixteen", player=player), self._own(seat, "stop.unseen")
        else:
            word = "stay" if v.farmer_plays else "stick" if v.lowest_stop > 1 else "basta"
            suffix = "draw.hit-or-stay" if v.farmer_plays else \
                "stick.twelve-to-fifteen" if v.lowest_stop > 1 else "stick.basta"
            said = say("stop.stand", player=player, word=word, total=total)
            unseen = self._own(seat, "stop.stand-unseen", word=word)
        self._step(suffix, said, (seat,), withheld=unseen, total=total)

    def _bust(self, seat: int) -> None:
        v, total = self.variant, self.totals[seat]
        if v.farmer_plays:
            if self.explanation:
                self._step("bust.silent", say("bust.silent", player=Seat(seat), total=total), (seat,),
                           withheld=self._own(seat, "stop.unseen"), total=total)
            self.board.busted.append(seat)
            return
        excess = total - TARGET
        ante = self.context.ante
        fine = excess * ante if v.ante_is_jeton else excess
        step = self._step(
            "bust.pay-excess",
            say("bust.pay-excess", player=Seat(seat), farmer=Seat(self.farmer), total=total, excess=excess,
                ante=ante, fine=fine),
            (seat, self.farmer), total=total, excess=excess, fine=fine) if self.explanation else None
        self.board.busted.append(seat)
        self.context.ledger.pay(seat, self.farmer, fine, v.rule("bust.pay-excess"), step)

    # The settlement -----------------------------------------------------------------------------

    def settle(self) -> None:
        """Who wins the farm (or the pool, or the closeness payments), and who farms next. The last step of the
        play keeps the table as it stood before the hands were shown; the winner is marked once its step tells it,
        so that no table shows an outcome before the step that decides it."""
        if self.explanation is not None:
            self.explanation.close()
        self.board.revealed = True
        sixteens = [seat for seat in self.order if self.totals[seat] == TARGET]
        if sixteens:
            self._pay_farm(self._decide(sixteens, self.variant.tie_rules))
        elif self.variant.has_pool:
            self._pool_without_sixteen()
        else:
            self._closest_without_sixteen()
        if self.variant.farmer_plays:
            self._busted_pay_farmer()
        self._next_farmer()

    def _decide(self, tied: list[int], criteria: tuple[str, ...], tie_rule: str | None = None) -> int:
        """Apply the tie criteria in order until one player is left, explaining each.

        Each step is recorded under the criterion's own rule id, or under ``tie_rule`` when the
        criteria are borrowed (a tie for the pool is settled by the tie rules of 16).
        """
        if len(tied) > 1 and self.explanation:
            self._step(tie_rule or "win.sixteen",
                       say("tie.rules-decide", tied=seats(tied), total=self.totals[tied[0]]), tuple(tied),
                       totals={str(seat + 1): self.totals[seat] for seat in tied})
        for suffix in criteria:
            if len(tied) == 1:
                break
            before = tied
            tied, said = CRITERIA[suffix](self, tied)
            if self.explanation:
                self._step(tie_rule or suffix, said, tuple(before),
                           tuple(card for seat in before for card in self.hands[seat]),
                           kept=[seat + 1 for seat in tied])
        return tied[0]

    def reveal(self, hands: dict[int, list[Card]]) -> None:
        """Set the players' final hands, as a scenario gives them; going over 16 is a bust as in play."""
        self.board.revealed = True
        for seat in self.order:
            total = sum(card_points(card) for card in hands[seat])
            if self.explanation:
                shown = tuple(hands[seat])
                self._step("count.points", say("count.shows", player=Seat(seat), cards=shown, total=total), (seat,),
                           shown, total=total)
            self.hands[seat] = list(hands[seat])
            self.board.log += [seat] * len(hands[seat])
            self.totals[seat] = total
            if total > TARGET:
                self._bust(seat)

    def _pay_farm(self, winner: int) -> None:
        v, ledger = self.variant, self.context.ledger
        farm, pool = ledger.pots[FARM], ledger.pots.get(POOL, 0)
        step = None
        if self.explanation:
            cards = tuple(self.hands[winner])
            said = say("win.farm-and-pool", winner=Seat(winner), farm=farm, pool=pool, cards=cards) if v.has_pool \
                else say("win.farm", winner=Seat(winner), farm=farm, cards=cards)
            step = self._step("win.sixteen", said, (winner,), cards, farm=farm, pool=pool)
        self.board.winner = winner
        ledger.pay(FARM, winner, farm, v.rule("win.sixteen"), step)
        if v.has_pool:
            ledger.pay(POOL, winner, pool, v.rule("win.sixteen"), step)

    def _pool_without_sixteen(self) -> None:
        v, ledger = self.variant, self.context.ledger
        if self.explanation:
            self._step("farm.stays", say("pool.farmer-keeps-farm", farmer=Seat(self.farmer), farm=ledger.pots[FARM]),
                       (self.farmer,), farm=ledger.pots[FARM])
        under = [seat for seat in self.order if self.totals[seat] < TARGET]
        if not under:
            if self.explanation:
                self._step("pool.carry-over", say("pool.carry-over", pool=ledger.pots[POOL]), pool=ledger.pots[POOL])
            return
        best = max(self.totals[seat] for seat in under)
        closest = [seat for seat in under if self.totals[seat] == best]
        winner = self._decide(closest, v.pool_tie_rules, "pool.tie")
        pool = ledger.pots[POOL]
        step = self._step("pool.closest", say("pool.closest", winner=Seat(winner), best=best, pool=pool), (winner,),
                          tuple(self.hands[winner]), pool=pool) if self.explanation else None
        self.board.pool_winner = winner
        ledger.pay(POOL, winner, pool, v.rule("pool.closest"), step)

    def _closest_without_sixteen(self) -> None:
        v, ledger, ante = self.variant, self.context.ledger, self.context.ante
        if self.explanation:
            self._step("no-sixteen.farm-stays", say("closest.farm-stays", farm=ledger.pots[FARM]),
                       farm=ledger.pots[FARM])
        standing = [seat for seat in self.order if self.totals[seat] <= TARGET]
        if not standing:
            if self.explanation:
                self._step("no-sixteen.nobody-under", say("closest.nobody-under"), tuple(self.order))
            return
        best = max(self.totals[seat] for seat in standing)
        closest = [seat for seat in standing if self.totals[seat] == best]
        lower = [seat for seat in standing if self.totals[seat] < best]
        busted = self.board.busted
        if self.explanation and busted:
            self._step("no-sixteen.busted-exempt", say("closest.busted-exempt", busted=seats(busted)), tuple(busted))
        rule = v.rule("no-sixteen.pay-closest")
        if len(closest) == 1:
            target = closest[0]
            if self.explanation and not lower:
                self._step("no-sixteen.pay-closest", say("closest.nobody-lower", closest=Seat(target), best=best),
                           (target,), total=best)
            for seat in lower:
                step = self._step("no-sixteen.pay-closest",
                                  say("closest.pay", player=Seat(seat), total=self.totals[seat], closest=Seat(target),
                                      best=best, ante=ante),
                                  (seat, target), total=self.totals[seat], closest=best) if self.explanation else None
                ledger.pay(seat, target, ante, rule, step)
            return
        pot = ante * len(lower)
        share, remainder = divmod(pot, len(closest))
        if not lower:
            if self.explanation:
                self._step("no-sixteen.side-pot", say("closest.side-pot-empty", closest=seats(closest), best=best),
                           tuple(closest), side_pot=0, share=0, remainder=0)
            return
        step = self._step("no-sixteen.side-pot",
                          say("closest.side-pot", closest=seats(closest), best=best, lower=seats(lower), ante=ante,
                              pot=pot, share=share, remainder=remainder),
                          tuple(closest + lower), side_pot=pot, share=share, remainder=remainder) \
            if self.explanation else None
        side_rule = v.rule("no-sixteen.side-pot")
        for seat in lower:
            ledger.pay(seat, SIDE_POT, ante, side_rule, step)
        for seat in closest:
            ledger.pay(SIDE_POT, seat, share, side_rule, step)
        ledger.pay(SIDE_POT, FARM, remainder, side_rule, step)

    def _busted_pay_farmer(self) -> None:
        v, ledger, ante = self.variant, self.context.ledger, self.context.ante
        for seat in self.board.busted:
            if seat == self.farmer:
                if self.explanation:
                    self._step("bust.pay-farmer", say("bust.farmer-pays-nobody", player=Seat(seat)), (seat,),
                               total=self.totals[seat])
                continue
            step = self._step("bust.pay-farmer",
                              say("bust.pay-farmer", player=Seat(seat), total=self.totals[seat],
                                  farmer=Seat(self.farmer), ante=ante),
                              (seat, self.farmer), total=self.totals[seat]) if self.explanation else None
            ledger.pay(seat, self.farmer, ante, v.rule("bust.pay-farmer"), step)

    def _next_farmer(self) -> None:
        v, context, winner = self.variant, self.context, self.board.winner
        if winner is None:
            if self.explanation and v.farmer_plays:
                self._step("next-farmer.winner", say("next-farmer.again", farmer=Seat(self.farmer)), (self.farmer,))
            return
        if context.rotate:
            self.next_farmer = self.table.next(self.farmer)
            if self.explanation:
                self._step("next-farmer.rotate", say("next-farmer.rotate", farmer=Seat(self.next_farmer)),
                           (self.farmer, self.next_farmer))
        else:
            self.next_farmer = winner
            if self.explanation:
                message = "next-farmer.stays" if winner == self.farmer else "next-farmer.becomes"
                self._step("next-farmer.winner", say(message, farmer=Seat(winner)), (winner,))
        if not v.farmer_plays:
            farmer, stake = self.next_farmer, context.standing.stake
            step = self._step("farm.new-stake", say("farm.new-stake", farmer=Seat(farmer), stake=stake), (farmer,),
                              stake=stake) if self.explanation else None
            context.ledger.pay(farmer, FARM, stake, v.rule("farm.new-stake"), step)
        context.standing.farmer = self.next_farmer

    def summary(self) -> RoundSummary:
        """The round's result: the farmer, each hand with its total, and once settled the winners, the next
        farmer and the balances and pots after the round."""
        board = self.board
        hands = []
        for seat in sorted(self.order):
            total = self.totals[seat]
            hand: HandJson = {"seat": seat_number(seat), "cards": [str(c) for c in self.hands[seat]], "total": total}
            if board.revealed:
                hand["result"] = "bust" if total > TARGET else "sixteen" if total == TARGET else "standing"
            hands.append(hand)
        data: RoundOutcome = {"farmer": seat_number(self.farmer), "stage": "settled" if board.revealed else "dealt",
                              "hands": hands}
        if self.cut is not None:
            data["cut"] = self.cut
        if board.revealed:
            data["winner"] = None if board.winner is None else seat_number(board.winner)
            if self.variant.has_pool:
                pool_winner = board.winner if board.winner is not None else board.pool_winner
                data["pool_winner"] = None if pool_winner is None else seat_number(pool_winner)
            data["next_farmer"] = seat_number(self.next_farmer)
        return {**data, "balances": list(self.balances), "pots": self.pots}

