"""Helpers for the French Tarot tests: requests to the engine and the steps and scores of their answers."""

from __future__ import annotations

from engine.api import handle


def scored(*deals: dict, **table: object) -> dict:
    """The answer to a ``score`` request of these deals (four players unless told), checked to be no error."""
    response = handle({"action": "score", "game": "french-tarot", "players": table.pop("players", 4),
                       "deals": list(deals), **table})
    assert "error" not in response, response
    return response


def refused(*deals: dict, **table: object) -> dict:
    """The error a ``score`` request of these deals gives."""
    response = handle({"action": "score", "game": "french-tarot", "players": table.pop("players", 4),
                       "deals": list(deals), **table})
    assert "error" in response, response
    return response["error"]


def scores(response: dict, deal: int = 0) -> list[int]:
    """Each seat's score in one deal."""
    return response["deals"][deal]["summary"]["scores"]


def rules(response: dict, deal: int = 0) -> list[str]:
    """The rule ids of a deal's steps, in order."""
    return [step["rule"] for step in response["deals"][deal]["steps"]]


def step(response: dict, rule: str, deal: int = 0) -> dict:
    """The one step of a deal under ``rule``."""
    found = [s for s in response["deals"][deal]["steps"] if s["rule"] == rule]
    assert len(found) == 1, (rule, rules(response, deal))
    return found[0]


def counted(pile: list[str]) -> dict:
    """The answer to a ``count`` request."""
    response = handle({"action": "count", "game": "french-tarot", "pile": pile})
    assert "error" not in response, response
    return response


def _cell(chance: dict, printed: dict | None) -> str:
    """An exact chance in per cent to a tenth, with the source's printed figure beside it where it differs."""
    exact = f"{chance['float'] * 100:.1f}"
    if printed is None or printed["verdict"] == "agrees":
        return exact
    return f"{exact} *({printed['percent']})*"


def odds_markdown(players: int) -> str:
    """The page's two tables for a table of ``players``, as Markdown, from the engine's ``odds`` answer: the
    page holds this text, and a test checks that it still does."""
    table = handle({"action": "odds", "game": "french-tarot", "players": players})["tables"][0]
    dog = table["dog_chances"][:19]
    ks = range(table["dog"] + 1)
    lines = ["| cards missing | " + " | ".join(f"{k} in the dog" for k in ks) + " |",
             "| ---: | " + " | ".join("---:" for _ in ks) + " |"]
    for row in dog:
        printed = {cell["k"]: cell for cell in row.get("published", [])}
        cells = [_cell(row["chances"][k], printed.get(k)) if k < len(row["chances"]) else "" for k in ks]
        lines.append(f"| {row['missing']} | " + " | ".join(cells) + " |")
    split = [row for row in table["longest_defender"] if 4 <= row["cards"] <= 16]
    most = max(cell["m"] for row in split for cell in row["longest"] if cell["float"] >= 0.0005)
    ms = range(2, most + 1)
    lines += ["", "| cards held by the defence | " + " | ".join(f"longest {m}" for m in ms) + " |",
              "| ---: | " + " | ".join("---:" for _ in ms) + " |"]
    for row in split:
        chances = {cell["m"]: cell for cell in row["longest"]}
        printed = {cell["m"]: cell for cell in row.get("published", [])}
        cells = [_cell(chances[m], printed.get(m)) if m in chances and chances[m]["float"] >= 0.0005 else ""
                 for m in ms]
        lines.append(f"| {row['cards']} | " + " | ".join(cells) + " |")
    return "\n".join(lines)
