"""The engine in French (``"lang": "fr"``): every message of every game's words has a French sentence that reads
the same parameters, every rule a French title and statement, and a French answer is the English one but for
its words.

The French is checked by running it: each request of a corpus (the golden requests, and each game's example
requests for each of its rule sets and player counts) is answered in English while every message told is
recorded; each message is then told again in French, and the parameters each language's sentence read are
compared.
"""

from __future__ import annotations

import importlib
import json
import pkgutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

import engine
from engine import described, language
from engine.api import handle
from engine.described import WORDED
from engine.games import PACKAGES, _published
from engine.said import Said, Told, Words

GOLDEN = [request for request in json.loads((Path(__file__).parent / "golden" / "requests.json").read_text(
    encoding="utf-8")) if language.FIELD not in request]
"""The golden requests in English (the others are some of them asked in French, pinned with their answers)."""

WORDED_KEYS = {"text", "title", "statement", "source", "reason", "why", "outcome", "note", "label", "summary",
               "description", "holds", "depends", "what", "hand", "family"}
"""The keys of an answer whose text is words, which may differ between the languages; nothing else may."""


def _modules() -> Iterator[str]:
    for info in pkgutil.walk_packages(engine.__path__, "engine."):
        if not info.name.endswith("_fr"):
            yield info.name


def _homes() -> dict[str, set[str]]:
    """Every message of every words of the engine, by where it is worded (``module:NAME``, the name its French
    sibling holds it under)."""
    homes: dict[str, set[str]] = {}
    for module_name in _modules():
        for value in vars(importlib.import_module(module_name)).values():
            if isinstance(value, Words):
                for message, home in value.homes.items():
                    homes.setdefault(home if ":" in home else f"{home}:SENTENCES", set()).add(message)
    return homes


HOMES = _homes()


def test_the_worded_modules_are_found():
    assert {"engine.trick_words:SENTENCES", *(f"engine.games.{package}.words:SENTENCES" for package in PACKAGES)} \
        <= set(HOMES), sorted(HOMES)
    assert "" not in {home.partition(":")[0] for home in HOMES}, "words without a home"


@pytest.mark.parametrize("home", sorted(HOMES))
def test_every_message_is_worded_in_french(home):
    module, _, name = home.partition(":")
    french, english = language.edition(module, name, "fr"), HOMES[home]
    assert set(french) == english, (
        f"{module}_fr.{name}: missing {sorted(english - set(french))}, unknown {sorted(set(french) - english)}")


def _books(package: str) -> dict[str, set[str]]:
    """The rule ids of the package's rule books, by the module that writes them."""
    books: dict[str, set[str]] = {}
    for game in _published(package):
        for variant in game.variants.values():
            books.setdefault(variant.book.home, set()).update(variant.book)
    return books


@pytest.mark.parametrize("package", PACKAGES)
def test_every_rule_is_titled_and_stated_in_french(package):
    for home, ids in _books(package).items():
        assert home.startswith(f"engine.games.{package}."), f"a rule book of {package} names no home: {home!r}"
        rules = language.edition(home, "RULES", "fr")
        assert set(rules) == ids, f"missing {sorted(ids - set(rules))}, unknown {sorted(set(rules) - ids)}"
        for rule_id, (title, statement) in rules.items():
            assert title.strip() and statement.strip(), rule_id


def _corpus(package: str) -> list[dict[str, Any]]:
    """The golden requests of the package's games, and each game's example of each action, for each rule set and
    each number of players it allows."""
    games = _published(package)
    requests = [request for request in GOLDEN if request.get("game") in {game.id for game in games}]
    for game in games:
        for variant in game.variants.values():
            for action in game.actions:
                for players in range(variant.min_players, variant.max_players + 1):
                    requests.append(game.example(action, variant.id, players))
    return requests


class _Reading(Told):
    """A message as a sentence reads it, noting the parameters read."""

    __slots__ = ("read",)

    def __init__(self, said: Said, players: Any, words: Words) -> None:
        super().__init__(said, players, words)
        self.read: set[str] = set()

    def __contains__(self, key: str) -> bool:
        self.read.add(key)
        return super().__contains__(key)


for _accessor in ("seat", "seats", "name", "names", "card", "cards", "suit", "number", "numbers", "term", "terms",
                  "message"):
    def _noting(self: _Reading, key: str, _base: Any = getattr(Told, _accessor)) -> Any:
        self.read.add(key)
        return _base(self, key)

    setattr(_Reading, _accessor, _noting)


def _told(monkeypatch: pytest.MonkeyPatch, requests: list[dict[str, Any]]) -> dict[tuple[int, str], tuple]:
    """Every message told while answering ``requests`` in English, one of each message of each words."""
    told: dict[tuple[int, str], tuple] = {}
    original = Words.tell

    def noting(self: Words, said: Said, players: Any) -> str:
        told.setdefault((id(self.homes), said.message), (self, said, tuple(players)))
        return original(self, said, players)

    monkeypatch.setattr(Words, "tell", noting)
    for request in requests:
        handle(request)
    monkeypatch.undo()
    return told


def _read(words: Words, said: Said, players: tuple[str, ...]) -> tuple[str, set[str]]:
    reading = _Reading(said, players, words)
    return words.sentence(said.message)(reading), reading.read


@pytest.mark.parametrize("package", PACKAGES)
def test_french_sentences_read_the_parameters_the_english_read(package, monkeypatch):
    told = _told(monkeypatch, _corpus(package))
    assert told
    problems = []
    for words, said, players in told.values():
        english, read_en = _read(words, said, players)
        with language.speaking("fr"):
            french, read_fr = _read(words, said, players)
        if read_fr != read_en:
            problems.append(f"{said.message}: English reads {sorted(read_en)}, French {sorted(read_fr)}")
        if not french.strip():
            problems.append(f"{said.message}: no French sentence")
    assert not problems, "\n".join(problems)


def _same_but_words(english: Any, french: Any, path: str = "") -> list[str]:
    """Where the French answer differs from the English otherwise than in its words."""
    if isinstance(english, dict) and isinstance(french, dict):
        if english.keys() != french.keys():
            return [f"{path}: keys {sorted(english)} / {sorted(french)}"]
        return [problem for key in english for problem in _same_but_words(english[key], french[key], f"{path}.{key}")]
    if isinstance(english, list) and isinstance(french, list):
        if len(english) != len(french):
            return [f"{path}: {len(english)} items / {len(french)}"]
        return [problem for i, (e, f) in enumerate(zip(english, french))
                for problem in _same_but_words(e, f, f"{path}[{i}]")]
    if isinstance(english, str) and isinstance(french, str) and path.rsplit(".", 1)[-1].split("[")[0] in WORDED_KEYS:
        return []
    return [] if english == french else [f"{path}: {english!r} / {french!r}"]


@pytest.mark.parametrize("request_", GOLDEN, ids=lambda r: "-".join(str(v) for v in r.values())[:60])
def test_a_golden_request_is_answered_in_french_as_in_english_but_for_its_words(request_):
    english = handle(request_)
    french = handle({**request_, "lang": "fr"})
    problems = _same_but_words(english, french)
    assert not problems, "\n".join(problems[:20])


def test_english_is_the_default_and_an_unknown_language_is_refused():
    request = GOLDEN[next(i for i, asked in enumerate(GOLDEN) if asked["action"] == "deal")]
    assert handle({**request, "lang": "en"}) == handle(request)
    for asked in ("de", "FR", 3, None, ["fr"]):
        assert handle({**request, "lang": asked})["error"]["field"] == "lang", asked


def _declared(answer: Any, key: str = "") -> set[str]:
    """Every declared text of a catalogue answer (:data:`engine.described.WORDED`)."""
    if isinstance(answer, dict):
        return {text for name, value in answer.items() for text in _declared(value, name)}
    if isinstance(answer, list):
        return {text for value in answer for text in _declared(value, key)}
    return {answer} if isinstance(answer, str) and key in WORDED else set()


def test_the_catalogue_is_described_in_french_text_for_text():
    english = handle({"action": "catalogue"})
    french = handle({"action": "catalogue", "lang": "fr"})
    with language.speaking("fr"):
        texts = described.catalogue("TEXTS")
    assert set(texts) == _declared(english), (
        f"missing {sorted(_declared(english) - set(texts))[:5]}, unused {sorted(set(texts) - _declared(english))[:5]}")
    assert not _same_but_words(english, french)
    assert _declared(french) == set(texts.values())


SENTENCE_KEYS = {"text", "statement", "outcome", "note", "label", "what", "hand", "reason", "why"}
"""The keys whose values are sentences or phrases a reader reads: in French, none may be the English one."""
def _english_left(english: Any, french: Any, path: str = "") -> list[str]:
    """The phrases of the French answer that are the English answer's, word for word (a step's ``data`` holds
    codes, not phrases)."""
    if isinstance(english, dict) and isinstance(french, dict):
        return [left for key in english.keys() & french.keys()
                for left in _english_left(english[key], french[key], f"{path}.{key}")]
    if isinstance(english, list) and isinstance(french, list):
        return [left for e, f in zip(english, french) for left in _english_left(e, f, path)]
    key = path.rsplit(".", 1)[-1]
    if (isinstance(english, str) and english == french and key in SENTENCE_KEYS and " " in english.strip()
            and ".data." not in path):
        return [f"{path}: {english[:80]!r}"]
    return []


ANSWERED = [request for request in GOLDEN if "error" not in handle(request)]
"""The golden requests the engine answers (the others are refused, and the errors' reasons are still English)."""


@pytest.mark.parametrize("request_", ANSWERED, ids=lambda r: "-".join(str(v) for v in r.values())[:60])
def test_a_golden_request_in_french_keeps_no_english_sentence(request_):
    english = handle(request_)
    left = _english_left(english, handle({**request_, "lang": "fr"}))
    assert not left, "\n".join(left[:10])


def _bad_requests() -> list[Any]:
    """The bad requests the engine's refusals are checked with (tests/test_bad_input.py): those every game gives
    alike, and each game's own."""
    from tests.test_bad_input import ALIKE, OWN

    alike = [param.values[0] for param in ALIKE]
    return [*alike, *(request for request, _, _ in OWN.values())]


BAD = [request for request in _bad_requests() if isinstance(request, dict)]


@pytest.mark.parametrize("request_", BAD, ids=lambda r: "-".join(str(v) for v in r.values())[:60])
def test_a_bad_request_in_french_is_refused_in_french_naming_the_same_field(request_):
    english = handle(request_)["error"]
    french = handle({**request_, "lang": "fr"})["error"]
    assert french["field"] == english["field"]
    assert french["reason"] != english["reason"], f"still in English: {english['reason']!r}"
    assert {key for key in french} == {key for key in english}
