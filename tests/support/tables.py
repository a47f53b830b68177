"""Reading an envelope's tables back in the tests: the table after each step, rebuilt from the merge patches."""

from __future__ import annotations

from engine.snapshot import patched


def tables(response: dict) -> list[dict]:
    """The table after each step, rebuilt from the merge patches."""
    result, table = [], {}
    for deal in response["deals"]:
        for step in deal["steps"]:
            table = patched(table, step["table"])
            result.append(table)
    return result
