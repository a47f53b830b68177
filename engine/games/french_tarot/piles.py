"""A deal of French Tarot played out trick by trick: each side's pile, who won each trick, what became of the
Excuse, the petit au bout and the chelem, in the forms part 1's scoring takes (:meth:`Played.result`).

The trick engine decides who may play what and who wins; this module files each trick as it will be counted and
makes the Excuse's exchange: a half-point card from its side's pile, owed until the side has one, and waiting,
with five players, until the called king shows who plays with whom. A side's pile begins with the cards set aside
for it before play (the écart, or an unseen dog), which count and may be given like its tricks. A Petit imprenable
is exchanged the same way, and in the last trick changes sides like the Excuse, au bout for the side it goes to.

>>> from engine.cards import TAROT_NOUVEAU as T
>>> from engine.games.french_tarot.contracts import CONTRACTS
>>> hands = [[T.parse(c) for c in hand.split()] for hand in ("RPI 1AT", "2PI EXCUSE", "3PI 4CE", "4PI 5CE")]
>>> played = play_out(hands, 0, Sides((0, 1, 1, 1)), lambda play: play.legal()[0])
>>> played.winners, played.chelem, played.petit_au_bout
((0, 0), 'taker', 'taker')
>>> played.piles["defence"], played.excused[0].rule, played.excused[0].side
((), 'french-tarot.excuse.last-trick', 'taker')
>>> played.result(0, CONTRACTS["garde"]).half_points
32
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field

from engine.cards import Card
from engine.excuse import Taken, cheapest, pay
from engine.explain import Explanation, Withheld
from engine.games.french_tarot.contracts import SIDES, Chelem, Contract, Poignee, Result, Side
from engine.games.french_tarot.counting import count, half_points
from engine.games.french_tarot.tricks import EXCUSE, PETIT, rules
from engine.said import Param, Said, Seat, say
from engine.table import Direction, Table
from engine.tricks import Sides, Trick, TrickPlay

Chooser = Callable[[TrickPlay], Card]
"""What plays a seat: given the play as it stands, the card the seat to play plays (one of ``play.legal()``)."""


def table(players: int) -> Table:
    """The table of play: seats count in the order of play (``french-tarot.deal.seats``), so the next seat to
    play is the next number, which the engine's table calls clockwise."""
    return Table(players, Direction.CLOCKWISE)


@dataclass
class Debt:
    """A card played like the Excuse that goes back to its player's side: who played it, the card, the trick
    (as counted) owed a half-point card for it, and the rule it waits on, if it has waited."""

    owner: int
    card: Card
    trick: Taken
    waited: str = ""


@dataclass(frozen=True)
class Excused:
    """What became of a card played like the Excuse: who played it, to which trick (from 1), the side whose pile
    holds it at the end, the half-point card given for it and the trick that card came from, if any, and the
    rule that settled it."""

    card: Card
    owner: int
    trick: int
    side: Side
    rule: str
    given: Card | None = None
    from_trick: int | None = None


@dataclass(frozen=True)
class Played:
    """A deal's tricks played out: the sides, the tricks as played, each side's pile, what became of the Excuse
    (and of a Petit imprenable), the side with the petit au bout and whether the Petit was in the last trick,
    and the side that took every trick."""

    sides: Sides
    tricks: tuple[Trick, ...]
    piles: Mapping[Side, tuple[Card, ...]]
    excused: tuple[Excused, ...]
    petit_au_bout: Side | None
    petit_au_bout_last: bool
    chelem: Side | None

    @property
    def winners(self) -> tuple[int, ...]:
        """The seat that won each trick, in order."""
        return tuple(trick.winner for trick in self.tricks if trick.winner is not None)

    def result(self, taker: int, contract: Contract, poignees: Sequence[Poignee] = (),
               announced: bool = False) -> Result:
        """The deal as the scoring takes it: the taker's side's pile counted (the cards set aside for it
        included), the partner (the taker's side's other seat, with five players), the petit au bout and the
        chelem, ``announced`` or not."""
        tally = count(self.piles["taker"])
        partner = next((seat for seat in range(len(self.sides.of)) if seat != taker and self.sides.same(seat, taker)),
                       None)
        chelem = Chelem(announced, self.chelem) if announced or self.chelem else None
        return Result(taker, contract, tally.half_points, tally.oudlers, partner=partner, poignees=tuple(poignees),
                      petit_au_bout=self.petit_au_bout, petit_au_bout_last=self.petit_au_bout_last, chelem=chelem,
                      tally=tally)


@dataclass
class DealPlay:
    """A deal's tricks in play: the trick engine, the tricks as they will be counted, the cards set aside for a
    side before play and the cards owed for the Excuse. :meth:`card` plays the next card; :meth:`finish` settles
    what is left and says what the deal came to."""

    play: TrickPlay
    sides: Sides
    explanation: Explanation | None = None
    set_aside: dict[str, Taken] = field(default_factory=dict)
    """The cards counted in a side's pile before play, by name (``ecart``, ``dog``), each heap as a trick
    numbered 0 held by a seat of that side: the écart, or the dog of a garde sans or a garde contre
    (french-tarot.count.piles). A card given for the Excuse may come from them, the Excuse taking its place."""
    taken: list[Taken] = field(default_factory=list)
    owed: list[Debt] = field(default_factory=list)
    excused: list[Excused] = field(default_factory=list)

    @classmethod
    def deal(cls, hands: Sequence[Sequence[Card]], leader: int, sides: Sides, names: Sequence[str] = (),
             explanation: Explanation | None = None, imprenable: bool = False,
             set_aside: Mapping[str, Taken] | None = None) -> DealPlay:
        """The play of these ``hands`` (in the order of play) from ``leader``, with the heaps ``set_aside`` for a
        side before play; ``imprenable`` plays the Petit imprenable. Hands of unequal size are refused with a
        :class:`ValueError`."""
        play = TrickPlay(hands, table(len(hands)), leader, rules(imprenable), names, explanation, sides)
        return cls(play, sides, explanation, dict(set_aside or {}))

    def card(self, card: Card) -> Trick | None:
        """The seat to play plays ``card`` (an illegal one raises :class:`engine.tricks.IllegalPlay`); returns
        the trick if it completed one, filed and its exchanges made."""
        trick = self.play.play(card)
        if trick is not None:
            self._file(trick)
            self._settle(final=False)
        return trick

    def finish(self) -> Played:
        """Settle the exchanges still owed, now that the deal is over and the sides shown, and say what the deal
        came to."""
        assert self.play.is_over(), "a deal is finished once every card is played"
        self._settle(final=True)
        for debt in self.owed:
            self._step("french-tarot.excuse.owed", say("excuse.unpaid", owner=Seat(debt.owner), card=debt.card),
                       (debt.owner,), (debt.card,), trick=debt.trick.number)
            self.taken.append(Taken(debt.trick.number, debt.owner, [debt.card]))
            self._record(debt, "french-tarot.excuse.owed")
        self.owed = []
        tricks = tuple(self.play.tricks)
        chelem = next((side for side in SIDES if all(self._side(trick.winner) == side for trick in tricks)), None)
        petit, last = self._petit_au_bout(tricks, chelem)
        if chelem is not None:
            self._step("french-tarot.bonus.chelem", say("play.chelem", side=chelem))
        piles = {side: tuple(card for taken in (*self.taken, *self.set_aside.values()) if self._side(taken.seat) == side
                             for card in taken.cards) for side in SIDES}
        return Played(self.sides, tricks, piles, tuple(self.excused), petit, last, chelem)

    @property
    def filed(self) -> tuple[int, int]:
        """A mark that changes whenever a pile does: every trick filed adds to :attr:`taken`, and every card
        given, kept or settled for the Excuse adds to :attr:`excused` (the table draws the piles again then)."""
        return len(self.taken), len(self.excused)

    # Filing tricks and exchanging the Excuse ----------------------------------------------------

    def _file(self, trick: Trick) -> None:
        """File the trick just won as counted: its cards with its winner, a card played like the Excuse owed back
        to its player's side, the Excuse of the last trick, and a Petit imprenable that did not take it, with the
        side they go to."""
        number, winner = len(self.play.tricks), trick.winner
        assert winner is not None
        taken = Taken(number, winner, [])
        self.taken.append(taken)
        for seat, card in trick.plays:
            keeper = self.play.keeper(trick, seat, card)
            if keeper == seat != winner and card == PETIT and self._changes_sides(seat):
                keeper = self._petit_lost(seat, winner, number)
            elif keeper == seat != winner:
                self.owed.append(Debt(seat, card, taken))
                continue
            if self.sides.same(keeper, winner):
                taken.cards.append(card)
            else:
                self.taken.append(Taken(number, keeper, [card]))
            if card == EXCUSE:
                rule = "french-tarot.excuse.slam" if keeper == winner == seat else "french-tarot.excuse.last-trick"
                self.excused.append(Excused(card, seat, number, self._side(keeper), rule))

    def _changes_sides(self, owner: int) -> bool:
        """Whether a Petit imprenable of ``owner`` that did not take its trick changes sides, as the Excuse does:
        in the last trick, when its side did not take every trick before (french-tarot.play.petit-imprenable)."""
        before = self.play.tricks[:-1]
        return self.play.is_over() and not all(self._side(trick.winner) == self._side(owner) for trick in before)

    def _petit_lost(self, owner: int, winner: int, number: int) -> int:
        """The seat that a Petit imprenable which did not take the last trick goes to, as the Excuse would: the
        first of the other side from the trick's winner on; said, and recorded with the side."""
        keeper = next(seat for seat in self.play.table.order_from(winner) if not self.sides.same(seat, owner))
        side = self._side(keeper)
        self._step("french-tarot.play.petit-imprenable",
                   say("petit.imprenable-last", owner=Seat(owner), winner=Seat(winner), side=side),
                   (owner, keeper), (PETIT,), trick=number)
        self.excused.append(Excused(PETIT, owner, number, side, "french-tarot.play.petit-imprenable"))
        return keeper

    def _settle(self, final: bool) -> None:
        """Make every exchange that can be made: its side known (or the deal over) and a half-point card in its
        tricks; say why any other waits, when it first does."""
        for debt in list(self.owed):
            owner, winner = debt.owner, debt.trick.seat
            if not final and not self._known():
                self._wait(debt, "french-tarot.excuse.unknown-partner",
                           say("excuse.unknown-partner", owner=Seat(owner), card=debt.card))
                continue
            if self.sides.same(owner, winner):
                self._resumed(debt)
                self._step(self._kept_rule(debt), say("excuse.same-side", winner=Seat(winner), owner=Seat(owner),
                                                      card=debt.card, trick=debt.trick.number),
                           (owner, winner), (debt.card,), trick=debt.trick.number)
                debt.trick.cards.append(debt.card)
                self._record(debt, self._kept_rule(debt))
                self.owed.remove(debt)
                continue
            found = self._half_point(owner, debt.card)
            if found is None:
                if not final:
                    self._wait(debt, "french-tarot.excuse.owed",
                               say("excuse.owed", owner=Seat(owner), winner=Seat(winner), card=debt.card))
                continue
            source, card = found
            self._resumed(debt)
            self._step(self._kept_rule(debt), say("excuse.back", owner=Seat(owner), card=debt.card,
                                                  trick=debt.trick.number, winner=Seat(winner)),
                       (owner, winner), (debt.card,), trick=debt.trick.number)
            given: dict[str, Param] = {"owner": Seat(owner), "given": card, "card": debt.card,
                                       "trick": debt.trick.number}
            where = say("excuse.given", **given, **{"from": source.number}) if source.number else \
                say("excuse.given-aside", **given, heap=self._heap(source))
            self._step("french-tarot.excuse.card-given", where, (owner, winner), (card, debt.card),
                       withheld=None if source.number else self._unseen(source, debt, owner),
                       trick=debt.trick.number, from_trick=source.number)
            pay(debt.trick, source, card, debt.card)
            self._record(debt, self._kept_rule(debt), card, source.number)
            self.owed.remove(debt)

    def _half_point(self, owner: int, excused: Card) -> tuple[Taken, Card] | None:
        """The heap and half-point card the side of ``owner`` gives for ``excused`` (french-tarot.excuse.card-given):
        the first of its tricks, in the order taken, else the first of the cards set aside for it; ``None`` when its
        pile holds none."""
        for heaps in (self.taken, self.set_aside.values()):
            mine = [taken for taken in heaps if self.sides.same(taken.seat, owner)]
            found = cheapest(mine, half_points, excused)
            if found is not None and half_points(found[1]) == 1:
                return found
        return None

    def _unseen(self, source: Taken, debt: Debt, owner: int) -> Withheld:
        """What the seats that never saw a heap set aside are told of a card given from it: that a card was given,
        not which (the écart is seen by the taker who laid it; the dog of a garde sans or contre by nobody)."""
        heap = self._heap(source)
        said = say("excuse.given-unseen", owner=Seat(owner), card=debt.card, trick=debt.trick.number, heap=heap)
        return Withheld((source.seat,) if heap == "ecart" else (), said, (debt.card,))

    def _heap(self, source: Taken) -> str:
        """The name of a heap set aside before play: ``ecart`` or ``dog``."""
        return next(name for name, heap in self.set_aside.items() if heap is source)

    def _wait(self, debt: Debt, rule: str, said: Said) -> None:
        """Say once why an exchange waits."""
        if debt.waited != rule:
            debt.waited = rule
            self._step(rule, said, (debt.owner, debt.trick.seat), (debt.card,), trick=debt.trick.number)

    def _resumed(self, debt: Debt) -> None:
        """Say that an exchange that waited is made now, and why it can be."""
        if debt.waited == "french-tarot.excuse.unknown-partner":
            self._step(debt.waited, say("excuse.known-now", card=debt.card), (debt.owner,), (debt.card,),
                       trick=debt.trick.number)
        elif debt.waited:
            self._step(debt.waited, say("excuse.half-point-taken", owner=Seat(debt.owner), card=debt.card),
                       (debt.owner,), (debt.card,), trick=debt.trick.number)

    def _kept_rule(self, debt: Debt) -> str:
        """The rule by which the card goes back to its player's side: the Excuse's, or the Petit imprenable's."""
        return "french-tarot.excuse.exchange" if debt.card == EXCUSE else "french-tarot.play.petit-imprenable"

    def _record(self, debt: Debt, rule: str, given: Card | None = None, source: int | None = None) -> None:
        self.excused.append(Excused(debt.card, debt.owner, debt.trick.number, self._side(debt.owner), rule, given,
                                    source))

    def _known(self) -> bool:
        """Whether the table knows who plays with whom: the card that shows it, if any, has been played."""
        reveal = self.sides.reveal
        return reveal is None or any(card == reveal for trick in self.play.tricks for card in trick.cards())

    # The end of the deal --------------------------------------------------------------------------

    def _petit_au_bout(self, tricks: tuple[Trick, ...], chelem: Side | None) -> tuple[Side | None, bool]:
        """The side with the petit au bout, if any, and whether the Petit was in the last trick (not the trick
        before it, in a chelem whose side played the Excuse to the last). A Petit imprenable that did not take the
        last trick is au bout for the side it went to, if it changed sides, else for no side."""
        last = tricks[-1]
        winner = last.winner
        assert winner is not None  # a trick played out has its winner
        owner = next((seat for seat, card in last.plays if card == PETIT), None)
        if owner is not None and owner == self.play.imprenable and owner != winner:
            if not self._changes_sides(owner):
                self._step("french-tarot.play.petit-imprenable", say("petit.imprenable-kept", owner=Seat(owner)),
                           seats=(owner,), cards=(PETIT,))
                return None, True
            gone = next(side for side in SIDES if side != self._side(owner))
            self._step("french-tarot.play.petit-imprenable", say("petit.imprenable-au-bout", side=gone),
                       seats=(owner,), cards=(PETIT,))
            return gone, True
        if owner is not None:
            side = self._side(winner)
            self._step("french-tarot.bonus.petit-au-bout", say("petit.last-trick", winner=Seat(winner), side=side),
                       seats=(winner,), cards=(PETIT,))
            return side, True
        before = tricks[-2] if len(tricks) > 1 else None
        excuse_by = next((seat for seat, card in last.plays if card == EXCUSE), None)
        if (chelem is not None and before is not None and before.winner is not None and excuse_by is not None
                and self._side(excuse_by) == chelem and (before.winner, PETIT) in before.plays):
            self._step("french-tarot.bonus.petit-au-bout-slam", say("petit.slam", side=chelem),
                       seats=(before.winner,), cards=(PETIT, EXCUSE))
            return chelem, False
        return None, True

    def _side(self, seat: int | None) -> Side:
        assert seat is not None
        return SIDES[self.sides.of[seat]]

    def _step(self, rule: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (), *,
              withheld: Withheld | None = None, **data: object) -> None:
        if self.explanation is not None:
            index = self.explanation.add(rule, said, seats, cards, **data)
            if withheld is not None:
                self.explanation.withhold(index, withheld)


def play_out(hands: Sequence[Sequence[Card]], leader: int, sides: Sides, choose: Chooser, names: Sequence[str] = (),
             explanation: Explanation | None = None, imprenable: bool = False,
             set_aside: Mapping[str, Taken] | None = None) -> Played:
    """Play a whole deal's tricks: ``hands`` in the order of play, ``leader`` leading the first trick, each card
    the one ``choose`` picks for the seat to play, with the heaps ``set_aside`` for a side before play;
    ``imprenable`` plays the Petit imprenable variant."""
    deal = DealPlay.deal(hands, leader, sides, names, explanation, imprenable, set_aside)
    while not deal.play.is_over():
        deal.card(choose(deal.play))
    return deal.finish()

