"""A response printed for a terminal: seats, hands, each explained step, payments and balances.

It reads only the JSON response. The games of sixteen get their table of hands;
any other game's response is printed by its parts: every list of deals, coups
or rounds with their steps, payments and balances, and other figures as they are.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from engine.cards import FRENCH

_SUITS = {suit.code: suit.symbol for suit in FRENCH.suits}


def _card(code: str) -> str:
    return code[:-1] + _SUITS.get(code[-1], code[-1])


def _party(party: object, names: Mapping[int, str]) -> str:
    return names[party] if isinstance(party, int) else f"the {party}"


def render(response: Mapping[str, Any]) -> str:
    """The response as lines of text; an error as one line."""
    if "error" in response:
        error = response["error"]
        return f"error in {error['field']}: {error['reason']}"
    if "games" in response or "rules" in response:
        return _render_listing(response)
    if "odds" in response or "coups" in response:
        return _render_banking(response)
    if "rounds" not in response:
        return _render_parts(response)
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    lines = [f"{response['title']}: {response['players']} players, ante {response['ante']}"
             + (f", seed {response['seed']} (shuffle {response['shuffle']})" if "seed" in response else "")]
    lines.append("Seats: " + ", ".join(f"{n} {name}" for n, name in names.items()))
    setup = response.get("setup")
    if isinstance(setup, Mapping):
        lines += ["", f"Setup: {names[setup['farmer']]} is the first farmer"]
        lines += _render_steps(setup.get("steps", []))
    for rnd in response["rounds"]:
        lines += ["", f"Round {rnd['number']}: {names[rnd['farmer']]} is the farmer"]
        width = max(len(name) for name in names.values())
        for hand in rnd["hands"]:
            cards = " ".join(_card(code) for code in hand["cards"])
            result = f"  {hand['result']}" if "result" in hand else ""
            lines.append(f"  {names[hand['seat']]:<{width}}  {cards:<24} {hand['total']:>3}{result}")
        lines += _render_steps(rnd.get("steps", []))
        lines += _render_payments(rnd["payments"], names)
        lines.append("  Balances: " + ", ".join(f"{names[i + 1]} {b:+d}" for i, b in enumerate(rnd["balances"]))
                     + "; " + ", ".join(f"{pot} {amount}" for pot, amount in rnd["pots"].items()))
    return "\n".join(lines)


def _render_parts(response: Mapping[str, Any]) -> str:
    """Any other response: a heading, the seats, then each list of explained parts (deals, coups...) in turn."""
    names = {seat["seat"]: seat["name"] for seat in response.get("seats", [])}
    heading = [str(response.get("title", response.get("game", "")))]
    heading += [f"{key} {response[key]}" for key in ("variant", "players", "seed") if key in response]
    lines = [", ".join(part for part in heading if part)]
    if names:
        lines.append("Seats: " + ", ".join(f"{n} {name}" for n, name in names.items()))
    for key, value in response.items():
        if isinstance(value, list) and value and all(isinstance(part, Mapping) and "steps" in part for part in value):
            for number, part in enumerate(value, start=1):
                lines += ["", f"{key.rstrip('s').capitalize()} {number}"]
                lines += _render_steps(part["steps"])
                lines += _render_payments(part.get("payments", []), names)
        elif key == "steps" and isinstance(value, list):
            lines += [""] + _render_steps(value)
        elif key not in ("game", "title", "variant", "players", "seed", "seats", "shuffle"):
            lines.append(f"{key}: {json.dumps(value, ensure_ascii=False)}")
    return "\n".join(lines)


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


def _render_banking(response: Mapping[str, Any]) -> str:
    """A Landsknecht response: the odds of a coup, or each coup with its cards, steps and payments."""
    if "odds" in response:
        return "\n".join([f"Odds of a coup with {response['pack']} ({response['cards']} cards):"] + [
            f"  matching by {entry['match']}: banker wins {entry['banker_wins']['float']:.4f}, immediate match "
            f"{entry['immediate']['float']:.4f}, cards turned {entry['expected_cards']['float']:.2f}"
            for entry in response["odds"]])
    names = {seat["seat"]: seat["name"] for seat in response["seats"]}
    lines = [f"{response['title']}: {response['players']} players, {response['pack']}, stake {response['stake']}"
             + (f", seed {response['seed']} (shuffle {response['shuffle']})" if "seed" in response else "")]
    for coup in response["coups"]:
        cards = " ".join(_card(code) for code in [coup["left"], coup["right"], *coup["middle"]])
        lines += ["", f"Coup {coup['number']}: {names[coup['banker']]} banks; cards turned {cards}"]
        lines += _render_steps(coup["steps"])
        lines.append("  Balances: " + ", ".join(f"{names[i + 1]} {b:+d}" for i, b in enumerate(coup["balances"])))
    return "\n".join(lines)
