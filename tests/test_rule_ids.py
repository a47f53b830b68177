"""Every rule id has its test, named after it, and is well formed and cited."""

from __future__ import annotations

import importlib
import re
from pathlib import Path

from engine.api import handle
from engine.games import GAMES
from tests.support.declared import merged

TESTS = {name for path in Path(__file__).parent.glob("games/*/test_rules*.py")
         for name in dir(importlib.import_module(f"tests.games.{path.parent.name}.{path.stem}"))}
"""Every name defined by the rule test modules, one module or more per game (tests/games/<game>/test_rules*.py)."""

RULES_PER_GAME = merged("RULES")
"""How many rule ids each game has, counted over its variants, as its tests folder declares it (``declared.py``):
a rule lost or added by mistake shows here."""
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*){2}$")


def rules_of(game_id: str) -> list[dict]:
    """Every rule of a game once, over its variants: variants may share a rule, which is then the same rule."""
    rules: dict[str, dict] = {}
    for variant in GAMES[game_id].variants:
        for rule in handle({"action": "rules", "game": game_id, "variant": variant})["rules"]:
            assert rules.setdefault(rule["id"], rule) == rule
    return list(rules.values())


def all_rules() -> list[dict]:
    return [rule for game_id in GAMES for rule in rules_of(game_id)]


def test_every_rule_has_a_test_named_after_it():
    missing = []
    for rule in all_rules():
        own = "test_" + re.sub(r"[.-]", "_", rule["id"])
        shared = "test_ferme_" + re.sub(r"[.-]", "_", rule["id"].split(".", 1)[1])
        if own not in TESTS and not (rule["id"].startswith("ferme-") and shared in TESTS):
            missing.append(rule["id"])
    assert not missing


def test_rule_ids_are_stable_slugs_and_unique():
    ids = [rule["id"] for rule in all_rules()]
    assert len(ids) == len(set(ids))
    assert {game_id: len(rules_of(game_id)) for game_id in GAMES} == RULES_PER_GAME
    assert all(ID.match(rule_id) for rule_id in ids)


OUR_WORDS = re.compile(r"\bwe\b|\bour\b|\breading\b|does not say|do not say|gives no|silent|implies", re.IGNORECASE)
"""Words by which a rule's statement says that it is our reading, not the source's own words."""


def test_rules_cite_a_source_and_ours_are_marked():
    for rule in all_rules():
        assert rule["source"] and rule["statement"].endswith(".")
        if rule["source"] == "Maison Académique":
            assert rule["ours"], rule["id"]


def test_a_rule_given_as_the_sources_words_reads_nothing_into_them():
    """A rule not marked as our reading must not say "we read", "our reading" or that the source is silent:
    such a rule is ours, and its steps must say so."""
    worded = [rule["id"] for rule in all_rules() if not rule["ours"] and OUR_WORDS.search(rule["statement"])]
    assert not worded
