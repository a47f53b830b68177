"""How the computer seats bid, call, put aside, declare and play their cards: simple, documented, always legal,
never random. Every decision comes with its reason, a message made by the same code that made the decision (worded
by :mod:`.policy_words`), so that a step never explains a move after the fact.

A seat bids the contract the source's guide suggests for its hand, by the guide's ranges scaled to the size of
the hand (:func:`~engine.games.french_tarot.guide.thresholds`), when that is higher than the bid so far, and
otherwise passes. A taker of five calls the King (or Queen, or Knight) of the suit he holds most of, among those
he does not hold, so that the partner strengthens his longest suit. The écart empties the shortest suits first,
making voids, the court cards of a suit before its small cards (their points are then safe in the taker's pile),
and puts a trump aside only when nothing else may go. Every seat declares the highest poignée it holds, and
misère when the house rule is played and its hand allows it.

A reason that would tell what only the seat's hand shows (its exact points, how many cards of a suit it holds)
is a :class:`Reason` with two readings: the one every seat may read, and the one for a reader who may see that
hand.

A seat plays its cards by stated heuristics (french-tarot.play.policy), tried in order, the first that applies
giving the card and its reason:

1. A seat with one card allowed plays it (the Petit too, when it is forced).
2. It plays the Excuse before the last trick, where it would go to the other side, and a Petit imprenable (a house
   rule) before the Excuse and the last trick, where it would go to the other side, au bout; but a side that
   took every trick so far keeps the Excuse for the last trick, which it then wins (french-tarot.excuse.slam).
3. Leading for a side that took every trick so far, it plays for the chelem: holding only the Petit and the
   Excuse, it leads the Petit, so that the Excuse wins the last trick and the Petit is au bout
   (french-tarot.bonus.petit-au-bout-slam), when its side announced the chelem or no other seat may hold a trump;
   and for a chelem its side announced, it draws the trumps first, its highest first, while another seat may hold
   one, then leads its Kings, which no trump can take any more.
4. It plays the 21 on a trick to which an ally has played the Petit, to save it.
5. It plays the Petit when it is safe: under an ally's 21, or last to play when the Petit or an ally takes the
   trick; otherwise it keeps the Petit (and the Excuse) back while it has other cards.
6. Holding trumps in at least half its hand, it leads its highest trump to hunt the Petit while a seat not known
   to be an ally may hold it: not when an ally showed it in a poignée, nor when every seat not known to be an ally
   has shown it holds no trump.
7. Leading, it leads a King of a suit in which no seat has yet shown a void, to win its points before the suit
   can be trumped.
8. It gives its best court card to a trick an ally is sure to take (the seat last to play, or the ally's card the
   21).
9. When a seat not known to be an ally takes the trick so far, it takes the trick with the cheapest card that
   takes it, if one does.
10. Otherwise it plays low: leads, follows, trumps or discards the card allowed that counts least, a plain card
    before a trump. Its reason calls the card low only when it is a small card (one that counts half a point);
    a court card or an oudler played so is named as it is, and the Excuse as the card that stays with its side.

A seat counts as an ally only a seat the whole table knows to be on its side: with five players, none until the
called card falls, even for the partner who holds it, so that no card's reason tells the sides early. What else
a seat knows it reads from the table, never from another hand: the cards played, the voids they showed, and the
trumps shown in a poignée.

>>> from engine.packs import PACKS
>>> hand = PACKS["tarot-78"].parse_many("RPI DPI 2PI 3PI 4PI 5CE 6CE 7CE CCA 1AT 2AT 3AT".split(), "x")
>>> [str(card) for card in ecart_plan(hand, 3)]
['CCA', '7CE', '6CE']

>>> from engine.cards import TAROT_NOUVEAU as T
>>> from engine.table import Direction, Table
>>> from engine.tricks import TrickPlay
>>> from engine.games.french_tarot.tricks import rules
>>> hands = [[T.parse(c) for c in hand.split()] for hand in ("RCE 2CE", "3CE 8CE", "DCE 5PI")]
>>> play = TrickPlay(hands, Table(3, Direction.CLOCKWISE), 0, rules())
>>> from engine.games.french_tarot.policy_words import POLICY_WORDS
>>> card, reason = choose(play, frozenset())
>>> str(card), POLICY_WORDS.tell(reason.said, ())
('RCE', 'leading R♥, the master of hearts: no seat has shown a void in hearts yet')
>>> _ = play.play(card)
>>> card, reason = choose(play, frozenset())
>>> str(card), POLICY_WORDS.tell(reason.seen, ())
('3CE', 'following hearts low with 3♥: no card they may play takes the trick')
>>> reason.said.as_dict()
{'id': 'reason.follow-low', 'cards': {'card': '3CE'}, 'suits': {'suit': 'CE'}}
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.cards import TAROT_NOUVEAU, Card
from engine.games.french_tarot.contracts import PASS, POIGNEES, higher, poignee_level
from engine.games.french_tarot.counting import half_points
from engine.games.french_tarot.dealing import TAROT
from engine.games.french_tarot.guide import Judgement
from engine.games.french_tarot.hands import is_trump, plain, refusal, trumps_of
from engine.games.french_tarot.tricks import EXCUSE, PETIT, TRUMPS, power
from engine.model import Move
from engine.said import Param, Said, say
from engine.tricks import Trick, TrickPlay, winner

NOTHING = "nothing"
"""The move of a player who declares nothing (more) before the first card, or of a taker who announces no
chelem."""

CHELEM = "chelem"
"""The move of a taker who announces a chelem."""

PETIT_CHELEM = "petit-chelem"
"""The move of a taker who announces a petit chelem (a house rule)."""


@dataclass(frozen=True, slots=True)
class Reason:
    """Why a computer seat chose what it chose, as messages: ``said`` for every seat, ``seen`` for a reader who may
    see that seat's hand (the same reason with what only its hand tells, such as its exact points)."""

    said: Said
    seen: Said

    def told(self, sees: bool) -> Said:
        """The reason as a reader who may (``sees``) or may not see the seat's hand reads it."""
        return self.seen if sees else self.said


def plainly(message: str, **params: Param) -> Reason:
    """A reason that tells nothing hidden, the same for every reader."""
    said = say(message, **params)
    return Reason(said, said)


def hiding(message: str, params: dict[str, Param], hidden: dict[str, Param]) -> Reason:
    """A reason whose reading for a reader who may see the hand adds ``hidden`` to the message's ``params``."""
    return Reason(say(message, **params), say(message, **params, **hidden))


BY_CHOICE = say("reason.by-choice")
"""The reason of a move the reader made, or one the policy did not choose (a replayed move)."""


def bid(judged: Judgement, allowed: tuple[str, ...], highest: str | None) -> tuple[str, Reason]:
    """The bid by the guide (``pass`` or a contract) and its reason (french-tarot.bid.policy): the guide's ranges
    for a hand of its size (:func:`~engine.games.french_tarot.guide.thresholds`). Every seat reads the range the
    bid tells; only a reader who may see the hand reads its exact points."""
    ranges = judged.ranges
    points: dict[str, Param] = {"points": judged.counted, "size": ranges.size}
    if judged.bid is None:
        return PASS, hiding("reason.under-prise", {"size": ranges.size, "prise": ranges.prise},
                            {"points": judged.counted})
    contract = judged.bid
    if contract not in allowed:
        return PASS, hiding("reason.not-played", {"contract": contract}, points)
    least = next(least for least, said in ranges.bids if said == contract)
    if contract not in higher(allowed, highest):
        assert highest is not None
        return PASS, Reason(say("reason.not-higher", highest=highest),
                            say("reason.not-higher", highest=highest, contract=contract, least=least, **points))
    above = next((upper for upper, said in reversed(ranges.bids) if upper > least), None)
    span: dict[str, Param] = {} if above is None else {"upto": above - 1}
    return contract, Reason(say("reason.bid", size=ranges.size, least=least, contract=contract, **span),
                            say("reason.bid", contract=contract, least=least, **points))


PAROLE_SHARE = (3, 4)
"""The share of a prise's points (by the guide's ranges for the hand's size) from which a computer seat that would
pass says parole instead: three quarters, 30 at four players (a house rule, our reading)."""


def parole(judged: Judgement, second_round: bool, lowest: str) -> tuple[str, Reason] | None:
    """A computer seat's use of the parole (french-tarot.house.parole-rounds), asked only while nobody has bid:
    in the first round a hand the guide would pass, with three quarters of a prise's points or more, says parole;
    in the second round it takes the ``lowest`` contract it may bid rather than leave the deal void. ``None``: it
    bids as usual."""
    ranges = judged.ranges
    least = ranges.prise * PAROLE_SHARE[0] // PAROLE_SHARE[1]
    if judged.bid is not None or judged.total < least:
        return None
    if second_round:
        return lowest, hiding("reason.parole-takes", {}, {"points": judged.total})
    return "parole", hiding("reason.parole", {"size": ranges.size, "prise": ranges.prise},
                            {"points": judged.total, "least": least})


def overwhelming(hand: Sequence[Card]) -> bool:
    """Whether a computer taker announces a chelem (our reading): the 21 and the Excuse, three trumps in four
    cards or more, and nothing but trumps and Kings."""
    trumps = trumps_of(hand)
    codes = {card.code for card in trumps}
    return ({"21AT", "0EX"} <= codes and 4 * len(trumps) >= 3 * len(hand)
            and all(card in trumps or card.rank.code == "R" for card in hand))


def strong(hand: Sequence[Card]) -> bool:
    """Whether a computer taker announces a petit chelem (our reading): the 21 and the Excuse, trumps in two cards
    of three or more, and nothing else but Kings and Queens."""
    trumps = trumps_of(hand)
    codes = {card.code for card in trumps}
    return ({"21AT", "0EX"} <= codes and 3 * len(trumps) >= 2 * len(hand)
            and all(card in trumps or card.rank.code in ("R", "D") for card in hand))


def announce(hand: Sequence[Card], petit_chelem: bool = False) -> tuple[str, Reason]:
    """What the taker announces (french-tarot.bid.chelem), ``chelem``, ``petit-chelem`` where the table plays it
    (french-tarot.house.petit-chelem-announced) or ``nothing``, and why."""
    if overwhelming(hand):
        return CHELEM, plainly("reason.chelem")
    if petit_chelem and strong(hand):
        return PETIT_CHELEM, plainly("reason.petit-chelem")
    return NOTHING, plainly("reason.no-chelem-petit" if petit_chelem else "reason.no-chelem")


def call(hand: Sequence[Card], cards: Sequence[Card]) -> tuple[Card, Reason]:
    """The card called (french-tarot.call.policy): one the taker does not hold, of the suit he holds most of
    (the first in the pack's order on a tie), with the reason; his own only when he holds them all."""
    held = {card.code for card in hand}
    others = [card for card in cards if card.code not in held] or list(cards)
    chosen = max(others, key=lambda card: sum(1 for mine in hand if mine.suit == card.suit))
    length = sum(1 for mine in hand if mine.suit == chosen.suit)
    return chosen, hiding("reason.call", {"suit": chosen.suit}, {"held": length})


def ecart_plan(hand: Sequence[Card], count: int) -> list[Card]:
    """The ``count`` cards to put aside (french-tarot.ecart.policy): the plain cards of the shortest suits first,
    court cards before small ones within a suit; the lowest trumps other than oudlers only if plain cards run
    short."""
    cards = plain(hand)
    length = Counter(card.suit.code for card in cards)
    chosen = sorted(cards, key=lambda card: (length[card.suit.code], card.suit.code, -card.rank.order))[:count]
    if len(chosen) < count:
        trumps = sorted((card for card in hand if is_trump(card) and card not in chosen
                         and refusal(card, [c for c in hand if c not in chosen], count - len(chosen)) is None),
                        key=lambda card: card.rank.order)
        chosen += trumps[:count - len(chosen)]
    return chosen


def ecart_card(hand: Sequence[Card], count: int) -> tuple[Card, Reason]:
    """The next card to put aside with ``count`` still to go, the first of :func:`ecart_plan`, and why in the
    source's words (a singleton, a void, a short suit): a plain card's reason is for the reader who may see the
    taker's hand, as the card is; a trump, shown to all, tells every reader only that nothing else may go."""
    plan = ecart_plan(hand, count)
    card = plan[0]
    if is_trump(card):
        return card, Reason(say("reason.ecart-trump"), say("reason.ecart-lowest-trump"))
    left = [mine for mine in hand if mine.suit == card.suit]
    if len(left) == 1:
        return card, plainly("reason.singleton", suit=card.suit)
    kind = "court" if card.rank.code in ("D", "C", "V") else "small"
    kept = sum(1 for mine in left if mine not in plan)
    return card, plainly("reason.short-suit", suit=card.suit, held=len(left), kind=kind, kept=kept)


def declare(hand: Sequence[Card], players: int, most: int | None, may_misere: bool) -> tuple[Move, Reason]:
    """What a computer seat declares (french-tarot.declare.policy): the highest poignée its trumps allow when it
    may show one (``most``, the trumps it may show at the most), else misère when it may, else nothing; with
    the reason."""
    if most is not None:
        level = poignee_level(players, most)
        shown = POIGNEES[players][level]
        return Move("poignee", amount=shown), hiding("reason.poignee", {"shown": shown}, {"held": most})
    if may_misere:
        return Move("misere"), plainly("reason.misere")
    return Move(NOTHING), plainly("reason.nothing-more")


MONDE = TAROT_NOUVEAU.parse("21AT")


Shown = Sequence[tuple[int, Sequence[Card]]]
"""The cards each seat showed the table and holds until it plays them: the trumps of a poignée, by seat."""


def choose(play: TrickPlay, allies: frozenset[int], legal: Sequence[Card] | None = None, *, chelem: bool = False,
           shown: Shown = ()) -> tuple[Card, Reason]:
    """The card the seat to play plays, by the heuristics above, and its reason; ``allies`` are the seats it
    plays for, ``legal`` the cards it may play when already judged, ``chelem`` whether its side announced a chelem,
    ``shown`` the poignées shown. What only the seat's hand tells (that no other card was allowed, or none lower,
    or none that takes the trick) is in the reason's reading for a reader who may see that hand."""
    seat = play.to_play
    hand, trick = play.hands[seat], play.current
    legal = play.legal() if legal is None else legal
    if len(legal) == 1:
        forced: dict[str, Param] = {"forced": PETIT} if legal[0].code == PETIT.code else {}
        return legal[0], Reason(say("reason.allowed", **forced), say("reason.only-card", **forced))
    allowed = {card.code for card in legal}
    if PETIT.code in allowed and play.imprenable == seat and play.rules.imprenable is not None and len(hand) <= 2 + (
            EXCUSE in hand):
        return PETIT, plainly("reason.petit-imprenable")
    every = _took_every_trick(play, seat, allies)
    if EXCUSE.code in allowed and len(hand) == 2 and not every:
        return EXCUSE, plainly("reason.excuse-early")
    if every and not trick.plays:
        slam = _slam(play, hand, allies, chelem, shown)
        if slam is not None:
            return slam
    if MONDE.code in allowed and any(card.code == PETIT.code and by in allies for by, card in trick.plays):
        return MONDE, plainly("reason.save-petit")
    last = len(trick.plays) == play.players - 1
    leading = _leading(play)
    if PETIT.code in allowed:
        why = _petit_safe(leading, last, allies)
        if why:
            return PETIT, plainly("reason.petit-safe", why=why)
    keep = [card for card in legal if card.code != PETIT.code]
    keep = [card for card in keep if card.code != EXCUSE.code] or keep
    if not trick.plays:
        hunted = _hunt(play, hand, keep, allies, shown)
        if hunted is not None:
            return hunted
        king = _master_king(play, keep)
        if king is not None:
            return king
    if leading is not None and leading[0] in allies and (last or leading[1].code == MONDE.code):
        courts = [card for card in keep if not _trump(card) and half_points(card) > 1]
        if courts:
            card = max(courts, key=half_points)
            return card, plainly("reason.give-court", card=card)
    if leading is not None and leading[0] not in allies:
        taking = [card for card in keep if _takes(play, card)]
        if taking:
            card = min(taking, key=lambda c: LOWNESS[c.code])
            return card, Reason(say("reason.take", card=card), say("reason.take-cheapest", card=card))
    return _low(play, keep, leading is not None and leading[0] in allies)


def _low(play: TrickPlay, keep: list[Card], partner_takes: bool) -> tuple[Card, Reason]:
    """The card allowed that counts least, and why it is played so: leading, following the suit led, trumping as
    the rules make it, or discarding from a suit it cannot follow (a plain card before a trump). The reason calls
    it low only when it is a small card, and the Excuse, played while the Petit is kept back, the card that stays
    with its side."""
    card = min(keep, key=lambda c: LOWNESS[c.code])
    if card.code == EXCUSE.code:
        return card, Reason(say("reason.excuse"), say("reason.excuse-keeping-petit"))
    small = half_points(card) == 1
    led = play.current.led_suit(play.rules)
    if led is None:
        after: dict[str, Param] = {"after": EXCUSE} if play.current.plays else {}
        if small:
            return card, Reason(say("reason.lead-low", card=card, **after),
                                say("reason.lead-least", card=card, **after))
        return card, Reason(say("reason.lead-high", card=card, **after),
                            say("reason.lead-no-less", card=card, **after))
    if card.suit.code != led.code and not _trump(card):
        return card, Reason(say("reason.discard", suit=led, card=card),
                            say("reason.discard-least" if small else "reason.discard-no-less", suit=led, card=card))
    message = ("reason.follow" if card.suit.code == led.code else "reason.trump") + ("-low" if small else "-high")
    if partner_takes:
        return card, plainly(message, suit=led, card=card, taken="partner")
    return card, hiding(message, {"suit": led, "card": card}, {"taken": "none"})


def _takes(play: TrickPlay, card: Card) -> bool:
    """Whether ``card`` played now would take the trick as it stands."""
    trick = play.current
    return winner(Trick(trick.leader, [*trick.plays, (play.to_play, card)]), play.rules)[0] == play.to_play


def _trump(card: Card) -> bool:
    """Whether the card is a numbered trump (the Excuse is not one here)."""
    return card.suit.code == TRUMPS.code and card.code != EXCUSE.code


NUMBERED = tuple(card for card in TAROT.cards if _trump(card))
"""The 21 numbered trumps, the Petit to the Monde."""

LOWNESS = {card.code: (half_points(card), _trump(card), power(card)) for card in TAROT.cards}
"""How low each card plays, by its code: the points it counts, then a plain card before a trump, then its power
(worked out once, as every card a computer seat plays low is chosen by it)."""


def _hunt(play: TrickPlay, hand: list[Card], keep: list[Card], allies: frozenset[int],
          shown: Shown) -> tuple[Card, Reason] | None:
    """The highest trump led to hunt the Petit, when the leader holds trumps in half its hand or more and a seat
    not known to be an ally may still hold the Petit (:func:`_may_hold`); else ``None``."""
    trumps = [card for card in hand if _trump(card)]
    led = [card for card in keep if _trump(card)]
    if not led or 2 * len(trumps) < len(hand) or not _may_hold(play, allies, (PETIT,), shown):
        return None
    card = max(led, key=power)
    return card, Reason(say("reason.hunt", card=card), say("reason.hunt-highest", card=card))


def _slam(play: TrickPlay, hand: list[Card], allies: frozenset[int], chelem: bool,
          shown: Shown) -> tuple[Card, Reason] | None:
    """The lead of a seat whose side took every trick so far, for the chelem: the Petit before the Excuse (when
    its side announced the chelem, or no other seat may hold a trump), or, for a chelem announced, its highest
    trump while another seat may hold one, then a King; else ``None``."""
    last_two = sorted(card.code for card in hand) == sorted((PETIT.code, EXCUSE.code))
    if not chelem and not last_two:
        return None
    out = _may_hold(play, allies, NUMBERED, shown)
    if last_two:
        if chelem or not out:
            return PETIT, Reason(say("reason.slam-petit"), say("reason.slam-petit-excuse"))
        return None
    drawing = [card for card in hand if _trump(card) and card.code != PETIT.code]
    if out and drawing:
        card = max(drawing, key=power)
        return card, Reason(say("reason.slam-draw", card=card), say("reason.slam-draw-highest", card=card))
    kings = [card for card in hand if card.rank.code == "R" and not _trump(card)]
    if not out and kings:
        return kings[0], Reason(say("reason.slam-king", card=kings[0]), say("reason.slam-king-drawn", card=kings[0]))
    return None


def _may_hold(play: TrickPlay, allies: frozenset[int], cards: Iterable[Card], shown: Shown) -> bool:
    """Whether a seat other than the one to play and its allies may hold one of ``cards`` (trumps), as the seat to
    play knows it: a card not in its hand nor played, held by the seat that showed it in a poignée, or else by any
    other seat that has not shown it holds no trump (under the Petit imprenable, whose holder need not play it,
    the Petit by any other seat)."""
    seat = play.to_play
    gone = {card.code for card in play.hands[seat]} | {card.code for trick in (*play.tricks, play.current)
                                                         for _, card in trick.plays}
    others = {other for other in range(play.players) if other != seat and other not in allies}
    void = _void_in_trumps(play)
    for card in cards:
        if card.code in gone:
            continue
        holder = next((by for by, trumps in shown if any(mine.code == card.code for mine in trumps)), None)
        if holder is not None:
            if holder in others:
                return True
            continue
        free = play.rules.imprenable is not None and card.code == PETIT.code
        if others - (set() if free else void):
            return True
    return False


def _void_in_trumps(play: TrickPlay) -> set[int]:
    """The seats that have shown they hold no trump: each played to a trick neither the suit led nor a trump (nor
    the Excuse, which may go anywhere)."""
    void: set[int] = set()
    for trick in (*play.tricks, play.current):
        led = trick.led_suit(play.rules)
        void.update(by for by, card in trick.plays if led is not None and card.code != EXCUSE.code
                    and card.suit.code != led.code and not _trump(card))
    return void


def _master_king(play: TrickPlay, keep: list[Card]) -> tuple[Card, Reason] | None:
    """A King led while every seat has followed its suit each time it was led (none has shown a void in it),
    so that its 5 points are won before a seat can trump it; else ``None``."""
    for card in keep:
        if card.rank.code != "R" or _trump(card):
            continue
        led = [trick for trick in play.tricks if trick.led_suit(play.rules) == card.suit]
        if all(played.suit == card.suit or played.code == EXCUSE.code for trick in led for _, played in trick.plays):
            return card, plainly("reason.master-king", card=card)
    return None


def _leading(play: TrickPlay) -> tuple[int, Card] | None:
    """The seat and card taking the trick in play so far, if any card but the Excuse is in it."""
    trick = play.current
    if all(card.code == EXCUSE.code for _, card in trick.plays):
        return None
    return winner(trick, play.rules)


def _petit_safe(leading: tuple[int, Card] | None, last: bool, allies: frozenset[int]) -> str:
    """Why the Petit is safe on this trick (``under-21``, ``partner-takes``, ``no-trump``), or ``""``."""
    if leading is not None and leading[0] in allies and leading[1].code == MONDE.code:
        return "under-21"
    if last and leading is not None and leading[0] in allies:
        return "partner-takes"
    if last and (leading is None or not _trump(leading[1])):
        return "no-trump"
    return ""


def _took_every_trick(play: TrickPlay, seat: int, allies: frozenset[int]) -> bool:
    """Whether the seat's side, as far as it knows it, took every trick so far."""
    return all(trick.winner == seat or trick.winner in allies for trick in play.tricks)
