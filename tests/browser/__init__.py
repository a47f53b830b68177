# A package, so that the session's site, server and browser (package-scoped fixtures in conftest.py) are
# closed when the browser tests end, before other tests (tests/pyodide forks its Node.js runtime) run.
