"""The French edition (docs/fr/, built into fr/): every English page has its French page at the same path, with the
same rule anchors, heading anchors, widgets and footnotes; its prose is French, in French typography.

The checks that both editions share (the shape of a game page, the glossary, the citations, the lessons) take each
edition in turn in their own modules (:mod:`tests.support.editions`); these are the French edition's own.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.support.editions import ENGLISH, FRENCH

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "build"))
import french_typography  # noqa: E402

PAGES = [ENGLISH.relative(path) for path in ENGLISH.markdown()]
"""Every English page, by its path: each has its French page."""

ENGLISH_WORDS = frozenset("""
    the and of to is are was were with which this that from for by be been has have had not your you its their
    when what who whom how each every than then there these those into would will can could should may must it
    they we our does did
""".split())
"""Words of English that are no French word: a French sentence holds none of them, but in a quotation, a title or
code."""

ANCHOR = re.compile(r"\{#([^}\s]+)\}")
FOOTNOTE = re.compile(r"\[\^([^\]]+)\]")
FENCE = re.compile(r"(?ms)^([ \t]*)```([^\n`]*)\n(.*?)^\1```[ \t]*$")


def french(page: str) -> str:
    return FRENCH.page(page).read_text(encoding="utf-8")


def english(page: str) -> str:
    return ENGLISH.page(page).read_text(encoding="utf-8")


def test_every_page_has_its_french_page_and_no_french_page_is_alone() -> None:
    french_pages = {FRENCH.relative(path) for path in FRENCH.markdown()}
    assert set(PAGES) <= french_pages, sorted(set(PAGES) - french_pages)
    assert french_pages <= set(PAGES), sorted(french_pages - set(PAGES))


@pytest.mark.parametrize("page", PAGES)
def test_a_french_page_has_the_english_ones_anchors_footnotes_and_blocks(page: str) -> None:
    """Every link into a page lands on both (its headings keep the English anchors), every footnote is cited, and
    every block is the same but a widget's name for screen readers (``label``), which is French."""
    text, original = french(page), english(page)
    assert set(ANCHOR.findall(original)) <= set(ANCHOR.findall(text))
    assert set(FOOTNOTE.findall(text)) == set(FOOTNOTE.findall(original))

    def blocks(markdown: str) -> list[tuple[str, str]]:
        return [(kind, re.sub(r"(?m)^\s*label:.*$", "label:", body)) for _, kind, body in FENCE.findall(markdown)]

    assert blocks(text) == blocks(original)


@pytest.mark.parametrize("page", PAGES)
def test_a_french_page_is_in_french_typography(page: str) -> None:
    """No-break spaces before : ; ! ? and inside « », and the curly apostrophe (build/french_typography.py sets
    them: run it after writing)."""
    text = french(page)
    assert french_typography.typeset(text) == text


def prose(markdown: str) -> str:
    """The prose of a page as the checks read it: no blocks, code, HTML, link targets, attribute lists, addresses,
    quotations of the sources in straight quotes, works' titles in italics, or bibliographic references."""
    text = FENCE.sub(" ", markdown)
    text = "\n\n".join(part for part in re.split(r"\n\s*\n", text) if not part.rstrip().endswith("{: .reference }"))
    for pattern in (r"(?s)<(script|style)\b.*?</\1>", r"`[^`\n]*`", r"<[^>\n]*>", r"\]\([^)\s]*\)", r"\{[^}\n]*\}",
                    r"https?://\S+", r'"[^"]*"', r"(?<![*\w])\*(?![*\s])[^*]+(?<![*\s])\*(?![*\w])"):
        text = re.sub(pattern, " ", text)
    return text


def english_sentences(markdown: str) -> list[str]:
    """The sentences of a page's prose that read as English: two of their words or more are English only."""
    found = []
    for sentence in re.split(r"(?<=[.!?])\s+|\n\s*\n", prose(markdown)):
        words = [word for word in re.findall(r"[A-Za-z]+", sentence) if word.lower() in ENGLISH_WORDS]
        if len(words) >= 2:
            found.append(re.sub(r"\s+", " ", sentence).strip())
    return found


def test_the_check_finds_an_english_sentence_and_passes_french_and_quotations() -> None:
    assert english_sentences("Le banquier gagne. The banker wins the coup.") == ["The banker wins the coup."]
    assert not english_sentences('Le billet *15th century card games* dit "the house has the edge" (notre traduction).')


@pytest.mark.parametrize("page", PAGES)
def test_a_french_page_has_no_english_sentence(page: str) -> None:
    assert not english_sentences(french(page))


GALLERY = sorted((FRENCH.pages / "gallery" / "examples").glob("plot_*.py"))
"""The French gallery's examples: their text (the docstring and the ``# %%`` blocks) becomes their pages."""


def gallery_text(script: Path) -> str:
    """The text an example's page shows of a script: its docstring and its comment blocks, as Markdown."""
    source = script.read_text(encoding="utf-8")
    docstring = source.split('"""')[1] if source.startswith('"""') else ""
    comments = re.findall(r"(?m)^# (?!%%)(.*)$", source)
    return docstring + "\n\n" + "\n".join(comments)


def test_every_gallery_example_has_its_french_example() -> None:
    english = sorted(path.name for path in (ENGLISH.pages / "gallery" / "examples").glob("plot_*.py"))
    assert [path.name for path in GALLERY] == english


@pytest.mark.parametrize("script", GALLERY, ids=lambda path: path.stem)
def test_a_french_gallery_example_says_nothing_in_english(script: Path) -> None:
    assert not english_sentences(gallery_text(script))
