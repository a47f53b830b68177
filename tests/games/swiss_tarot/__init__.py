"""The tests of Swiss Tarot: its rules, the engine as a whole, and its widgets."""
