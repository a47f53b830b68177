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

from engine.cards import parse_any
from engine.games import GAMES


def _cards(codes: Sequence[str]) -> str:
    return " ".join(parse_any(code).label for code in codes)


def _party(party: object, names: Mapping[int, str]) -> str:
    return names[party] if isinstance(party, int) else f"the {party}"


def render(response: Mapping[str, Any]) -> str:
    """The response as lines of text; an error as one line."""
    if "error" in response:
        error = response["error"]
        return f"error in {error['field']}: {error['reason']}"
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
    heading = f"{response['title']}: {response['players']} players"
    if "seed" in response:
        heading += f", seed {response['seed']} (shuffle {response['shuffle']})"
    lines = [heading, "Seats: " + ", ".join(f"{n} {name}" for n, name in names.items())]
    for deal in response["deals"]:
        lines += ["", f"Deal {deal['number']}"]
        lines += _render_steps(deal["steps"])
        lines += _render_payments(deal["payments"], names)
    lines += ["", "The table at the end:"] + _render_table(response["table"])
    waiting = response.get("waiting")
    if waiting:
        legal = [choice["move"] for choice in waiting["moves"] if choice["legal"]]
        legal += [f"{r['move']} {r['min']} to {r['max']}" for r in waiting["ranges"]]
        lines.append(f"{names[waiting['seat']]} to move: {', '.join(legal)}")
    return "\n".join(lines)


def _render_table(table: Mapping[str, Any]) -> list[str]:
    seats = table.get("seats", {})
    width = max((len(seat.get("name", "")) for seat in seats.values()), default=0)
    lines = []
    for seat in seats.values():
        parts = [_cards(seat.get("cards", []))]
        if seat.get("hidden"):
            parts.append(f"+{seat['hidden']} face down")
        parts += [str(seat[key]) for key in ("total", "note") if key in seat]
        if "points" in seat:
            parts.append(f"{seat['points']} points")
        if "chips" in seat:
            parts.append(f"chips {seat['chips']:+d}")
        roles = f" ({', '.join(seat['roles'])})" if seat.get("roles") else ""
        lines.append(f"  {seat.get('name', ''):<{width}}  " + "  ".join(part for part in parts if part) + roles)
    for place in table.get("places", {}).values():
        shown = f"{len(place.get('cards', [])) + place.get('hidden', 0)} cards" if place.get("down") or \
            place.get("hidden") else _cards(place.get("cards", [])) or place.get("note") or "empty"
        amount = f", {place['amount']} chips" if "amount" in place else ""
        lines.append(f"  {place.get('label', '')}: {shown}{amount}")
    if table.get("pots"):
        lines.append("  Pots: " + ", ".join(f"{name} {amount}" for name, amount in table["pots"].items()))
    if table.get("outcome"):
        lines.append(f"  {table['outcome']}")
    return lines


def _render_figures(response: Mapping[str, Any]) -> str:
    """Any other answer (the odds): each figure on a line of its own."""
    return "\n".join(f"{key}: {json.dumps(value, ensure_ascii=False)}" for key, value in response.items())


def _render_payments(payments: Sequence[Mapping[str, Any]], names: Mapping[int, str]) -> list[str]:
    lines = ["  Payments:"] if payments else []
    for p in payments:
        lines.append(f"    {_party(p['from'], names)} pays {_party(p['to'], names)} {p['amount']}  [{p['rule']}]")
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
            lines.append(f"{game['id']}: {game['title']} ({game['family']}). {game['summary']}")
            for v in game["variants"]:
                lines.append(f"  variant {v['id']}: {v['title']}, {v['players']['min']} to {v['players']['max']} "
                             f"players, {v['pack']['size']} cards, {v['rules']} rules")
        return "\n".join(lines)
    lines = [f"Rules of {response['game']} {response['variant']}:"]
    for rule in response["rules"]:
        ours = " (our reading)" if rule["ours"] else ""
        lines.append(f"  {rule['id']}: {rule['title']}{ours}. {rule['statement']} [{rule['source']}]")
    return "\n".join(lines)
