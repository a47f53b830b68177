"""Benchmark: complete rounds (deals, coups) per second of each game, with and without explanations.

Run ``python build/bench_engine.py``. It plays five-player sessions on one core
through the game model (the same state and script the API runs) and also through
``engine.api.handle`` (which adds building the JSON response), and prints rounds
per second and the cost of explaining as a ratio measured in the same run.
Targets: at least 20,000 Farmer rounds per second with explanations off, and
explanations, with the table kept at every step, at most 4 times slower. The other games (Basset, Landsknecht,
Glic, Homme d'Auvergne, Swiss Tarot and French Tarot) are measured through ``handle`` alone, as sessions of
as many deals or coups as one request may ask for.
"""

from __future__ import annotations

import argparse
import sys
import time
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.api import handle  # noqa: E402
from engine.collector import paused  # noqa: E402
from engine.games.basset.actions import MAX_SEAT_DEALS_EXPLAINED  # noqa: E402
from engine.games.glic.actions import MAX_SEAT_DEALS  # noqa: E402
from engine.games.landsknecht.actions import MAX_SEAT_COUPS  # noqa: E402
from engine.games.sixteen.actions import MAX_SEAT_ROUNDS_EXPLAINED  # noqa: E402
from engine.games.sixteen.session import Session  # noqa: E402
from engine.games.sixteen.variants import VARIANTS  # noqa: E402
from engine.model import State  # noqa: E402
from engine.shuffle import random_source  # noqa: E402
from engine.table import DEFAULT_NAMES  # noqa: E402

PLAYERS = 5


def session_rate(variant_key: tuple[str, str], rounds: int, explain: bool, pause: bool = True) -> float:
    """Rounds per second of one long session played through the game model (:class:`State` over the
    session's script, each seat following its policy), as a request plays it: with the garbage collector
    paused (``pause`` False measures it running); with explanations on, every step keeps its table."""
    v = VARIANTS[variant_key]
    session = Session(v, DEFAULT_NAMES[:PLAYERS], [v.default_policy] * PLAYERS, 1, random_source(1), explain=explain)
    with paused() if pause else nullcontext():
        start = time.perf_counter()
        state = State(session, session.play(rounds))
        while state.decision is not None:
            state.apply(session.choose(state.decision))
        return rounds / (time.perf_counter() - start)


def api_rate(variant_key: tuple[str, str], rounds: int, explain: bool) -> float:
    """Rounds per second of sessions requested through ``handle``, JSON response included."""
    game, variant = variant_key
    start = time.perf_counter()
    handle({"action": "play", "game": game, "variant": variant, "players": PLAYERS, "seed": 1, "rounds": rounds,
            "explain": explain})
    return rounds / (time.perf_counter() - start)


SESSIONS = {
    "Basset deals": ({"game": "basset", "players": PLAYERS}, "deals", MAX_SEAT_DEALS_EXPLAINED // PLAYERS, True),
    "Landsknecht coups": ({"game": "landsknecht", "players": PLAYERS}, "coups", MAX_SEAT_COUPS // PLAYERS, False),
    "Glic deals": ({"game": "glic", "players": PLAYERS}, "deals", MAX_SEAT_DEALS // PLAYERS, False),
    "Homme d'Auvergne deals": ({"game": "homme", "players": 4}, "deals", 50, False),
    "Swiss Tarot deals": ({"game": "swiss-tarot", "players": 3}, "deals", 3, True),
    "French Tarot deals": ({"game": "french-tarot", "players": 4}, "deals", 1, False),
    "French Tarot deals, 3 players": ({"game": "french-tarot", "players": 3}, "deals", 1, False),
    "French Tarot deals, 5 players": ({"game": "french-tarot", "players": 5}, "deals", 1, False),
}
"""Each game's request, the field that counts its deals or coups, the most one request may ask, and
whether explanations can be turned off (Landsknecht, Glic, Homme d'Auvergne and French Tarot always explain).
Homme d'Auvergne is measured with four players (the game takes two to five), Swiss Tarot with its three, as
games of three deals, and French Tarot with four, then three and five, one deal a request played from the draw to
the score (the rare deal nobody takes ends at the bidding)."""


def session_request_rate(request: dict[str, object], count_field: str, count: int, total: int,
                         explain: bool | None) -> float:
    """Deals (or coups) per second of seeded sessions of ``count`` each, requested through ``handle`` until
    ``total`` have been played; ``explain`` None leaves the field out."""
    played, seed = 0, 1
    start = time.perf_counter()
    while played < total:
        switch = {} if explain is None else {"explain": explain}
        response = handle({**request, "action": "play", "seed": seed, count_field: count, **switch})
        if "error" in response:
            raise SystemExit(f"{request['game']}: {response['error']}")
        played, seed = played + count, seed + 1
    return played / (time.perf_counter() - start)


def best(measure, *args, repeats: int) -> float:
    return max(measure(*args) for _ in range(repeats))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20000, help="rounds per measurement (default 20000)")
    parser.add_argument("--repeats", type=int, default=3, help="best of this many measurements (default 3)")
    parser.add_argument("--only", default="", help="measure only the games whose title holds this text, "
                        "such as 'French Tarot' (default: every game)")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {PLAYERS} players, best of {args.repeats} x {args.rounds} rounds")
    print(f"{'rule set':<32}{'off r/s':>10}{'on r/s':>10}{'ratio':>7}{'api off':>10}{'api on':>10}{'ratio':>7}")
    for key, v in VARIANTS.items():
        if args.only not in v.title:
            continue
        off = best(session_rate, key, args.rounds, False, repeats=args.repeats)
        on = best(session_rate, key, args.rounds, True, repeats=args.repeats)
        api_rounds = min(args.rounds, 1000)
        api_off = best(api_rate, key, api_rounds, False, repeats=args.repeats)
        api_on = best(api_rate, key, min(api_rounds, MAX_SEAT_ROUNDS_EXPLAINED // PLAYERS), True,
                      repeats=args.repeats)
        print(f"{v.title:<32}{off:>10,.0f}{on:>10,.0f}{off / on:>7.2f}{api_off:>10,.0f}{api_on:>10,.0f}"
              f"{api_off / api_on:>7.2f}")
    total = min(args.rounds, 5000)
    print(f"\nThrough handle, {PLAYERS} players (Homme d'Auvergne and French Tarot 4 unless said, Swiss Tarot 3), "
          f"best of {args.repeats} x {total} deals or coups")
    print(f"{'game':<32}{'off /s':>10}{'on /s':>10}{'ratio':>7}")
    for title, (request, count_field, count, switchable) in SESSIONS.items():
        if args.only not in title:
            continue
        if switchable:
            off = best(session_request_rate, request, count_field, count, total, False, repeats=args.repeats)
            on = best(session_request_rate, request, count_field, count, total, True, repeats=args.repeats)
            print(f"{title:<32}{off:>10,.0f}{on:>10,.0f}{off / on:>7.2f}")
        else:
            on = best(session_request_rate, request, count_field, count, total, None, repeats=args.repeats)
            print(f"{title:<32}{'-':>10}{on:>10,.0f}{'-':>7}")


if __name__ == "__main__":
    main()
