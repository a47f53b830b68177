"""Every question the "predict, then check" mode asks has the right answer: over seeds 0 to 49 of every game, rule
set, stepping kind and table size, the answer a question shows once revealed ("The answer: …") is the one the step
itself gives, as a pupil who knows the rules would put it (each game's ``ANSWERED``, from
:mod:`tests.support.answers`), never worked out by the questions' own code in ``widgets/predict.py`` and
``widgets/asks.py``; and a question asked holds back what it asks (its sentence, its rule's link, its verdict and, for
a question of who wins, a winner on the table) until it is answered."""

from __future__ import annotations

import html as markup
import json
import re
from collections.abc import Iterator, Sequence

import pytest

from engine.games import GAMES
from tests.support.answers import Expect, Step, first_seat, winner_or_nobody
from tests.support.declared import merged
from widgets import predict
from widgets.games import RENDERERS, state_of
from widgets.html import esc
from widgets.render import view
from widgets.requests import answer
from widgets.state import WidgetState
from widgets.table import steps_of

pytestmark = pytest.mark.slow
"""Left out of the quick path (`-m 'not slow'`): fifty seeds of every game, a minute of engine work."""

SEEDS = range(50)
"""The seeds every question is checked over."""

VIEWED = range(3)
"""The seeds whose question views are drawn whole to check what they hold back (drawing is the costly part)."""

ANSWERED: dict[tuple[str, str], Expect] = merged("ANSWERED")  # type: ignore[assignment]
"""How a pupil puts each answer, by game and rule without its game (each game's ``declared.py``)."""


def declared(game: str, rule: str) -> Expect:
    """How :data:`ANSWERED` answers a question of ``game`` at ``rule``: the longest entry that names it."""
    local = rule.partition(".")[2]
    entries = [entry for (of, entry) in ANSWERED if of == game
               and (local.startswith(entry) if entry.endswith(".") else local == entry)]
    assert entries, f"no answer declared for a question at {rule}: add it to the game's ANSWERED"
    return ANSWERED[(game, max(entries, key=len))]


def expected(game: str, steps: Sequence[Step], index: int, names: Sequence[str]) -> tuple[str | None, str]:
    """The answer to the question at ``steps[index]``: its choice in words, and the rule that decides (the step's
    own unless the game's entry says)."""
    choice, decided = declared(game, steps[index]["rule"])(steps, index, names)
    return choice, decided or steps[index]["rule"]


def states() -> Iterator[WidgetState]:
    """Every seeded stepping widget: each game, rule set, kind and table size, at :data:`SEEDS`; of two kinds
    that ask the engine the same (a seeded deal stepped, or played by the computer seats), the first."""
    asked: set[str] = set()
    for game, renderer in RENDERERS.items():
        for variant, rules in GAMES[game].variants.items():
            for kind in ("steps", "play"):
                if kind not in renderer.kinds:
                    continue
                for players in range(rules.min_players, rules.max_players + 1):
                    state = state_of({"game": game, "variant": variant, "kind": kind, "seed": 0,
                                      "players": players, "predict": "1"})
                    request = json.dumps(renderer.request(state), sort_keys=True)
                    if request not in asked:
                        asked.add(request)
                        yield state


STATES = list(states())


@pytest.mark.parametrize("base", STATES, ids=lambda state: f"{state.game}-{state.variant}-{state.kind}-{state.players}")
def test_every_question_of_seeds_0_to_49_has_the_answer_its_step_gives(base):
    renderer = RENDERERS[base.game]
    checked = 0
    for seed in SEEDS:
        state = base.but(seed=seed)
        response = answer(renderer.request(state))
        steps = predict.prepared(state, response)
        names = tuple(seat["name"] for seat in response["seats"])
        for index, step in enumerate(steps):
            asked = predict.question(state.but(step=index), step)
            if asked is None:
                continue
            shown = state.but(step=index, revealed=index)
            verdict = markup.unescape(re.sub(r"<[^>]+>", "", predict.verdict(shown, step)))
            quoted = re.findall(r"“([^”]*)”", verdict)
            assert verdict.startswith("The answer:") and quoted, (state.to_fragment(), index, verdict)
            choice, decided = expected(state.game, steps, index, names)
            where = (state.to_fragment(), index + 1, step["rule"], verdict)
            if asked.choices:
                assert choice is not None and quoted[0] == choice, where
            if asked.rules:
                assert quoted[-1] == dict(zip(asked.rules, asked.rule_words))[decided], where
            checked += 1
    assert checked, f"no question asked in {len(SEEDS)} seeds of {base.to_fragment()}"


@pytest.mark.parametrize("base", STATES, ids=lambda state: f"{state.game}-{state.variant}-{state.kind}-{state.players}")
def test_a_question_holds_back_its_sentence_its_rule_and_its_verdict(base):
    renderer = RENDERERS[base.game]
    for seed in VIEWED:
        state = base.but(seed=seed)
        request = renderer.request(state)
        steps = predict.prepared(state, answer(request))
        told = steps_of(answer({**request, "seat": 0}))  # as a class watching is told them, where the steps agree
        asked = [index for index, step in enumerate(steps) if predict.decisive(step, state.declared.decisive)]
        for index in asked[:6]:
            step = steps[index]
            html = view(state.but(step=index))
            where = (state.to_fragment(), index + 1, step["rule"])
            assert 'class="ma-predict__question"' in html, where
            assert esc(step["text"]) not in html, where
            if len(told) == len(steps):
                assert esc(told[index]["text"]) not in html, where
            assert "ma-predict__verdict" not in html, where
            if not any(earlier["rule"] == step["rule"] for earlier in steps[:index]):
                assert f'href="#{step["rule"]}"' not in html, where  # the first question of its rule
            if declared(state.game, step["rule"]) in (first_seat, winner_or_nobody) and step["seats"]:
                # A question of who wins: the seat that wins is not marked the winner on the table shown, unless a
                # step before already said it won.
                seat = step["seats"][0]
                told_before = any(seat in earlier["seats"][:1] and "win" in earlier["rule"].partition(".")[2]
                                  for earlier in steps[:index])
                assert told_before or f'is-winner" data-seat="{seat}"' not in html, where
