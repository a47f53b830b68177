"""The widgets speak the page's language: on a French page every word a widget draws is French.

Every widget the game pages place is drawn in French (its static view, and live: at its first, middle and last
steps, in the predict mode, and refusing a change), and the words it shows are checked two ways: every text a widget
module says has its French (:data:`widgets.speech.MISSING` stays empty), and no English sentence is left in the
text a reader sees (:func:`english_in`).
"""

from __future__ import annotations

import ast
import json
import re
from pathlib import Path

import pytest

from engine.api import speaking
from engine.games import GAMES, bibliography
from tests.support.pages import GAME_PAGES, page_blocks
from widgets import speech
from widgets.games import state_of
from widgets.live import respond
from widgets.render import root

WIDGETS = Path(__file__).resolve().parents[1] / "widgets"

ENGLISH = frozenset("""
    the and of to is are was with your you this that which from these those their its into than then there when
    what who whom whose why how each every any some none not yes at by be been has have had does did will would
    shall should can could may might must for it he she they we our his her them
    step steps card cards deal deals dealt player players seat seats rule rules win wins won winner lose loses lost
    takes take taken stays turn turns turned next previous new copy link links show shows hide answer answers
    right wrong stake stakes paid pay payment payments hand hands trick tricks bid bids bank banker punter punters
    choose chose choice choices settle apply undo tally full screen loading engine sample worked accepted nobody
    everyone
""".split())
"""Words of English that are no French word (not ``as``, ``on``, ``or``, ``but``, ``pot``, ``points``, ``table``,
``mode`` or ``question``, which French writes too); a text holding one is English."""

GAME_NAMES = {name for game in GAMES.values()
              for name in (game.title, *(variant.title for variant in game.variants.values()))}
"""The games' and their rule sets' names, which a French page writes as the English does (the French of a title that
has one is French)."""

SOURCES = tuple(source.short for source in bibliography().values())
"""The works the rules cite, by the names the steps give them (« 15th century card games »): titles, as written."""

ALLOWED = (
    re.compile("|".join(re.escape(source) for source in SOURCES)),
    re.compile("|".join(sorted({re.escape(name) for name in GAME_NAMES}, key=len, reverse=True))),
    re.compile(r"\bMaison académique\b"),
    re.compile(r"\b[A-Z][a-z]+ \(\d{4}\)"),  # an author and a year: Cotton (1674)
    re.compile(r"\b[a-z0-9-]+(?:\.[a-z0-9-]+)+"),  # a rule's id, which a rule's link shows when it has no title
    re.compile(r"«[\s\u00a0\u202f]?[\w-]+[\s\u00a0\u202f]?»"),  # a code the reader types, cited as a word: « take »
)
"""What may stand in a French text though it reads as English: the works' titles, the games' names, a work's author
and year, a rule's id, a code cited as a word in « guillemets »."""


def visible_text(html: str) -> list[str]:
    """The texts a reader sees or hears in a widget's HTML: each text between tags, and each ``aria-label``,
    ``title`` and ``placeholder``; code (``<code>``, ``<kbd>``) and hidden data left out."""
    html = re.sub(r"(?s)<(code|kbd|script|style|template)\b.*?</\1>", " ", html)
    said = re.findall(r'\b(?:aria-label|title|placeholder|alt)="([^"]*)"', html)
    texts = [text for text in re.split(r"<[^>]*>", html)]
    return [re.sub(r"\s+", " ", text).strip() for text in [*texts, *said] if text.strip()]


def english_in(text: str) -> list[str]:
    """The English words of ``text``, once the names it may hold are taken out."""
    for allowed in ALLOWED:
        text = allowed.sub(" ", text)
    words = re.findall(r"[^\W\d_]+(?:'[^\W\d_]+)?", text.replace("&#x27;", "'").replace("&amp;", "&"))
    return [word for word in words if word.lower() in ENGLISH]


def _widgets() -> dict[str, dict[str, str]]:
    return {widget_id: fields for page in GAME_PAGES for widget_id, fields in page_blocks(page).items()}


WIDGETS_PLACED = _widgets()


def _ask(state: dict, **message: object) -> dict:
    return json.loads(respond(json.dumps({"state": state, "lang": "fr", **message})))


def _views(fields: dict[str, str]) -> list[str]:
    """The widget of ``fields`` as a French page draws it: built, then live at its last, middle and first steps, in
    the predict mode, and refusing a seed."""
    with speaking("fr"):
        views = [root("w", state_of(fields))]
    last = _ask(fields, action="step", value="last")
    views.append(last["html"])
    state = last.get("state", fields)
    for message in ({"action": "step", "value": 2}, {"action": "step", "value": 0}, {"action": "predict", "value": 1},
                    {"action": "apply", "value": {"seed": "douze"}}):
        answer = _ask(state, **message)
        views.append(answer.get("html", ""))
        views.append(str(answer.get("error", "")))
    return views


@pytest.mark.parametrize("widget_id", WIDGETS_PLACED)
def test_a_widget_on_a_french_page_says_nothing_in_english(widget_id: str) -> None:
    speech.MISSING.clear()
    english = sorted({text for html in _views(WIDGETS_PLACED[widget_id]) for text in visible_text(html)
                      if english_in(text)})
    assert not sorted(speech.MISSING), sorted(speech.MISSING)[:20]
    assert not english, english[:20]


def _said_in(module: Path) -> set[str]:
    """The texts a widget module passes to its words (``say("...")``, ``say.count(n, "noun")``) as literals."""
    texts = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Call) and isinstance(node.func, (ast.Name, ast.Attribute)):
            name = node.func.id if isinstance(node.func, ast.Name) else node.func.attr
            caller = node.func.value.id if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name) else ""
            literal = [arg.value for arg in node.args if isinstance(arg, ast.Constant) and isinstance(arg.value, str)]
            if name == "say" and literal:
                texts.add(literal[0])
            elif name == "count" and caller == "say" and literal:
                texts.add(f"noun: {literal[0]}")
    return texts


MODULES = sorted(path for path in WIDGETS.rglob("*.py") if not path.stem.endswith("_fr") and "say = Words" in path.read_text(encoding="utf-8"))


@pytest.mark.parametrize("module", MODULES, ids=lambda path: str(path.relative_to(WIDGETS)))
def test_every_text_a_widget_module_says_has_its_french_with_the_same_parameters(module: Path) -> None:
    dotted = ".".join(module.relative_to(WIDGETS.parent).with_suffix("").parts)
    words, nouns = speech._table(dotted, "fr")
    lacking, unlike = [], []
    for text in sorted(_said_in(module)):
        if text.startswith("noun: "):
            lacking += [text] if text[6:] not in nouns else []
            continue
        french = words.get(text)
        if french is None:
            lacking.append(text)
        elif isinstance(french, str) and set(re.findall(r"\{(\w+)\}", french)) != set(re.findall(r"\{(\w+)\}", text)):
            unlike.append((text, french))
    assert not lacking, lacking
    assert not unlike, unlike
