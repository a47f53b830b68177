"""Helpers the tests share, each module named after what it holds: a game's requests and answers as its tests read
them (basset, french_tarot, landsknecht, sixteen, swiss_tarot), an envelope's tables rebuilt step by step (tables),
what each game's tests folder declares for the suites over every game (declared), the work a call does, counted
(work), and the browser tests' fixtures, a plugin (browser)."""
