"""The pieces every trick-taking game's widgets share: the trick on the table at a step, the reader's hand
as cards to choose, and the cards each seat has taken.

:func:`table_trick_view`, :func:`table_piles_view` and :func:`moves_view` draw them from the table of the
step shown (:func:`widgets.table.table_at`) and the envelope's ``waiting``, and :func:`trick_taken` a trick as a
game's picture shows it; :func:`trick_view` and :func:`choices_view` are the drawings they share.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from engine.api import ChoiceJson, EngineError, Envelope, Snapshot
from widgets.cards import card, hand
from widgets.html import attrs, esc, plural
from widgets.table import steps_of, table_at


@dataclass(frozen=True)
class CardChoice:
    """A card the reader may choose at their turn: legal, or refused with the reason."""

    card: str
    legal: bool
    reason: str = ""


def table_trick_view(table: Snapshot, names: Mapping[int, str], lit: frozenset[str] = frozenset()) -> str:
    """The trick on ``table``, if one is in play: its cards, each with the name of the player who played it."""
    if "trick" not in table:
        return ""
    trick = table["trick"]
    plays = [(play["seat"], play["card"]) for play in trick.get("plays", [])]
    return trick_view(trick.get("number", 1), plays, dict(names), trick.get("winner"), lit)


def table_piles_view(table: Snapshot, names: Mapping[int, str], lit: frozenset[str] = frozenset()) -> str:
    """The cards each seat of ``table`` has taken in tricks, with how many tricks; nothing before any trick."""
    seats = table.get("seats", {})
    if not any("pile" in seat for seat in seats.values()):
        return ""
    rows = "".join(
        f'<li{attrs(data_seat=int(number))}><span class="ma-piles__name">{esc(names.get(int(number), number))}'
        f'</span>{esc(plural(seat.get("tricks", 0), "trick"))}'
        f'{": " + hand(seat["pile"], lit) if seat.get("pile") else ""}</li>'
        for number, seat in seats.items()
    )
    return f'<ul class="ma-piles" aria-label="The cards each player has taken">{rows}</ul>'


def moves_view(moves: Sequence[ChoiceJson], whose: str) -> str:
    """The reader's hand at the reader's turn, from the envelope's ``waiting`` moves (``"play KS"``, legal or
    refused with its reason), as :func:`choices_view` draws it; each button's value is the card alone."""
    return choices_view([CardChoice(move["move"].split()[-1], move["legal"], move.get("reason", ""))
                         for move in moves], whose)


def trick_view(number: int, plays: Sequence[tuple[int, str]], names: dict[int, str], winner: int | None = None,
               lit: frozenset[str] = frozenset()) -> str:
    """The trick on the table: each card with the name of the player who played it, the winner marked."""
    items = "".join(
        f'<li{attrs(class_="ma-trick__play is-winner" if seat == winner else "ma-trick__play", data_seat=seat)}>'
        f'<span class="ma-trick__name">{esc(names[seat])}</span>{card(code, code in lit)}</li>'
        for seat, code in plays
    )
    empty = '<li class="ma-trick__empty">No card played yet</li>' if not plays else ""
    return (f'<section class="ma-trick" role="group" aria-label="Trick {number} on the table"><h4 class="ma-trick__title">'
            f'Trick {number}</h4><ol class="ma-trick__cards">{items}{empty}</ol></section>')


def choices_view(choices: Sequence[CardChoice], whose: str) -> str:
    """The reader's hand at the reader's turn: every card a button (``data-action="card"``). A card the rules
    forbid stays a button, shown dimmed, its reason in its tooltip and in its name for screen readers, so that
    choosing it brings the refusal in words."""
    buttons = []
    for choice in choices:
        label = card(choice.card)
        if choice.legal:
            buttons.append(f'<button{attrs(type="button", class_="ma-choice", data_action="card", data_value=choice.card)}>'
                           f"{label}</button>")
        else:
            buttons.append(f'<button{attrs(type="button", class_="ma-choice is-illegal", data_action="card", data_value=choice.card, title=choice.reason)}>'
                           f'{label}<span class="ma-sr">, not allowed: {esc(choice.reason)}</span></button>')
    legal = sum(1 for choice in choices if choice.legal)
    return (f'<section class="ma-choices" role="group" aria-label="{esc(whose)} to play"><p class="ma-choices__prompt">'
            f'{esc(whose)} to play: choose a card ({esc(plural(legal, "card"))} allowed).</p>'
            f'<div class="ma-choices__cards">{"".join(buttons)}</div></section>')


def trick_taken(response: Envelope, step: int, win: str) -> str:
    """The trick-taking games' picture: at a step under the rule ``win`` (named without its game, ``trick.win``),
    the trick it settles as it lay complete on the table the step before, its winner (the step's seat) lit; at
    any other step, the trick on the table as the widget draws it. The engine's table clears a trick as it is
    won, so the widget shows the complete trick one step and its winner the next: the picture shows both."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    current = steps_of(response)[step]
    if current["rule"].partition(".")[2] == win and step > 0:
        before = table_at(response, step - 1)
        if "trick" in before:
            winner = current["seats"][0]
            return table_trick_view({**before, "trick": {**before["trick"], "winner": winner}}, names)
    drawn = table_trick_view(table_at(response, step), names, frozenset(current["cards"]))
    if not drawn:
        raise EngineError("at", "no trick is on the table at this step: name a trick's win, such as "
                                f"{current['rule'].partition('.')[0]}.{win}")
    return drawn
