"""How much work a call does, counted in function calls instead of timed: a bound on it holds on any machine,
however loaded, where a bound on seconds would fail at random on a busy one.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import FrameType
from typing import TypeVar

T = TypeVar("T")


def calls(action: Callable[[], T]) -> tuple[T, int]:
    """``action()``'s result and how many Python and built-in function calls it made."""
    count = 0

    def counted(frame: FrameType, event: str, arg: object) -> None:
        nonlocal count
        if event in ("call", "c_call"):
            count += 1

    sys.setprofile(counted)
    try:
        result = action()
    finally:
        sys.setprofile(None)
    return result, count
