"""What this game declares, in French (:mod:`engine.described`): its titles, summary, rule sets, packs and fields as the
catalogue lists them, and the templates of its refusals, each by its English text."""

from __future__ import annotations

TEXTS: dict[str, str] = {
    "Swiss Tarot": "Tarot suisse",
    "Tarot": "Tarot",
    "Three-handed tarot of 1659: follow suit or trump, the Fool excuses, tricks counted in threes.":
        "Le tarot à trois joueurs de 1659\u00a0: on fournit ou l’on coupe, le Fou sert d’excuse, et l’on "
        "compte les points par plis de trois cartes.",
    "Swiss Tarot (1659, after Dummett)": "Tarot suisse (1659, d’après Dummett)",
    "the 78-card Italian-suited tarot (four suits of 14, 21 trumps and the Fool)":
        "le tarot de 78 cartes aux enseignes italiennes (quatre couleurs de 14 cartes, 21 atouts et le "
        "Fou)",
    "each player's ante, in chips": "la mise de chaque joueur, en jetons",
    "how many deals the game plays": "le nombre de donnes de la partie",
    "the three hands, seat 1 (the dealer) with 28 cards before the discard, seats 2 and 3 with 25":
        "les trois mains\u00a0: la place 1 (le donneur) avec 28 cartes avant l’écart, les places 2 et 3 avec "
        "25",
    "the dealer's three cards laid aside; left out, the dealer chooses":
        "les trois cartes que le donneur met à l’écart\u202f; sans ce champ, le donneur les choisit",
    "the cards of the hand to judge": "les cartes de la main à juger",
    "the cards already on the table in the trick, led first": "les cartes déjà jouées dans le pli, l’entame d’abord",
}
"""The game's declared words in French, by their English."""


TEMPLATES: dict[str, str] = {
    "Swiss Tarot is for three players": "le Tarot suisse se joue à trois joueurs",
}
"""The game's templates of the refusals' words in French, by their English (their ``{fields}`` kept)."""
