"""The pieces every trick-taking game's widgets share: the trick on the table at a step, the reader's hand
as cards to choose, and the cards each seat has taken.

:func:`table_trick_view`, :func:`table_piles_view` and :func:`moves_view` draw them from the table of the
step shown (:func:`widgets.table.table_at`) and the envelope's ``waiting``; :func:`trick_at` the trick a play widget
shows at a step (at a trick's win, the trick complete with its winner), and :func:`trick_taken` a trick as a game's
picture shows it; :func:`trick_view` and :func:`choices_view` are the drawings they share. The choices show their
legality: the prompt names the cards allowed, and each refused card is struck out under its reason.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.api import (DEFAULT_LANGUAGE, ChoiceJson, EngineError, Envelope, Snapshot, StepJson, current_language,
                        named_in_sentence, parse_any)
from widgets.cards import card, hand
from widgets.html import attrs, esc
from widgets.speech import Words
from widgets.table import steps_of, table_at

say = Words(__name__)


@dataclass(frozen=True)
class CardChoice:
    """A card the reader may choose at their turn: legal, or refused with the reason (and ``why``, the reason as
    every card refused by the same rule shares it, where the engine gives one); ``value`` is what its button sends
    (the card itself unless given, such as a call's move ``call RCE``)."""

    card: str
    legal: bool
    reason: str = ""
    value: str = ""
    why: str = ""


def table_trick_view(table: Snapshot, names: Mapping[int, str], lit: frozenset[str] = frozenset()) -> str:
    """The trick on ``table``, if one is in play: its cards, each with the name of the player who played it."""
    if "trick" not in table:
        return ""
    trick = table["trick"]
    plays = [(play["seat"], play["card"]) for play in trick.get("plays", [])]
    return trick_view(trick.get("number", 1), plays, dict(names), trick.get("winner"), lit)


def trick_at(response: Envelope, step: int, win: str, lit: frozenset[str] = frozenset(), say: bool = True) -> str:
    """The trick a play widget shows at ``step``: at a step under the rule ``win`` (named without its game,
    ``trick.win``), the trick it settles as it lay complete the step before, with its winner marked and said in
    words ("Claude wins the trick with trump 3"), since the engine's table clears a trick as it is won; at any
    other step, the trick on the table then, if any, its cards in ``lit`` marked. ``say`` off leaves the words out
    (a picture's caption says the step)."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    current = steps_of(response)[step]
    if current["rule"].partition(".")[2] == win and step > 0 and current["seats"]:
        before = table_at(response, step - 1)
        if "trick" in before:
            trick, winner = before["trick"], current["seats"][0]
            plays = [(play["seat"], play["card"]) for play in trick.get("plays", [])]
            won = next((code for seat, code in plays if seat == winner), None)
            said = _won(names[winner], won) if say else ""
            return trick_view(trick.get("number", 1), plays, names, winner, said=said)
    return table_trick_view(table_at(response, step), names, lit)


def _won(winner: str, code: str | None) -> str:
    """A trick's end in words: ``winner`` wins it, with the card ``code`` when the winner played one."""
    if code is None:
        return say("{winner} wins the trick", winner=winner)
    return say("{winner} wins the trick with {card}", winner=winner, card=_label(code))


def _label(code: str) -> str:
    """A card as a sentence of the page names it: its label in English (``K♠``, ``trump 3``), in another language
    as the engine's sentences name it (``R♠``, « l’atout 3 »)."""
    face = parse_any(code)
    return face.label if current_language() == DEFAULT_LANGUAGE else named_in_sentence(face)


def won_after(steps: Sequence[StepJson], before: int, win: str) -> int | None:
    """The first step after ``before`` under the rule ``win`` (named without its game, ``trick.win``): where the
    trick the reader's card joined at ``before``'s turn is won, which a play widget shows before the next turn."""
    return next((index for index in range(before + 1, len(steps))
                 if steps[index]["rule"].partition(".")[2] == win), None)


def continue_view(total: int) -> str:
    """The button that goes on from a trick's end to the reader's next turn, the last of ``total`` steps; the focus
    goes to it (``data-go-on``) once the card the reader played is gone."""
    return (f'<p class="ma-continue"><button{attrs(type="button", class_="ma-continue__go", data_action="step", data_value="last", data_go_on=True)}>'
            f'{esc(say("Continue to your next turn"))}</button> '
            f'<span>{esc(say("(step {step} of {total})", step=total, total=total))}</span></p>')


def table_piles_view(table: Snapshot, names: Mapping[int, str], lit: frozenset[str] = frozenset()) -> str:
    """The cards each seat of ``table`` has taken in tricks, with how many tricks; nothing before any trick."""
    seats = table.get("seats", {})
    if not any("pile" in seat for seat in seats.values()):
        return ""
    rows = "".join(
        f'<li{attrs(data_seat=int(number))}><span class="ma-piles__name">{esc(names.get(int(number), number))}'
        f'</span>{esc(say.count(seat.get("tricks", 0), "trick"))}'
        f'{esc(say(": ")) + hand(seat["pile"], lit) if seat.get("pile") else ""}</li>'
        for number, seat in seats.items()
    )
    return f'<ul class="ma-piles"{attrs(aria_label=say("The cards each player has taken"))}>{rows}</ul>'


def moves_view(moves: Sequence[ChoiceJson], whose: str, what: str | None = None) -> str:
    """The reader's hand at the reader's turn, from the envelope's ``waiting`` moves (``"play KS"``, legal or
    refused with its reason), as :func:`choices_view` draws it; each button's value is the card alone. ``what``
    the reader is to do, in the page's language, is by default "to play"."""
    return choices_view([CardChoice(move["move"].split()[-1], move["legal"], move.get("reason", ""),
                                    why=move.get("why", "")) for move in moves], whose, what)


def trick_view(number: int, plays: Sequence[tuple[int, str]], names: dict[int, str], winner: int | None = None,
               lit: frozenset[str] = frozenset(), said: str = "") -> str:
    """The trick on the table: each card with the name of the player who played it, the winner marked, and
    ``said``, the trick's end in words, under it."""
    items = "".join(
        f'<li{attrs(class_="ma-trick__play is-winner" if seat == winner else "ma-trick__play", data_seat=seat)}>'
        f'<span class="ma-trick__name">{esc(names[seat])}</span>{card(code, code in lit)}</li>'
        for seat, code in plays
    )
    empty = f'<li class="ma-trick__empty">{esc(say("No card played yet"))}</li>' if not plays else ""
    end = f'<p class="ma-trick__won">{esc(said)}.</p>' if said else ""
    return (f'<section class="ma-trick" role="group"{attrs(aria_label=say("Trick {number} on the table", number=number))}>'
            f'<h4 class="ma-trick__title">{esc(say("Trick {number}", number=number))}</h4>'
            f'<ol class="ma-trick__cards">{items}{empty}</ol>{end}</section>')


def choices_view(choices: Sequence[CardChoice], whose: str, what: str | None = None, action: str = "card") -> str:
    """The reader's hand at the reader's turn, every card a button (``data-action`` ``action``): the prompt names
    ``whose`` turn it is and ``what`` to do there (in the page's language; by default "to play") and the cards
    allowed (:func:`allowed_words`), the allowed cards come first, then the refused ones under their
    reason written out, grouped by reason. A refused card stays a button marked ``aria-disabled`` (struck through,
    its reason also in its name for screen readers), so that a reader who still chooses it hears the refusal."""
    what = say("to play") if what is None else what
    refused: dict[str, list[CardChoice]] = {}
    for choice in choices:
        if not choice.legal:
            refused.setdefault(refusal_words(choice), []).append(choice)
    allowed = [choice for choice in choices if choice.legal]
    groups = [f'<div class="ma-choices__cards">'
              f'{"".join(_card_button(choice, action, first=i == 0) for i, choice in enumerate(allowed))}</div>'] \
        if allowed else []
    groups += [f'<div class="ma-choices__refused"><p class="ma-choices__why">{esc(say("Not allowed now: {why}", why=why))}</p>'
               f'<div class="ma-choices__cards">{"".join(_card_button(choice, action) for choice in cards)}</div></div>'
               for why, cards in refused.items()]
    prompt = say("{whose} {what}: {allowed}.", whose=whose, what=what, allowed=allowed_words(choices))
    return (f'<section class="ma-choices" role="group" aria-label="{esc(whose)} {esc(what)}"><p class="ma-choices__prompt">'
            f'{esc(prompt)}</p>{"".join(groups)}</section>')


def _card_button(choice: CardChoice, action: str, first: bool = False) -> str:
    """A card's button: a legal one plain (the ``first`` allowed marked as where the focus goes on, ``data-go-on``,
    once the control the reader used is gone), a refused one marked and named with its reason."""
    value = choice.value or choice.card
    if choice.legal:
        return (f'<button{attrs(type="button", class_="ma-choice", data_action=action, data_value=value, data_go_on=first)}>'
                f"{card(choice.card)}</button>")
    return (f'<button{attrs(type="button", class_="ma-choice is-illegal", data_action=action, data_value=value, aria_disabled="true")}>'
            f'{card(choice.card)}<span class="ma-sr">{esc(say(", not allowed: {reason}", reason=choice.reason))}</span></button>')


def refusal_words(choice: CardChoice) -> str:
    """A refused card's reason as the cards refused for one reason share it under one heading: the engine's
    ``why`` (the reason without the card's own name), or the reason itself where it names no card of its own.

    >>> refusal_words(CardChoice("16AT", False, "trump 16 may not be played now: spades were led",
    ...                          why="spades were led"))
    'spades were led'
    >>> refusal_words(CardChoice("8H", False, "hearts were led, so you must follow suit: play 9♥"))
    'hearts were led, so you must follow suit: play 9♥'
    """
    return choice.why or choice.reason


FRENCH_SYMBOLS = "♠♥♦♣"
"""The suit symbols every font draws, which a prompt may use for a suit ("every ♠")."""


def allowed_words(choices: Sequence[CardChoice]) -> str:
    """How many cards are allowed and which: ``1 card allowed: 6♠``, ``8 cards allowed: every ♠``, ``any card``
    when every card is allowed; the cards are named suit by suit, and a suit all of whose cards in hand are
    allowed is named once.

    >>> allowed_words([CardChoice("6S", True), CardChoice("9H", False)])
    '1 card allowed: 6♠'
    >>> allowed_words([CardChoice("6S", True), CardChoice("9S", True), CardChoice("3AT", True), CardChoice("9H", False)])
    '3 cards allowed: every ♠ and trump 3'
    >>> allowed_words([CardChoice("6S", True), CardChoice("2H", True), CardChoice("9S", True), CardChoice("9H", False)])
    '3 cards allowed: every ♠ and 2♥'
    >>> allowed_words([CardChoice("6S", True), CardChoice("9S", True)])
    '2 cards allowed: any card'
    """
    allowed = [parse_any(choice.card) for choice in choices if choice.legal]
    count = say.count(len(allowed), "card")
    if not allowed:
        return say("no card allowed")
    if len(allowed) == len(choices) and len(allowed) > 1:
        return say("{count} allowed: {listed}", count=count, listed=say("any card"), number=len(allowed))
    held: dict[str, int] = {}
    for choice in choices:
        suit = parse_any(choice.card).suit
        held[suit.code] = held.get(suit.code, 0) + 1
    by_suit: dict[str, list[str]] = {}
    english = current_language() == DEFAULT_LANGUAGE
    for face in allowed:
        by_suit.setdefault(face.suit.code, []).append(face.label if english else named_in_sentence(face))
    suits = {face.suit.code: face.suit for face in allowed}
    named: list[str] = []
    for code, labels in by_suit.items():
        suit = suits[code]
        if held[code] > 1 and len(labels) == held[code]:
            named.append(say("every {suit}", suit=suit.symbol) if suit.symbol in FRENCH_SYMBOLS
                         else say("all your {suit}", suit=say(suit.name)))
        else:
            named.extend(labels)
    listed = named[0] if len(named) == 1 else say("{some} and {last}", some=", ".join(named[:-1]), last=named[-1])
    return say("{count} allowed: {listed}", count=count, listed=listed, number=len(allowed))


def trick_taken(response: Envelope, step: int, win: str) -> str:
    """The trick-taking games' picture: the trick as the play widget shows it at ``step`` (:func:`trick_at`): at a
    step under the rule ``win``, the trick it settles, complete, its winner marked; at another step, the trick on
    the table, the step's cards lit. A step with no trick to draw is refused by its field ``at``."""
    current = steps_of(response)[step]
    drawn = trick_at(response, step, win, frozenset(current["cards"]), say=False)
    if not drawn:
        raise EngineError("at", say("no trick is on the table at this step: name a trick's win, such as {rule}",
                                    rule=f"{current['rule'].partition('.')[0]}.{win}"))
    return drawn
