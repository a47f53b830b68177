"""How a pupil who knows the rules puts the answer to a question of the "predict, then check" mode, read from the
step that answers it and never from the questions' own code (``widgets/predict.py``, ``widgets/asks.py``).

Each game's tests folder says, in its ``declared.py`` table ``ANSWERED``, which of these answers the questions asked
at each of its rules (by ``(game, rule without its game)``, a prefix ending in a dot standing for every rule under
it); ``tests/test_questions_answered.py`` checks every question of many deals against them.

An answer is the choice in words (a seat's name, "Nobody", a figure; ``None``: the question asks no choice) and the
rule that decides (``None``: the step's own).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from typing import Any

Step = dict[str, Any]
Answer = tuple[str | None, str | None]
Expect = Callable[[Sequence[Step], int, Sequence[str]], Answer]
"""What the question at ``steps[index]`` answers, the seats' names given."""


def _name(names: Sequence[str], seat: object) -> str:
    assert isinstance(seat, int) and 0 < seat <= len(names), seat
    return names[seat - 1]


def first_seat(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """The step's first seat wins, takes, or is the one the question is about."""
    return _name(names, steps[index]["seats"][0]), None


def winner_or_nobody(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """A seat wins when the step names one; nobody when it names none."""
    seats = steps[index]["seats"]
    return (_name(names, seats[0]) if seats else "Nobody"), None


def payee(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """The step's second seat is paid, or takes over; with none, nobody."""
    seats = steps[index]["seats"]
    return (_name(names, seats[1]) if len(seats) > 1 else "Nobody"), None


def nobody(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """Nobody wins: a farm that stays with its farmer, whom the step may name, a deal nobody takes."""
    return "Nobody", None


def its_rule(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """A question of the rule alone: the step's own rule decides."""
    return None, None


def tie_kept(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """A tie rule keeps one seat, who wins, or several, still tied."""
    kept = steps[index]["data"]["kept"]
    return (_name(names, kept[0]) if len(kept) == 1 else "Still tied"), None


def turned_up(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """A card turned up is a card the step shows."""
    return ("Turns it up" if steps[index]["cards"] else "Does not"), None


def made(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """A contract is made when the taker's points reach those needed."""
    data = steps[index]["data"]
    return ("Made" if data["points"] >= data["needed"] else "Lost"), None


def multiplier(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    return f"× {steps[index]['data']['multiplier']}", None


def counted(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    """A trick's count from its counting cards, whose values its sentence gives: 1 without one, else their values
    less one for each after the first."""
    step = steps[index]
    values = [int(value) for value in re.findall(r" (\d+)(?=[,)])", step["text"])]
    assert len(values) == len(step["data"]["counters"]), step["text"]
    return str(1 if not values else sum(values) - (len(values) - 1)), None


GUIDE_BIDS = {"pass": "Pass", "prise": "Prise", "garde": "Garde", "garde-sans": "Garde sans",
              "garde-contre": "Garde contre"}
"""The guide's advice as the page names it."""


def guide_bid(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
    return GUIDE_BIDS[steps[index]["data"]["bid"]], None


def decided_later(explaining: str) -> Expect:
    """A question that the steps after it answer: the rule of the first later step whose rule does not hold
    ``explaining`` (the steps that only tell of it)."""
    def expect(steps: Sequence[Step], index: int, names: Sequence[str]) -> Answer:
        later = next((step["rule"] for step in steps[index + 1:] if explaining not in step["rule"]), None)
        return None, later
    return expect
