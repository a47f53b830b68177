"""The ```widget block of our Markdown pages, turned into the widget's static view at build time.

Registered in mkdocs.yml as a custom fence of pymdownx.superfences. The block is
``key: value`` lines (see widgets/README.md); a block the engine refuses stops
the build with the widget's id and the reason.
"""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any, NamedTuple

from engine.api import EngineError, speaking, spoken
from widgets.render import root
from widgets.games import state_of


PAGE_LANGUAGE = "MA_PAGE_LANGUAGE"
"""The environment variable in which the build (build/site_build.py) names the language of the page set it is
building (its ``theme.language``): the static views are drawn in it, English when it is unset or not spoken."""


@contextmanager
def in_page_language() -> Iterator[None]:
    """Draws what is drawn inside the block in the language of the page set being built."""
    with speaking(spoken({"lang": os.environ.get(PAGE_LANGUAGE, "")})):
        yield


class WidgetBlockError(ValueError):
    """A ```widget block that cannot be rendered; the message names the widget and the field."""


class Block(NamedTuple):
    """A block's widget id, the fields of its state, and the name its region is given, if any."""

    id: str
    fields: dict[str, str]
    label: str | None


def parse_block(source: str) -> Block:
    """The widget id, the state's fields and the label of a block's ``key: value`` lines."""
    fields: dict[str, str] = {}
    for number, line in enumerate(source.splitlines(), start=1):
        if not line.strip():
            continue
        key, colon, value = line.partition(":")
        if not colon:
            raise WidgetBlockError(f"widget block line {number}: expected 'key: value', got {line!r}")
        fields[key.strip()] = value.strip()
    widget_id = fields.pop("id", "")
    if not widget_id or not all(c.isalnum() or c == "-" for c in widget_id):
        raise WidgetBlockError(f"widget block: give an 'id' of letters, digits and dashes, not {widget_id!r}")
    label = fields.pop("label", None)
    return Block(widget_id, fields, label)


def format(source: str, language: str, css_class: str, options: dict[str, Any], md: Any, **kwargs: Any) -> str:  # noqa: A001
    """superfences' formatter: the block's source in, the widget's HTML out."""
    widget_id, fields, label = parse_block(source)
    try:
        with in_page_language():
            return root(widget_id, state_of(fields), label)
    except EngineError as error:
        raise WidgetBlockError(f"widget {widget_id}: {error.field}: {error.reason}") from error
