"""The tests of Glic: its rules, its properties, bad input and widgets."""
