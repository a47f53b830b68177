"""The sentences of French Tarot's steps, by message id: the draw and the deal, the bidding, the call, the dog and
the écart, the declarations, the play, the Excuse's exchange, the count and the score, the guide's judgement of a
hand and the taker's chances. The engine records each step as a message and its parameters; this module alone
words them, so that another edition can word the same messages its own way.

>>> from engine.said import Seat, say
>>> WORDS.tell(say("bid.pass", player=Seat(1), reason=say("reason.by-choice")), ("Anne", "Blaise"))
'Blaise passes (by choice).'
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from fractions import Fraction
from math import floor, log10

from engine.cards import Card
from engine.games.french_tarot.contracts import CONTRACTS
from engine.games.french_tarot.counting import count, points_text
from engine.games.french_tarot.guide import BIDS, GUIDE_HAND, Thresholds
from engine.games.french_tarot.hands import RANK_NAMES
from engine.games.french_tarot.policy_words import POLICY_WORDS
from engine.said import Param, Said, Sentence, Told, Words
from engine.trick_words import TRICK_WORDS
from engine.wording import listed


def guide_ranges(thresholds: Thresholds) -> dict[str, Param]:
    """The guide's ranges as a message's parameters: the size of the hand, and the lowest total of each bid under
    the bid's id."""
    return {"size": thresholds.size, **{bid: least for least, bid in thresholds.bids}}


def percent(value: Fraction) -> str:
    """A chance in per cent as a reader reads it: to a tenth, or to two figures below a tenth, never rounded to
    nothing.

    >>> percent(Fraction(1, 2)), percent(Fraction(1, 4000)), percent(Fraction(0)), percent(Fraction(1))
    ('50.0 %', '0.025 %', '0 %', '100 %')
    """
    shown = float(value) * 100
    if value in (0, 1):
        return f"{shown:.0f} %"
    if shown >= 0.1:
        return f"{shown:.1f} %"
    return f"{shown:.{1 - floor(log10(shown))}f} %"


# Helpers of the sentences -----------------------------------------------------------------------------------


def _labels(cards: Sequence[Card]) -> str:
    return ", ".join(card.label for card in cards)


def _contract(told: Told, key: str = "contract") -> str:
    """The name, as players say it, of the contract whose id is the term ``key``."""
    return CONTRACTS[told.term(key)].name


def _others(told: Told) -> str:
    """The computer seats: every seat, or every seat but the reader's (``reader``) when someone reads."""
    return f"Every seat but {told.name('reader')}'s" if "reader" in told else "Every seat"


def _reason(told: Told) -> str:
    """Why a computer seat chose its move, or ``by choice``: the message ``reason``, worded by :mod:`.policy_words`."""
    return told.told("reason")


def _ranges(told: Told) -> str:
    """The guide's ranges a message carries (:func:`guide_ranges`), in words from the prise up."""
    return Thresholds(told.number("size"), tuple((told.number(bid), bid) for _, bid in BIDS)).text()


def _poor(told: Told) -> str:
    """Why a hand may call the maldonne: no trump, or too few trumps and court cards together."""
    trumps, courts = told.number("trumps"), told.number("courts")
    if not trumps:
        return "no trump"
    return (f"{trumps} trump{'' if trumps == 1 else 's'} and {courts} court card{'' if courts == 1 else 's'}, "
            f"{trumps + courts} together, fewer than {told.number('below')}")


def _whose(told: Told) -> str:
    """The pile an unseen dog goes to: the taker's on a garde sans, the defence's on a garde contre."""
    return f"{told.name('taker')}'s pile" if told.term("contract") == "garde-sans" else "the defence's pile"


def _shown(told: Told) -> str:
    """The trumps a poignée showed, when the scorer was told them."""
    return f" ({told.number('trumps')} trumps)" if "trumps" in told else ""


def _side(side: str) -> str:
    return "taker's side" if side == "taker" else "defence"


def _oudlers(count: int) -> str:
    return {0: "no oudler", 1: "one oudler"}.get(count, f"{count} oudlers")


def _signed(value: int) -> str:
    return f" + {value}" if value > 0 else f" − {-value}" if value < 0 else ""


def _gains(amount: int, plural: bool = False) -> str:
    """``wins 168``, ``loses 168`` (``win``, ``lose`` for several players), or neither."""
    if amount == 0:
        return "neither win nor lose" if plural else "neither wins nor loses"
    verb = ("win" if amount > 0 else "lose") + ("" if plural else "s")
    return f"{verb} {abs(amount)}"


def _ways(count: int) -> str:
    return f"{count:,}"


def _chance(told: Told) -> str:
    return percent(Fraction(told.term("chance")))


_NUMBERS = ("none", "one", "two", "three", "four", "five", "six")

_PAROLE_FORMS = {"any": "any contract from the lowest to the garde contre", "prise": "only a prise"}

_LACKS = {"no-trump": "no trump", "no-court": "no court card"}
"""What a hand lacks that lets its player declare misère."""

_HEAPS = {"ecart": "the écart", "dog": "the dog"}
"""The heaps set aside for a side before play."""

_SLAMS = {"chelem": "chelem", "petit-chelem": "petit chelem"}

_ASIDE = {"ecart": (" with the écart", ""), "dog": (" with the dog", ""), "dog-defence": ("", " with the dog"),
          "none": ("", "")}
"""Where the cards set aside before play are counted: with the taker's side's pile or the defence's."""


def _reasoned(told: Told) -> str:
    """A card's step from the trick play (the message ``told``), with the reason the computer seat played it."""
    params = {key: value for key, value in told.said.params.items() if key not in ("told", "reason")}
    text = TRICK_WORDS.tell(Said(told.term("told"), params), told.players)
    return f"{text.removesuffix('.')} ({_reason(told)})."


def _by_card(told: Told) -> str:
    return "; ".join(f"{len(line.cards)} {line.what}" for line in count(told.cards("pile")).by_card)


def _pairs(told: Told) -> str:
    kinds: dict[str, int] = {}
    for line in count(told.cards("pile")).pairs:
        kinds[line.what] = kinds.get(line.what, 0) + 1
    return "; ".join(f"{number} × {what}" for what, number in kinds.items())


def _formula(told: Told) -> str:
    hand = told.number("hand")
    terms = [told.number("poignee"), told.number("chelem")]
    parts = [str(told.number("base"))] + [_signed(term).strip() for term in terms if term]
    return f"The hand score is {' '.join(parts)} = {hand}." if len(parts) > 1 else f"The hand score is {hand}."


def _partner(told: Told) -> str:
    won = told.number("won")
    return (f"{told.name('partner')}, the partner, {_gains(won)}; {told.name('taker')}, the taker, {_gains(2 * won)}; "
            f"{listed(told.names('defenders'))} each {_gains(-won, plural=True)}.")


def _alone(alone: str) -> Sentence:
    def sentence(told: Told) -> str:
        won, defenders = told.number("won"), told.names("defenders")
        each = "each " if len(defenders) > 1 else ""
        return (f"{told.name('taker')}, the taker{alone}, {_gains(won * len(defenders))}; {listed(defenders)} "
                f"{each}{_gains(-won, plural=len(defenders) > 1)}.")
    return sentence


def _rounded(told: Told) -> str:
    rounded = "; ".join(f"{name} {amount:+d}" for name, amount in zip(told.names("others"), told.numbers("rounded")))
    return f"Rounded to ten: {rounded}; {told.name('taker')}, the taker, {told.number('balance'):+d} to balance them."


def _totals(told: Told) -> str:
    totals = ", ".join(f"{name} {total:+d} {'point' if abs(total) == 1 else 'points'}"
                       for name, total in zip(told.players, told.numbers("total")))
    return f"The running totals: {totals}; they sum to zero."


def _slam(made: str) -> Sentence:
    def sentence(told: Told) -> str:
        return (f"{told.name('taker')} announced a {_SLAMS[told.term('slam')]} and {made} it: "
                f"{_signed(told.number('amount')).strip()} to the taker's side.")
    return sentence


def _piles(told: Told) -> str:
    extra, defence_extra = _ASIDE[told.term("aside")]
    taker, defence = points_text(told.number("taker-half-points")), points_text(told.number("defence-half-points"))
    return (f"The last trick is played: the taker's side's pile{extra} holds {told.number('taker-cards')} cards, "
            f"{taker} points; the defence's{defence_extra} {told.number('defence-cards')} cards, {defence} points; 91 "
            "in all.")


def _excuse_given(where: Callable[[Told], str]) -> Sentence:
    def sentence(told: Told) -> str:
        given = told.card("given").label
        return (f"{told.name('owner')}'s side gives {given}, {where(told)}; {told.card('card').label} takes its place "
                f"and {given} goes into trick {told.number('trick')}.")
    return sentence


def _dog_count(given: Callable[[Told], str]) -> Sentence:
    def sentence(told: Told) -> str:
        players, hidden, size = told.number("players"), told.number("hidden"), told.number("size")
        return (f"With {players} players the taker holds {told.number('hand')} cards and cannot see the other "
                f"{hidden}: the {players - 1} other hands and the dog of {size}; {given(told)}. Any {size} of those "
                f"{hidden} cards are as likely to be the dog as any other {size}: C({hidden}, {size}) = "
                f"{_ways(told.number('dogs'))} dogs.")
    return sentence


def _dog_odds(told: Told) -> str:
    k, missing, hidden, size = told.number("k"), told.number("missing"), told.number("hidden"), told.number("size")
    with_k, without = told.number("with"), told.number("without")
    ways = _ways(with_k * without)
    return (f"The dog holds {_NUMBERS[k]} of the {missing} in C({missing}, {k}) × C({hidden - missing}, {size - k}) "
            f"= {_ways(with_k)} × {_ways(without)} = {ways} of those dogs: {ways} in {_ways(told.number('dogs'))} = "
            f"{_chance(told)}.")


def _longest_count(five: str) -> Sentence:
    def sentence(told: Told) -> str:
        missing, hands, size = told.number("missing"), told.number("hands"), told.number("size")
        return (f"Once the dog is shown and none of the {missing} is in it (a taker who has seen the dog counts what "
                f"is still missing), the {hands} other hands{five} hold all {missing} among their {hands * size} "
                f"cards, {size} each: C({hands * size}, {missing}) = {_ways(told.number('ways'))} ways, each as "
                "likely, counted hand by hand.")
    return sentence


def _longest(told: Told) -> str:
    ways = _ways(told.number("count"))
    return (f"One of them holds {told.number('m')} or more of the {told.number('missing')} in {ways} of those ways: "
            f"{ways} in {_ways(told.number('ways'))} = {_chance(told)}.")


# The guide's lines ------------------------------------------------------------------------------------------

_FEATURES: dict[str, Sentence] = {
    "evaluate.monde": lambda t: "the Monde (21)",
    "evaluate.excuse": lambda t: "the Excuse",
    "evaluate.petit": lambda t: f"the Petit with {t.number('trumps')} trumps",
    "evaluate.trumps": lambda t: f"{t.number('trumps')} trumps, oudlers included, at 2",
    "evaluate.majors": lambda t: f"{t.number('trumps')} major trumps (16 to 21) at 2",
    "evaluate.sequence": lambda t: f"a sequence of {t.number('trumps')} major trumps, {t.number('low')} to "
                                   f"{t.number('high')}",
    "evaluate.king-queen": lambda t: f"king and queen of {t.suit('suit').name}",
    "evaluate.king": lambda t: f"king of {t.suit('suit').name} without the queen",
    "evaluate.queen": lambda t: f"queen of {t.suit('suit').name} without the king",
    "evaluate.knight": lambda t: f"knight of {t.suit('suit').name}",
    "evaluate.jack": lambda t: f"jack of {t.suit('suit').name}",
    "evaluate.long-suit": lambda t: f"{t.number('cards')} {t.suit('suit').name}",
    "evaluate.void": lambda t: f"no {t.suit('suit').name}",
    "evaluate.singleton": lambda t: f"a single {t.suit('suit').name[:-1]}",
}
"""What each line of the guide counts, as the judgement's summary names it."""
_FEATURE_WORDS = Words(_FEATURES, home=f"{__name__}:FEATURES")

_UNCOUNTED = {"garde-sans": ", which count only for a garde sans or a garde contre"}


def feature(said: Said) -> str:
    """What a line of the guide counts (its message, :attr:`~engine.games.french_tarot.guide.Feature.said`)."""
    return _FEATURE_WORDS.tell(said, ())


def _line(what: Sentence) -> Sentence:
    def sentence(told: Told) -> str:
        counted, points = what(told), told.number("points")
        note = _UNCOUNTED[told.term("counts")] if "counts" in told else ""
        return f"{counted[0].upper()}{counted[1:]}: {points} point{'s' if points != 1 else ''}{note}."
    return sentence


def _over(told: Told) -> str:
    """The bid a bid overcalls, if the message names one."""
    return f", over the {_contract(told, 'over')}" if "over" in told else ""


def _bids(told: Told) -> str:
    """The contracts a refused bidder may bid instead, by name."""
    return ", ".join(CONTRACTS[contract].name for contract in told.terms("bids"))


WORDS = Words({
    # The draw and the deal
    "deal.drawing": lambda t: "The players draw a card each in turn from seat 1, from the shuffled pack.",
    "deal.excuse-redraws": lambda t: f"{t.name('player')} draws the Excuse and draws again: {t.card('card').label}.",
    "deal.first-dealer": lambda t: "The cards drawn: " + ", ".join(
        f"{name} {card.label}" for name, card in zip(t.players, t.cards("drawn"))) + f". {t.name('dealer')} has the "
        "lowest and deals first.",
    "deal.anticlockwise": lambda t: f"{t.name('dealer')} deals; first hand is {t.name('first')}, on the dealer's "
                                    "right. The deal, the bidding and the play go to the right.",
    "deal.cut": lambda t: f"{t.name('cutter')}, at the dealer's left, cuts the pack: {t.number('cut')} cards lifted "
                          "and put under the rest.",
    "deal.packets": lambda t: f"{t.name('dealer')} deals the pack to the right from {t.name('first')}, "
                              f"{t.number('packets')} packets of three to each player: {t.number('hand')} cards each.",
    "deal.dog": lambda t: f"{len(t.numbers('after'))} cards go to the dog one at a time, after the players' cards "
                          f"{', '.join(str(n) for n in t.numbers('after'))}: never two in a row, never inside a "
                          "packet, nor the first or the last card of the pack.",
    "deal.dog-places": lambda t: "The shuffle chose those places; a dealer may choose any others within the rules.",
    "deal.given": lambda t: f"The hands and the dog are given, not dealt: {t.number('hand')} cards to each player and "
                            f"{t.number('dog')} to the dog, face down, as a dealt deal would lay them.",
    "deal.given-untaken": lambda t: "Nobody plays these given hands: with no pack to deal again, the sitting stops "
                                    "here.",
    "deal.limit": lambda t: f"Nobody has taken in {t.number('deals')} deal{'' if t.number('deals') == 1 else 's'}: "
                            "the sitting stops here, as asked.",
    "deal.soft-shuffle": lambda t: f"The cards are gathered and not shuffled: {t.name('cutter')}, the last dealer, "
                                   f"cuts, and {t.name('dealer')}, on that player's right, deals.",
    "deal.gathering": lambda t: "The hands are gathered one on another from first hand to the dealer, the dog last.",
    "deal.petit-imprenable": lambda t: f"{t.name('player')}'s only trump is the Petit, without the Excuse; this table "
                                       "plays the Petit imprenable, so the deal stands and the Petit will be played "
                                       "like the Excuse.",
    "deal.petit-sec": lambda t: f"{t.name('player')} holds the Petit sec, the only trump without the Excuse, and "
                                "announces it before the bidding, showing the hand: the deal is annulled and "
                                f"{t.name('next')}, the next dealer, deals again.",
    "deal.first-lead": lambda t: f"{t.name('leader')}, first hand, will lead the first trick: the deal stops here, "
                                 "before the first card.",
    "deal.first-lead-chelem": lambda t: f"{t.name('leader')}, the taker, having announced a chelem, will lead the "
                                        "first trick: the deal stops here, before the first card.",
    # The table: its places, and what the deal came to
    "table.pack": lambda t: "the pack",
    "table.dog": lambda t: "the dog",
    "table.dog-taker": lambda t: "the dog, in the taker's pile",
    "table.dog-defence": lambda t: "the dog, in the defence's pile",
    "table.ecart": lambda t: "the écart",
    "outcome.petit-sec": lambda t: "A Petit sec: the deal is annulled and dealt again by the next dealer.",
    "outcome.maldonne": lambda t: "A maldonne called: the deal is annulled and dealt again by the next dealer.",
    "outcome.no-taker": lambda t: "Nobody bid: the deal is void and passes to the right.",
    "outcome.ready": lambda t: f"{t.name('taker')} plays a {_contract(t)}; {t.name('leader')} leads the first card.",
    "outcome.played": lambda t: f"{t.name('taker')} "
                                f"{'wins' if t.number('half-points') >= 2 * t.number('needed') else 'loses'} the "
                                f"{_contract(t)} with {points_text(t.number('half-points'))} points: a hand score of "
                                f"{t.number('hand')}.",
    # The house rules' maldonne
    "maldonne.table": lambda t: "This table plays the maldonne of house rules: a player whose hand has no trump, or "
                                f"fewer than {t.number('below')} trumps and court cards together, may call a misdeal "
                                "before the bidding.",
    "maldonne.declined": lambda t: f"{t.name('player')} could call a maldonne ({_poor(t)}), and does not (by choice).",
    "maldonne.called": lambda t: f"{t.name('player')} calls a maldonne ({_reason(t)}), showing the hand: {_poor(t)}.",
    "maldonne.annulled": lambda t: "The Excuse counts as a trump, and the court cards are the Kings, Queens, Knights "
                                   "and Jacks; the deal is annulled like a Petit sec, and "
                                   f"{t.name('next')}, the next dealer, deals again.",
    # The bidding
    "bid.policy": lambda t: f"{_others(t)} bids by the source's guide: {_ranges(t)}; it bids the contract its points "
                            "suggest when higher than the bid so far, else passes.",
    "bid.policy-scaled": lambda t: f"{_others(t)} bids by the source's guide, its ranges scaled to a hand of "
                                   f"{t.number('size')} cards: {_ranges(t)}; it bids the contract its points suggest "
                                   "when higher than the bid so far, else passes.",
    "bid.no-prise": lambda t: "This table plays without the prise: the garde is the lowest bid.",
    "bid.pousse": lambda t: "This table plays the pousse, between the prise and the garde.",
    "bid.order": lambda t: f"The bidding begins with {t.name('first')}, first hand, and goes to the right.",
    "bid.once": lambda t: "Each player speaks once: a pass is final, and the highest bid takes.",
    "bid.once-parole": lambda t: "Each player speaks once, but for a second round of those who say parole: a pass is "
                                 "final, and the highest bid takes.",
    "bid.pass": lambda t: f"{t.name('player')} passes ({_reason(t)}).",
    "bid.bid": lambda t: f"{t.name('player')} bids a {_contract(t)}{_over(t)} ({_reason(t)}).",
    "bid.no-taker": lambda t: f"Nobody bids: the deal is void, and the deal passes to the right, to {t.name('next')}.",
    "bid.taken": lambda t: f"{t.name('taker')} takes with a {_contract(t)}, the highest bid; the contracts run "
                           f"{' < '.join(CONTRACTS[c].name for c in t.terms('contracts'))}.",
    "parole.table": lambda t: "This table plays the parole: a player may say parole instead of a bid, and bid "
                              f"{_PAROLE_FORMS[t.term('form')]} in a second round.",
    "parole.policy": lambda t: "Parole may be said while nobody has bid, and only those who said it speak in the "
                               f"second round; {_others(t).lower()} says parole with three quarters or more of the "
                               "points a prise needs by the guide, and then takes the lowest contract it may while "
                               "nobody has bid.",
    "parole.said": lambda t: f"{t.name('player')} says parole ({_reason(t)}): no contract yet, and a word in the "
                             "second round.",
    "parole.second-round": lambda t: f"A second round: {', '.join(t.names('players'))}, who said parole, speak again "
                                     "in the same order, each once; those who passed stay out.",
    # The chelem announced
    "chelem.announced": lambda t: f"{t.name('taker')} announces a chelem ({_reason(t)}): every trick to take, and "
                                  f"{t.name('taker')} leads the first.",
    "chelem.petit-announced": lambda t: f"{t.name('taker')} announces a petit chelem ({_reason(t)}): every trick but "
                                        "three to take; first hand still leads.",
    "chelem.none": lambda t: f"{t.name('taker')} announces no chelem ({_reason(t)}).",
    "chelem.none-petit": lambda t: f"{t.name('taker')} announces no chelem nor petit chelem ({_reason(t)}).",
    # The king call
    "call.all-twelve": lambda t: f"{t.name('taker')} holds every King, Queen and Knight, calls nobody and plays "
                                 "alone.",
    "call.queen-knight": lambda t: f"{t.name('taker')} holds the four Kings"
                                   f"{' and the four Queens' if t.term('rank') == 'C' else ''}, so calls a "
                                   f"{RANK_NAMES[t.term('rank')]}.",
    "call.policy": lambda t: f"{t.name('taker')} calls by a rule: a card not held, of the suit held most.",
    "call.card": lambda t: f"{t.name('taker')} calls {t.card('card').name} ({_reason(t)}): whoever holds it plays "
                           "with the taker, unknown until it is played.",
    "call.own": lambda t: f"{t.name('taker')} holds the card called and plays alone, which the others learn only when "
                          "it is played.",
    "call.in-dog": lambda t: f"The card called, {t.card('card').name}, lies in the dog: {t.name('taker')} plays "
                             "alone.",
    "call.revealed": lambda t: f"{t.name('player')} plays {t.card('card').label}, the card called: "
                               f"{t.name('player')} is {t.name('taker')}'s partner.",
    "call.revealed-alone": lambda t: f"{t.name('taker')} plays {t.card('card').label}, the card called, from the "
                                     f"hand: {t.name('taker')} plays alone.",
    "call.never-played": lambda t: f"The card called, {t.card('card').label}, was never played: it lay in "
                                   f"{_HEAPS[t.term('heap')]}, and {t.name('taker')} played alone.",
    # The dog and the écart
    "dog.unseen": lambda t: f"On a {_contract(t)} the dog goes to {_whose(t)} face down, seen by nobody until the "
                            "deal is counted.",
    "dog.shown": lambda t: f"On a {_contract(t)} the dog is shown to all: {_labels(t.cards('dog'))}.",
    "dog.taken": lambda t: f"{t.name('taker')} takes the dog into the hand.",
    "ecart.size": lambda t: f"{t.name('taker')} puts aside {t.number('size')} cards, as many as the dog held, face "
                            "down: never a King nor an oudler, and a trump only when nothing else can go.",
    "ecart.kings": lambda t: f"{t.name('taker')} keeps {_labels(t.cards('kept'))}: a King is never put aside.",
    "ecart.oudlers": lambda t: f"{t.name('taker')} keeps {_labels(t.cards('kept'))}: an oudler is never put aside.",
    "ecart.plan": lambda t: f"{t.name('taker')} puts aside by a plan: shortening "
                            f"{' and '.join(sorted({card.suit.name for card in t.cards('plain')})) or 'nothing'}, "
                            "keeping the Kings and the trumps.",
    "ecart.trump": lambda t: f"{t.name('taker')} has too few other cards and puts aside {t.card('card').label}, a "
                             f"trump, shown to all ({_reason(t)}).",
    "ecart.card": lambda t: f"{t.name('taker')} puts aside {t.card('card').label} ({_reason(t)}).",
    "ecart.hidden": lambda t: f"{t.name('taker')} puts a card aside, face down.",
    # The declarations
    "declare.when": lambda t: f"Before the first card is led, each player in turn from {t.name('first')} may "
                              "declare a poignée.",
    "declare.when-misere": lambda t: f"Before the first card is led, each player in turn from {t.name('first')} may "
                                     "declare a poignée or misère.",
    "declare.policy": lambda t: f"{_others(t)} shows the highest poignée it holds, with as few trumps as it needs.",
    "declare.policy-misere": lambda t: f"{_others(t)} shows the highest poignée it holds, with as few trumps as it "
                                       "needs, and declares misère when it may.",
    "declare.nothing": lambda t: f"{t.name('player')} declares nothing.",
    "declare.poignee": lambda t: f"{t.name('player')} shows a {t.term('level')} poignée of "
                                 f"{t.number('count')} trumps ({_reason(t)}): {_labels(t.cards('trumps'))}.",
    "declare.poignee-shown": lambda t: "The lowest trumps are shown, and the Excuse only when the others are too "
                                       "few, since showing it tells that no other trump is left.",
    "misere.declared": lambda t: f"{t.name('player')} declares misère ({_reason(t)}): a hand with "
                                 f"{_LACKS[t.term('lacks')]}.",
    "misere.hand": lambda t: "Misère is declared with the poignée, before the first card, on the hand then held, "
                             "the Excuse counted as a trump.",
    # The play
    "play.first-lead": lambda t: f"{t.name('leader')}, first hand, leads the first trick; the play goes to the "
                                 "right.",
    "play.first-lead-chelem": lambda t: f"{t.name('leader')}, the taker, having announced a chelem, leads the first "
                                        "trick; the play goes to the right.",
    "play.policy": lambda t: f"{_others(t)} plays by stated heuristics, each card with its reason: save the Petit, "
                             "hunt it with many trumps, save a partner's Petit with the 21, lead a King before its "
                             "suit can be trumped, give a court card to a partner's sure trick, take the trick "
                             "cheaply when it can, keep the Excuse from the last trick, else play low.",
    "play.policy-imprenable": lambda t: f"{_others(t)} plays by stated heuristics, each card with its reason: save "
                                        "the Petit, hunt it with many trumps, save a partner's Petit with the 21, "
                                        "lead a King before its suit can be trumped, give a court card to a partner's "
                                        "sure trick, take the trick cheaply when it can, keep the Excuse and a Petit "
                                        "imprenable from the last trick, else play low.",
    "play.reasoned": _reasoned,
    "play.chelem": lambda t: f"The {_side(t.term('side'))} took every trick: a chelem.",
    # The Excuse's exchange
    "excuse.unknown-partner": lambda t: f"The called king is not yet played: {t.name('owner')}'s "
                                        f"{t.card('card').label} waits to be exchanged until it shows who plays with "
                                        "whom.",
    "excuse.known-now": lambda t: f"Who plays with whom is known now: the exchange of {t.card('card').label} is made "
                                  "now.",
    "excuse.same-side": lambda t: f"{t.name('winner')}, who took trick {t.number('trick')}, plays on "
                                  f"{t.name('owner')}'s side: {t.card('card').label} stays in that trick and nothing "
                                  "is given for it.",
    "excuse.owed": lambda t: f"{t.name('owner')}'s side has no half-point card in its pile yet: it owes "
                             f"{t.name('winner')}'s side one for {t.card('card').label}, to give as soon as it takes "
                             "one.",
    "excuse.half-point-taken": lambda t: f"{t.name('owner')}'s side has taken a half-point card: it gives it now for "
                                         f"{t.card('card').label}.",
    "excuse.unpaid": lambda t: f"{t.name('owner')}'s side has no half-point card in its pile: "
                               f"{t.card('card').label} stays with it all the same, and nothing is given for it.",
    "excuse.back": lambda t: f"{t.name('owner')} played {t.card('card').label} to trick {t.number('trick')}, which "
                             f"{t.name('winner')} took: it goes back to {t.name('owner')}'s side for a half-point "
                             "card.",
    "excuse.given": _excuse_given(lambda t: f"the first half-point card it took, from trick {t.number('from')}"),
    "excuse.given-unseen": lambda t: f"{t.name('owner')}'s side gives a half-point card from "
                                     f"{_HEAPS[t.term('heap')]}, face down; {t.card('card').label} takes its place and "
                                     f"the card given goes into trick {t.number('trick')}.",
    "excuse.given-aside": _excuse_given(lambda t: f"from {_HEAPS[t.term('heap')]}, its tricks holding no "
                                                  "half-point card"),
    # The petit au bout, as the play finds it
    "petit.last-trick": lambda t: f"The Petit is in the last trick, which {t.name('winner')} took: petit au bout for "
                                  f"the {_side(t.term('side'))}.",
    "petit.slam": lambda t: f"The {_side(t.term('side'))} took every trick, the last with its Excuse and the one "
                            "before with its Petit: its Petit is au bout.",
    "petit.imprenable-last": lambda t: f"{t.name('owner')}'s Petit imprenable did not take the last trick, which "
                                       f"{t.name('winner')} took: like the Excuse there, it goes to the "
                                       f"{_side(t.term('side'))}, and nothing is given for it.",
    "petit.imprenable-au-bout": lambda t: f"The Petit imprenable went to the {_side(t.term('side'))} in the last "
                                          "trick: petit au bout for it.",
    "petit.imprenable-kept": lambda t: f"{t.name('owner')}'s Petit imprenable did not take the last trick, and his "
                                       "side took every trick before: it goes back to that side, and no side has the "
                                       "petit au bout.",
    # The count
    "count.piles": _piles,
    "count.card-values": lambda t: f"Card by card: {_by_card(t)}; {points_text(t.number('half-points'))} points.",
    "count.pairs": lambda t: f"In pairs: {_pairs(t)}; the same {points_text(t.number('half-points'))} points.",
    "count.oudlers": lambda t: f"The taker's pile holds {_oudlers(t.number('oudlers'))}.",
    # The score
    "score.contract": lambda t: f"{t.name('taker')} took a {_contract(t)} with {_oudlers(t.number('oudlers'))} in the "
                                f"tricks and needed {t.number('needed')} points: with "
                                f"{points_text(t.number('half-points'))}, {t.name('taker')} "
                                f"{'wins' if t.number('half-points') >= 2 * t.number('needed') else 'loses'} the "
                                "contract.",
    "score.margin": lambda t: f"The margin is {points_text(t.number('half-points'))} "
                              f"point{'' if t.number('half-points') in (1, 2) else 's'}.",
    "score.half-point": lambda t: f"A margin of {points_text(t.number('half-points'))} counts as "
                                  f"{t.number('margin')}.",
    "score.fixed": lambda t: f"On the fixed scale a {_contract(t)} is worth {t.number('amount')}.",
    "score.fixed-terms": lambda t: f"{t.number('amount')}{_signed(t.number('petit'))} = {t.number('base')}: the "
                                   "margin is not counted.",
    "score.multiplier": lambda t: f"(25 + {t.number('margin')}{_signed(t.number('petit'))}) × "
                                  f"{t.number('multiplier')} for the {_contract(t)} = {t.number('base')}.",
    "score.petit-slam": lambda t: f"The {_side(t.term('side'))} took every trick, the Excuse in the last: its Petit, "
                                  "which won the trick before, is au bout.",
    "score.petit-au-bout": lambda t: f"The {_side(t.term('side'))} took the Petit au bout: 10 "
                                     f"{'added to' if t.term('side') == t.term('winner') else 'taken from'} the "
                                     f"{_side(t.term('winner'))}'s score before the multiplier.",
    "score.poignee": lambda t: f"{t.name('player')} showed a {t.term('level')} poignée{_shown(t)}: "
                               f"{t.number('bonus')}, to the side that wins the contract.",
    "score.slam-made": _slam("made"),
    "score.slam-missed": _slam("missed"),
    "score.slam-unannounced": lambda t: f"The {_side(t.term('side'))} made an unannounced {_SLAMS[t.term('slam')]}: "
                                        f"{t.number('amount')} to it.",
    "score.petit-chelem-reading": lambda t: f"The {_side(t.term('side'))} left the other side only "
                                            f"{t.number('left')} trick{'' if t.number('left') == 1 else 's'}, fewer "
                                            "than three: a petit chelem all the same.",
    "score.formula": _formula,
    "score.misere": lambda t: f"{t.name('player')} declared misère: {t.number('each')} from each other player, "
                              f"{t.number('total')} in all.",
    "score.misere-table": lambda t: f"With {t.number('players')} players {t.name('player')} receives "
                                    f"{t.number('total')}, not 30.",
    # The scorecard
    "scorecard.partner": _partner,
    "scorecard.taker-alone": _alone(" alone"),
    "scorecard.defenders": _alone(""),
    "scorecard.rounding": _rounded,
    "scorecard.rounding-others": lambda t: "Every player but the taker is rounded, and a score ending in 5 goes away "
                                           "from zero.",
    "scorecard.running": _totals,
    # The guide's judgement of a hand
    **{message: _line(what) for message, what in _FEATURES.items()},
    "evaluate.bid": lambda t: f"{t.number('total')} points in all: the guide says bid a {_contract(t)}.",
    "evaluate.pass": lambda t: f"{t.number('total')} points in all: the guide says pass.",
    "evaluate.scaled": lambda t: f"The guide's ranges are for a hand of {GUIDE_HAND} cards; for this hand of "
                                 f"{t.number('size')} they are scaled by the points such a hand holds on average: "
                                 f"{_ranges(t)}.",
    "evaluate.short-suits": lambda t: "The short suits are counted once the total with them reaches "
                                      f"{t.number('garde-sans')}.",
    "evaluate.short-suits-80": lambda t: "The short suits are counted once the total with them reaches "
                                         f"{t.number('garde-sans')}, and 80 is a garde sans.",
    "evaluate.seats": lambda t: f"{t.name('first')} is first hand, in seat 1, and {t.name('dealer')}, in seat 2 on "
                                f"{t.name('first')}'s left, deals; turns go down through the seats, from seat 1 to "
                                f"seat {len(t.players)}, then round to seat 2.",
    "evaluate.cut": lambda t: f"{t.name('cutter')}, in seat 3 at the dealer's left, cuts the pack: {t.number('cut')} "
                              "cards lifted and put under the rest.",
    "evaluate.packets": lambda t: f"{t.name('dealer')} deals {t.number('packets')} packets of three to each player in "
                                  f"turn from {t.name('first')}: {t.name('first')}'s {t.number('hand')} cards.",
    "evaluate.dog": lambda t: f"{t.number('dog')} cards go to the dog one at a time, after packets "
                              f"{', '.join(str(n) for n in t.numbers('after')[:-1])} and "
                              f"{t.numbers('after')[-1]} of {t.number('packets')}: never two in a row, nor the "
                              "first or the last card of the pack.",
    "evaluate.dog-places": lambda t: "The shuffle chose those gaps between packets; a dealer may choose any others "
                                     "within the rules.",
    # The taker's chances
    "odds.dog-count": _dog_count(lambda t: f"the taker misses {t.number('missing')} cards of a kind"),
    "odds.dog-count-held": _dog_count(lambda t: f"holding {t.number('held')} of a kind of {t.number('kind')}, the "
                                                f"taker misses {t.number('missing')}"),
    "odds.dog": _dog_odds,
    "odds.longest-count": _longest_count(""),
    "odds.longest-count-partner": _longest_count(", the partner being unknown,"),
    "odds.longest": _longest,
    "refuse.no-parole": lambda t: "this table does not play the parole",
    "refuse.parole-second": lambda t: "parole is said once, in the first round: now bid or pass",
    "refuse.parole-late": lambda t: "parole is said only while nobody has bid",
    "refuse.parole-prise": lambda t: "at this table a player who said parole may bid only a prise in the second round",
    "refuse.bid-not-played": lambda t: f"this table plays {'without' if t.term('contract') == 'prise' else 'no'} "
                                       f"{CONTRACTS[t.term('contract')].name}: the bids are {_bids(t)}",
    "refuse.bid-not-higher": lambda t: f"a {CONTRACTS[t.term('contract')].name} is no higher than the "
                                       f"{CONTRACTS[t.term('highest')].name} already bid: {t.name('player')} may bid "
                                       f"{_bids(t) or 'nothing higher'}, or pass",
    "refuse.call": lambda t: f"{t.name('taker')} calls a {RANK_NAMES[t.cards('kings')[0].rank.code]}, one of "
                             f"{', '.join(str(card) for card in t.cards('kings'))}, not {t.card('card').name}",
    "refuse.ecart-hand": lambda t: f"{t.name('taker')} puts aside cards of the hand",
    "refuse.ecart-not-held": lambda t: f"{t.told('why')}, and {t.card('card').name} is not in it",
    "refuse.ecart-kings": lambda t: "a King is never put aside",
    "refuse.ecart-oudlers": lambda t: "an oudler is never put aside",
    "refuse.ecart-one": lambda t: f"{t.told('why')}, and {t.card('card').name} is one",
    "refuse.ecart-trump": lambda t: f"a trump goes aside only when nothing else can: {t.name('taker')} still has "
                                    "other cards to put aside",
    "refuse.poignee-twice": lambda t: "a player shows one poignée at the most",
    "refuse.poignee-short": lambda t: f"a single poignée shows at least {t.number('least')} trumps with "
                                      f"{t.number('players')} players, not {t.number('amount')}",
    "refuse.poignee-held": lambda t: f"{t.name('player')} holds {t.number('held')} trumps, the Excuse counted, and "
                                     f"cannot show {t.number('amount')}",
    "refuse.no-misere": lambda t: "this table does not play the house rule of misère",
    "refuse.misere-hand": lambda t: f"misère needs a hand with no trump or no court card, and {t.name('player')}'s "
                                    "has both",
    "refuse.card": lambda t: f"{t.card('card').name} may not be played now: {t.told('why')}",
}, home=__name__) | POLICY_WORDS
"""French Tarot's own steps, refusals and computer seats' reasons, by message id; a deal played card by card adds the
shared trick words."""

TOLD = WORDS | TRICK_WORDS
"""Every sentence of a deal played card by card: the game's own and the tricks'."""
