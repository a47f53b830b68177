"""High Card's one sentence and the talon's label in French (:mod:`engine.games.highcard.words`)."""

from __future__ import annotations

from engine.said import Sentence
from engine.wording_fr import label

SENTENCES: dict[str, Sentence] = {
    "win.highest": lambda t: f"{t.name('winner')} a la plus haute carte, {label(t.card('card'))}, et prend un jeton à "
                             "chacun des autres joueurs.",
    "table.talon": lambda t: "Le talon",
}
