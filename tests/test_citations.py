"""Every rule given as its source's own cites a passage of the seed text that says it (each game's ``PASSAGES``, in
``tests/games/<game>/declared.py``).

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
from engine.games import GAMES, bibliography
from engine.rules import Rule
from engine.sources import MAISON_ACADEMIQUE
from tests.support.declared import merged
from tests.support.editions import EDITIONS, FRENCH, edition_of

OURSELVES = MAISON_ACADEMIQUE.short
"""The source a rule that is our reading alone cites."""

PASSAGES: dict[str, str | tuple[str, ...]] = merged("PASSAGES")  # type: ignore[assignment]
"""Every game's passages (``PASSAGES`` in its tests folder's ``declared.py``), by rule id."""

SECTIONS: dict[str, tuple[str, str | None]] = merged("SEED")  # type: ignore[assignment]
"""Where each game's text begins in its seed, and where the next game's begins (None: at the seed's end), as the
game's tests folder declares it (``SEED``). The seed of a game is the one whose text holds that beginning; the
seeds' file names say nothing."""


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


def cited_rules(readings: bool = False) -> dict[str, str]:
    """The game of every rule given as its source's own, by rule id, over every variant; with ``readings``, also of
    every rule that is our reading of what a source says (cited to that source, not to ourselves)."""
    games: dict[str, str] = {}
    for game_id, game in GAMES.items():
        for variant in game.variants:
            for rule in handle({"action": "rules", "game": game_id, "variant": variant})["rules"]:
                if not rule["ours"] or readings and rule["source"] != OURSELVES:
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


def test_every_game_declares_where_its_seed_text_begins() -> None:
    assert set(SECTIONS) == set(GAMES)


def test_every_rule_given_as_the_sources_cites_a_passage() -> None:
    """A rule given as the source's own cites the passage that says it; a reading of a source may cite the passage
    it reads, and a rule that is ours alone cites none."""
    assert set(PASSAGES) <= set(cited_rules(readings=True)), "passages for unknown rules or rules ours alone"
    assert set(cited_rules()) - set(PASSAGES) == set(), "rules given as the source's own with no passage that says them"


def test_passages_are_short_clauses() -> None:
    """A passage carries one rule in the fewest words: a few words, never a paragraph."""
    lengths = {rule_id: [len(passage.split()) for passage in passages_of(rule_id)] for rule_id in PASSAGES}
    assert not {rule_id: words for rule_id, words in lengths.items() if not all(3 <= n <= 60 for n in words)}


def test_every_game_has_its_seed_section(sections: dict[str, str]) -> None:
    assert set(sections) == set(GAMES)
    assert all(len(text.split()) > 100 for text in sections.values())


def test_every_passage_is_in_its_games_seed(sections: dict[str, str]) -> None:
    games = cited_rules(readings=True)
    missing = [(rule_id, passage) for rule_id in PASSAGES for passage in passages_of(rule_id)
               if folded(passage) not in sections[games[rule_id]]]
    assert not missing


# What the pages and the rules say in their own words -------------------------------------------------------------

DOCS = Path(__file__).resolve().parents[1] / "docs"

SHARED_WORDS = 12
"""No page and no rule statement shares this many words in a row with a seed outside a quotation: a passage of the
sources given as our own prose would be copied, not summarised."""

QUOTED = re.compile(r'"([^"]+)"')
"""A passage in quote marks (the pages write straight double quotes)."""

ATTRIBUTED: dict[str, str] = {
    # Titles and words of others than the seeds, in quote marks: each with who says it.
    "15th century card games": "the title of the blog post",
    "our reading of the source": "the engine's explanation steps",
    "(our reading of the source)": "the engine's explanation steps",
    "the 1st and the 3rd card of the order": "the engine's refusal of a dealing order",
    "hearts were led and you hold no heart, so you must play a trump higher than trump 14: play trump 17":
        "the engine's refusal of a card",
    "Who wins, and by which rule?": "the Predict, then check box of the widgets",
}
"""Passages in quote marks that no seed says, each with the one who does say it."""


def page_texts() -> dict[str, str]:
    """Every page of the site as a reader reads it, by path under docs/: its Markdown without code, HTML, link
    targets, the titles of notes and tabs, rule anchors and the bibliographic references of the sources page (the
    paragraphs marked ``{: .reference }``), whose words are a book's own title and imprint."""
    texts: dict[str, str] = {}
    for path in sorted(DOCS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        text = re.sub(r"```.*?```", " ", text, flags=re.S)
        text = re.sub(r"<script.*?</script>", " ", text, flags=re.S)
        text = "\n\n".join(paragraph for paragraph in re.split(r"\n\s*\n", text)
                             if not paragraph.rstrip().endswith("{: .reference }"))
        text = re.sub(r"(?m)^\s*(!!!|\?\?\?|===).*$", " ", text)
        text = re.sub(r"<[^>]*>", " ", text)
        text = re.sub(r"`[^`]*`", " ", text)
        text = re.sub(r"\]\([^)]*\)", "]", text)
        text = re.sub(r"\{#[^}]*\}", " ", text)
        texts[str(path.relative_to(DOCS))] = folded(text)
    return texts


def game_of(page: str) -> str | None:
    """The game a page is about (``games/basset.md`` and ``fr/games/basset.md``: basset), or None for the other
    pages."""
    name = Path(page).stem
    page = page.removeprefix(f"{FRENCH.sub_path}/")
    return name if page.startswith("games/") and name in SECTIONS else None


def statements() -> dict[str, tuple[str, str]]:
    """Every rule's statement, over every game and variant, by rule id, with its game."""
    found: dict[str, tuple[str, str]] = {}
    for game_id, game in GAMES.items():
        for variant in game.variants:
            for rule in handle({"action": "rules", "game": game_id, "variant": variant})["rules"]:
                found[rule["id"]] = (game_id, folded(rule["statement"]))
    return found


def quotations(text: str) -> list[str]:
    """The passages of a text in quote marks of two words or more (a single word in quote marks is a term)."""
    return [quoted for quoted in QUOTED.findall(text) if len(quoted.split()) >= 2]


def said_in(quoted: str, source: str) -> bool:
    """Whether the passage is in the source's words: the same words in the same order, the case of the first letter
    and a final stop or comma aside."""
    words = quoted.strip().rstrip(".,;:!?").strip()
    return words.lower() in source.lower()


def attributed(quoted: str) -> bool:
    """Whether a passage in quote marks is one that ATTRIBUTED, or a game's tests folder (``ATTRIBUTED``), gives to
    another than the seeds, or the title of a Wikipedia article we read."""
    return quoted in NOT_THE_SEEDS


def words_of(text: str) -> list[str]:
    return re.findall(r"[^\W_]+", text.lower())


def shared_runs(text: str, seeds: set[tuple[str, ...]]) -> list[str]:
    """The runs of SHARED_WORDS words or more of a text, quotations left out, that a seed has word for word."""
    runs: list[str] = []
    for part in QUOTED.split(text)[::2]:
        words = words_of(part)
        start = 0
        while start + SHARED_WORDS <= len(words):
            if tuple(words[start:start + SHARED_WORDS]) in seeds:
                end = start + SHARED_WORDS
                while end < len(words) and tuple(words[end - SHARED_WORDS + 1:end + 1]) in seeds:
                    end += 1
                runs.append(" ".join(words[start:end]))
                start = end
            else:
                start += 1
    return runs


@pytest.fixture(scope="module")
def seed_texts() -> list[str]:
    """Every seed, folded; skips when there are none."""
    folder = seeds_folder()
    texts = [folded(path.read_text(encoding="utf-8")) for path in sorted(folder.glob("*.txt"))] \
        if folder.is_dir() else []
    if not texts:
        pytest.skip("no seed texts: the pages' quotations are not checked against their sources")
    return texts


@pytest.fixture(scope="module")
def seed_runs(seed_texts: list[str]) -> set[tuple[str, ...]]:
    """Every run of SHARED_WORDS words of every seed."""
    runs: set[tuple[str, ...]] = set()
    for text in seed_texts:
        words = words_of(text)
        runs.update(tuple(words[i:i + SHARED_WORDS]) for i in range(len(words) - SHARED_WORDS + 1))
    return runs


def test_every_source_the_rules_cite_has_its_entry_on_the_sources_page() -> None:
    page = (DOCS / "sources.md").read_text(encoding="utf-8")
    anchors = set(re.findall(r"\{#([a-z0-9-]+)\}", page))
    cited = bibliography()
    assert cited and not set(cited) - anchors, f"no entry on the sources page for {sorted(set(cited) - anchors)}"


def test_the_pages_are_read_with_their_quote_marks_paired() -> None:
    """A quote mark left open would pair every later one the wrong way round, and hide a quotation."""
    assert not [page for page, text in page_texts().items() if text.count('"') % 2]


def test_every_quotation_on_a_page_is_its_sources_words(sections: dict[str, str], seed_texts: list[str]) -> None:
    """A passage in quote marks on a game page is in that game's seed; on another page, in one of the seeds; or it
    is in ATTRIBUTED, with the one who says it."""
    misquoted = []
    for page, text in page_texts().items():
        game = game_of(page)
        sources = [sections[game]] if game else seed_texts
        misquoted += [(page, quoted) for quoted in quotations(text)
                      if not attributed(quoted) and not any(said_in(quoted, source) for source in sources)]
    assert not misquoted


def test_every_quotation_in_a_rule_statement_is_its_sources_words(sections: dict[str, str]) -> None:
    misquoted = [(rule_id, quoted) for rule_id, (game, text) in statements().items() for quoted in quotations(text)
                 if not attributed(quoted) and not said_in(quoted, sections[game])]
    assert not misquoted


def test_no_page_repeats_a_seed_outside_a_quotation(seed_runs: set[tuple[str, ...]]) -> None:
    copied = {page: runs for page, text in page_texts().items() if (runs := shared_runs(text, seed_runs))}
    assert not copied


def test_no_rule_statement_repeats_a_seed_outside_a_quotation(seed_runs: set[tuple[str, ...]]) -> None:
    copied = {rule_id: runs for rule_id, (_, text) in statements().items() if (runs := shared_runs(text, seed_runs))}
    assert not copied


def test_the_checks_find_a_misquotation_and_a_copied_sentence(sections: dict[str, str],
                                                                seed_runs: set[tuple[str, ...]]) -> None:
    """The checks themselves: a quotation with one word changed is refused, and a seed's sentence given as prose
    is found, while the same sentence in quote marks is not."""
    games = cited_rules()
    rule_id, sentence = max(((rule_id, passage) for rule_id in PASSAGES if rule_id in games
                             for passage in passages_of(rule_id)), key=lambda cited: len(cited[1].split()))
    section = sections[games[rule_id]]
    words = sentence.split()
    changed = " ".join([*words[:3], "zzz", *words[4:]])
    assert said_in(sentence, section)
    assert not said_in(changed, section)
    assert shared_runs(folded(sentence), seed_runs)
    assert not shared_runs(folded(f'The article: "{sentence}".'), seed_runs)


# Where the pages and the engine say a rule comes from -----------------------------------------------------------

RULE_ANCHOR = re.compile(r"^\s*\{#([a-z0-9-]+\.[a-z0-9.-]+)\}\s*$")
"""The line under a rule's item on a game page that gives it its address."""

ITEM_START = re.compile(r"^\s*(- |\d+\. |#)")
"""The first line of an item of a list, or a heading."""

SOURCE_LINK = re.compile(r"sources\.md#([a-z0-9-]+)")
"""A link to a source's entry on the sources page."""

FOOTNOTE = re.compile(r"(?m)^\[\^([^\]]+)\]:(.*(?:\n    .*)*)")
"""A footnote and its text, its continuation lines included."""



def footnotes(text: str) -> dict[str, str]:
    """A page's footnotes, by label, each on one line."""
    return {label: re.sub(r"\s+", " ", body) for label, body in FOOTNOTE.findall(text)}


def rule_items() -> list[tuple[str, str, str, set[str]]]:
    """Every rule's item on a page: the page, the rule id, the item's words on one line, and the sources it cites
    (its footnotes' links and its own links to the sources page)."""
    items = []
    for path in sorted(DOCS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        notes, lines = footnotes(text), text.splitlines()
        for index, line in enumerate(lines):
            if not (anchor := RULE_ANCHOR.match(line)):
                continue
            start = index - 1
            while start > 0 and lines[start].strip() and not ITEM_START.match(lines[start]):
                start -= 1
            item = re.sub(r"\s+", " ", " ".join(lines[start:index]))
            linked = set(SOURCE_LINK.findall(item))
            for label in re.findall(r"\[\^([^\]]+)\]", item):
                linked |= set(SOURCE_LINK.findall(notes.get(label, "")))
            items.append((str(path.relative_to(DOCS)), anchor.group(1), item, linked))
    return items


def engine_rules() -> dict[str, Rule]:
    """Every rule of every rule set, by id."""
    return {rule.id: rule for game in GAMES.values() for variant in game.variants.values()
            for rule in variant.book.values()}


def test_every_rule_on_a_page_cites_the_source_the_engine_cites_and_is_ours_where_the_engine_says_so() -> None:
    rules = engine_rules()
    items = [(page, rule_id, item, linked) for page, rule_id, item, linked in rule_items() if rule_id in rules]
    assert len({rule_id for _, rule_id, _, _ in items}) > 300
    unmarked = [(page, rule_id) for page, rule_id, item, _ in items
                if (edition_of(DOCS / page).our_reading in item) != rules[rule_id].ours]
    assert not unmarked, "a rule marked Our reading on its page and not in the engine, or the other way round"
    uncited = [(page, rule_id, rules[rule_id].source.key, sorted(linked)) for page, rule_id, _, linked in items
               if rules[rule_id].source != MAISON_ACADEMIQUE and rules[rule_id].source.key not in linked]
    assert not uncited, "a rule whose page cites another source than the engine's"


def test_every_rule_a_reading_note_names_is_our_reading() -> None:
    """A note headed Our reading on a page links the rules it explains; each of them is ours in the engine."""
    rules = engine_rules()
    named = []
    for edition in EDITIONS:
        for path in sorted(edition.page("games").glob("*.md")):
            notes = re.findall(rf'(?m)^!!! note "{edition.our_reading}[^"]*"\n((?:    .*\n|\n)+)',
                               path.read_text(encoding="utf-8"))
            named += [(edition.relative(path), rule_id) for note in notes
                      for rule_id in re.findall(r"\]\(#([a-z0-9-]+\.[a-z0-9.-]+)\)", note) if rule_id in rules]
    assert len(named) > 80
    assert not [(page, rule_id) for page, rule_id in named if not rules[rule_id].ours]


YEAR = re.compile(r"\b(1[4-9]\d\d|20\d\d)\b")
"""A year, as a citation gives one."""

PAGE = re.compile(r"\b[pP]p?\. ?(\d+)(?:\s*[-–]\s*(\d+))?")
"""A page or a range of pages, as ``p. 86``, ``pp. 76–77`` or the blog post's ``P. 77``."""

SPELLED = {"Dummett": "Durnmett"}
"""Names the seeds spell otherwise where they give a page: the blog post writes Dummett's name so once."""

ARTICLE = ". English Wikipedia article"
"""What follows an article's title in the reference of a Wikipedia article we read."""

WIKIPEDIA_TITLES = tuple(source.reference.split(ARTICLE)[0] for source in bibliography().values()
                         if ARTICLE in source.reference)
"""The titles of the Wikipedia articles we read, which their copies do not repeat in their text: each the title
its reference gives."""

NOT_THE_SEEDS = frozenset(folded(passage) for passage in (*ATTRIBUTED, *merged("ATTRIBUTED"), *WIKIPEDIA_TITLES))
"""Every passage in quote marks that another than the seeds says, folded once for :func:`attributed`."""


def citations() -> list[tuple[str, str]]:
    """Every citation a reader reads: each footnote of every page, each reference of the sources page, and each
    source and page the engine cites, with where it is."""
    found = []
    for path in sorted(DOCS.rglob("*.md")):
        text = path.read_text(encoding="utf-8")
        page = str(path.relative_to(DOCS))
        found += [(f"{page} [^{label}]", note) for label, note in footnotes(text).items()]
        found += [(f"{page} reference", re.sub(r"<[^>]*>", "", paragraph)) for paragraph in re.split(r"\n\s*\n", text)
                  if paragraph.rstrip().endswith("{: .reference }")]
    found += [(f"engine source {key}", f"{source.short}. {source.reference}") for key, source in bibliography().items()]
    found += [(f"engine rule {rule.id}", rule.citation) for rule in engine_rules().values()]
    return found


def test_every_year_and_title_a_citation_gives_is_in_a_seed(seed_texts: list[str]) -> None:
    """A citation gives a year or a title only where a seed gives it: no date, book or page of our own making."""
    seeds = " ".join(seed_texts).lower()
    titles = {folded(title).lower() for title in WIKIPEDIA_TITLES}
    found = citations()
    years = [(where, year) for where, text in found for year in set(YEAR.findall(text)) if year not in seeds]
    assert not years, "years no seed gives"
    unknown = [(where, title) for where, text in found for title in re.findall(r"\*([^*]+)\*", text)
               if folded(title).lower() not in seeds and folded(title).lower() not in titles]
    assert not unknown, "titles no seed gives"


def test_every_page_a_citation_gives_is_one_the_seed_gives_for_that_author(seed_texts: list[str]) -> None:
    wrong = []
    for where, text in citations():
        for page in PAGE.finditer(text):
            authors = re.findall(r"([A-Z][a-zé]+)[^A-Z]*$", text[:page.start()])
            if not authors:
                wrong.append((where, page.group(0), "no author before the page"))
                continue
            names = "|".join(re.escape(name) for name in (authors[0], SPELLED.get(authors[0], authors[0])))
            given = re.compile(rf"(?:{names})[^.\n]{{0,40}}\b[pP]p?\. ?{page.group(1)}\b")
            if not any(given.search(seed) for seed in seed_texts):
                wrong.append((where, page.group(0), authors[0]))
    assert not wrong


def seed_paragraphs() -> list[tuple[str, dict[str, str]]]:
    """Every paragraph of every seed, folded (a bullet line joined to the line that leads into it), with the
    numbered references of its seed, by number."""
    folder = seeds_folder()
    found = []
    for path in sorted(folder.glob("*.txt")) if folder.is_dir() else ():
        lines = [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
        tail = lines[next((i for i, line in enumerate(lines) if line.strip() == "References"), len(lines)):]
        references = {number: folded(rest) for number, rest in
                      (re.match(r"^\s*(\d+)\.\s+(.*)$", line).groups() for line in tail  # type: ignore[union-attr]
                       if re.match(r"^\s*\d+\.\s", line))}
        lead = ""
        for line in lines:
            if line.strip().startswith("•"):
                found.append((folded(f"{lead} {line}"), references))
            else:
                lead = line
                found.append((folded(line), references))
    return found


def test_a_rule_cited_with_a_page_has_a_passage_where_the_seed_gives_that_page(seed_texts: list[str]) -> None:
    """The seed gives a page for a statement by a reference mark in the statement's paragraph (``[1]``, the
    reference naming the author and the page) or in words there (``(Parlett, P. 77)``)."""
    paragraphs = seed_paragraphs()
    paged = [rule for rule in engine_rules().values() if rule.pages and rule.id in PASSAGES]
    assert paged
    wrong = []
    for rule in paged:
        author = rule.source.short.split(" (")[0].split()[-1]
        pages = folded(rule.pages).replace(" ", "")

        def gives(paragraph: str, references: dict[str, str]) -> bool:
            marked = [references.get(number, "") for number in re.findall(r"\[(\d+)\]", paragraph)]
            return any(author in text and pages in text.replace(" ", "") for text in [paragraph, *marked])

        if not any(gives(paragraph, references) for paragraph, references in paragraphs
                   for passage in passages_of(rule.id) if folded(passage) in paragraph):
            wrong.append((rule.id, rule.citation))
    assert not wrong
