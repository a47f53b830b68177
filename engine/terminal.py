"""A response printed for a terminal: the deals with each explained step and payment, then the table.

It reads only the JSON answer and knows no game: every game answers ``deal``,
``play`` and ``settle`` with the same envelope, whose table (seats, places,
pots) it prints as it stands at the end. Other answers (the odds, the
catalogue, the rules) are listed by their parts, unless the game that gave one
prints it in its own way (its :attr:`~engine.catalogue.Game.text`).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from engine import language
from engine.cards import Card, parse_any
from engine.games import GAMES

FRAME = {
    "error": "error in {field}: {reason}",
    "heading": "{title}: {players} players",
    "seeded": ", seed {seed} (shuffle {shuffle})",
    "seats": "Seats: ",
    "deal": "Deal {number}",
    "end": "The table at the end:",
    "range": "{move} {low} to {high}",
    "to-move": "{name} to move: {moves}",
    "face-down": "+{count} face down",
    "points": "{count} points",
    "chips": "chips {count:+d}",
    "cards": "{count} cards",
    "amount": ", {count} chips",
    "empty": "empty",
    "place": "  {label}: {shown}{amount}",
    "pots": "  Pots: ",
    "payments": "  Payments:",
    "pays": "{payer} pays {payee} {amount}",
    "party": "the {party}",
    "game": "{id}: {title} ({family}). {summary}",
    "variant": "  variant {id}: {title}, {low} to {high} players, {size} cards, {rules} rules",
    "rules": "Rules of {game} {variant}:",
    "ours": " (our reading)",
}
"""The words the terminal frames an answer with, by key (its sibling for another language words the same keys)."""


def label(card: Card) -> str:
    """A card as the terminal prints it in English (``"10♥"``)."""
    return card.label


def _say(key: str, **values: object) -> str:
    """The frame's words for ``key`` in the language of the answer, with ``values``."""
    return str(language.edition(__name__, "FRAME")[key]).format(**values)


def _cards(codes: Sequence[str]) -> str:
    shown = language.edition(__name__, "label")
    return " ".join(shown(parse_any(code)) for code in codes)


def _party(party: object, names: Mapping[int, str]) -> str:
    return names[party] if isinstance(party, int) else _say("party", party=party)


def render(response: Mapping[str, Any]) -> str:
    """The response as lines of text, framed in the language of the answer (:mod:`engine.language`; the command
    line renders in the language its request names); an error as one line."""
    text = _render(response)
    return text if language.current() == language.DEFAULT else language.edition("engine.wording", "typeset")(text)


def _render(response: Mapping[str, Any]) -> str:
    if "error" in response:
        error = response["error"]
        return _say("error", field=error["field"], reason=error["reason"])
    if "games" in response or "rules" in response and "variant" in response:
        return _render_listing(response)
    if "api" in response:
        return _render_envelope(response)
    game = GAMES.get(str(response.get("game")))
    own = game.text(response) if game is not None else None
    return own if own is not None else _render_figures(response)


def _render_envelope(response: Mapping[str, Any]) -> str:
    """A played game: the heading, each deal's steps and payments, the table at the end and the reader's turn."""
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    heading = _say("heading", title=response["title"], players=response["players"])
    if "seed" in response:
        heading += _say("seeded", seed=response["seed"], shuffle=response["shuffle"])
    lines = [heading, _say("seats") + ", ".join(f"{n} {name}" for n, name in names.items())]
    for deal in response["deals"]:
        lines += ["", _say("deal", number=deal["number"])]
        lines += _render_steps(deal["steps"])
        lines += _render_payments(deal["payments"], names)
    lines += ["", _say("end")] + _render_table(response["table"])
    waiting = response.get("waiting")
    if waiting:
        legal = [choice["move"] for choice in waiting["moves"] if choice["legal"]]
        legal += [_say("range", move=r["move"], low=r["min"], high=r["max"]) for r in waiting["ranges"]]
        lines.append(_say("to-move", name=names[waiting["seat"]], moves=", ".join(legal)))
    return "\n".join(lines)


def _render_table(table: Mapping[str, Any]) -> list[str]:
    seats = table.get("seats", {})
    width = max((len(seat.get("name", "")) for seat in seats.values()), default=0)
    lines = []
    for seat in seats.values():
        parts = [_cards(seat.get("cards", []))]
        if seat.get("hidden"):
            parts.append(_say("face-down", count=seat["hidden"]))
        parts += [str(seat[key]) for key in ("total", "note") if key in seat]
        if "points" in seat:
            parts.append(_say("points", count=seat["points"]))
        if "chips" in seat:
            parts.append(_say("chips", count=seat["chips"]))
        roles = f" ({', '.join(seat['roles'])})" if seat.get("roles") else ""
        lines.append(f"  {seat.get('name', ''):<{width}}  " + "  ".join(part for part in parts if part) + roles)
    for place in table.get("places", {}).values():
        shown = _say("cards", count=len(place.get("cards", [])) + place.get("hidden", 0)) if place.get("down") or \
            place.get("hidden") else _cards(place.get("cards", [])) or place.get("note") or _say("empty")
        amount = _say("amount", count=place["amount"]) if "amount" in place else ""
        lines.append(_say("place", label=place.get("label", ""), shown=shown, amount=amount))
    if table.get("pots"):
        lines.append(_say("pots") + ", ".join(f"{name} {amount}" for name, amount in table["pots"].items()))
    if table.get("outcome"):
        lines.append(f"  {table['outcome']}")
    return lines


def _render_figures(response: Mapping[str, Any]) -> str:
    """Any other answer (the odds): each figure on a line of its own."""
    return "\n".join(f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in response.items())


def _render_payments(payments: Sequence[Mapping[str, Any]], names: Mapping[int, str]) -> list[str]:
    lines = [_say("payments")] if payments else []
    for p in payments:
        paid = _say("pays", payer=_party(p["from"], names), payee=_party(p["to"], names), amount=p["amount"])
        lines.append(f"    {paid}  [{p['rule']}]")
    return lines


def _render_steps(steps: Sequence[Mapping[str, Any]]) -> list[str]:
    lines = []
    for i, step in enumerate(steps, start=1):
        lines.append(f"  {i:>2}. {step['text']}")
        lines.append(f"      [{step['rule']}; {step['source']}]")
    return lines


def _render_listing(response: Mapping[str, Any]) -> str:
    if "games" in response:
        lines = []
        for game in response["games"]:
            lines.append(_say("game", id=game["id"], title=game["title"], family=game["family"],
                              summary=game["summary"]))
            for v in game["variants"]:
                lines.append(_say("variant", id=v["id"], title=v["title"], low=v["players"]["min"],
                                  high=v["players"]["max"], size=v["pack"]["size"], rules=v["rules"]))
        return "\n".join(lines)
    lines = [_say("rules", game=response["game"], variant=response["variant"])]
    for rule in response["rules"]:
        ours = _say("ours") if rule["ours"] else ""
        lines.append(f"  {rule['id']}: {rule['title']}{ours}. {rule['statement']} [{rule['source']}]")
    return "\n".join(lines)
