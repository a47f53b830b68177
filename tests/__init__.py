"""The tests, for pytest.

``tests/games/<game>/`` holds a game's own tests, one folder per package of ``engine/games/``, with the same file
name for the same kind of test in each (``test_rules.py`` a test per rule id, ``test_engine.py``,
``test_widgets.py``, ``test_browser.py`` its widgets in Chromium, ``test_odds.py``...), and ``tests/support/`` the
helpers the tests share. The suites over every game are at the top (conformance, fuzz, golden, limits, bad
input...), beside ``tests/browser/`` (the site in Chromium), ``tests/pyodide/`` (the engine inside Pyodide),
``tests/building/`` (the site build's steps and its three generators; a folder named ``build`` would never be
collected: pytest skips that name) and ``tests/golden/`` (the pinned requests and responses).
"""
