"""One deal of French Tarot up to the first card: the deal, the Petit sec and the house rules' maldonne, the
bidding (with the house rule of the parole), the announcements, the king call, the dog and the écart, and the
declarations.

Every decision is an explanation step, recorded before what it says is done, so that each step keeps the table as
it stood after it. The bids, the card called, each card put aside and each declaration are the deal's decisions
(:meth:`Deal.play` yields them). A step says only what every seat may know, unless the seat that may see more
is the reader's or nobody's (the whole table watched): the écart's cards and reasons stay the taker's.
"""

from __future__ import annotations

from collections.abc import Generator, Sequence
from typing import TYPE_CHECKING, NotRequired, TypedDict

from engine.cards import Card
from engine.explain import Explanation
from engine.games.french_tarot.bidding import PASS, higher
from engine.games.french_tarot.calling import RANK_NAMES, callable_cards
from engine.games.french_tarot.contracts import CONTRACTS, DOG_SIZE, HAND_SIZE, POIGNEE_NAMES, POIGNEES, poignee_level
from engine.games.french_tarot.dealing import PACKET, Given, lay, sorted_codes, sorted_hand
from engine.games.french_tarot.declarations import misere, poor, shown_trumps, trumps_of
from engine.games.french_tarot.drawing import Draw
from engine.games.french_tarot.ecart import is_trump, refusals
from engine.games.french_tarot.guide import evaluate, thresholds
from engine.games.french_tarot.policies import (CHELEM, NOTHING, PETIT_CHELEM, Reason, announce, bid, call, declare,
                                                ecart_card, ecart_reason, parole, plainly)
from engine.games.french_tarot.reused import Reused
from engine.ledger import Payment
from engine.model import Decision, Move, Range, Refusal, Script
from engine.snapshot import PlaceTable, SeatTable, Snapshot
from engine.table import seat_number

if TYPE_CHECKING:
    from engine.games.french_tarot.playing import CardPlay, PlaySummary, SeatPlay
    from engine.games.french_tarot.sitting import Sitting

UNSEEN = ("garde-sans", "garde-contre")
"""The contracts whose dog nobody sees."""

MALDONNE = "maldonne"
"""The move of a player who calls the house rules' maldonne of a poor hand."""

PAROLE = "parole"
"""The move of a player who says parole, reserving judgement until a second round of bidding (a house rule)."""


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


class Deal:
    """One deal, dealt by ``dealer`` (a seat index) from ``pack`` (top first), with the dog's cards after so many
    players' cards (``after``)."""

    def __init__(self, sitting: Sitting, number: int, dealer: int, drawn: Draw | None = None) -> None:
        self.sitting = sitting
        self.number = number
        self.names = sitting.names
        self.players = len(sitting.names)
        self.keys = [str(seat_number(seat)) for seat in range(self.players)]
        """Each seat's key in the table: its number, as text."""
        self.seat_parts = [("seat", seat) for seat in range(self.players)]
        self.hand_parts = [("hand", seat) for seat in range(self.players)]
        """Each seat's name, and its hand's, among the parts of the table kept from step to step."""
        self.dealer = dealer
        self.first = sitting.table.next(dealer)
        """First hand, on the dealer's right."""
        self.drawn = drawn
        self.explanation = Explanation(sitting.book, sitting.snapshot)
        self.payments: list[Payment] = []
        self.stock: list[Card] = []
        """The pack before it is dealt, top first."""
        self.hands: list[list[Card]] = [[] for _ in sitting.names]
        self.shown: list[list[Card]] = [[] for _ in sitting.names]
        """The cards of each hand shown to all (a Petit sec, a poignée's trumps)."""
        self.dog: list[Card] = []
        self.dog_shown = False
        self.dog_pile: str | None = None
        """Where an unseen dog lies: ``taker`` (a garde sans) or ``defence`` (a garde contre)."""
        self.ecart: list[Card] = []
        self.cut = 0
        self.after: tuple[int, ...] = ()
        self.bids: list[tuple[int, str]] = []
        self.policy: tuple[Move, Reason] = (Move(PASS), Reason("", ""))
        """The move the computer's policy gives the seat now asked (a bid, a card to put aside, a declaration) and
        its reason, worked out once for its step and for :meth:`choose`."""
        self.taker: int | None = None
        self.contract: str | None = None
        self.announced = False
        """Whether the taker announced a chelem, and so leads the first trick."""
        self.announced_petit = False
        """Whether the taker announced a petit chelem (a house rule), which does not give him the lead."""
        self.called: Card | None = None
        self.poignees: list[tuple[int, tuple[Card, ...]]] = []
        self.miseres: list[int] = []
        self.turn: int | None = None
        self.outcome = ""
        """``petit-sec``, ``maldonne``, ``no-taker``, ``ready`` or ``played`` once the deal has come to it."""
        self.playing: CardPlay | None = None
        """The play of the cards, once the deal is played on from the first lead."""
        self.parts = Reused()
        """The parts of the table drawn last, shared by the steps' tables while unchanged."""

    # Seats ----------------------------------------------------------------------------------------

    @property
    def order(self) -> list[int]:
        """The seats in the order of dealing, bidding and play, from first hand to the dealer."""
        return self.sitting.table.order_from(self.first)

    @property
    def leader(self) -> int:
        """The seat that leads the first trick: the taker after announcing a chelem, else first hand."""
        return self.taker if self.announced and self.taker is not None else self.first

    def sees(self, seat: int) -> bool:
        """Whether the steps may tell what only ``seat`` knows: the reader sits there, or nobody is seated."""
        return self.sitting.reader in (None, seat)

    def _add(self, rule: str, text: str, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int:
        return self.explanation.add(rule, text, seats, cards, deal=self.number, **data)

    def _chosen(self, seat: int, move: Move, policy: Move) -> bool:
        """Whether ``move`` is the reader's, or other than the seat's policy gives (a replayed move)."""
        return seat == self.sitting.reader or move != policy

    def _why(self, seat: int, move: Move) -> str:
        """The reason for ``move`` the policy gave (:attr:`policy`), as the reader may read it, or ``by choice``
        for a move the policy did not choose."""
        policy, reason = self.policy
        return "by choice" if self._chosen(seat, move, policy) else reason.told(self.sees(seat))

    # The deal -------------------------------------------------------------------------------------

    def tell_draw(self, draw: Draw) -> None:
        """The draw for the first deal, told: every card drawn, the Excuse drawn again, the lowest dealing."""
        names = self.names
        self._add("french-tarot.deal.drawing", "The players draw a card each in turn from seat 1, from the "
                  "shuffled pack.", tuple(range(self.players)), phase="draw")
        for seat, cards in enumerate(draw.drawn):
            if len(cards) > 1:
                self._add("french-tarot.deal.excuse-redraws", f"{names[seat]} draws the Excuse and draws again: "
                          f"{cards[-1].label}.", (seat,), cards, phase="draw")
        shown = ", ".join(f"{names[seat]} {card.label}" for seat, card in enumerate(draw.kept))
        self._add("french-tarot.deal.first-dealer", f"The cards drawn: {shown}. {names[draw.dealer]} has the "
                  "lowest and deals first.", (draw.dealer,), (draw.kept[draw.dealer],), phase="draw")

    def deal(self, pack: Sequence[Card], cut: int, after: Sequence[int], engine_chose: bool) -> None:
        """Cut ``pack`` at ``cut`` and deal it: packets of three from first hand, a dog card after so many
        players' cards (``after``)."""
        names, dealer = self.names, self.dealer
        self._tell_dealer()
        self.drawn = None
        self.stock = list(pack)
        cutter = self.sitting.table.left_of(dealer)
        self._add("french-tarot.deal.cut", f"{names[cutter]}, at the dealer's left, cuts the pack: {cut} cards "
                  "lifted and put under the rest.", (cutter,), phase="deal", cut=cut)
        self.stock = self.stock[cut:] + self.stock[:cut]
        self.cut, self.after = cut, tuple(after)
        each = HAND_SIZE[self.players] // PACKET
        self._add("french-tarot.deal.packets", f"{names[dealer]} deals the pack to the right from "
                  f"{names[self.first]}, {each} packets of three to each player: {HAND_SIZE[self.players]} cards "
                  "each.", tuple(self.order), phase="deal")
        # Laid now, so that this step, and the dog's after it, show the hands and the dog they tell of.
        hands, dog = lay(self.players, self.stock, after)
        for place, seat in enumerate(self.order):
            self.hands[seat] = list(hands[place])
        self.dog, self.stock = list(dog), []
        places = ", ".join(str(n) for n in after)
        self._add("french-tarot.deal.dog", f"{len(after)} cards go to the dog one at a time, after the players' "
                  f"cards {places}: never two in a row, never inside a packet, nor the first or the last card of "
                  "the pack.", phase="deal", dog_after=list(after))
        if engine_chose:
            self._add("french-tarot.deal.dog-places", "The shuffle chose those places; a dealer may choose any "
                      "others within the rules.", phase="deal")

    def _tell_dealer(self) -> None:
        self._add("french-tarot.deal.anticlockwise", f"{self.names[self.dealer]} deals; first hand is "
                  f"{self.names[self.first]}, on the dealer's right. The deal, the bidding and the play go to the "
                  "right.", (self.dealer, self.first), phase="deal")

    def give(self, given: Given) -> None:
        """Lay the hands and the dog a reader gave, as if ``given.dealer`` had dealt them
        (french-tarot.deal.scenario)."""
        self._tell_dealer()
        self.hands = [list(hand) for hand in given.hands]
        self.dog = list(given.dog)
        self._add("french-tarot.deal.scenario", f"The hands and the dog are given, not dealt: "
                  f"{HAND_SIZE[self.players]} cards to each player and {DOG_SIZE[self.players]} to the dog, face "
                  "down, as a dealt deal would lay them.", tuple(self.order), phase="deal")

    def gathered(self) -> list[Card]:
        """The cards gathered for the next deal without shuffling: each hand as its player sorted it, from first
        hand to the dealer, then the dog (french-tarot.deal.gathering)."""
        return [card for seat in self.order for card in sorted_hand(self.hands[seat])] + self.dog

    # The Petit sec --------------------------------------------------------------------------------

    def petit_sec(self) -> bool:
        """Whether a player holds the Petit sec: announced, the hand shown, and the deal annulled."""
        for seat in self.order:
            trumps = trumps_of(self.hands[seat])
            if [card.code for card in trumps] == ["1AT"]:
                if self.sitting.house.imprenable:
                    if self.sees(seat):
                        self._add("french-tarot.play.petit-imprenable", f"{self.names[seat]}'s only trump is the "
                                  "Petit, without the Excuse; this table plays the Petit imprenable, so the deal "
                                  "stands and the Petit will be played like the Excuse.", (seat,), tuple(trumps),
                                  phase="deal")
                    continue
                following = self.names[self.sitting.table.next(self.dealer)]
                self._add("french-tarot.deal.petit-sec", f"{self.names[seat]} holds the Petit sec, the only trump "
                          f"without the Excuse, and announces it before the bidding, showing the hand: the deal is "
                          f"annulled and {following}, the next dealer, deals again.", (seat,), tuple(trumps),
                          phase="deal")
                self.shown[seat] = list(self.hands[seat])
                self.outcome = "petit-sec"
                return True
        return False

    # The house rules' maldonne ----------------------------------------------------------------------

    def misdeal(self) -> Script:
        """As a house rule, each player in turn from first hand whose hand has no trump, or fewer trumps and court
        cards together than the table agreed, is asked whether to call a maldonne; one called annuls the deal,
        dealt again by the next dealer like a Petit sec (french-tarot.house.maldonne)."""
        below = self.sitting.house.maldonne
        if below is None:
            return
        names = self.names
        self._add("french-tarot.house.maldonne", f"This table plays the maldonne of house rules: a player whose hand "
                  f"has no trump, or fewer than {below} trumps and court cards together, may call a misdeal before "
                  "the bidding.", phase="deal")
        for seat in self.order:
            why = poor(self.hands[seat], below)
            if why is None:
                continue
            self.policy = Move(MALDONNE), plainly("a computer seat calls it whenever it may")
            self.turn = seat
            move = yield Decision(seat, (Move(MALDONNE), Move(NOTHING)), "french-tarot.house.maldonne")
            self.turn = None
            if move.kind == NOTHING:
                if self.sees(seat):
                    self._add("french-tarot.house.maldonne-reading", f"{names[seat]} could call a maldonne ({why}), "
                              "and does not (by choice).", (seat,), phase="deal")
                continue
            following = names[self.sitting.table.next(self.dealer)]
            reason = self._why(seat, move)
            self._add("french-tarot.house.maldonne", f"{names[seat]} calls a maldonne ({reason}), showing the hand: "
                      f"{why}.", (seat,), phase="deal", reason=reason)
            self._add("french-tarot.house.maldonne-reading", "The Excuse counts as a trump, and the court cards are "
                      f"the Kings, Queens, Knights and Jacks; the deal is annulled like a Petit sec, and {following}, "
                      "the next dealer, deals again.", (seat,), phase="deal")
            self.shown[seat] = list(self.hands[seat])
            self.outcome = MALDONNE
            return

    # The bidding ----------------------------------------------------------------------------------

    def bidding(self) -> Script:
        """Each player once, from first hand to the right: pass, or bid higher than every bid before."""
        sitting, names = self.sitting, self.names
        reader = sitting.reader
        others = "Every seat" if reader is None else f"Every seat but {names[reader]}'s"
        ranges = thresholds(HAND_SIZE[self.players])
        scaled = (f", its ranges scaled to a hand of {ranges.size} cards: {ranges.text()}" if ranges.scaled else
                  f": {ranges.text()}")
        self._add("french-tarot.bid.policy", f"{others} bids by the source's guide{scaled}; it bids the contract "
                  "its points suggest when higher than the bid so far, else passes.", phase="bidding")
        if "prise" not in sitting.house.contracts:
            self._add("french-tarot.house.no-prise", "This table plays without the prise: the garde is the lowest "
                      "bid.", phase="bidding")
        if "pousse" in sitting.house.contracts:
            self._add("french-tarot.house.pousse-bid", "This table plays the pousse, between the prise and the "
                      "garde.", phase="bidding")
        self._add("french-tarot.bid.order", f"The bidding begins with {names[self.first]}, first hand, and goes "
                  "to the right.", (self.first,), phase="bidding")
        again = ", but for a second round of those who say parole" if sitting.house.parole is not None else ""
        self._add("french-tarot.bid.once", f"Each player speaks once{again}: a pass is final, and the highest bid "
                  "takes.", phase="bidding")
        if sitting.house.parole is not None:
            form = ("any contract from the lowest to the garde contre" if sitting.house.parole == "any"
                    else "only a prise")
            self._add("french-tarot.house.parole", f"This table plays the parole: a player may say parole instead of "
                      f"a bid, and bid {form} in a second round.", phase="bidding")
            self._add("french-tarot.house.parole-rounds", "Parole may be said while nobody has bid, and only those who "
                      f"said it speak in the second round; {others.lower()} says parole with three quarters or more "
                      "of the points a prise needs by the guide, and then takes the lowest contract it may while nobody has bid.", phase="bidding")
        reserved: list[int] = []
        for seat in self.order:
            move = yield from self._bid_turn(seat, False)
            if move.kind == PAROLE:
                reserved.append(seat)
        if reserved:
            self._add("french-tarot.house.parole-rounds", f"A second round: {', '.join(names[s] for s in reserved)}, "
                      "who said parole, speak again in the same order, each once; those who passed stay out.",
                      tuple(reserved), phase="bidding")
            for seat in reserved:
                yield from self._bid_turn(seat, True)
        if self.taker is None:
            after = names[self.sitting.table.next(self.dealer)]
            self._add("french-tarot.bid.no-taker", f"Nobody bids: the deal is void, and the deal passes to the "
                      f"right, to {after}.", phase="bidding")
            self.outcome = "no-taker"
            return
        assert self.contract is not None
        self._add("french-tarot.bid.contracts", f"{names[self.taker]} takes with a "
                  f"{CONTRACTS[self.contract].name}, the highest bid; the contracts run "
                  f"{' < '.join(CONTRACTS[c].name for c in sitting.house.contracts)}.", (self.taker,), phase="bidding",
                  contract=self.contract)

    def _bid_turn(self, seat: int, second: bool) -> Generator[Decision, Move, Move]:
        """One player's bid, in the first round or the parole's second; the move made is the script's value."""
        names, highest = self.names, self.contract
        legal = self._legal_bids(second)
        judged = evaluate(self.hands[seat])
        policy, reason = bid(judged, self.sitting.house.contracts, highest)
        if policy not in legal:
            policy = PASS
        if self.sitting.house.parole is not None and highest is None and (second or PAROLE in self._firsts()):
            word = parole(judged, second, legal[0] if second and legal else PAROLE)
            if word is not None and word[0] in (*legal, *self._firsts()):
                policy, reason = word
        self.policy = Move(policy), reason
        self.turn = seat
        move = yield self._bid_decision(seat, second)
        self.turn = None
        why = self._why(seat, move)
        if move.kind == PASS:
            self._add("french-tarot.bid.pass", f"{names[seat]} passes ({why}).", (seat,), phase="bidding", bid=PASS,
                      reason=why)
        elif move.kind == PAROLE:
            self._add("french-tarot.house.parole", f"{names[seat]} says parole ({why}): no contract yet, and a word "
                      "in the second round.", (seat,), phase="bidding", bid=PAROLE, reason=why)
        else:
            over = "" if highest is None else f", over the {CONTRACTS[highest].name}"
            self._add("french-tarot.bid.higher", f"{names[seat]} bids a {CONTRACTS[move.kind].name}{over} "
                      f"({why}).", (seat,), phase="bidding", bid=move.kind, reason=why)
            self.taker, self.contract = seat, move.kind
        self.bids.append((seat, move.kind))
        return move

    def _firsts(self) -> tuple[str, ...]:
        """The words beyond the contracts a player may say in the first round: parole, while nobody has bid at a
        table that plays it."""
        return (PAROLE,) if self.sitting.house.parole is not None and self.contract is None else ()

    def _legal_bids(self, second: bool) -> tuple[str, ...]:
        """The contracts a player may bid now: any higher one, but in the second round of a table whose parole
        allows only a prise, a prise while nobody has bid."""
        legal = higher(self.sitting.house.contracts, self.contract)
        if second and self.sitting.house.parole == "prise":
            return tuple(contract for contract in legal if contract == "prise")
        return legal

    def _bid_decision(self, seat: int, second: bool = False) -> Decision:
        allowed = self.sitting.house.contracts
        legal = self._legal_bids(second)
        words = () if second else self._firsts()
        highest = self.contract
        parole_form = self.sitting.house.parole

        def judge(move: Move) -> Refusal | None:
            if move.card is not None or move.amount is not None:
                return None
            if move.kind == PAROLE:
                if parole_form is None:
                    return Refusal("french-tarot.house.parole", "this table does not play the parole")
                if second:
                    return Refusal("french-tarot.house.parole-rounds", "parole is said once, in the first round: "
                                   "now bid or pass")
                return Refusal("french-tarot.house.parole-rounds", "parole is said only while nobody has bid")
            if move.kind not in CONTRACTS:
                return None
            if second and parole_form == "prise" and move.kind in allowed and move.kind != "prise":
                return Refusal("french-tarot.house.parole", "at this table a player who said parole may bid only "
                               "a prise in the second round")
            name = CONTRACTS[move.kind].name
            if move.kind not in allowed:
                rule = "french-tarot.house.no-prise" if move.kind == "prise" else "french-tarot.house.pousse-bid"
                return Refusal(rule, f"this table plays {'without' if move.kind == 'prise' else 'no'} {name}: "
                               f"the bids are {', '.join(CONTRACTS[c].name for c in allowed)}")
            assert highest is not None
            return Refusal("french-tarot.bid.higher", f"a {name} is no higher than the {CONTRACTS[highest].name} "
                           f"already bid: {self.names[seat]} may bid "
                           f"{', '.join(CONTRACTS[c].name for c in legal) or 'nothing higher'}, or pass")

        offered = ((Move(PAROLE),) if parole_form is not None else ()) + tuple(Move(c) for c in CONTRACTS)
        return Decision(seat, (Move(PASS), *(Move(w) for w in words), *(Move(c) for c in legal)),
                        "french-tarot.bid.order", offered=offered, judge=judge)

    def announcing(self) -> Script:
        """Where the table allows it, the taker may announce a chelem as the bidding ends, and then leads the first
        trick (french-tarot.bid.chelem); at a table that plays the petit chelem, he may announce that instead
        (french-tarot.house.petit-chelem-announced)."""
        taker = self.taker
        assert taker is not None
        name = self.names[taker]
        petit = self.sitting.house.petit_chelem
        said, reason = announce(self.hands[taker], petit)
        self.policy = Move(said), reason
        self.turn = taker
        moves = (Move(CHELEM), *((Move(PETIT_CHELEM),) if petit else ()), Move(NOTHING))
        move = yield Decision(taker, moves, "french-tarot.bid.chelem")
        self.turn = None
        why = self._why(taker, move)
        if move.kind == PETIT_CHELEM:
            self._add("french-tarot.house.petit-chelem-announced", f"{name} announces a petit chelem ({why}): every "
                      "trick but three to take; first hand still leads.", (taker,), phase="bidding",
                      petit_chelem=True, reason=why)
            self.announced_petit = True
        elif move.kind == CHELEM:
            self._add("french-tarot.bid.chelem", f"{name} announces a chelem ({why}): every trick to take, and "
                      f"{name} leads the first.", (taker,), phase="bidding", chelem=True, reason=why)
            self.announced = True
        else:
            self._add("french-tarot.bid.chelem", f"{name} announces no {'chelem nor petit chelem' if petit else 'chelem'}"
                      f" ({why}).", (taker,), phase="bidding", chelem=False, reason=why)

    # The king call --------------------------------------------------------------------------------

    def calling(self) -> Script:
        """With five players the taker calls a King (a Queen, a Knight) before the dog is touched."""
        taker = self.taker
        assert taker is not None
        names, hand = self.names, self.hands[taker]
        cards = callable_cards(hand)
        if not cards:
            self._add("french-tarot.call.all-twelve", f"{names[taker]} holds every King, Queen and Knight, calls "
                      "nobody and plays alone.", (taker,), phase="call")
            return
        rank = cards[0].rank.code
        if rank != "R":
            self._add("french-tarot.call.queen-knight", f"{names[taker]} holds the four Kings"
                      f"{' and the four Queens' if rank == 'C' else ''}, so calls a {RANK_NAMES[rank]}.", (taker,),
                      phase="call")
        if taker != self.sitting.reader:
            self._add("french-tarot.call.policy", f"{names[taker]} calls by a rule: a card not held, of the suit "
                      "held most.", (taker,), phase="call")
        called, reason = call(hand, cards)
        self.policy = Move("call", called), reason
        self.turn = taker
        move = yield self._call_decision(taker, cards)
        self.turn = None
        assert move.card is not None
        why = self._why(taker, move)
        self._add("french-tarot.call.king", f"{names[taker]} calls {move.card.name} ({why}): whoever holds it "
                  "plays with the taker, unknown until it is played.", (taker,), (move.card,), phase="call",
                  called=str(move.card), reason=why)
        self.called = move.card
        if move.card in hand and self.sees(taker):
            self._add("french-tarot.call.own", f"{names[taker]} holds the card called and plays alone, which the "
                      "others learn only when it is played.", (taker,), (move.card,), phase="call")

    def _call_decision(self, taker: int, cards: tuple[Card, ...]) -> Decision:
        rank = RANK_NAMES[cards[0].rank.code]

        def judge(move: Move) -> Refusal | None:
            if move.kind != "call" or move.card is None:
                return None
            return Refusal("french-tarot.call.king", f"{self.names[taker]} calls a {rank}, one of "
                           f"{', '.join(str(card) for card in cards)}, not {move.card.name}")

        return Decision(taker, tuple(Move("call", card) for card in cards), "french-tarot.call.king", judge=judge)

    # The dog and the écart ------------------------------------------------------------------------

    def dog_and_ecart(self) -> Script:
        """On a prise, a pousse or a garde the dog is shown, taken, and as many cards put aside; on a garde sans
        or a garde contre it goes unseen to the taker's pile or the defence's."""
        taker, contract = self.taker, self.contract
        assert taker is not None and contract is not None
        names = self.names
        if contract in UNSEEN:
            side = "taker" if contract == "garde-sans" else "defence"
            rule = f"french-tarot.dog.{contract}"
            whose = f"{names[taker]}'s pile" if side == "taker" else "the defence's pile"
            self._add(rule, f"On a {CONTRACTS[contract].name} the dog goes to {whose} face down, seen by nobody "
                      "until the deal is counted.", (taker,), phase="dog")
            self.dog_pile = side
            return
        self._add("french-tarot.dog.shown", f"On a {CONTRACTS[contract].name} the dog is shown to all: "
                  f"{', '.join(card.label for card in self.dog)}.", (taker,), tuple(self.dog), phase="dog")
        self.dog_shown = True
        if self.called is not None and self.called in self.dog:
            self._add("french-tarot.call.dog", f"The card called, {self.called.name}, lies in the dog: "
                      f"{names[taker]} plays alone.", (taker,), (self.called,), phase="dog")
        self._add("french-tarot.dog.shown", f"{names[taker]} takes the dog into the hand.", (taker,), phase="dog")
        self.hands[taker] += self.dog
        self.dog, self.dog_shown = [], False
        size = DOG_SIZE[self.players]
        reader = self.sitting.reader
        self._add("french-tarot.ecart.size", f"{names[taker]} puts aside {size} cards, as many as the dog held, "
                  "face down: never a King nor an oudler, and a trump only when nothing else can go.", (taker,),
                  phase="ecart")
        if self.sees(taker):
            self._kept(taker)
        if reader != taker and self.sees(taker):
            self._add("french-tarot.ecart.policy", f"{names[taker]} puts aside by a plan: "
                      f"{ecart_reason(self.hands[taker], size)}.", (taker,), phase="ecart")
        for left in range(size, 0, -1):
            planned, reason = ecart_card(self.hands[taker], left)
            self.policy = Move("ecart", planned), reason
            self.turn = taker
            move = yield self._ecart_decision(taker, left)
            self.turn = None
            card = move.card
            assert card is not None
            why = self._why(taker, move)
            if is_trump(card):
                self._add("french-tarot.ecart.trumps", f"{names[taker]} has too few other cards and puts aside "
                          f"{card.label}, a trump, shown to all ({why}).", (taker,), (card,), phase="ecart",
                          reason=why)
            elif self.sees(taker):
                self._add("french-tarot.ecart.size", f"{names[taker]} puts aside {card.label} ({why}).", (taker,),
                          (card,), phase="ecart", reason=why)
            else:
                self._add("french-tarot.ecart.size", f"{names[taker]} puts a card aside, face down.", (taker,),
                          phase="ecart")
            self.hands[taker].remove(card)
            self.ecart.append(card)

    def _kept(self, taker: int) -> None:
        """The Kings and oudlers the taker must keep, told where the taker's cards may be told."""
        why = refusals(self.hands[taker], 1)
        for rule, cards, what in (("french-tarot.ecart.kings", [c for c, w in why.items() if w == "kings"], "a King"),
                                  ("french-tarot.ecart.oudlers", [c for c, w in why.items() if w == "oudlers"],
                                   "an oudler")):
            if cards:
                self._add(rule, f"{self.names[taker]} keeps {', '.join(c.label for c in cards)}: {what} is never "
                          "put aside.", (taker,), tuple(cards), phase="ecart")

    def _ecart_decision(self, taker: int, left: int) -> Decision:
        hand = list(self.hands[taker])
        refused = refusals(hand, left)
        legal = tuple(Move("ecart", card) for card, why in refused.items() if why is None)

        def judge(move: Move) -> Refusal | None:
            if move.kind != "ecart" or move.card is None:
                return None
            if move.card not in hand:
                shared = f"{self.names[taker]} puts aside cards of the hand"
                return Refusal("french-tarot.ecart.size", f"{shared}, and {move.card.name} is not in it", shared)
            why = refused[move.card]
            if why == "kings":
                shared = "a King is never put aside"
                return Refusal("french-tarot.ecart.kings", f"{shared}, and {move.card.name} is one", shared)
            if why == "oudlers":
                shared = "an oudler is never put aside"
                return Refusal("french-tarot.ecart.oudlers", f"{shared}, and {move.card.name} is one", shared)
            if why == "trumps":
                return Refusal("french-tarot.ecart.trumps", f"a trump goes aside only when nothing else can: "
                               f"{self.names[taker]} still has other cards to put aside")
            return None

        return Decision(taker, legal, "french-tarot.ecart.size", offered=tuple(Move("ecart", c) for c in hand),
                        judge=judge)

    # The declarations -----------------------------------------------------------------------------

    def declarations(self) -> Script:
        """Before the first card, each player in the order of play may show a poignée and, as a house rule,
        declare misère."""
        self._add("french-tarot.declare.when", "Before the first card is led, each player in turn from "
                  f"{self.names[self.first]} may declare a poignée"
                  f"{' or misère' if self.sitting.house.misere else ''}.", phase="declare")
        reader = self.sitting.reader
        others = "Every seat" if reader is None else f"Every seat but {self.names[reader]}'s"
        self._add("french-tarot.declare.policy", f"{others} shows the highest poignée it holds, with as few trumps "
                  f"as it needs{', and declares misère when it may' if self.sitting.house.misere else ''}.",
                  phase="declare")
        for seat in self.order:
            declared: set[str] = set()
            while True:
                decision = self._declaration(seat, declared)
                if decision is None:
                    break
                most = decision.ranges[0].high if decision.ranges else None
                self.policy = declare(self.hands[seat], self.players, most,
                                      any(move.kind == "misere" for move in decision.moves))
                self.turn = seat
                move = yield decision
                self.turn = None
                if move.kind == NOTHING:
                    if seat == self.sitting.reader and not declared:
                        self._add("french-tarot.declare.when", f"{self.names[seat]} declares nothing.", (seat,),
                                  phase="declare")
                    break
                declared.add(move.kind)
                if move.kind == "poignee":
                    assert move.amount is not None
                    self._poignee(seat, move.amount, self._why(seat, move))
                else:
                    self._misere(seat, self._why(seat, move))

    def _declaration(self, seat: int, declared: set[str]) -> Decision | None:
        """What ``seat`` may still declare, or ``None`` when nothing: asked of every seat alike, the reader's or not,
        so that the moves of a game replay whoever reads them."""
        hand = self.hands[seat]
        held = len(trumps_of(hand))
        least = POIGNEES[self.players][0]
        moves = [Move(NOTHING)]
        ranges: tuple[Range, ...] = ()
        if "poignee" not in declared and held >= least:
            ranges = (Range("poignee", least, held),)
        if "misere" not in declared and self.sitting.house.misere and misere(hand) is not None:
            moves.append(Move("misere"))
        if not ranges and len(moves) == 1:
            return None
        players = self.players

        def judge(move: Move) -> Refusal | None:
            if move.kind == "poignee" and move.amount is not None:
                if "poignee" in declared:
                    return Refusal("french-tarot.declare.poignee", "a player shows one poignée at the most")
                if move.amount < least:
                    return Refusal("french-tarot.declare.poignee", f"a single poignée shows at least {least} "
                                   f"trumps with {players} players, not {move.amount}")
                return Refusal("french-tarot.declare.poignee", f"{self.names[seat]} holds {held} trumps, the "
                               f"Excuse counted, and cannot show {move.amount}")
            if move.kind == "misere":
                if not self.sitting.house.misere:
                    return Refusal("french-tarot.house.misere", "this table does not play the house rule of misère")
                return Refusal("french-tarot.house.misere", f"misère needs a hand with no trump or no court card, "
                               f"and {self.names[seat]}'s has both")
            return None

        offered = (Move("poignee", amount=least), Move("misere"))
        return Decision(seat, tuple(moves), "french-tarot.declare.when", ranges, offered, judge)

    def _poignee(self, seat: int, count: int, why: str) -> None:
        cards = shown_trumps(self.hands[seat], count)
        level = POIGNEE_NAMES[poignee_level(self.players, count)]
        self._add("french-tarot.declare.poignee", f"{self.names[seat]} shows a {level} poignée of {count} trumps "
                  f"({why}): {', '.join(card.label for card in cards)}.", (seat,), cards, phase="declare",
                  level=level, trumps=count, reason=why)
        self._add("french-tarot.declare.poignee-shown", "The lowest trumps are shown, and the Excuse only when the "
                  "others are too few, since showing it tells that no other trump is left.", (seat,), phase="declare")
        self.poignees.append((seat, cards))
        self.shown[seat] += [card for card in cards if card not in self.shown[seat]]

    def _misere(self, seat: int, why: str) -> None:
        self._add("french-tarot.house.misere", f"{self.names[seat]} declares misère ({why}): a hand with "
                  f"{misere(self.hands[seat])}.", (seat,), phase="declare", reason=why)
        self._add("french-tarot.house.misere-hand", "Misère is declared with the poignée, before the first card, on "
                  "the hand then held, the Excuse counted as a trump.", (seat,), phase="declare")
        self.miseres.append(seat)

    def ready(self) -> None:
        """The deal is ready for the first card."""
        who = "the taker, having announced a chelem" if self.announced else "first hand"
        self._add("french-tarot.deal.first-lead", f"{self.names[self.leader]}, {who}, will lead the first "
                  "trick: the deal stops here, before the first card.", (self.leader,), phase="declare")
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
            places["pack"] = {"label": "the pack", "cards": stock, "down": len(stock)}
        if self.dog:
            label = {"taker": "the dog, in the taker's pile", "defence": "the dog, in the defence's pile"}
            places["dog"] = {"label": label.get(self.dog_pile or "", "the dog"),
                             "cards": [card.code for card in self.dog],
                             "down": 0 if self.dog_shown else len(self.dog)}
        if self.ecart and self.taker is not None:
            hidden = [card for card in self.ecart if not is_trump(card)]
            trumps = [card for card in self.ecart if is_trump(card)]
            places["ecart"] = {"label": "the écart", "cards": [card.code for card in hidden + trumps],
                               "down": 0 if self.dog_shown else len(hidden), "owner": seat_number(self.taker)}
        return places

    def _said(self) -> tuple[object, ...]:
        """The facts every seat's roles are drawn from before the play: the draw done, the bids, the contract and
        call, and the declarations (each only grows, so its length stands for it)."""
        return (self.drawn is None, len(self.bids), self.taker, self.contract, self.called, len(self.poignees),
                len(self.miseres), self.announced_petit)

    def _every_role(self) -> list[tuple[str, ...]]:
        return [tuple(self.roles(seat)) for seat in range(self.players)]

    def roles(self, seat: int) -> list[str]:
        """The seat's part in the deal in words: dealer, first hand, its bid, the taker's contract and call, a
        poignée or misère."""
        roles = ["dealer"] * (seat == self.dealer) + ["first hand"] * (seat == self.first and not self.drawn)
        said = next((bid for who, bid in reversed(self.bids) if who == seat), None)
        if seat == self.taker and self.contract is not None:
            roles.append(f"taker: {CONTRACTS[self.contract].name}")
        elif said == PASS:
            roles.append("passed")
        elif said == PAROLE:
            roles.append("said parole")
        elif said is not None:
            roles.append(f"bid {CONTRACTS[said].name}")
        if seat == self.taker and self.called is not None:
            roles.append(f"called {self.called.label}")
        if seat == self.taker and self.announced_petit:
            roles.append("petit chelem announced")
        if any(who == seat for who, _ in self.poignees):
            roles.append("poignée")
        if seat in self.miseres:
            roles.append("misère")
        return roles

    def _outcome(self) -> str:
        if self.outcome == "petit-sec":
            return "A Petit sec: the deal is annulled and dealt again by the next dealer."
        if self.outcome == MALDONNE:
            return "A maldonne called: the deal is annulled and dealt again by the next dealer."
        if self.outcome == "no-taker":
            return "Nobody bid: the deal is void and passes to the right."
        if self.outcome == "played" and self.playing is not None:
            return self.playing.outcome()
        if self.outcome == "ready" and self.taker is not None and self.contract is not None:
            return (f"{self.names[self.taker]} plays a {CONTRACTS[self.contract].name}; "
                    f"{self.names[self.leader]} leads the first card.")
        return ""


def _holding(hand: tuple[Card, ...], shown: tuple[Card, ...]) -> tuple[list[str], int]:
    """A hand as the table shows it: its cards face down, then those shown to all (a Petit sec, a poignée's
    trumps) face up; and how many lie face down."""
    held = {card.code for card in hand}
    up = sorted_codes([card.code for card in shown if card.code in held])
    faces = set(up)
    hidden = sorted_codes([card.code for card in hand if card.code not in faces])
    return hidden + up, len(hidden)
