"""The tests of French Tarot: its rules (the rule book, the deal up to the first card, the tricks, the card play),
the engine beyond its rule ids, the card play and its properties, and the calculator and play widgets."""
