"""High Card's one sentence, who holds the highest card and takes a chip from every other player, and the talon's
label."""

from __future__ import annotations

from engine.said import Words

WORDS = Words({
    "win.highest": lambda t: f"{t.name('winner')} holds the highest card, {t.card('card').label}, and takes a chip "
                             "from every other player.",
    "table.talon": lambda t: "The talon",
}, home=__name__)
"""High Card's steps, by message id."""
