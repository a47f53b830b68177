"""The two tables of odds the source prints for four players, as it prints them (in per cent, to a tenth), so
that each cell can be set beside the exact figure. Blank cells of the source are left out.

>>> DOG[4][1], SPLIT[6][5]
(30.5, 4.9)
"""

from __future__ import annotations

_DOG_ROWS = [
    [90.0, 80.8, 72.5, 64.9, 57.9, 51.6, 45.9, 40.7, 36.0, 31.3, 27.9, 24.5, 21.4, 18.7, 16.3, 14.1, 12.1, 10.4, 8.9],
    [10.0, 18.3, 25.1, 30.5, 34.7, 37.9, 40.1, 41.5, 42.2, 42.3, 41.9, 41.0, 39.8, 38.3, 36.6, 34.7, 32.7, 30.7, 28.5],
    [0.9, 2.4, 4.4, 6.8, 9.5, 12.3, 15.1, 18.0, 20.7, 23.3, 25.7, 27.8, 29.7, 31.2, 32.5, 33.5, 34.3, 34.7],
    [0.0, 0.2, 0.5, 1.0, 1.6, 2.5, 3.5, 4.7, 6.1, 7.6, 9.3, 11.0, 12.9, 14.8, 16.9, 18.9, 20.8],
    [0.0, 0.0, 0.0, 0.1, 0.2, 0.3, 0.5, 0.8, 1.1, 1.5, 2.1, 2.7, 3.5, 4.3, 5.3, 6.4],
    [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.1, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.9],
    [0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.01, 0.02, 0.03, 0.04, 0.06],
]

DOG: dict[int, dict[int, float]] = {}
"""The dog's cards, four players and a dog of six: for ``n`` cards of a kind the taker does not hold (the
key, 1 to 19), the chance in per cent that the dog holds ``k`` of them. The source prints row ``k`` from the
column ``n = k`` (row 0 from ``n = 1``): the Albert of its example, who misses four queens, finds two in the dog
4.4 % of the time, the third cell of row 2."""
for _k, _row in enumerate(_DOG_ROWS):
    for _offset, _value in enumerate(_row):
        DOG.setdefault(max(_k, 1) + _offset, {})[_k] = _value

_SPLIT_ROWS = {
    2: [66.7, 37.0, 12.4],
    3: [29.6, 49.4, 57.6, 48.0, 25.6, 8.5],
    4: [3.7, 12.3, 24.7, 38.4, 48.0, 48.0, 37.3, 19.5, 6.5],
    5: [1.2, 4.9, 11.5, 20.5, 30.7, 39.7, 43.8, 40.7, 30.5, 15.8, 5.3],
    6: [0.4, 1.9, 5.1, 10.2, 17.1, 25.0, 32.9, 38.4, 39.5, 35.2, 25.8],
    7: [0.1, 1.7, 2.2, 4.9, 8.9, 14.3, 20.7, 27.3, 33.1, 36.4],
    8: [0.3, 0.9, 2.2, 4.5, 7.7, 12.2, 17.1, 22.8],
    9: [0.1, 0.4, 1.0, 2.2, 4.0, 6.6, 10.2],
    10: [0.1, 0.4, 1.0, 2.0, 3.6],
    11: [0.1, 0.2, 0.5, 1.0],
    12: [0.1, 0.2],
}

SPLIT: dict[int, dict[int, float]] = {}
"""The longest holding among the three defenders, four players: for ``n`` cards of a suit (or trumps) the
defenders hold between them (the key), the chance in per cent that the longest of them holds exactly ``m``.
The source's columns run from 4 to 16 cards, and its rows print only their cells that can happen, ending
at 16 or at ``n = 3m`` (three defenders with ``m`` each), whichever comes first: we place each row so."""
for _m, _row in _SPLIT_ROWS.items():
    _last = min(16, 3 * _m)
    for _offset, _value in enumerate(_row):
        SPLIT.setdefault(_last - len(_row) + 1 + _offset, {})[_m] = _value
