"""Benchmark: the heaviest request each game and action accepts, by CPU time, answer size and peak memory.

Run ``python build/bench_requests.py``. The requests are built at the bounds the catalogue declares (the most
deals, rounds or coups a table of the fewest, the usual and the most players may ask for, with and without the
explanation steps; the largest scenarios), so that they follow the declarations when a bound changes. Each runs in
a fresh interpreter, once timed (the CPU time of ``handle`` and of writing the answer as compact JSON, the best of
``--runs`` runs) and once under ``tracemalloc`` (the most memory the request held at once, beyond the engine
already imported). The table gives the worst request of each game and action.
Targets: about 1 s of CPU, 1 MB of JSON and 64 MB of memory at most.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from engine.api import handle  # noqa: E402  (the engine of this checkout, found through ROOT)
from engine.packs import PACKS  # noqa: E402

Request = dict[str, Any]

MEASURED = """
import json, resource, sys, tracemalloc
sys.path.insert(0, sys.argv[1])
from engine.api import handle
request = json.loads(sys.stdin.read())
memory = sys.argv[2] == "memory"
if memory:
    tracemalloc.start()
before = resource.getrusage(resource.RUSAGE_SELF)
answer = handle(request)
text = json.dumps(answer, ensure_ascii=False, separators=(",", ":"))
after = resource.getrusage(resource.RUSAGE_SELF)
print(json.dumps({"cpu": after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime,
                  "bytes": len(text.encode("utf-8")), "peak": tracemalloc.get_traced_memory()[1] if memory else 0,
                  "error": answer.get("error")}))
"""
"""What each fresh interpreter runs: the request from standard input, then one line of figures."""

CATALOGUE: dict[str, Any] = handle({"action": "catalogue"})


def field(game: str, variant: str, action: str, name: str) -> dict[str, Any]:
    """The catalogue's entry for one field of an action under a rule set."""
    entry = next(entry for entry in CATALOGUE["games"] if entry["id"] == game)
    rules = next(rules for rules in entry["variants"] if rules["id"] == variant)
    found: dict[str, Any] = next(field for field in rules["requests"][action] if field["name"] == name)
    return found


def most(game: str, variant: str, action: str, name: str, players: int, explain: bool, **others: int) -> int:
    """The largest value of a count the catalogue lets a table of ``players`` ask for."""
    declared = field(game, variant, action, name)
    value: int = declared["max"]
    for product in declared.get("products", []):
        bound = product.get("max_explained") if explain and "max_explained" in product else product.get("max")
        if bound is not None:
            value = min(value, bound // (players if product["times"] == "players" else others[product["times"]]))
    return value


def tables(game: str, variant: str, action: str) -> list[int]:
    """The fewest, the usual and the most players."""
    players = field(game, variant, action, "players")
    return sorted({players["min"], players.get("default", players["min"]), players["max"]})


def sessions(game: str, variant: str, count: str, explains: bool) -> list[Request]:
    """Seeded sessions as long as each table size may ask, with the steps and, where a request may leave them
    out, without."""
    requests = []
    for players in tables(game, variant, "play"):
        for explain in (True, False) if explains else (True,):
            extra = {} if explain else {"explain": False}
            requests.append({"action": "play", "game": game, "variant": variant, "players": players, "seed": 42,
                             count: most(game, variant, "play", count, players, explain, limit=10), **extra})
    return requests


def long_order(variant: str, players: int) -> Request:
    """A Landsknecht coup that turns as many cards as it can: every card matching neither the left nor the right
    card, then one that matches."""
    cards = list(PACKS["french-52"])
    left, right = cards[0], next(card for card in cards if card.suit != cards[0].suit and card.rank != cards[0].rank)

    def matches(card: Any, other: Any) -> bool:
        return bool(card.suit == other.suit if variant == "suit" else card.rank == other.rank)

    middle = [card for card in cards if card not in (left, right) and not matches(card, left)
              and not matches(card, right)]
    last = next(card for card in cards if card not in (left, right) and matches(card, left))
    return {"action": "settle", "game": "landsknecht", "variant": variant, "players": players,
            "order": [card.code for card in (left, right, *middle, last)]}


def sixteen_settle(game: str, variant: str, players: int) -> Request:
    """A scenario of the most players: the hands a seeded round of that table ended with."""
    answer = handle({"action": "play", "game": game, "variant": variant, "players": players, "seed": 5})
    seats = answer["table"]["seats"]
    return {"action": "settle", "game": game, "variant": variant, "farmer": answer["deals"][0]["summary"]["farmer"],
            "hands": [seats[str(seat)].get("cards", []) for seat in range(1, players + 1)]}


def dealt(pack: str, players: int, size: int) -> list[list[str]]:
    codes = [card.code for card in PACKS[pack]]
    return [codes[size * seat:size * (seat + 1)] for seat in range(players)]


def homme_settle(players: int) -> Request:
    """A Homme d'Auvergne scenario of the most players, with as many cards turned up as its auction turns."""
    codes = [card.code for card in PACKS["french-32"]]
    hands = dealt("french-32", players, 5)
    tried = ({"action": "settle", "game": "homme", "hands": hands, "turnups": codes[5 * players:5 * players + count]}
             for count in range(1, 5))
    return next(request for request in tried if "error" not in handle(request))


def candidates() -> dict[str, list[Request]]:
    """The requests tried for each game and action; the worst of each is reported."""
    found: dict[str, list[Request]] = {}
    for game, variant in (("ferme", "1659"), ("ferme", "1800"), ("farmer", "american")):
        top = tables(game, variant, "play")[-1]
        found.setdefault(f"{game} deal", []).append({"action": "deal", "game": game, "variant": variant,
                                                      "players": top, "seed": 42})
        found.setdefault(f"{game} play", []).extend(sessions(game, variant, "rounds", True))
        found.setdefault(f"{game} settle", []).append(sixteen_settle(game, variant, top))
        found.setdefault(f"{game} odds", []).append({"action": "odds", "game": game, "variant": variant})
    for variant in ("parlett", "cotton"):
        found.setdefault("basset play", []).extend(sessions("basset", variant, "deals", True))
        found.setdefault("basset settle", []).append({"action": "settle", "game": "basset", "variant": variant,
                                                      "players": 10, "order": [c.code for c in PACKS["french-52"]]})
        found.setdefault("basset odds", []).append({"action": "odds", "game": "basset", "variant": variant})
    for variant in ("suit", "rank"):
        found.setdefault("landsknecht play", []).extend(
            {**request, "auction": True} for request in sessions("landsknecht", variant, "coups", False))
        found.setdefault("landsknecht settle", []).append(long_order(variant, 10))
        found.setdefault("landsknecht odds", []).append({"action": "odds", "game": "landsknecht", "variant": variant})
    found["glic play"] = [*sessions("glic", "parlett", "deals", False),
                          {"action": "play", "game": "glic", "players": 10, "seed": 42, "limit": 1000}]
    found["glic settle"] = [{"action": "settle", "game": "glic", "hands": dealt("french-52", 10, 5), "trump": "KC"}]
    found["homme play"] = [{"action": "play", "game": "homme", "players": players, "seed": 42, "target": 21,
                            "stake": 100, "deals": most("homme", "lalanne", "play", "deals", players, True)}
                           for players in tables("homme", "lalanne", "play")]
    found["homme settle"] = [homme_settle(5)]
    swiss = [card.code for card in PACKS["tarot-78-italian"]]
    found["swiss-tarot play"] = [{"action": "play", "game": "swiss-tarot", "seed": 42},
                                 {"action": "play", "game": "swiss-tarot", "seed": 42, "seat": 1}]
    found["swiss-tarot settle"] = [{"action": "settle", "game": "swiss-tarot",
                                    "hands": [swiss[:28], swiss[28:53], swiss[53:]]}]
    found["swiss-tarot legal"] = [{"action": "legal", "game": "swiss-tarot", "hand": swiss[:25], "trick": swiss[25:27]}]
    tarot = [card.code for card in PACKS["tarot-78"]]
    scored = {"taker": 1, "contract": "garde-contre", "pile": tarot[:60], "partner": 2, "miseres": [3, 4],
              "poignees": [{"seat": 1, "level": "triple"}], "petit_au_bout": "taker",
              "chelem": {"announced": True, "made_by": "taker"}}
    found["french-tarot count"] = [{"action": "count", "game": "french-tarot", "pile": tarot}]
    found["french-tarot score"] = [{"action": "score", "game": "french-tarot", "players": 5,
                                    "deals": [scored] * field("french-tarot", "fft", "score", "deals")["items"]["max"]}]
    found["french-tarot evaluate"] = [{"action": "evaluate", "game": "french-tarot", "players": players, "seed": 42}
                                      for players in (3, 4, 5)]
    found["french-tarot odds"] = [{"action": "odds", "game": "french-tarot"}]
    found["french-tarot chances"] = [{"action": "chances", "game": "french-tarot", "players": 3, "missing": missing}
                                     for missing in (1, 22)]
    found["french-tarot deal"] = [{"action": "deal", "game": "french-tarot", "players": players, "seed": 42,
                                   "deals": 20, "prise": False, "misere": True, "pousse": True}
                                  for players in (3, 4, 5)]
    found["french-tarot play"] = [{"action": "play", "game": "french-tarot", "players": players, "seed": 42}
                                  for players in (3, 4, 5)]
    return found


def measure(request: Request, runs: int) -> dict[str, Any]:
    """The request's best CPU time of ``runs`` fresh interpreters, its answer's bytes and its peak memory."""

    def run(mode: str) -> dict[str, Any]:
        done = subprocess.run([sys.executable, "-c", MEASURED, str(ROOT), mode], input=json.dumps(request),
                              capture_output=True, text=True, check=True)
        figures: dict[str, Any] = json.loads(done.stdout)
        return figures

    timed = [run("time") for _ in range(runs)]
    return {**min(timed, key=lambda figures: figures["cpu"]), "peak": run("memory")["peak"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3, help="timed interpreters per request (default 3)")
    args = parser.parse_args()
    print("| game and action | requests | the largest answer's | CPU, most | answer, most | memory, most |")
    print("| --- | ---: | --- | ---: | ---: | ---: |")
    for name, requests in candidates().items():
        measured = [(request, measure(request, args.runs)) for request in requests]
        refused = [(request, figures["error"]) for request, figures in measured if figures["error"]]
        if refused:
            raise SystemExit(f"a request at the declared bounds was refused: {refused[0]}")
        largest = max(measured, key=lambda pair: pair[1]["bytes"])[0]
        shown = {key: value for key, value in largest.items() if key not in ("action", "game")
                 and not isinstance(value, list)}
        cpu, size, peak = (max(figures[key] for _, figures in measured) for key in ("cpu", "bytes", "peak"))
        print(f"| {name} | {len(measured)} | `{json.dumps(shown)}` | {cpu:.2f} s | {size / 1e6:.2f} MB "
              f"| {peak / 2**20:.1f} MB |", flush=True)


if __name__ == "__main__":
    main()
