"""One deal of Homme d'Auvergne: the deal, the auction with its Kings, the play and the score.

Every decision is an explanation step, recorded before what it says is done, so
that each step keeps the table as it stood after it; every point and chip moved
is a payment that names its rule and its step. The cards a player chooses in the
tricks are the deal's decisions (:meth:`Deal.play_out` yields them).
"""

from __future__ import annotations

import random
from collections.abc import Generator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import NotRequired, TypedDict

from engine import language
from engine.cards import Card, Suit
from engine.errors import EngineError
from engine.explain import Explanation, Withheld
from engine.games.homme.policies import bids, turns_up
from engine.games.homme.variants import TURN_UPS, cut_order, power
from engine.games.homme.words import WORDS
from engine.ledger import Ledger, Payment
from engine.model import UNSEEN, Decision, Move, Refusal, Script
from engine.packs import Pack
from engine.said import Param, Said, Seat, say
from engine.shuffle import shuffled
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import Table, seat_number
from engine.tricks import Trick, TrickPlay, TrickRules

BANK = "bank"
"""The pot points come from and go back to."""

POOL = "pool"
"""The pot of the stakes, when playing for money."""


class KingJson(TypedDict):
    """A King of trumps that scored: the card, its seat and how it scored."""

    card: str
    seat: int
    how: str


class DealSummary(TypedDict):
    """A deal's summary as the answer gives it (see :meth:`Deal.summary`); seats from 1."""

    number: int
    dealer: int
    first_hand: int
    turnups: list[str]
    turned_by: list[int]
    man: int | None
    trump: str | None
    kings: list[KingJson]
    play: dict[str, object] | None
    result: str | None
    hands: NotRequired[list[list[str]]]


@dataclass(frozen=True, slots=True)
class Context:
    """What a deal reads and writes of its game, and no more: the table, the players' names, the reader's seat (named
    in the steps that say whose choices the rules make, and whose view the summary gives), the pack, the random source
    and the packets it deals with, the stake, the ledgers of points and chips it pays through and the points each
    player owes."""

    table: Table
    names: tuple[str, ...]
    reader: int | None
    pack: Pack
    rng: random.Random
    packets: tuple[int, int]
    stake: int
    points: Ledger
    chips: Ledger
    debts: list[int]


class Deal:
    """One deal, dealt by ``dealer`` (a seat index), or by the winner of the draw for the deal when ``None``
    (:meth:`draw` then decides)."""

    def __init__(self, context: Context, number: int, explanation: Explanation, dealer: int | None) -> None:
        self.context = context
        self.number = number
        self.names = context.names
        self.explanation = explanation
        self.dealer = 0 if dealer is None else dealer
        self.drawn: list[Card] = []
        """The cards the players drew for the first deal, shown until the deal begins."""
        self.hands: list[list[Card]] = [[] for _ in self.names]
        """The hands as dealt."""
        self.talon: list[Card] = list(context.pack)
        """The cards not dealt, top first; the turn-ups are its first cards."""
        self.turnups: list[Card] = []
        self.turned_by: list[int] = []
        self.man: int | None = None
        self.trump: Suit | None = None
        self.kings: dict[Card, int] = {}
        """Each King that scored from a hand, by the seat whose point it now is."""
        self.scored: list[tuple[Card, int, str]] = []
        self.play: TrickPlay | None = None
        self.result: str | None = None
        self.passed = False
        """Whether everyone passed at every turn-up, so that the deal is not played."""
        self.over = False
        """Whether the deal has ended (played and scored, or passed by all)."""
        self._from = (len(context.points.payments), len(context.chips.payments))
        self._to: tuple[int, int] | None = None

    @property
    def first(self) -> int:
        """First hand, on the dealer's right."""
        return self.context.table.next(self.dealer)

    @property
    def order(self) -> list[int]:
        """The seats in the order of dealing, speaking and playing, from first hand."""
        return self.context.table.order_from(self.first)

    def draw(self) -> None:
        """The first dealer: each seat draws a card in turn from seat 1 and the highest deals."""
        context = self.context
        drawn = shuffled(list(context.pack), context.rng)[:len(self.names)]
        dealer = max(range(len(drawn)), key=lambda seat: cut_order(drawn[seat]))
        everyone = tuple(range(len(drawn)))
        self._add("homme.deal.cut", say("deal.cut", players=tuple(map(Seat, everyone)), cards=tuple(drawn),
                                        dealer=Seat(dealer)), everyone, tuple(drawn), phase="cut")
        self.dealer, self.drawn = dealer, drawn

    def close(self) -> None:
        """End the deal: keep the table with its last step and the payments it made."""
        self.over = True
        self.explanation.close()
        if self._to is None:
            self._to = (len(self.context.points.payments), len(self.context.chips.payments))

    # Steps and points ---------------------------------------------------------------------------

    def _add(self, rule: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int:
        return self.explanation.add(rule, said, seats, cards, deal=self.number, **data)

    def _point(self, giver: int | None, taker: int | None, rule: str, step: int) -> None:
        """One point from ``giver`` (the bank when ``None``) to ``taker`` (the bank when ``None``) under
        ``rule`` and ``step``; a giver with no points owes it, a taker who owes one pays it off."""
        points, debts = self.context.points, self.context.debts
        owes = giver is not None and points.balances[giver] < 1
        source: int | str = BANK if giver is None or owes else giver
        dest: int | str = BANK if taker is None else taker
        if source != dest:
            points.pay(source, dest, 1, rule, step)
        if owes and giver is not None:
            self._add("homme.score.debt", say("score.owes", player=Seat(giver)), (giver,), owed=debts[giver] + 1)
            debts[giver] += 1
        if taker is not None and debts[taker]:
            paid = self._add("homme.score.debt", say("score.pays-off", player=Seat(taker)), (taker,),
                             owed=debts[taker] - 1)
            debts[taker] -= 1
            points.pay(taker, BANK, 1, "homme.score.debt", paid)

    # The deal -----------------------------------------------------------------------------------

    def deal(self, cards: Sequence[Card] | None = None) -> None:
        """Shuffle (or take ``cards``, top first) and give five cards each in two packets."""
        context = self.context
        self._add("homme.play.anticlockwise", say("deal.anticlockwise", dealer=Seat(self.dealer),
                                                  first=Seat(self.first)), (self.dealer, self.first), phase="deal")
        self.drawn = []
        if context.stake:
            step = self._add("homme.stake.ante", say("stake.ante", stake=context.stake), tuple(range(len(self.names))),
                             phase="deal")
            for seat in range(len(self.names)):
                context.chips.pay(seat, POOL, context.stake, "homme.stake.ante", step)
        pack = list(cards) if cards is not None else shuffled(list(context.pack), context.rng)
        hands: list[list[Card]] = [[] for _ in self.names]
        top = 0
        for size in context.packets:
            for seat in self.order:
                hands[seat].extend(pack[top:top + size])
                top += size
        rule = "homme.deal.five-each" if context.packets == (2, 3) else "homme.deal.three-then-two"
        if self.number == 1:
            self._add("homme.pack.piquet", say("pack.piquet", players=len(self.names), size=len(context.pack)),
                      phase="deal")
        self._add(rule, say("deal.packets", dealer=Seat(self.dealer), first=context.packets[0],
                            second=context.packets[1]), tuple(self.order), phase="deal")
        self.hands, self.talon = hands, pack[top:]

    # The auction --------------------------------------------------------------------------------

    def auction(self, given: int = TURN_UPS) -> Script:
        """Up to four turn-ups (``given`` of them in a scenario), each turned by the first player who chooses
        to and followed by a round of play or pass; the deal passes when nobody turns the next card up."""
        self._add("homme.auction.policy", say("auction.policy", **self._reader()), phase="auction")
        for number in range(TURN_UPS):
            if number >= given:
                raise EngineError("turnups", WORDS.tell(say("refuse.next-turn-up", card=self.turnups[-1],
                                                            number=number + 1, most=TURN_UPS), ()))
            turner = yield from self._turner(number)
            if turner is None:
                self._passed(number)
                return
            if (yield from self._round(number, *turner)):
                break
        else:
            self._add("homme.auction.no-man", say("auction.no-man"), phase="auction")
            self._passed(None)
            return
        assert self.man is not None and self.trump is not None
        others = tuple(Seat(s) for s in self.order if s != self.man)
        self._add("homme.auction.trump", say("auction.trump", suit=self.trump, man=Seat(self.man), others=others),
                  (self.man,), (self.turnups[-1],), phase="auction")

    def _reader(self) -> dict[str, Param]:
        """The reader's seat as a message names it, if the reader sits at the table (an onlooker sits at none)."""
        reader = self.context.reader
        return {} if reader is None or reader >= len(self.hands) else {"reader": Seat(reader)}

    def _turner(self, number: int) -> Generator[Decision, Move, tuple[int, dict[str, Param]] | None]:
        """The player who turns up the talon's next card, with the reason the step gives: the first card is
        offered from first hand, a revelling card from the player after the last to turn one, each in turn
        until one says turn; ``None`` if nobody does."""
        table = self.context.table
        first = self.first if number == 0 else table.next(self.turned_by[-1])
        rule = "homme.auction.turn-up" if number == 0 else "homme.auction.reveller"
        question = say("ask.turn-up" if number == 0 else "ask.revel")
        for seat in table.order_from(first):
            move = yield self._ask(seat, ("turn", "pass"), rule, question)
            policy = turns_up(self.hands[seat])
            if move.kind == "turn":
                return seat, self._reason(seat, move, policy)
            message = "auction.declines" if number == 0 else "auction.no-revel"
            why = self._reason(seat, move, policy)
            index = self._add(rule, say(message, player=Seat(seat), **why), (seat,), phase="auction",
                              turnup=number + 1, choice="pass")
            self._unsaid(index, seat, why, message)
        return None

    def _ask(self, seat: int, words: tuple[str, str], rule: str, question: Said) -> Decision:
        """A choice between two words for ``seat``, any other move refused with the question asked."""
        moves = tuple(Move(word) for word in words)

        def judge(move: Move) -> Refusal | None:
            said = say("refuse.asked", player=Seat(seat), question=question, moves=words, move=str(move))
            return Refusal.worded(rule, said, WORDS, self.names)

        return Decision(seat, moves, rule, judge=judge)

    def _chosen(self, seat: int, move: Move, policy: bool) -> bool:
        """Whether ``move`` is the reader's or any other than the seat's policy gives (a replayed move)."""
        return seat == self.context.reader or (move.kind in ("turn", "show")) != policy

    def _reason(self, seat: int, move: Move, policy: tuple[bool, dict[str, Param]]) -> dict[str, Param]:
        """The reason a step gives for a choice: the policy's, or none when the player chose it."""
        return {} if self._chosen(seat, move, policy[0]) else policy[1]

    def _unsaid(self, index: int, seat: int, why: dict[str, Param], message: str, card: Card | None = None) -> None:
        """The other seats read a policy's choice without its reason: what the seat holds is its own to know."""
        if "holding" in why and self.explanation:
            cards = () if card is None else (card,)
            told = say(message, player=Seat(seat), holding="unsaid", **({} if card is None else {"card": card}))
            self.explanation.withhold(index, Withheld((seat,), told, cards))

    def _passed(self, number: int | None) -> None:
        """The deal is not played: nobody turned up turn-up ``number`` (``None`` once all passed four times)."""
        if number is not None:
            nobody = "auction.nobody-turns" if number == 0 else "auction.nobody-revels"
            self._add("homme.auction.no-turn-up", say(nobody, stake=self.context.stake), phase="auction")
        self.passed = True
        if self.scored:
            shown = tuple(card for card, _, _ in self.scored)
            self._add("homme.king.once", say("king.stay"), tuple(seat for _, seat, _ in self.scored), shown,
                      phase="auction")

    def _round(self, number: int, turner: int, why: dict[str, Param]) -> Generator[Decision, Move, bool]:
        """One turn-up by ``turner``, who chose to turn it ``why``, and its round of speaking; ``True`` if
        somebody plays."""
        card = self.talon[number]
        rule, message = ("homme.auction.turn-up", "auction.turn-up") if number == 0 else \
            ("homme.auction.revel", "auction.revel")
        index = self._add(rule, say(message, player=Seat(turner), card=card, **why), (turner,), (card,),
                          phase="auction", turnup=number + 1, choice="turn")
        self._unsaid(index, turner, why, message, card)
        self.turnups.append(card)
        self.turned_by.append(turner)
        if card.rank.code == "K":
            step = self._add("homme.king.turned", say("king.turned", player=Seat(turner), card=card), (turner,),
                             (card,), phase="auction", turnup=number + 1)
            self._point(None, turner, "homme.king.turned", step)
            self.scored.append((card, turner, "turned"))
        holder, king = self._king_holder(card.suit)
        if holder is not None and king in self.kings:
            self._add("homme.king.once", say("king.already", holder=Seat(holder), card=king), (holder,), (king,),
                      phase="auction", turnup=number + 1)
            holder = None
        for seat in self.order:
            if seat == holder:
                yield from self._king(seat, king, number, {})
                holder = None
            playing = bids(self.hands[seat], card.suit)
            bid = "play" if playing else "pass"
            self._add("homme.auction.bid", say("auction.bid", player=Seat(seat), bid=bid, suit=card.suit), (seat,),
                      phase="auction", turnup=number + 1, bid=bid)
            if playing:
                self.man, self.trump = seat, card.suit
                if holder is not None:
                    yield from self._king(holder, king, number, {"bidder": Seat(seat)})
                return True
        return False

    def _king_holder(self, suit: Suit) -> tuple[int | None, Card]:
        king = next(card for card in self.context.pack if card.suit == suit and card.rank.code == "K")
        holder = next((seat for seat, hand in enumerate(self.hands) if king in hand), None)
        return holder, king

    def _king(self, seat: int, king: Card, number: int, when: dict[str, Param]) -> Generator[Decision, Move, None]:
        """The holder of the King of the turn-up's suit shows it for a point, or keeps it hidden."""
        move = yield self._ask(seat, ("show", "keep"), "homme.king.choice", say("ask.show-king", king=king))
        if move.kind == "keep":  # nothing is said at the table: only the holder, or a reader at no seat, reads it
            if self.context.reader in (None, seat):
                self._add("homme.king.choice", say("king.kept", player=Seat(seat), **when), (seat,), phase="auction",
                          turnup=number + 1, choice="keep")
            return
        how = "chosen" if self._chosen(seat, move, True) else "policy"
        step = self._add("homme.king.revealed", say("king.shown", player=Seat(seat), card=king, how=how, **when),
                         (seat,), (king,), phase="auction", turnup=number + 1, choice="show")
        self._point(None, seat, "homme.king.revealed", step)
        self.kings[king] = seat
        self.scored.append((king, seat, "revealed"))

    # The play -----------------------------------------------------------------------------------

    def play_out(self) -> Script:
        """The five tricks: each card a player chooses is a decision, checked by the rules of the trick."""
        assert self.man is not None
        context = self.context
        rules = TrickRules(power=power, trump=self.trump, lead="homme.play.lead", follow="homme.play.follow",
                           trump_rule="homme.play.trump", discard="homme.play.discard", win="homme.play.win")
        self._add("homme.play.policy", say("play.policy", **self._reader()), phase="play")
        play = TrickPlay(self.hands, context.table, self.first, rules, self.names, self.explanation)
        self.play = play
        while not play.is_over():
            move = yield self._turn(play)
            assert move.card is not None, "the decision admits only cards"
            trick = play.play(move.card)
            if trick is not None:
                self._captured(trick, len(play.tricks))

    def _turn(self, play: TrickPlay) -> Decision:
        """The turn of the player to move, whose refusal of a card not held names the cards held."""
        decision = play.decision()
        seat, hand = decision.seat, play.hands[decision.seat]

        def judge(move: Move) -> Refusal | None:
            if move.card is None:
                said = say("refuse.no-card", move=str(move), example=str(decision.moves[0]))
                return Refusal.worded(decision.rule, said, WORDS)
            if move.card not in hand:
                said = say("refuse.not-held", card=move.card, player=Seat(seat), hand=tuple(hand))
                return Refusal.worded(decision.rule, said, WORDS, self.names)
            return None if decision.judge is None else decision.judge(move)

        return replace(decision, judge=judge)

    def _captured(self, trick: Trick, number: int) -> None:
        """A scoring King taken by another player carries its point to the captor."""
        captor = trick.winner
        assert captor is not None
        for card in trick.cards():
            holder = self.kings.get(card)
            if holder is None or holder == captor:
                continue
            step = self._add("homme.king.captured", say("king.captured", captor=Seat(captor), card=card,
                                                        holder=Seat(holder)), (holder, captor),
                             (card,), phase="play", after_trick=number)
            self._point(holder, captor, "homme.king.captured", step)
            self.kings[card] = captor

    # The result ---------------------------------------------------------------------------------

    def settle(self) -> None:
        """Who wins the deal, and its points and stakes."""
        assert self.man is not None and self.play is not None
        man, names = self.man, self.names
        winners = [trick.winner for trick in self.play.tricks]
        counts = [winners.count(seat) for seat in range(len(names))]
        best = max(counts[seat] for seat in range(len(names)) if seat != man)
        took: dict[str, Param] = {"man": Seat(man), "players": tuple(map(Seat, self.order)),
                                  "tricks": tuple(counts[s] for s in self.order)}
        first_two = _first_to(winners, 2)
        if counts[man] >= 3:
            rule, said = "homme.win.three-tricks", say("win.three-tricks", count=counts[man], **took)
        elif counts[man] == 2 and best < 3 and first_two == man:
            rule, said = "homme.win.first-to-two", say("win.first-to-two", **took)
        elif max(counts) <= 1 and winners[0] == man:
            rule, said = "homme.win.first-trick", say("win.first-trick", **took)
        else:
            rule, said = "homme.win.lose", say("win.lose", **_why_lost(man, counts, winners), **took)
        result = "lost" if rule == "homme.win.lose" else "won"
        self._add(rule, said, (man,), phase="score", result=result, tricks=counts)
        self.result = result
        if self.result == "won":
            step = self._add("homme.score.win", say("score.win", man=Seat(man)), (man,), phase="score")
            self._point(None, man, "homme.score.win", step)
        else:
            step = self._add("homme.score.loss", say("score.loss", man=Seat(man)), (man,), phase="score")
            self._point(man, None, "homme.score.loss", step)
            for seat in self.order:
                if seat != man:
                    step = self._add("homme.score.loss", say("score.against", player=Seat(seat)), (seat,),
                                     phase="score")
                    self._point(None, seat, "homme.score.loss", step)
        self._stakes()

    def _stakes(self) -> None:
        chips, man = self.context.chips, self.man
        pool = chips.pots[POOL]
        if not self.context.stake or not pool or man is None:
            return
        if self.result == "won":
            step = self._add("homme.stake.sweep", say("stake.sweep", man=Seat(man), pool=pool), (man,), phase="score")
            chips.pay(POOL, man, pool, "homme.stake.sweep", step)
            return
        defenders = [seat for seat in self.order if seat != man]
        share = pool // len(defenders)
        left = pool - share * len(defenders)
        step = self._add("homme.stake.defenders", say("stake.defenders", share=share, left=left), tuple(defenders),
                         phase="score")
        for seat in defenders:
            chips.pay(POOL, seat, share, "homme.stake.defenders", step)

    # The deal as the driver reads it -------------------------------------------------------------

    @property
    def payments(self) -> list[Payment]:
        """The points and chips this deal moved so far, in the order of their steps (a payment naming the pool
        moves chips, any other moves points)."""
        points, chips = self.context.points.payments, self.context.chips.payments
        end = self._to or (len(points), len(chips))
        moved = points[self._from[0]:end[0]] + chips[self._from[1]:end[1]]
        return sorted(moved, key=lambda payment: -1 if payment.step is None else payment.step)

    def summary(self) -> DealSummary:
        """The deal as the game states it: the dealer, the turn-ups, the Man and trumps, the Kings that scored,
        the tricks and the result; the hands as dealt and those left only once the deal is over, since until
        then they are the players' secrets. Read from a seat, another seat's card that was neither played nor
        shown as a King stands as ``"?"`` even then: a deal nobody plays shows no hand."""
        data: DealSummary = {
            "number": self.number,
            "dealer": seat_number(self.dealer),
            "first_hand": seat_number(self.first),
            "turnups": [str(card) for card in self.turnups],
            "turned_by": [seat_number(seat) for seat in self.turned_by],
            "man": None if self.man is None else seat_number(self.man),
            "trump": None if self.trump is None else self.trump.code,
            "kings": [{"card": str(card), "seat": seat_number(seat), "how": how} for card, seat, how in self.scored],
            "play": None,
            "result": self.result,
        }
        if self.over:
            data["hands"] = [self._hand(seat) for seat in range(len(self.hands))]
        if self.play is not None:
            play = self.play.as_dict()
            if not self.over:
                del play["hands"]
            data["play"] = play
        return data

    def _hand(self, seat: int) -> list[str]:
        """A hand as dealt, as the reader may know it once the deal is over: whole to its own seat and to a reader at
        no seat, else the cards played and the King shown, the others as ``"?"``."""
        hand, reader = self.hands[seat], self.context.reader
        if reader is None or reader == seat:
            return [str(card) for card in hand]
        shown = {card for card, holder, how in self.scored if how == "revealed" and holder == seat}
        if self.play is not None:
            shown.update(card for trick in self.play.tricks for player, card in trick.plays if player == seat)
        return [str(card) if card in shown else UNSEEN for card in hand]

    def snapshot(self) -> Snapshot:
        """The table as it stands: each seat's hand (face down, seen by its player only), the cards it has
        taken, its points and chips and what it is in the deal; the talon, the turn-ups, the pool, the trick
        on the table and, once known, the outcome."""
        context = self.context
        hands = self.play.hands if self.play is not None else self.hands
        seats: dict[str, SeatTable] = {}
        for seat, name in enumerate(self.names):
            entry: SeatTable = {"name": name, "points": context.points.balances[seat], "roles": self._roles(seat)}
            if self.drawn:
                entry["cards"] = [str(self.drawn[seat])]
            else:
                entry["cards"] = [str(card) for card in hands[seat]]
                entry["down"] = len(hands[seat])
            if self.play is not None:
                entry["pile"] = [str(card) for card in self.play.captured[seat]]
                entry["tricks"] = sum(1 for trick in self.play.tricks if trick.winner == seat)
            if context.stake:
                entry["chips"] = context.chips.balances[seat]
            if context.debts[seat]:
                entry["note"] = WORDS.tell(say("table.owes", owed=context.debts[seat]), ())
            seats[str(seat_number(seat))] = entry
        talon = [card for card in self.talon[len(self.turnups):] if card not in self.drawn]
        labels = _labels(language.current())
        places: dict[str, PlaceTable] = {
            "talon": {"label": labels[0], "cards": [str(card) for card in talon], "down": len(talon)},
            "turnups": {"label": labels[1], "cards": [str(card) for card in self.turnups]},
        }
        table: Snapshot = {"seats": seats, "places": places}
        if context.stake:
            table["pots"] = {POOL: context.chips.pots[POOL]}
        trick = None if self.play is None else self.play.trick_table()
        if self.play is not None and trick is not None:
            table["trick"] = trick
            if not self.play.is_over():
                table["turn"] = seat_number(self.play.to_play)
        outcome = self._outcome()
        if outcome:
            table["outcome"] = outcome
        return table

    def _roles(self, seat: int) -> list[str]:
        return ["the Man"] * (seat == self.man) + ["dealer"] * (seat == self.dealer) + \
            ["first hand"] * (seat == self.first)

    def _outcome(self) -> str:
        if self.passed:
            return WORDS.tell(say("outcome.all-passed" if self.turnups else "outcome.nobody-turns"), ())
        if self.man is None or self.result is None:
            return ""
        return WORDS.tell(say("outcome.man", man=Seat(self.man), result=self.result), self.names)


@cache
def _labels(language_code: str) -> tuple[str, str]:
    """The labels of the talon and the turn-ups in the language ``language_code`` (the current one), worded once."""
    return WORDS.tell(say("table.talon"), ()), WORDS.tell(say("table.turn-ups"), ())


def _first_to(winners: Sequence[int | None], count: int) -> int | None:
    """The first seat to take ``count`` tricks, if any."""
    tally: dict[int, int] = {}
    for seat in winners:
        if seat is not None:
            tally[seat] = tally.get(seat, 0) + 1
            if tally[seat] == count:
                return seat
    return None


def _why_lost(man: int, counts: list[int], winners: Sequence[int | None]) -> dict[str, Param]:
    """Why the Man loses, as a message's ``lost`` and the ``other`` player it names."""
    three = [s for s, n in enumerate(counts) if n >= 3 and s != man]
    if three:
        return {"lost": "three", "other": Seat(three[0]), "count": counts[three[0]]}
    if counts[man] == 2:
        return {"lost": "first-to-two", "other": Seat(_first_to(winners, 2) or 0)}
    if max(counts) <= 1 and counts[man] == 1:
        return {"lost": "first-trick", "other": Seat(winners[0] or 0)}
    more = [s for s, n in enumerate(counts) if n > counts[man]]
    return {"lost": "more", "other": Seat(more[0])}
