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
from engine.games.french_tarot.calling import callable_cards
from engine.games.french_tarot.contracts import CONTRACTS, DOG_SIZE, HAND_SIZE, POIGNEE_NAMES, POIGNEES, poignee_level
from engine.games.french_tarot.dealing import PACKET, Given, lay, sorted_codes, sorted_hand
from engine.games.french_tarot.declarations import misere, poor, shown_trumps, trumps_of
from engine.games.french_tarot.drawing import Draw
from engine.games.french_tarot.ecart import is_trump, refusals
from engine.games.french_tarot.guide import evaluate, thresholds
from engine.games.french_tarot.policies import (CHELEM, NOTHING, PETIT_CHELEM, Reason, announce, bid, call, declare,
                                                ecart_card, ecart_plan, parole, plainly)
from engine.games.french_tarot.reused import Reused
from engine.games.french_tarot.words import TOLD, guide_ranges, numbered
from engine.ledger import Payment
from engine.model import Decision, Move, Range, Refusal, Script
from engine.said import Param, Said, Seat, say
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
        self.explanation = Explanation(sitting.book, sitting.snapshot, words=TOLD, players=self.names)
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

    def _refused(self, rule: str, said: Said, why: Said | None = None) -> Refusal:
        """A move refused under ``rule``, in the game's words naming the players."""
        return Refusal.worded(rule, said, TOLD, self.names, why=why)

    def _add(self, rule: str, said: Said, seats: tuple[int, ...] = (), cards: tuple[Card, ...] = (),
             **data: object) -> int:
        return self.explanation.add(rule, said, seats, cards, deal=self.number, **data)

    def _chosen(self, seat: int, move: Move, policy: Move) -> bool:
        """Whether ``move`` is the reader's, or other than the seat's policy gives (a replayed move)."""
        return seat == self.sitting.reader or move != policy

    def _why(self, seat: int, move: Move) -> str:
        """The reason for ``move`` the policy gave (:attr:`policy`), as the reader may read it, or ``by choice``
        for a move the policy did not choose; the steps name it as their ``reason``."""
        policy, reason = self.policy
        # a phrase, not yet data
        return "by choice" if self._chosen(seat, move, policy) else reason.told(self.sees(seat))

    def _others(self) -> dict[str, Param]:
        """The reader's seat, which the steps on the computer seats' policies leave out, if someone reads."""
        reader = self.sitting.reader
        return {} if reader is None else {"reader": Seat(reader)}

    # The deal -------------------------------------------------------------------------------------

    def tell_draw(self, draw: Draw) -> None:
        """The draw for the first deal, told: every card drawn, the Excuse drawn again, the lowest dealing."""
        self._add("french-tarot.deal.drawing", say("deal.drawing"), tuple(range(self.players)), phase="draw")
        for seat, cards in enumerate(draw.drawn):
            if len(cards) > 1:
                self._add("french-tarot.deal.excuse-redraws", say("deal.excuse-redraws", player=Seat(seat),
                                                                  card=cards[-1]), (seat,), cards, phase="draw")
        self._add("french-tarot.deal.first-dealer", say("deal.first-dealer", drawn=tuple(draw.kept),
                                                        dealer=Seat(draw.dealer)),
                  (draw.dealer,), (draw.kept[draw.dealer],), phase="draw")

    def deal(self, pack: Sequence[Card], cut: int, after: Sequence[int], engine_chose: bool) -> None:
        """Cut ``pack`` at ``cut`` and deal it: packets of three from first hand, a dog card after so many
        players' cards (``after``)."""
        dealer = self.dealer
        self._tell_dealer()
        self.drawn = None
        self.stock = list(pack)
        cutter = self.sitting.table.left_of(dealer)
        self._add("french-tarot.deal.cut", say("deal.cut", cutter=Seat(cutter), cut=cut), (cutter,), phase="deal",
                  cut=cut)
        self.stock = self.stock[cut:] + self.stock[:cut]
        self.cut, self.after = cut, tuple(after)
        hand = HAND_SIZE[self.players]
        self._add("french-tarot.deal.packets", say("deal.packets", dealer=Seat(dealer), first=Seat(self.first),
                                                   packets=hand // PACKET, hand=hand), tuple(self.order), phase="deal")
        # Laid now, so that this step, and the dog's after it, show the hands and the dog they tell of.
        hands, dog = lay(self.players, self.stock, after)
        for place, seat in enumerate(self.order):
            self.hands[seat] = list(hands[place])
        self.dog, self.stock = list(dog), []
        self._add("french-tarot.deal.dog", say("deal.dog", **numbered("after", after)), phase="deal",
                  dog_after=list(after))
        if engine_chose:
            self._add("french-tarot.deal.dog-places", say("deal.dog-places"), phase="deal")

    def _tell_dealer(self) -> None:
        self._add("french-tarot.deal.anticlockwise", say("deal.anticlockwise", dealer=Seat(self.dealer),
                                                         first=Seat(self.first)),
                  (self.dealer, self.first), phase="deal")

    def give(self, given: Given) -> None:
        """Lay the hands and the dog a reader gave, as if ``given.dealer`` had dealt them
        (french-tarot.deal.scenario)."""
        self._tell_dealer()
        self.hands = [list(hand) for hand in given.hands]
        self.dog = list(given.dog)
        self._add("french-tarot.deal.scenario", say("deal.given", hand=HAND_SIZE[self.players],
                                                    dog=DOG_SIZE[self.players]), tuple(self.order), phase="deal")

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
                        self._add("french-tarot.play.petit-imprenable", say("deal.petit-imprenable",
                                                                            player=Seat(seat)),
                                  (seat,), tuple(trumps), phase="deal")
                    continue
                following = Seat(self.sitting.table.next(self.dealer))
                self._add("french-tarot.deal.petit-sec", say("deal.petit-sec", player=Seat(seat), next=following),
                          (seat,), tuple(trumps), phase="deal")
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
        self._add("french-tarot.house.maldonne", say("maldonne.table", below=below), phase="deal")
        for seat in self.order:
            held = poor(self.hands[seat], below)
            if held is None:
                continue
            why: dict[str, Param] = {"trumps": held[0], "courts": held[1], "below": below}
            self.policy = Move(MALDONNE), plainly("a computer seat calls it whenever it may")
            self.turn = seat
            move = yield Decision(seat, (Move(MALDONNE), Move(NOTHING)), "french-tarot.house.maldonne")
            self.turn = None
            if move.kind == NOTHING:
                if self.sees(seat):
                    self._add("french-tarot.house.maldonne-reading",
                              say("maldonne.declined", player=Seat(seat), **why), (seat,), phase="deal")
                continue
            following = Seat(self.sitting.table.next(self.dealer))
            reason = self._why(seat, move)
            self._add("french-tarot.house.maldonne", say("maldonne.called", player=Seat(seat), reason=reason, **why),
                      (seat,), phase="deal", reason=reason)
            self._add("french-tarot.house.maldonne-reading", say("maldonne.annulled", next=following), (seat,),
                      phase="deal")
            self.shown[seat] = list(self.hands[seat])
            self.outcome = MALDONNE
            return

    # The bidding ----------------------------------------------------------------------------------

    def bidding(self) -> Script:
        """Each player once, from first hand to the right: pass, or bid higher than every bid before."""
        sitting, others = self.sitting, self._others()
        ranges = thresholds(HAND_SIZE[self.players])
        self._add("french-tarot.bid.policy", say("bid.policy-scaled" if ranges.scaled else "bid.policy", **others,
                                                 **guide_ranges(ranges)), phase="bidding")
        if "prise" not in sitting.house.contracts:
            self._add("french-tarot.house.no-prise", say("bid.no-prise"), phase="bidding")
        if "pousse" in sitting.house.contracts:
            self._add("french-tarot.house.pousse-bid", say("bid.pousse"), phase="bidding")
        self._add("french-tarot.bid.order", say("bid.order", first=Seat(self.first)), (self.first,), phase="bidding")
        parole = sitting.house.parole
        self._add("french-tarot.bid.once", say("bid.once" if parole is None else "bid.once-parole"), phase="bidding")
        if parole is not None:
            self._add("french-tarot.house.parole", say("parole.table", form=parole), phase="bidding")
            self._add("french-tarot.house.parole-rounds", say("parole.policy", **others), phase="bidding")
        reserved: list[int] = []
        for seat in self.order:
            move = yield from self._bid_turn(seat, False)
            if move.kind == PAROLE:
                reserved.append(seat)
        if reserved:
            self._add("french-tarot.house.parole-rounds",
                      say("parole.second-round", players=tuple(Seat(seat) for seat in reserved)), tuple(reserved),
                      phase="bidding")
            for seat in reserved:
                yield from self._bid_turn(seat, True)
        if self.taker is None:
            following = Seat(self.sitting.table.next(self.dealer))
            self._add("french-tarot.bid.no-taker", say("bid.no-taker", next=following), phase="bidding")
            self.outcome = "no-taker"
            return
        assert self.contract is not None
        self._add("french-tarot.bid.contracts", say("bid.taken", taker=Seat(self.taker), contract=self.contract,
                                                    **numbered("contract", sitting.house.contracts)),
                  (self.taker,), phase="bidding", contract=self.contract)

    def _bid_turn(self, seat: int, second: bool) -> Generator[Decision, Move, Move]:
        """One player's bid, in the first round or the parole's second; the move made is the script's value."""
        highest = self.contract
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
            self._add("french-tarot.bid.pass", say("bid.pass", player=Seat(seat), reason=why), (seat,),
                      phase="bidding", bid=PASS, reason=why)
        elif move.kind == PAROLE:
            self._add("french-tarot.house.parole", say("parole.said", player=Seat(seat), reason=why), (seat,),
                      phase="bidding", bid=PAROLE, reason=why)
        else:
            over: dict[str, Param] = {} if highest is None else {"over": highest}
            self._add("french-tarot.bid.higher", say("bid.bid", player=Seat(seat), contract=move.kind, **over,
                                                     reason=why), (seat,), phase="bidding", bid=move.kind, reason=why)
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
                    return self._refused("french-tarot.house.parole", say("refuse.no-parole"))
                return self._refused("french-tarot.house.parole-rounds",
                                     say("refuse.parole-second" if second else "refuse.parole-late"))
            if move.kind not in CONTRACTS:
                return None
            if second and parole_form == "prise" and move.kind in allowed and move.kind != "prise":
                return self._refused("french-tarot.house.parole", say("refuse.parole-prise"))
            if move.kind not in allowed:
                rule = "french-tarot.house.no-prise" if move.kind == "prise" else "french-tarot.house.pousse-bid"
                return self._refused(rule, say("refuse.bid-not-played", contract=move.kind, bids=allowed))
            assert highest is not None
            return self._refused("french-tarot.bid.higher", say("refuse.bid-not-higher", contract=move.kind,
                                                                highest=highest, player=Seat(seat), bids=legal))

        offered = ((Move(PAROLE),) if parole_form is not None else ()) + tuple(Move(c) for c in CONTRACTS)
        return Decision(seat, (Move(PASS), *(Move(w) for w in words), *(Move(c) for c in legal)),
                        "french-tarot.bid.order", offered=offered, judge=judge)

    def announcing(self) -> Script:
        """Where the table allows it, the taker may announce a chelem as the bidding ends, and then leads the first
        trick (french-tarot.bid.chelem); at a table that plays the petit chelem, he may announce that instead
        (french-tarot.house.petit-chelem-announced)."""
        taker = self.taker
        assert taker is not None
        petit = self.sitting.house.petit_chelem
        said, reason = announce(self.hands[taker], petit)
        self.policy = Move(said), reason
        self.turn = taker
        moves = (Move(CHELEM), *((Move(PETIT_CHELEM),) if petit else ()), Move(NOTHING))
        move = yield Decision(taker, moves, "french-tarot.bid.chelem")
        self.turn = None
        why = self._why(taker, move)
        if move.kind == PETIT_CHELEM:
            self._add("french-tarot.house.petit-chelem-announced",
                      say("chelem.petit-announced", taker=Seat(taker), reason=why), (taker,), phase="bidding",
                      petit_chelem=True, reason=why)
            self.announced_petit = True
        elif move.kind == CHELEM:
            self._add("french-tarot.bid.chelem", say("chelem.announced", taker=Seat(taker), reason=why), (taker,),
                      phase="bidding", chelem=True, reason=why)
            self.announced = True
        else:
            self._add("french-tarot.bid.chelem", say("chelem.none-petit" if petit else "chelem.none",
                                                     taker=Seat(taker), reason=why),
                      (taker,), phase="bidding", chelem=False, reason=why)

    # The king call --------------------------------------------------------------------------------

    def calling(self) -> Script:
        """With five players the taker calls a King (a Queen, a Knight) before the dog is touched."""
        taker = self.taker
        assert taker is not None
        hand, calling = self.hands[taker], Seat(taker)
        cards = callable_cards(hand)
        if not cards:
            self._add("french-tarot.call.all-twelve", say("call.all-twelve", taker=calling), (taker,), phase="call")
            return
        rank = cards[0].rank.code
        if rank != "R":
            self._add("french-tarot.call.queen-knight", say("call.queen-knight", taker=calling, rank=rank), (taker,),
                      phase="call")
        if taker != self.sitting.reader:
            self._add("french-tarot.call.policy", say("call.policy", taker=calling), (taker,), phase="call")
        called, reason = call(hand, cards)
        self.policy = Move("call", called), reason
        self.turn = taker
        move = yield self._call_decision(taker, cards)
        self.turn = None
        assert move.card is not None
        why = self._why(taker, move)
        self._add("french-tarot.call.king", say("call.card", taker=calling, card=move.card, reason=why), (taker,),
                  (move.card,), phase="call", called=str(move.card), reason=why)
        self.called = move.card
        if move.card in hand and self.sees(taker):
            self._add("french-tarot.call.own", say("call.own", taker=calling), (taker,), (move.card,), phase="call")

    def _call_decision(self, taker: int, cards: tuple[Card, ...]) -> Decision:
        def judge(move: Move) -> Refusal | None:
            if move.kind != "call" or move.card is None:
                return None
            return self._refused("french-tarot.call.king",
                                 say("refuse.call", taker=Seat(taker), kings=cards, card=move.card))

        return Decision(taker, tuple(Move("call", card) for card in cards), "french-tarot.call.king", judge=judge)

    # The dog and the écart ------------------------------------------------------------------------

    def dog_and_ecart(self) -> Script:
        """On a prise, a pousse or a garde the dog is shown, taken, and as many cards put aside; on a garde sans
        or a garde contre it goes unseen to the taker's pile or the defence's."""
        taker, contract = self.taker, self.contract
        assert taker is not None and contract is not None
        taking = Seat(taker)
        if contract in UNSEEN:
            self._add(f"french-tarot.dog.{contract}", say("dog.unseen", contract=contract, taker=taking), (taker,),
                      phase="dog")
            self.dog_pile = "taker" if contract == "garde-sans" else "defence"
            return
        self._add("french-tarot.dog.shown", say("dog.shown", contract=contract, dog=tuple(self.dog)), (taker,),
                  tuple(self.dog), phase="dog")
        self.dog_shown = True
        if self.called is not None and self.called in self.dog:
            self._add("french-tarot.call.dog", say("call.in-dog", card=self.called, taker=taking), (taker,),
                      (self.called,), phase="dog")
        self._add("french-tarot.dog.shown", say("dog.taken", taker=taking), (taker,), phase="dog")
        self.hands[taker] += self.dog
        self.dog, self.dog_shown = [], False
        size = DOG_SIZE[self.players]
        reader = self.sitting.reader
        self._add("french-tarot.ecart.size", say("ecart.size", taker=taking, size=size), (taker,), phase="ecart")
        if self.sees(taker):
            self._kept(taker)
        if reader != taker and self.sees(taker):
            plain = tuple(card for card in ecart_plan(self.hands[taker], size) if not is_trump(card))
            self._add("french-tarot.ecart.policy", say("ecart.plan", taker=taking, plain=plain), (taker,),
                      phase="ecart")
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
                self._add("french-tarot.ecart.trumps", say("ecart.trump", taker=taking, card=card, reason=why),
                          (taker,), (card,), phase="ecart", reason=why)
            elif self.sees(taker):
                self._add("french-tarot.ecart.size", say("ecart.card", taker=taking, card=card, reason=why), (taker,),
                          (card,), phase="ecart", reason=why)
            else:
                self._add("french-tarot.ecart.size", say("ecart.hidden", taker=taking), (taker,), phase="ecart")
            self.hands[taker].remove(card)
            self.ecart.append(card)

    def _kept(self, taker: int) -> None:
        """The Kings and oudlers the taker must keep, told where the taker's cards may be told."""
        why = refusals(self.hands[taker], 1)
        for kept in ("kings", "oudlers"):
            cards = tuple(card for card, refused in why.items() if refused == kept)
            if cards:
                self._add(f"french-tarot.ecart.{kept}", say(f"ecart.{kept}", taker=Seat(taker), kept=cards), (taker,),
                          cards, phase="ecart")

    def _ecart_decision(self, taker: int, left: int) -> Decision:
        hand = list(self.hands[taker])
        refused = refusals(hand, left)
        legal = tuple(Move("ecart", card) for card, why in refused.items() if why is None)

        def judge(move: Move) -> Refusal | None:
            if move.kind != "ecart" or move.card is None:
                return None
            if move.card not in hand:
                shared = say("refuse.ecart-hand", taker=Seat(taker))
                return self._refused("french-tarot.ecart.size", say("refuse.ecart-not-held", card=move.card,
                                                                    why=shared), shared)
            why = refused[move.card]
            if why in ("kings", "oudlers"):
                shared = say(f"refuse.ecart-{why}")
                return self._refused(f"french-tarot.ecart.{why}", say("refuse.ecart-one", card=move.card, why=shared),
                                     shared)
            if why == "trumps":
                return self._refused("french-tarot.ecart.trumps", say("refuse.ecart-trump", taker=Seat(taker)))
            return None

        return Decision(taker, legal, "french-tarot.ecart.size", offered=tuple(Move("ecart", c) for c in hand),
                        judge=judge)

    # The declarations -----------------------------------------------------------------------------

    def declarations(self) -> Script:
        """Before the first card, each player in the order of play may show a poignée and, as a house rule,
        declare misère."""
        misere_too = self.sitting.house.misere
        self._add("french-tarot.declare.when", say("declare.when-misere" if misere_too else "declare.when",
                                                   first=Seat(self.first)), phase="declare")
        self._add("french-tarot.declare.policy", say("declare.policy-misere" if misere_too else "declare.policy",
                                                     **self._others()), phase="declare")
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
                        self._add("french-tarot.declare.when", say("declare.nothing", player=Seat(seat)), (seat,),
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
                said = say("refuse.poignee-twice") if "poignee" in declared else \
                    say("refuse.poignee-short", least=least, players=players, amount=move.amount) \
                    if move.amount < least else \
                    say("refuse.poignee-held", player=Seat(seat), held=held, amount=move.amount)
                return self._refused("french-tarot.declare.poignee", said)
            if move.kind == "misere":
                return self._refused("french-tarot.house.misere", say("refuse.misere-hand", player=Seat(seat))
                                     if self.sitting.house.misere else say("refuse.no-misere"))
            return None

        offered = (Move("poignee", amount=least), Move("misere"))
        return Decision(seat, tuple(moves), "french-tarot.declare.when", ranges, offered, judge)

    def _poignee(self, seat: int, count: int, why: str) -> None:
        cards = shown_trumps(self.hands[seat], count)
        level = POIGNEE_NAMES[poignee_level(self.players, count)]
        self._add("french-tarot.declare.poignee", say("declare.poignee", player=Seat(seat), level=level, count=count,
                                                      reason=why, trumps=cards), (seat,), cards, phase="declare",
                  level=level, trumps=count, reason=why)
        self._add("french-tarot.declare.poignee-shown", say("declare.poignee-shown"), (seat,), phase="declare")
        self.poignees.append((seat, cards))
        self.shown[seat] += [card for card in cards if card not in self.shown[seat]]

    def _misere(self, seat: int, why: str) -> None:
        lacks = misere(self.hands[seat])
        assert lacks is not None  # misère is offered only to a hand that may declare it
        self._add("french-tarot.house.misere", say("misere.declared", player=Seat(seat), reason=why, lacks=lacks),
                  (seat,), phase="declare", reason=why)
        self._add("french-tarot.house.misere-hand", say("misere.hand"), (seat,), phase="declare")
        self.miseres.append(seat)

    def ready(self) -> None:
        """The deal is ready for the first card."""
        lead = "deal.first-lead-chelem" if self.announced else "deal.first-lead"
        self._add("french-tarot.deal.first-lead", say(lead, leader=Seat(self.leader)), (self.leader,), phase="declare")
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
