"""The real-browser harness shared by tests/browser (through conftest.py) and build/bench_site.py.

- `ServedSite` builds the site once with build/site_build.py (strict) into a folder of its own, for the address
  it is served at (SITE_URL, which Material's instant navigation needs), and serves it with a threaded,
  quiet http.server bound to 127.0.0.1 on a free port: at the root, or under a sub-path as a static host
  would publish it (then nothing is served outside that path).
- `launch` starts Debian's Chromium (/usr/bin/chromium, installed by build/chromium.sh) through Playwright
  with a fresh profile. Playwright's own browser downloads are never used.
- `navigate_instantly` opens a page as a reader's click on a link does (Material's instant navigation), which
  keeps the engine of the page before booted; `is_warm` says when a tab may do so (tests/support/browser.py passes
  such a tab from test to test).
- `wait_live`, `widget_state`, `axe` and friends read the widget contract of widgets/README.md: a root
  `.ma-widget` with `data-status` (static, loading, live, error) and `data-state` (JSON).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
import time
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable, Iterator

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path(os.environ.get("MA_CHROMIUM", "/usr/bin/chromium"))
LAUNCH_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
AXE_JS = ROOT / "node_modules" / "axe-core" / "axe.min.js"
WIDGET = ".ma-widget"
# Generous: the first boot of Pyodide on a loaded 2-core machine, wheel included.
LIVE_TIMEOUT_MS = 90_000

# An init script that records the workers a page starts, and a script that lists those of ours (Material's
# search runs in a worker of its own).
COUNT_WORKERS = """(() => {
    const Original = window.Worker;
    window.__maWorkerUrls = [];
    window.Worker = new Proxy(Original, {construct(target, args, newTarget) {
        window.__maWorkerUrls.push(String(args[0]));
        return Reflect.construct(target, args, newTarget);
    }});
})();"""
OUR_WORKERS = "() => window.__maWorkerUrls.filter(url => !url.includes('/assets/javascripts/workers/'))"


class SiteBuildError(RuntimeError):
    pass


CONTENT_TYPES = {
    **SimpleHTTPRequestHandler.extensions_map,
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".gz": "application/gzip",
}
"""The types the site's files are served with, as a static host sends them: module scripts as JavaScript (which
such a host compresses), WebAssembly as itself, and our gzipped files as gzip data, never as an encoding. The
benchmark's shared link (build/shared_link.py) serves with the same."""


class _QuietHandler(SimpleHTTPRequestHandler):
    """Static files, no log lines, with the site's :data:`CONTENT_TYPES`."""

    extensions_map = CONTENT_TYPES

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        pass


class _QuietServer(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # A browser that closes a connection early (an aborted or finished page) is not an error here.
        if isinstance(sys.exc_info()[1], (ConnectionError, TimeoutError)):
            return
        super().handle_error(request, client_address)


class _SubPathHandler(_QuietHandler):
    """The site under `prefix` (such as "/maison/"), as a static host publishes it: any other path is not found."""

    prefix = "/"

    def translate_path(self, path: str) -> str:
        if not path.startswith(self.prefix):
            return str(Path(self.directory) / "not-published" / "here")  # absent: 404
        return super().translate_path("/" + path[len(self.prefix):])


BUILD_SETTINGS = ("SITE_URL", "REPO_URL", "EDIT_URI", "SITE_GENERATOR")
"""The environment variables the site build reads (docs/build.md, "Publishing the site")."""


def build_site(out: Path, base_url: str | None, env: dict[str, str] | None = None, generator: str = "mkdocs",
               sets: tuple[str, ...] = ()) -> str:
    """Builds the site into `out` for `base_url` (SITE_URL; None for the build's default) with build/site_build.py,
    `generator` and the page sets `sets` (mkdocs.yml by default), with `env`'s other build settings (such as
    REPO_URL) and none from the caller's environment; returns what the build printed, and raises SiteBuildError
    with the build's output when it fails."""
    ambient = {key: value for key, value in os.environ.items() if key not in BUILD_SETTINGS}
    env = {**ambient, **(env or {}), **({"SITE_URL": base_url} if base_url else {})}
    done = subprocess.run(
        [sys.executable, "build/site_build.py", "--generator", generator, "--site-dir", str(out), *sets],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    if done.returncode != 0:
        raise SiteBuildError(f"the site build failed (exit {done.returncode}):\n{done.stderr}{done.stdout}")
    return done.stderr


class ServedSite:
    """The site built once into `root` and served on http://127.0.0.1:<port>/ until `close()`.

    `host` is the name the site is built for and the browser asks (it must lead to 127.0.0.1, as "localhost"
    does), `path` the sub-path it is published under ("maison/": http://<host>:<port>/maison/), and `env` the
    build's other settings (REPO_URL...).
    """

    def __init__(self, root: Path, *, build: bool = True, host: str = "127.0.0.1", path: str = "",
                 env: dict[str, str] | None = None, generator: str = "mkdocs", sets: tuple[str, ...] = ()) -> None:
        self.root = Path(root)
        self.path = path.strip("/") + "/" if path.strip("/") else ""
        handler = type("Handler", (_SubPathHandler,), {"prefix": "/" + self.path}) if self.path else _QuietHandler
        # Bind first: the free port is then ours, and the build can name it in site_url.
        self._server = _QuietServer(("127.0.0.1", 0), partial(handler, directory=str(self.root)))
        self.port: int = self._server.server_address[1]
        self.origin = f"http://{host}:{self.port}"
        self.base = f"{self.origin}/{self.path}"
        self._thread: threading.Thread | None = None
        try:
            if build:
                started = time.perf_counter()
                build_site(self.root, self.base, env, generator, sets)
                self.build_seconds = time.perf_counter() - started
            self._thread = threading.Thread(target=self._server.serve_forever, name="site-server", daemon=True)
            self._thread.start()
        except BaseException:
            self._server.server_close()
            raise

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    def is_ours(self, url: str) -> bool:
        """True for this site's own addresses (under its sub-path, if it has one), and for data: and blob: URLs,
        which never leave the page."""
        if url.startswith(("data:", "blob:")):
            return url.startswith(("data:", f"blob:{self.origin}/"))
        return url == self.base.rstrip("/") or url.startswith(self.base)

    def pages(self) -> list[str]:
        """Paths (as served: '', 'games/ferme/', ...) of every page of the built site but 404.html."""
        found = sorted(p.parent.relative_to(self.root).as_posix() for p in self.root.rglob("index.html"))
        return ["" if p == "." else p + "/" for p in found]

    def close(self) -> None:
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join(timeout=10)
        self._server.server_close()

    def __enter__(self) -> "ServedSite":
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


@contextmanager
def site_for_tests(root: Path, **options: Any) -> Iterator[ServedSite]:
    """A `ServedSite` (see its options) for a fixture, closed when the fixture ends; a failed build fails the
    tests with the build's own words, not a traceback."""
    import pytest

    try:
        served = ServedSite(root, **options)
    except SiteBuildError as exc:
        pytest.fail(str(exc), pytrace=False)
    with served:
        yield served


def follow_nav_link(page: Any, title: str, url: str) -> None:
    """Click the primary navigation's link to the page `title` and wait for that page at `url`; fails if the
    click reloaded the whole page (a marker set on `window` must survive it), as instant navigation would not."""
    page.evaluate("() => { window.__marker = 'still here'; }")
    link = page.locator("nav.md-nav--primary a.md-nav__link", has_text=title).first
    assert link.count() == 1, f"no '{title}' link in the primary navigation"
    link.click()
    page.wait_for_url(url + "*")
    page.wait_for_selector(f"article h1:has-text('{title}')")
    assert page.evaluate("() => window.__marker") == "still here", (
        f"the click on '{title}' reloaded the whole page: instant navigation did not take it "
        "(does sitemap.xml name the pages at the address the site is served from?)"
    )


def chromium_problem() -> str | None:
    """Why Chromium cannot be launched, or None."""
    if not CHROMIUM.is_file():
        return f"{CHROMIUM} is absent: run `bash build/chromium.sh` (build/test.sh does) to install Debian's chromium"
    return None


def launch(playwright: Any, user_data_dir: Path, extra_args: list[str] | tuple[str, ...] = (), **options: Any) -> Any:
    """A persistent Chromium context on a fresh profile folder, headless, with the project's flags."""
    problem = chromium_problem()
    if problem:
        raise RuntimeError(problem)
    return playwright.chromium.launch_persistent_context(
        user_data_dir=str(user_data_dir),
        executable_path=str(CHROMIUM),
        headless=True,
        args=[*LAUNCH_ARGS, *extra_args],
        **options,
    )


@dataclass
class BrowserLog:
    """What the browser did during one test: every request, and the problems the `page` fixture checks."""

    site: ServedSite
    requests: list[str] = field(default_factory=list)
    outside: list[str] = field(default_factory=list)
    console_errors: list[str] = field(default_factory=list)
    page_errors: list[str] = field(default_factory=list)

    def reset(self) -> None:
        self.requests.clear()
        self.outside.clear()
        self.console_errors.clear()
        self.page_errors.clear()

    def route(self, route: Any) -> None:
        request = route.request
        self.requests.append(request.url)
        if self.site.is_ours(request.url):
            route.continue_()
        else:
            self.outside.append(f"{request.method} {request.url} ({request.resource_type}, from {_frame_url(request)})")
            route.abort("blockedbyclient")

    def on_console(self, message: Any) -> None:
        if message.type == "error":
            location = message.location or {}
            where = f"{location.get('url', '?')}:{location.get('lineNumber', '?')}"
            page_url = message.page.url if message.page else "a worker"
            self.console_errors.append(f"{message.text}  [at {where}, on {page_url}]")

    def on_page_error(self, web_error: Any) -> None:
        error = web_error.error
        page_url = web_error.page.url if web_error.page else "?"
        stack = (error.stack or "").strip().splitlines()
        where = stack[1].strip() if len(stack) > 1 else ""
        self.page_errors.append(f"{error.name}: {error.message}  [{where}, on {page_url}]")

    def count(self, suffix: str) -> int:
        """How many requests of this test went to an address ending with `suffix` (query string aside)."""
        return sum(1 for url in self.requests if url.split("?", 1)[0].split("#", 1)[0].endswith(suffix))

    def problems(self) -> str:
        parts = []
        if self.outside:
            parts.append(f"{len(self.outside)} request(s) outside {self.site.base} (aborted):\n  "
                         + "\n  ".join(self.outside))
        if self.console_errors:
            parts.append(f"{len(self.console_errors)} console error(s):\n  " + "\n  ".join(self.console_errors))
        if self.page_errors:
            parts.append(f"{len(self.page_errors)} uncaught page error(s):\n  " + "\n  ".join(self.page_errors))
        return "\n".join(parts)


def _frame_url(request: Any) -> str:
    try:
        return request.frame.url
    except Exception:  # a worker's request has no frame
        return "a worker"


@contextmanager
def start_playwright() -> Iterator[Any]:
    """Playwright's sync API, started (one per thread: the tests share it); fails the test when it is absent."""
    import pytest

    problem = chromium_problem()
    if problem:
        pytest.fail(problem, pytrace=False)
    try:
        from playwright.sync_api import sync_playwright
    except ImportError:
        pytest.fail("Playwright is not installed: install build/requirements-browser.txt (build/test.sh does)",
                    pytrace=False)
    with sync_playwright() as playwright:
        yield playwright


@contextmanager
def routed_context(playwright: Any, log: BrowserLog, user_data_dir: Path, **options: Any) -> Iterator[Any]:
    """A Chromium context (see `launch`) whose every request goes through `log.route`, and whose console and
    page errors `log` records; closed on exit."""
    context = launch(playwright, user_data_dir, **options)
    try:
        context.set_default_timeout(30_000)
        context.route("**/*", log.route)
        context.on("console", log.on_console)
        context.on("weberror", log.on_page_error)
        for blank in list(context.pages):  # the tab a persistent context opens with
            blank.close()
        yield context
    finally:
        context.close()


@contextmanager
def checked_tab(context: Any, log: BrowserLog, tab: Any | None = None,
                keep: Callable[[Any], bool] | None = None) -> Iterator[Any]:
    """`tab`, or a new tab of `context`. On exit, any other tab the test opened is closed, and this one too unless
    `keep(tab)` keeps it for a later test (asked only when the browser reported no problem); the test fails if the
    browser asked another host than the site or reported a console or page error (see `BrowserLog`)."""
    log.reset()
    tab = tab or context.new_page()
    try:
        yield tab
    finally:
        problems = log.problems()
        kept = keep is not None and not problems and keep(tab)
        for other in list(context.pages):
            if not (kept and other is tab):
                other.close()
    assert not problems, f"the browser reported problems during this test:\n{problems}"


# ---- instant navigation ----------------------------------------------------------------------------------

WARM = """() => {
    const runtime = window.maisonAcademiqueWidgets;
    return Boolean(runtime && runtime.status === "ready" && !runtime.presenting && runtime.pending.size === 0
                   && window.document$ && typeof window.document$.subscribe === "function");
}"""
"""True on a page of the site whose engine is live and idle, and nothing presented: a page that instant navigation
can leave for another with its engine kept."""

LEAVE = """url => {
    const container = document.querySelector("[data-md-component=container]");
    if (container) container.dataset.maLeft = "";
    const link = Object.assign(document.createElement("a"), {href: url});
    document.body.append(link);
    link.click();
    link.remove();
}"""
"""Follows a link to `url` as a reader's click does (Material's instant navigation takes it, if the page is in the
sitemap), after marking the page's content as the one left."""

ARRIVED = """url => {
    const container = document.querySelector("[data-md-component=container]");
    return Boolean(container && !("maLeft" in container.dataset) && location.href === new URL(url).href
                   && document.readyState === "complete");
}"""


def is_warm(page: Any, site: ServedSite) -> bool:
    """True when `page` shows a page of `site` with its engine live and idle (see WARM)."""
    return site.is_ours(page.url) and bool(page.evaluate(WARM))


def navigate_instantly(page: Any, site: ServedSite, path: str) -> None:
    """Opens `path` of `site` in `page` as a reader's click on a link to it does: Material's instant navigation
    swaps the content in and keeps the engine that the page's widgets use. A page is not fetched again for its
    own address (Material keeps it), so a trip to the same page goes through another page first (the home page, or
    from it the first other page)."""
    url = site.url(path)
    if page.url.split("#", 1)[0] == url.split("#", 1)[0]:
        page_itself = path.split("#", 1)[0]
        navigate_instantly(page, site, "" if page_itself else next(p for p in site.pages() if p))
    page.evaluate(LEAVE, url)
    page.wait_for_function(ARRIVED, arg=url, polling=20)


# ---- the widget contract ------------------------------------------------------------------------------


def widget_ids(page: Any, kind: str | None = None) -> list[str]:
    """Ids of the widgets on the page, in page order (of one kind when given)."""
    selector = WIDGET if kind is None else f'{WIDGET}[data-kind="{kind}"]'
    return page.eval_on_selector_all(selector, "els => els.map(e => e.id)")


def widget_status(page: Any, widget_id: str) -> tuple[str | None, str]:
    """(data-status, the status line's text) of a widget."""
    return tuple(page.evaluate(
        """id => {
            const el = document.getElementById(id);
            if (!el) return [null, ""];
            const line = el.querySelector(".ma-widget__status");
            return [el.dataset.status ?? null, (line ? line.textContent : el.textContent).trim().slice(0, 300)];
        }""",
        widget_id,
    ))


def widget_state(page: Any, widget_id: str) -> dict[str, Any]:
    """The widget's data-state, parsed."""
    raw = page.get_attribute(f"#{css_id(widget_id)}", "data-state")
    assert raw is not None, f"widget #{widget_id} has no data-state"
    return json.loads(raw)


def fragment_of(url: str, widget_id: str) -> str | None:
    """The state a URL's fragment holds for ``widget_id`` (one ``<id>:<state>`` part of several, joined by ``;``),
    or ``None`` when it holds none."""
    parts = url.split("#", 1)[1].split(";") if "#" in url else []
    return next((part.split(":", 1)[1] for part in parts if part.startswith(f"{widget_id}:")), None)


def widget_body(page: Any, widget_id: str) -> str:
    """The widget body's innerHTML, normalized (see `normalize_html`)."""
    return normalize_html(page.inner_html(f"#{css_id(widget_id)} .ma-widget__body"))


def normalize_html(html: str) -> str:
    """Whitespace between tags dropped and runs of whitespace made one space: the same markup compares equal."""
    import re

    html = re.sub(r">\s+<", "><", html.strip())
    return re.sub(r"\s+", " ", html)


def css_id(widget_id: str) -> str:
    """`widget_id` escaped for a CSS #id selector (rule ids carry dots)."""
    return "".join(c if c.isalnum() or c in "-_" else "\\" + c for c in widget_id)


def wait_live(page: Any, selector: str = WIDGET, timeout: float = LIVE_TIMEOUT_MS) -> list[str]:
    """Waits until every element matching `selector` (at least one) has data-status="live".

    Fails at once, naming the widget and its status line, when one turns to "error"; on time-out it says
    which widgets were not live and in which status they were. Returns the ids of the matched widgets.
    """
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    script = """sel => {
        const els = [...document.querySelectorAll(sel)];
        if (!els.length) return false;
        if (els.some(e => e.dataset.status === "error")) return "error";
        return els.every(e => e.dataset.status === "live") ? "live" : false;
    }"""
    try:
        outcome = page.wait_for_function(script, arg=selector, timeout=timeout, polling=50).json_value()
    except PlaywrightTimeout:
        outcome = "timeout"
    states = page.eval_on_selector_all(
        selector,
        """els => els.map(e => {
            const line = e.querySelector(".ma-widget__status");
            return [e.id, e.dataset.status ?? null, (line ? line.textContent : "").trim().slice(0, 200)];
        })""",
    )
    if outcome != "live":
        detail = ("; ".join(f"#{i}: data-status={s!r} ({t!r})" for i, s, t in states)
                  or f"no element matches {selector!r}")
        why = "a widget turned to error" if outcome == "error" else f"not all live within {timeout / 1000:.0f} s"
        raise AssertionError(f"wait_live({selector!r}) on {page.url}: {why}: {detail}")
    return [i for i, _, _ in states]


IMPACTS = ("minor", "moderate", "serious", "critical")
"""Every impact axe-core reports: a page and every widget view are to be clean of all of them."""


def axe(page: Any, impacts: tuple[str, ...] = IMPACTS, tab: str | None = None) -> list[dict[str, Any]]:
    """Runs axe-core (node_modules/axe-core, injected inline: no request) on the page's document, or with `tab` (the
    id of a content tab's input) on what showing that tab changed: its block and its set's labels.

    Returns the violations of the given impacts (all, unless told), each as {id, impact, help, nodes: [{target,
    html, summary}]}.
    """
    if not AXE_JS.is_file():
        raise AssertionError(f"{AXE_JS.relative_to(ROOT)} is absent: run `npm ci` (build/test.sh does)")
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.add_script_tag(content=AXE_JS.read_text(encoding="utf-8"))
    violations = page.evaluate(
        """async tab => {
            let context = document;
            if (tab !== null) {
                const input = document.getElementById(tab);
                const set = input.closest(".tabbed-set");
                const index = [...set.querySelectorAll(":scope > input")].indexOf(input);
                const block = set.querySelectorAll(":scope > .tabbed-content > .tabbed-block")[index];
                context = {include: [block, set.querySelector(":scope > .tabbed-labels")]};
            }
            const result = await window.axe.run(context, {resultTypes: ["violations"]});
            return result.violations.map(v => ({
                id: v.id, impact: v.impact, help: v.help, helpUrl: v.helpUrl,
                nodes: v.nodes.map(n => ({target: n.target, html: n.html.slice(0, 300),
                                          summary: (n.failureSummary || "").slice(0, 400)})),
            }));
        }""",
        tab,
    )
    return [v for v in violations if v["impact"] in impacts]


def reveal(page: Any, element_id: str) -> None:
    """Shows the content tab(s) holding the element (Material's tabbed sets), by clicking their labels."""
    for _ in range(4):  # tabs inside tabs
        label_for = page.evaluate(
            """id => {
                const el = document.getElementById(id);
                if (!el || el.checkVisibility()) return null;
                let hidden = null;
                let block = el.closest(".tabbed-block");
                for (; block; block = block.parentElement.closest(".tabbed-block")) {
                    if (!block.checkVisibility()) hidden = block;  // the outermost hidden block
                }
                if (!hidden) return null;
                const set = hidden.closest(".tabbed-set");
                const index = [...hidden.parentElement.children].indexOf(hidden);
                const input = set.querySelectorAll(":scope > input")[index];
                return input ? input.id : null;
            }""",
            element_id,
        )
        if label_for is None:
            return
        page.click(f"label[for='{label_for}']")


def tab_labels(page: Any) -> list[str]:
    """The `for` of every tab label of the page's tabbed sets, in page order."""
    return page.eval_on_selector_all(".tabbed-set > .tabbed-labels > label", "els => els.map(e => e.htmlFor)")


def axe_all_tabs(page: Any, impacts: tuple[str, ...] = IMPACTS) -> list[dict[str, Any]]:
    """`axe` run on the page, then with each content tab shown in turn on what showing it changed (axe skips hidden
    content, and the rest of the page was checked already); violations merged."""
    merged: dict[tuple[str, str], dict[str, Any]] = {}
    for label in [None, *tab_labels(page)]:
        if label is not None:
            page.click(f"label[for='{label}']")
        for violation in axe(page, impacts, tab=label):
            known = merged.setdefault((violation["id"], violation["impact"]), {**violation, "nodes": []})
            seen = {json.dumps(n["target"]) for n in known["nodes"]}
            known["nodes"] += [n for n in violation["nodes"] if json.dumps(n["target"]) not in seen]
    return list(merged.values())


# Material's palettes (mkdocs.yml theme.palette): the scheme each prefers-color-scheme gets.
SCHEMES = {"light": "default", "dark": "slate"}


def use_scheme(page: Any, scheme: str) -> None:
    """Makes the next pages of this tab open in Material's light or dark palette, as a reader with that system
    preference who never picked a palette: prefers-color-scheme is emulated, and the palette Material
    remembers from an earlier page of the profile (localStorage `<scope>.__palette`) is forgotten."""
    page.emulate_media(color_scheme=scheme)
    page.add_init_script(
        """(() => { try {
            for (const key of Object.keys(localStorage)) if (key.endsWith("__palette")) localStorage.removeItem(key);
        } catch (e) {} })();"""
    )


def shown_scheme(page: Any) -> str | None:
    """"light" or "dark": the palette Material shows (body's data-md-color-scheme), None if neither."""
    shown = page.evaluate("() => document.body.getAttribute('data-md-color-scheme')")
    return next((name for name, value in SCHEMES.items() if value == shown), None)


def describe_violations(violations: list[dict[str, Any]], where: str = "") -> str:
    lines = []
    for v in violations:
        lines.append(f"{where}{v['impact']} {v['id']}: {v['help']} ({len(v['nodes'])} element(s))")
        for node in v["nodes"][:5]:
            lines.append(f"    {' '.join(map(str, node['target']))}: {node['html']}")
            if node["summary"]:
                lines.append("      " + node["summary"].replace("\n", "\n      "))
    return "\n".join(lines)
