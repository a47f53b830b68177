"""Every rule given as its source's own cites a passage of the seed text that says it (tests/support/passages.py).

The seed texts are the summaries the games were built from. They lie in ``shared/seeds`` beside the
repository, or wherever ``MA_SEEDS`` says; a clone on its own has none, and then only the checks that need
no seed run.
"""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path

import pytest

from engine.api import handle
from engine.games import GAMES
from tests.support.passages import PASSAGES

SECTIONS: dict[str, tuple[str, str | None]] = {
    "ferme": ("Ferme Very early French banking game", None),
    "farmer": ("Farmer is a gambling game for two to eight players", None),
    "basset": ("BASSETT", "GLIC, OR POCHSPIEL"),
    "glic": ("GLIC, OR POCHSPIEL", "LANDSKNECHTE, or LANSQUENET"),
    "landsknecht": ("LANDSKNECHTE, or LANSQUENET", "SWISS TAROT"),
    "swiss-tarot": ("SWISS TAROT", "BIBLIOGRAPHY"),
    "homme": ("Homme d'Auvergne is an historical French card game", None),
    "french-tarot": ("French Tarot A trick-taking game of the European tarot card game family", None),
}
"""Where each game's text begins in its seed, and where the next game's begins (None: at the seed's end).
The seed of a game is the one whose text holds that beginning; the seeds' file names say nothing."""

TYPOGRAPHY = str.maketrans({"‘": "'", "’": "'", "‚": "'", "‛": "'", "“": '"', "”": '"', "„": '"',
                            "–": "-", "—": "-", "‑": "-", "−": "-"})
"""Curly quotes and dashes, written as their plain forms."""


def folded(text: str) -> str:
    """The text as compared: composed accents, plain quotes and dashes, and every run of whitespace one space."""
    return re.sub(r"\s+", " ", unicodedata.normalize("NFC", text).translate(TYPOGRAPHY)).strip()


def seeds_folder() -> Path:
    """The folder of the seed texts: ``MA_SEEDS`` if set, else ``shared/seeds`` beside the repository."""
    if "MA_SEEDS" in os.environ:
        return Path(os.environ["MA_SEEDS"])
    return Path(__file__).resolve().parents[2] / "shared" / "seeds"


def cited_rules() -> dict[str, str]:
    """The game of every rule given as its source's own, by rule id, over every variant."""
    games: dict[str, str] = {}
    for game_id, game in GAMES.items():
        for variant in game.variants:
            for rule in handle({"action": "rules", "game": game_id, "variant": variant})["rules"]:
                if not rule["ours"]:
                    games[rule["id"]] = game_id
    return games


def passages_of(rule_id: str) -> tuple[str, ...]:
    """The passages cited for a rule, one or several."""
    cited = PASSAGES[rule_id]
    return (cited,) if isinstance(cited, str) else cited


@pytest.fixture(scope="module")
def sections() -> dict[str, str]:
    """Each game's text, folded, taken from the seed that holds its beginning; skips when there are no seeds."""
    folder = seeds_folder()
    texts = [folded(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.txt"))] \
        if folder.is_dir() else []
    if not texts:
        where = "in the folder MA_SEEDS names" if "MA_SEEDS" in os.environ else \
            "in shared/seeds beside the repository, and MA_SEEDS is not set"
        pytest.skip(f"no seed texts {where}: the passages are not checked against their sources")
    found: dict[str, str] = {}
    for game_id, (begins, ends) in SECTIONS.items():
        holders = [text for text in texts if begins in text]
        assert len(holders) == 1, f"{game_id}: {len(holders)} seeds begin its text"
        text = holders[0][holders[0].index(begins):]
        found[game_id] = text[:text.index(ends)] if ends else text
    return found


def test_every_rule_given_as_the_sources_cites_a_passage() -> None:
    cited = set(cited_rules())
    assert set(PASSAGES) <= cited, "passages for unknown rules or rules marked ours"
    assert cited - set(PASSAGES) == set(), "rules given as the source's own with no passage that says them"


def test_passages_are_short_clauses() -> None:
    """A passage carries one rule in the fewest words: a few words, never a paragraph."""
    lengths = {rule_id: [len(passage.split()) for passage in passages_of(rule_id)] for rule_id in PASSAGES}
    assert not {rule_id: words for rule_id, words in lengths.items() if not all(3 <= n <= 60 for n in words)}


def test_every_game_has_its_seed_section(sections: dict[str, str]) -> None:
    assert set(sections) == set(GAMES)
    assert all(len(text.split()) > 100 for text in sections.values())


def test_every_passage_is_in_its_games_seed(sections: dict[str, str]) -> None:
    games = cited_rules()
    missing = [(rule_id, passage) for rule_id in PASSAGES for passage in passages_of(rule_id)
               if folded(passage) not in sections[games[rule_id]]]
    assert not missing
