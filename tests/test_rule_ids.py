"""Every rule id has its test, named after it, and is well formed and cited."""

from __future__ import annotations

import re

import test_rules_farmer
import test_rules_ferme

from engine.api import handle
from engine.games import GAMES

TESTS = set(dir(test_rules_farmer)) | set(dir(test_rules_ferme))
ID = re.compile(r"^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*){2}$")


def all_rules() -> list[dict]:
    rules = []
    for game in GAMES.values():
        for variant in game.variants:
            rules += handle({"action": "rules", "game": game.id, "variant": variant})["rules"]
    return rules


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
    assert len(ids) == len(set(ids)) == 67
    assert all(ID.match(rule_id) for rule_id in ids)


def test_rules_cite_a_source_and_ours_are_marked():
    for rule in all_rules():
        assert rule["source"] and rule["statement"].endswith(".")
        assert rule["ours"] == (rule["source"] == "Maison Académique")
