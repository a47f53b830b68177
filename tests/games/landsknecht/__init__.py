"""The tests of Landsknecht: its rules, its play, its odds and page, its properties, bad input and widgets."""
