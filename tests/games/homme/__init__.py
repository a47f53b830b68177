"""The tests of Homme d'Auvergne: its rules, the engine beyond single rules, and its widgets."""
