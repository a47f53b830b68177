"""Benchmark: complete rounds (deals, coups) per second of each game, with and without explanations.

Run ``python build/bench_engine.py``. It plays five-player sessions on one core
through the game model (the same state and script the API runs) and also through
``engine.api.handle`` (which adds building the JSON response), and prints rounds
per second and the cost of explaining as a ratio measured in the same run.
Targets: at least 20,000 Farmer rounds per second with explanations off, and
explanations, with the table kept at every step, at most 4 times slower. The other games are measured through
``handle`` alone, as the sessions each declares (:attr:`engine.catalogue.Game.timed`), of as many deals or coups as
one request may ask for.
"""

from __future__ import annotations

import argparse
import sys
import time
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from engine.api import GAMES, handle  # noqa: E402
from engine.catalogue import Timed  # noqa: E402
from engine.collector import paused  # noqa: E402
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


SESSIONS = [timed for game in GAMES.values() for timed in game.timed if timed.count]
"""Each game's sessions: its request, the field that counts its deals or coups, the most one request may ask, and
whether explanations can be turned off."""


def session_request_rate(session: Timed, total: int, explain: bool | None) -> float:
    """Deals (or coups) per second of seeded sessions of the most each request may ask, requested through
    ``handle`` until ``total`` have been played; ``explain`` None leaves the field out."""
    played, seed = 0, 1
    start = time.perf_counter()
    while played < total:
        switch = {} if explain is None else {"explain": explain}
        response = handle({**session.request, "action": "play", "seed": seed, session.count: session.most, **switch})
        if "error" in response:
            raise SystemExit(f"{session.title}: {response['error']}")
        played, seed = played + session.most, seed + 1
    return played / (time.perf_counter() - start)


def best(measure, *args, repeats: int) -> float:
    return max(measure(*args) for _ in range(repeats))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=20000, help="rounds per measurement (default 20000)")
    parser.add_argument("--repeats", type=int, default=3, help="best of this many measurements (default 3)")
    parser.add_argument("--only", default="", help="measure only the games whose title holds this text, such as "
                        f"one of {', '.join(game.title for game in GAMES.values())} (default: every game)")
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
    print(f"\nThrough handle, each game's sessions, best of {args.repeats} x {total} deals or coups")
    print(f"{'game':<32}{'seats':>6}{'off /s':>10}{'on /s':>10}{'ratio':>7}")
    for session in SESSIONS:
        if args.only not in session.title:
            continue
        seats = session.request["players"]
        if session.switchable:
            off = best(session_request_rate, session, total, False, repeats=args.repeats)
            on = best(session_request_rate, session, total, True, repeats=args.repeats)
            print(f"{session.title:<32}{seats:>6}{off:>10,.0f}{on:>10,.0f}{off / on:>7.2f}")
        else:
            on = best(session_request_rate, session, total, None, repeats=args.repeats)
            print(f"{session.title:<32}{seats:>6}{'-':>10}{on:>10,.0f}{'-':>7}")


if __name__ == "__main__":
    main()
