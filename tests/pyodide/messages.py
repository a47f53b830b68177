"""Widget messages answered in CPython and in Pyodide (booted, or restored from the snapshot), to compare."""

WIDGET_MESSAGES = [
    {"state": {"game": "farmer", "kind": "steps", "seed": 7, "players": 5}, "action": "step", "value": "last"},
    {"state": {"game": "ferme", "variant": "1800", "kind": "deal", "seed": 1800, "players": 6}, "action": "new-deal"},
    {"state": {"game": "ferme", "variant": "1659", "kind": "deal", "seed": 1659, "players": 6}, "action": "reset"},
    {"state": {"game": "farmer", "kind": "scenario", "farmer": 3,
               "hands": "7S 9H | 10D 5C | QH 3S 2D AC | 9C 7D | KS 4D 2C"}, "action": "step", "value": 4},
    {"state": {"game": "farmer", "kind": "deal", "seed": 42, "players": 5}, "fragment": "players=99"},
    {"state": {"game": "basset", "kind": "steps", "seed": 42, "players": 4, "stakes": "K:2 7:1 | A:1 | 3:2"},
     "action": "step", "value": "last"},
    {"state": {"game": "landsknecht", "variant": "rank", "kind": "steps", "seed": 7, "players": 4,
               "pack": "german-48"}, "action": "step", "value": "next"},
    {"state": {"game": "glic", "kind": "deal", "seed": 3, "players": 5, "pack": "german-48"}, "action": "new-deal"},
    {"state": {"game": "homme", "kind": "play", "seed": 3, "players": 4, "seat": "2"}, "action": "step", "value": "last"},
    {"state": {"game": "swiss-tarot", "kind": "play", "seed": 5, "players": 3, "seat": "2"},
     "action": "step", "value": "last"},
]
