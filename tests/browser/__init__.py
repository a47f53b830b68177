"""The site in Chromium: the tests over every page and every game page. A game's own browser tests lie in its folder
(``tests/games/<package>/test_browser.py``); all share the fixtures of ``tests/support/browser.py``."""
