"""French typography over the French pages' prose: a no-break space before a colon and inside « guillemets », a
narrow no-break space before ; ! and ?, and the curly apostrophe (l’as), as French prints them (the engine's French sentences get the same from
engine/wording_fr.py).

    python build/french_typography.py [--check] [PAGE-OR-FOLDER ...]     (default: docs/fr)

Rewrites each Markdown page given, or of the folders given (with --check, only lists the pages that need it; exit status 1). Only
the prose is touched: fenced blocks, inline code, HTML tags, link targets, attribute lists such as {#anchor},
footnote labels, addresses and the English words of a source "in straight quotes" are left as they are, and a mark
written with no space before it (a work's title as it is printed, *Méthodique: Dictionaire*) is left so. The tests
check every French page with the same function (tests/test_french_pages.py).
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
NBSP, NARROW = "\u00a0", "\u202f"

_KEPT = re.compile(
    r"`+[^`]*`+"  # inline code
    r"|<[^>\n]*>"  # an HTML tag
    r"|\]\([^)\s]*\)"  # a link's target
    r"|\{[^}\n]*\}"  # an attribute list, {#anchor}
    r"|\[\^[^\]\n]*\]:?"  # a footnote's label, and the colon of its definition
    r"|https?://\S+"  # an address
    r'|"[^"\n]*"'  # a source's English words, or a title in straight quotes
)
"""What the prose of a line holds that is not prose."""

_TITLED = re.compile(r'^(\s*(?:!!!|\?\?\?\+?|===)(?:[ \t]+[\w-]+)*[ \t]+")(.*)("[ \t]*\n?)$')
"""An admonition's or a content tab's line, whose title in straight quotes is prose."""
_HELD = "\ue000"
"""Where a part that is not prose stood while the prose around it is typeset."""

_BEFORE = re.compile(rf"(?<=[^\s{NBSP}{NARROW}:;!?(\[|-])[ {NBSP}{NARROW}]([:;!?])(?=[\s»)\],.*_]|$)")
_OPEN = re.compile(rf"«[ {NBSP}{NARROW}]?")
_CLOSE = re.compile(rf"[ {NBSP}{NARROW}]?»")


_APOSTROPHE = re.compile(r"(?<=\w)'(?=\w)")


def _prose(text: str) -> str:
    text = _APOSTROPHE.sub("’", text)
    text = _BEFORE.sub(lambda match: (NBSP if match.group(1) == ":" else NARROW) + match.group(1), text)
    return _CLOSE.sub(NBSP + "»", _OPEN.sub("«" + NBSP, text))


def _line(line: str) -> str:
    titled = _TITLED.match(line)
    if titled:
        return titled.group(1) + _line(titled.group(2)) + titled.group(3)
    kept = [match.group(0) for match in _KEPT.finditer(line)]
    done = _prose(_KEPT.sub(_HELD, line))
    pieces = done.split(_HELD)
    return "".join(piece + (kept[i] if i < len(kept) else "") for i, piece in enumerate(pieces))


def typeset(page: str) -> str:
    """A Markdown page with French typography in its prose (fenced blocks left whole)."""
    out, fence = [], ""
    for line in page.splitlines(keepends=True):
        stripped = line.lstrip()
        marker = re.match(r"(`{3,}|~{3,})", stripped)
        if fence:
            out.append(line)
            if marker and stripped.rstrip() == fence:
                fence = ""
        elif marker:
            fence = marker.group(1)
            out.append(line)
        else:
            out.append(_line(line))
    return "".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("paths", nargs="*", type=Path, default=[ROOT / "docs" / "fr"])
    parser.add_argument("--check", action="store_true", help="list the pages that need it, change nothing")
    args = parser.parse_args(argv)
    lacking = []
    for path in args.paths:
        for page in sorted(path.rglob("*.md")) if path.is_dir() else [path]:
            text = page.read_text(encoding="utf-8")
            done = typeset(text)
            if done != text:
                lacking.append(page)
                if not args.check:
                    page.write_text(done, encoding="utf-8")
    for page in lacking:
        print(f"{'needs' if args.check else 'typeset'}: {page}")
    return 1 if args.check and lacking else 0


if __name__ == "__main__":
    sys.exit(main())
