"""Exact figures in an answer: a fraction as its numerator and denominator, with its decimal for reading.

>>> from fractions import Fraction
>>> exact(Fraction(16, 495))
{'fraction': [16, 495], 'float': 0.03232323232323232}
"""

from __future__ import annotations

from fractions import Fraction


def exact(value: Fraction) -> dict[str, object]:
    """``value`` as the odds actions write it: ``{"fraction": [numerator, denominator], "float": ...}``."""
    return {"fraction": [value.numerator, value.denominator], "float": float(value)}
