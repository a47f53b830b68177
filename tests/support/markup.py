"""What a built page holds, as the tests of the three generators compare it: the widgets' and pictures' markup
exactly as written, and the text of the page's article."""

from __future__ import annotations

import re
from html.parser import HTMLParser

ROOTS = ("ma-widget", "ma-picture")
"""The classes of the elements our fences write: a widget's root and a picture's."""
CONSUMED = " data-search-exclude"
"""The one attribute of our markup a generator may consume: Material and Zensical both keep the element it marks out
of their search index, and Zensical then takes it off the page."""


class _Roots(HTMLParser):
    """Finds the offsets of every element whose class is one of ROOTS, from its start tag to its end tag."""

    def __init__(self, text: str) -> None:
        super().__init__(convert_charrefs=False)
        self.lines = [0]
        for line in text.splitlines(keepends=True):
            self.lines.append(self.lines[-1] + len(line))
        self.found: list[tuple[int, int]] = []
        self.open: list[tuple[str, int, int]] = []  # (tag, depth of that tag at its start, offset)
        self.depths: dict[str, int] = {}

    def _offset(self) -> int:
        line, column = self.getpos()
        return self.lines[line - 1] + column

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.depths[tag] = self.depths.get(tag, 0) + 1
        classes = (dict(attrs).get("class") or "").split()
        if not self.open and any(name in classes for name in ROOTS):
            self.open.append((tag, self.depths[tag], self._offset()))

    def handle_endtag(self, tag: str) -> None:
        if self.open and self.open[-1][0] == tag and self.open[-1][1] == self.depths.get(tag):
            _, _, start = self.open.pop()
            self.found.append((start, self._offset() + len(f"</{tag}>")))
        self.depths[tag] = self.depths.get(tag, 0) - 1


def our_markup(html: str) -> list[str]:
    """The markup of every widget and picture of a page, in page order, as the page holds it."""
    parser = _Roots(html)
    parser.feed(html)
    parser.close()
    return [html[start:end] for start, end in parser.found]


def article_text(html: str) -> str:
    """The words of a page's article, tags and spacing aside."""
    found = re.search(r"<article\b[^>]*>(.*)</article>", html, re.S)
    body = found.group(1) if found else ""
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    return " ".join(re.sub(r"<[^>]+>", " ", body).split())
