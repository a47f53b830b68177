"""Maison Académique's rules engine for historical European card games.

Pure Python, standard library only, the same in CPython and in Pyodide. Start
with :func:`engine.api.handle`, the one entry point.
"""

__version__ = "0.1.0"
