"""Small helpers for writing HTML safely: every value printed goes through :func:`esc`."""

from __future__ import annotations

from html import escape


def esc(value: object) -> str:
    """A value as HTML text or attribute content, with ``& < > " '`` escaped."""
    return escape(str(value), quote=True)


def attrs(**values: object) -> str:
    """HTML attributes from keyword arguments (``data_action`` becomes ``data-action``); ``None`` and
    ``False`` leave an attribute out, ``True`` writes it bare."""
    parts = []
    for name, value in values.items():
        if value is None or value is False:
            continue
        name = name.rstrip("_").replace("_", "-")
        parts.append(f" {name}" if value is True else f' {name}="{esc(value)}"')
    return "".join(parts)


def plural(count: int, word: str) -> str:
    """``1 card``, ``2 cards``."""
    return f"{count} {word}{'' if count == 1 else 's'}"
