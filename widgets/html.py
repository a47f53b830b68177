"""Small helpers for writing HTML safely: every value printed goes through :func:`esc`."""

from __future__ import annotations


def esc(value: object) -> str:
    """A value as HTML text or attribute content, with ``& < > " '`` escaped as ``html.escape`` does.

    Written out rather than imported: importing ``html`` (and its table of entities) costs the live
    widgets a noticeable part of their start-up inside Pyodide.

    >>> esc("<b class='x'>&</b>")
    '&lt;b class=&#x27;x&#x27;&gt;&amp;&lt;/b&gt;'
    """
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


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
