"""One deal of French Tarot: the deal, then its phases in order (the Petit sec and the house rules' maldonne, the
bidding with the house rule of the parole and the chelem announced, the king call, the dog and the écart, the
declarations, and the play of the cards), and its table as it stands.

Each phase is a script of its own module (:mod:`.declarations`, :mod:`.bidding`, :mod:`.calling`, :mod:`.ecart`,
:mod:`.playing`), handed the deal's state (:class:`~engine.games.french_tarot.state.DealState`). Every decision is
an explanation step, recorded before what it says is done, so that each step keeps the table as it stood after
it. A step says only what every seat may know, unless the seat that may see more is the reader's or nobody's (the
whole table watched): the écart's cards and reasons stay the taker's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import NotRequired, TypedDict

from engine.cards import Card
from engine.games.french_tarot.bidding import announcing, bidding
from engine.games.french_tarot.calling import calling
from engine.games.french_tarot.contracts import DOG_SIZE, HAND_SIZE
from engine.games.french_tarot.dealing import PACKET, TAROT, Given, dog_places, lay, sorted_codes, sorted_hand
from engine.games.french_tarot.declarations import MALDONNE, declarations, misdeal, petit_sec
from engine.games.french_tarot.drawing import Draw
from engine.games.french_tarot.ecart import dog_and_ecart
from engine.games.french_tarot.hands import is_trump
from engine.games.french_tarot.playing import CardPlay, PlaySummary, SeatPlay
from engine.games.french_tarot.reused import Reused
from engine.games.french_tarot.state import Context, DealState
from engine.games.french_tarot.words import TOLD
from engine.model import Decision, Move, Script
from engine.said import Seat, say
from engine.shuffle import cut_point, shuffled
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import seat_number


_ENDED = {"petit-sec": "outcome.petit-sec", MALDONNE: "outcome.maldonne", "no-taker": "outcome.no-taker"}
"""The message that says what a deal came to when it ended before a player took, by its outcome."""


class BidJson(TypedDict):
    """A seat's bid (from 1): ``pass`` or a contract."""

    seat: int
    bid: str


class ShownJson(TypedDict):
    """A poignée shown: the seat (from 1) and its trumps."""

    seat: int
    trumps: list[str]


class DealSummary(TypedDict):
    """A deal as every seat may know it (see :meth:`Deal.summary`); seats from 1."""

    number: int
    dealer: int
    first_hand: int
    cut: int
    dog_after: list[int]
    bids: list[BidJson]
    taker: int | None
    contract: str | None
    called: str | None
    poignees: list[ShownJson]
    miseres: list[int]
    outcome: str | None
    play: NotRequired[PlaySummary]


class Deal(DealState):
    """One deal, dealt by ``dealer`` (a seat index) to the table of ``context``: the cards drawn for the first
    deal (``drawn``), the pack, the cut and the dog's places, the phases played in order, and the table drawn."""

    def __init__(self, context: Context, number: int, dealer: int, drawn: Draw | None = None) -> None:
        super().__init__(context, number, dealer, drawn, self.snapshot)
        self.keys = [str(seat_number(seat)) for seat in range(self.players)]
        """Each seat's key in the table: its number, as text."""
        self.seat_parts = [("seat", seat) for seat in range(self.players)]
        self.hand_parts = [("hand", seat) for seat in range(self.players)]
        """Each seat's name, and its hand's, among the parts of the table kept from step to step."""
        self.stock: list[Card] = []
        """The pack before it is dealt, top first."""
        self.cut = 0
        self.after: tuple[int, ...] = ()
        self.playing: CardPlay | None = None
        """The play of the cards, once the deal is played on from the first lead."""
        self.parts = Reused()
        """The parts of the table drawn last, shared by the steps' tables while unchanged."""

    # The deal -------------------------------------------------------------------------------------

    def tell_draw(self, draw: Draw) -> None:
        """The draw for the first deal, told: every card drawn from the pack spread out, the Excuse drawn again,
        the lowest dealing."""
        self.stock = list(TAROT.cards)
        self.tell("french-tarot.deal.drawing", say("deal.drawing"), tuple(range(self.players)), phase="draw")
        for seat, cards in enumerate(draw.drawn):
            if len(cards) > 1:
                self.tell("french-tarot.deal.excuse-redraws", say("deal.excuse-redraws", player=Seat(seat),
                                                                  card=cards[-1]), (seat,), cards, phase="draw")
        self.tell("french-tarot.deal.first-dealer", say("deal.first-dealer", drawn=tuple(draw.kept),
                                                        dealer=Seat(draw.dealer)),
                  (draw.dealer,), (draw.kept[draw.dealer],), phase="draw")

    def deal(self, gathered: Sequence[Card] | None) -> None:
        """Take up the pack (:meth:`_take_up`), cut it and deal it: packets of three from first hand, a dog card
        after so many players' cards, as the request gave them or the seed chooses."""
        context, dealer = self.context, self.dealer
        self._take_up(gathered)
        after = context.after
        if after is None:
            after = tuple(PACKET * place for place in dog_places(self.players, context.rng))
        cut = cut_point(len(self.stock), context.rng)
        self._tell_dealer()
        self.drawn = None
        cutter = context.table.left_of(dealer)
        self.tell("french-tarot.deal.cut", say("deal.cut", cutter=Seat(cutter), cut=cut), (cutter,), phase="deal",
                  cut=cut)
        self.stock = self.stock[cut:] + self.stock[:cut]
        self.cut, self.after = cut, after
        hand = HAND_SIZE[self.players]
        self.tell("french-tarot.deal.packets", say("deal.packets", dealer=Seat(dealer), first=Seat(self.first),
                                                   packets=hand // PACKET, hand=hand), tuple(self.order), phase="deal")
        # Laid now, so that this step, and the dog's after it, show the hands and the dog they tell of.
        hands, dog = lay(self.players, self.stock, after)
        for place, seat in enumerate(self.order):
            self.hands[seat] = list(hands[place])
        self.dog, self.stock = list(dog), []
        self.tell("french-tarot.deal.dog", say("deal.dog", after=tuple(after)), phase="deal",
                  dog_after=list(after))
        if context.after is None:
            self.tell("french-tarot.deal.dog-places", say("deal.dog-places"), phase="deal")

    def _take_up(self, gathered: Sequence[Card] | None) -> None:
        """Take up the pack: shuffled from the seed, or, with soft shuffling, the cards of the deal before as they
        were gathered (``gathered``), told."""
        if gathered is None or not self.context.house.soft:
            self.stock = shuffled(TAROT.cards, self.context.rng)
            return
        self.stock = list(gathered)
        self.tell("french-tarot.deal.soft-shuffle",
                  say("deal.soft-shuffle", cutter=Seat(self.context.table.left_of(self.dealer)),
                      dealer=Seat(self.dealer)), (self.dealer,), phase="deal")
        self.tell("french-tarot.deal.gathering", say("deal.gathering"), phase="deal")

    def _tell_dealer(self) -> None:
        self.tell("french-tarot.deal.anticlockwise", say("deal.anticlockwise", dealer=Seat(self.dealer),
                                                         first=Seat(self.first)),
                  (self.dealer, self.first), phase="deal")

    def give(self, given: Given) -> None:
        """Lay the hands and the dog a reader gave, as if ``given.dealer`` had dealt them
        (french-tarot.deal.scenario)."""
        self._tell_dealer()
        self.hands = [list(hand) for hand in given.hands]
        self.dog = list(given.dog)
        self.tell("french-tarot.deal.scenario", say("deal.given", hand=HAND_SIZE[self.players],
                                                    dog=DOG_SIZE[self.players]), tuple(self.order), phase="deal")

    def gathered(self) -> list[Card]:
        """The cards gathered for the next deal without shuffling: each hand as its player sorted it, from first
        hand to the dealer, then the dog (french-tarot.deal.gathering)."""
        return [card for seat in self.order for card in sorted_hand(self.hands[seat])] + self.dog

    # The phases -----------------------------------------------------------------------------------

    def script(self, cards: bool) -> Script:
        """The deal's phases in order, until a Petit sec, a maldonne or a deal nobody bids on ends it, or the deal
        is ready for the first card; with ``cards``, its cards played on to the score."""
        if not petit_sec(self):
            yield from misdeal(self)
        if not self.outcome:
            yield from bidding(self)
        if self.taker is None:
            return
        if self.context.house.announce:
            yield from announcing(self)
        if self.players == 5:
            yield from calling(self)
        yield from dog_and_ecart(self)
        yield from declarations(self)
        if cards:
            self.playing = CardPlay(self)
            yield from self.playing.script()
        else:
            self._ready()

    def _ready(self) -> None:
        """The deal is ready for the first card."""
        lead = "deal.first-lead-chelem" if self.announced else "deal.first-lead"
        self.tell("french-tarot.deal.first-lead", say(lead, leader=Seat(self.leader)), (self.leader,), phase="declare")
        self.outcome = "ready"

    # The deal as the driver reads it --------------------------------------------------------------

    def choose(self, decision: Decision) -> Move:
        """The move of a computer seat at ``decision``, by the policies (always a legal one): the card the play's
        policy gives, or the move the deal's policy gave for the decision now asked (:attr:`policy`)."""
        if self.playing is not None:
            return self.playing.choose(decision)
        return self.policy[0]

    def summary(self) -> DealSummary:
        """The deal as every seat may know it: the dealer, the cut and the dog's places, the bids, the taker and
        contract, the card called, the dog once shown, the declarations and where the deal stands."""
        shown = [(seat, cards) for seat, cards in self.poignees]
        summary: DealSummary = {
            "number": self.number,
            "dealer": seat_number(self.dealer),
            "first_hand": seat_number(self.first),
            "cut": self.cut,
            "dog_after": list(self.after),
            "bids": [{"seat": seat_number(seat), "bid": said} for seat, said in self.bids],
            "taker": None if self.taker is None else seat_number(self.taker),
            "contract": self.contract,
            "called": None if self.called is None else str(self.called),
            "poignees": [{"seat": seat_number(seat), "trumps": [str(c) for c in cards]} for seat, cards in shown],
            "miseres": [seat_number(seat) for seat in self.miseres],
            "outcome": self.outcome or None,
        }
        if self.playing is not None:
            summary["play"] = self.playing.summary()
        return summary

    def snapshot(self) -> Snapshot:
        """The table as it stands: the cards drawn for the deal, or each hand face down but for the cards shown;
        the pack, the dog and the écart; each player's part; whose turn it is; the outcome once known. Each seat
        and the places are drawn again only when what they show has changed (:mod:`.reused`), so that the tables
        of the steps share them and the answer's diffs find them unchanged at once."""
        drawn = tuple(self.drawn.kept) if self.drawn is not None else ()
        playing = self.playing
        if playing is None:
            plays: list[SeatPlay | None] = [None] * self.players
            every_role = self.parts.get("roles", self._said(), self._every_role)
        else:
            plays, every_role = playing.seats_play(), playing.every_role()
        get, hands, shown = self.parts.get, self.hands, self.shown
        entries: list[SeatTable] = []
        for seat, part, roles, play in zip(range(self.players), self.seat_parts, every_role, plays):
            # Once the cards are played, a hand only loses one card a turn (engine.tricks.TrickPlay.play) and shows
            # what it showed before: its size tells whether it changed, without copying it.
            held = drawn[seat] if drawn else len(hands[seat]) if playing else (tuple(hands[seat]), tuple(shown[seat]))
            entries.append(get(part, (roles, held, play), self._seat, seat, roles, play))
        seats = get("seats", tuple(entries), lambda: dict(zip(self.keys, entries)))
        facts = (tuple(self.stock), drawn, tuple(self.dog), self.dog_pile, self.dog_shown, tuple(self.ecart),
                 self.taker)
        table: Snapshot = {"seats": seats, "places": self.parts.get("places", facts, self._places)}
        if playing is not None:
            trick = playing.trick()
            if trick is not None:
                table["trick"] = trick
        if self.turn is not None:
            table["turn"] = seat_number(self.turn)
        outcome = self._outcome()
        if outcome:
            table["outcome"] = outcome
        return table

    def _seat(self, seat: int, roles: tuple[str, ...], play: SeatPlay | None) -> SeatTable:
        """One seat as the table shows it: its name and roles, the card it drew or its hand (face down but for
        the cards shown, sorted again only when they change), and once the cards are played its tricks, pile and
        points."""
        entry: SeatTable = {"name": self.names[seat], "roles": list(roles)}
        if self.drawn is not None:
            entry["cards"] = [self.drawn.kept[seat].code]
        else:
            holding = tuple(self.hands[seat]), tuple(self.shown[seat])
            entry["cards"], entry["down"] = self.parts.get(self.hand_parts[seat], holding, _holding, *holding)
        if play is not None:
            entry["tricks"], entry["pile"], points = play
            if points is not None:
                entry["points"] = points
        return entry

    def _places(self) -> dict[str, PlaceTable]:
        """The pack, the dog and the écart, as the table shows them."""
        places: dict[str, PlaceTable] = {}
        drawn = {card.code for card in self.drawn.kept} if self.drawn is not None else set()
        stock = [card.code for card in self.stock if card.code not in drawn]
        if stock:
            places["pack"] = {"label": TOLD.tell(say("table.pack"), ()), "cards": stock, "down": len(stock)}
        if self.dog:
            label = {"taker": "table.dog-taker", "defence": "table.dog-defence"}.get(self.dog_pile or "", "table.dog")
            places["dog"] = {"label": TOLD.tell(say(label), ()),
                             "cards": [card.code for card in self.dog],
                             "down": 0 if self.dog_shown else len(self.dog)}
        if self.ecart and self.taker is not None:
            hidden = [card for card in self.ecart if not is_trump(card)]
            trumps = [card for card in self.ecart if is_trump(card)]
            places["ecart"] = {"label": TOLD.tell(say("table.ecart"), ()),
                               "cards": [card.code for card in hidden + trumps],
                               "down": 0 if self.dog_shown else len(hidden), "owner": seat_number(self.taker)}
        return places

    def _said(self) -> tuple[object, ...]:
        """The facts every seat's roles are drawn from before the play: the draw done, the bids, the contract and
        call, and the declarations (each only grows, so its length stands for it)."""
        return (self.drawn is None, len(self.bids), self.taker, self.contract, self.called, len(self.poignees),
                len(self.miseres), self.announced_petit)

    def _every_role(self) -> list[tuple[str, ...]]:
        return [tuple(self.roles(seat)) for seat in range(self.players)]

    def _outcome(self) -> str:
        """What the deal came to, in words, once it has come to something."""
        if self.outcome in _ENDED:
            return TOLD.tell(say(_ENDED[self.outcome]), ())
        if self.outcome == "played" and self.playing is not None:
            return self.playing.outcome()
        if self.outcome == "ready" and self.taker is not None and self.contract is not None:
            return TOLD.tell(say("outcome.ready", taker=Seat(self.taker), contract=self.contract,
                                 leader=Seat(self.leader)), self.names)
        return ""


def _holding(hand: tuple[Card, ...], shown: tuple[Card, ...]) -> tuple[list[str], int]:
    """A hand as the table shows it: its cards face down, then those shown to all (a Petit sec, a poignée's
    trumps) face up; and how many lie face down."""
    held = {card.code for card in hand}
    up = sorted_codes([card.code for card in shown if card.code in held])
    faces = set(up)
    hidden = sorted_codes([card.code for card in hand if card.code not in faces])
    return hidden + up, len(hidden)
