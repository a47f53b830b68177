"""The French of the cards on screen (:mod:`widgets.cards`), by their English text (:mod:`widgets.speech`); the cards'
own names and letters are the engine's."""

WORDS = {
    "a card face down": "une carte face cachée",
    "{card}, face down": "{card}, face cachée",
}

NOUNS: dict[str, str] = {}
