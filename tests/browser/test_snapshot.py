"""The engine's two ways to start in Chromium (widgets/assets/worker.mjs; docs/build.md, "The engine's snapshot").

The site build writes a gzipped Pyodide memory snapshot with the engine imported and names it in worker.mjs,
with its unpacked size: the widgets go live from it, without fetching the wheel (so do those of every other
browser test). The worker then keeps the unpacked snapshot in the origin's private file system, and a later visit
restores that copy instead of gunzipping the site's again; a kept copy that cannot be read is dropped for the
site's. A
snapshot the worker cannot use (bytes that do not gunzip, another Pyodide build's, a missing file) is set aside
quietly: the widgets go live the normal way, and the status line's tooltip says why. The `page` fixture checks
that no request left 127.0.0.1 and that no console or page error happened, in the fallback too. The tests share
one browser profile: each starts without a kept copy.
"""

from __future__ import annotations

import gzip
import json
from pathlib import Path
from typing import Any, Callable, Iterator

import pytest

from .browser_harness import WIDGET, ServedSite, launch, wait_live, widget_ids
from .site_nav import GAME_PATHS

PAGE = GAME_PATHS[0]
"""A page with widgets: the first game page."""
PLAIN_PAGE = "sources/"
RUNTIME = "window.maisonAcademiqueWidgets"
BUILD_ID = slice(16, 48)
"""Where a snapshot records the Pyodide build it was made by (after its magic number and two offsets)."""
KEPT = "maison-academique-engine-snapshot"
"""The folder of the origin's private file system in which the worker keeps the unpacked snapshot (and the Cache
API cache in which builds before it kept it)."""
KEPT_FOLDER = "async name => (await navigator.storage.getDirectory()).getDirectoryHandle(name, {create: true})"
"""A script for page.evaluate: that folder, created if need be."""


@pytest.fixture
def snapshot(served_site: ServedSite) -> Path:
    """The snapshot the site build wrote, the one its worker.mjs names."""
    found = sorted((served_site.root / "pyodide").glob("engine-*.snapshot.gz"))
    assert len(found) == 1, f"expected one snapshot in the built site, found {[path.name for path in found]}"
    worker = (served_site.root / "assets" / "widgets" / "worker.mjs").read_text(encoding="utf-8")
    named = {"file": found[0].name, "bytes": len(gzip.decompress(found[0].read_bytes()))}
    assert f"const SNAPSHOT = {json.dumps(named)};" in worker, "the built worker.mjs does not name the snapshot"
    return found[0]


@pytest.fixture(autouse=True)
def nothing_kept(page: Any, goto: Callable[..., Any]) -> None:
    """No kept copy of the snapshot in the shared profile when the test starts (a page without widgets drops the
    folder that keeps it)."""
    goto(PLAIN_PAGE)
    page.evaluate("async name => (await navigator.storage.getDirectory()).removeEntry(name, {recursive: true})"
                  ".catch(error => { if (error.name !== 'NotFoundError') throw error; })", KEPT)


@pytest.fixture
def served_instead(browser: Any, snapshot: Path) -> Iterator[Callable[..., list[str]]]:
    """served_instead(body, name=the snapshot's): the browser gets `body` for that file of <site>/pyodide/ (None: a
    404) until the test ends; returns the list of the addresses it was asked for, which grows as it is asked."""
    routes: list[tuple[str, Callable[[Any], None]]] = []

    def replace(body: bytes | None, name: str = snapshot.name) -> list[str]:
        asked: list[str] = []

        def handler(route: Any) -> None:
            asked.append(route.request.url)
            if body is None:
                route.fulfill(status=404, body="not found")
            else:
                route.fulfill(status=200, body=body, headers={"Content-Type": "application/gzip"})

        routes.append((f"**/pyodide/{name}", handler))
        browser.route(*routes[-1])  # registered last, so it runs before the harness's own route
        return asked

    yield replace
    for pattern, handler in routes:
        browser.unroute(pattern, handler)


def boot_path(page: Any) -> dict[str, str]:
    return page.evaluate(f"() => {RUNTIME}.bootPath")


def status_title(page: Any) -> str:
    return page.get_attribute(f"{WIDGET} .ma-widget__status", "title") or ""


def answers_a_new_deal(page: Any) -> None:
    """The first deal widget deals again: the engine answers."""
    widget = widget_ids(page, "deal")[0]
    before = page.get_attribute(f"#{widget}", "data-state")
    page.locator(f"#{widget} [data-action='new-deal']").first.click()
    page.wait_for_function(
        "([id, before]) => { const el = document.getElementById(id);"
        " return el.dataset.status === 'live' && el.dataset.state !== before; }",
        arg=[widget, before], timeout=15_000,
    )


def kept_files(page: Any) -> dict[str, int]:
    """The files in the folder where the worker keeps the snapshot, with their sizes (the page must be on the
    site)."""
    return page.evaluate(f"async name => {{ const files = {{}}; const folder = await ({KEPT_FOLDER})(name);"
                         " for await (const [entry, file] of folder.entries()) {"
                         " try { files[entry] = (await file.getFile()).size; }"
                         " catch (error) { if (error.name !== 'NotFoundError') throw error; } }"  # dropped meanwhile
                         " return files; }", KEPT)


def write_kept(page: Any, name: str, body: str) -> None:
    """Writes a file of that name and text into the folder where the worker keeps the snapshot."""
    page.evaluate(f"async ([kept, name, body]) => {{ const folder = await ({KEPT_FOLDER})(kept);"
                  " const file = await (await folder.getFileHandle(name, {create: true})).createWritable();"
                  " await file.write(body); await file.close(); }", [KEPT, name, body])


def wait_until(done: Callable[[], bool], page: Any, failure: Callable[[], str], seconds: int = 10) -> None:
    """Waits for something the worker does after going live, asking `done` every tenth of a second (an
    asynchronous check in the page needs its answer awaited, which evaluate does); fails with `failure()`."""
    for _ in range(seconds * 10):
        if done():
            return
        page.wait_for_timeout(100)
    raise AssertionError(failure())


def wait_kept(page: Any, snapshot: Path) -> None:
    """Waits up to 30 s until the worker has kept the snapshot (it does so once the widgets are live): a file of the
    snapshot's name larger than the gzipped snapshot (the kept copy leaves out only the empty pages)."""
    wait_until(lambda: kept_files(page).get(snapshot.name, 0) > snapshot.stat().st_size, page,
               lambda: f"the worker never kept {snapshot.name}: its folder holds {kept_files(page)}", seconds=30)


def test_the_widgets_go_live_from_the_snapshot(page, goto, browser_log, snapshot):
    goto(PAGE)
    wait_live(page)
    assert boot_path(page) == {"path": "snapshot", "reason": "", "kept": False}
    assert browser_log.count(snapshot.name) == 1
    assert browser_log.count(".whl") == 0, "the wheel was fetched although the snapshot holds the engine"
    assert browser_log.count("pyodide.asm.wasm.gz") == 1
    assert browser_log.count("pyodide.asm.wasm") == 0, "the WebAssembly file was fetched whole, not gzipped"
    assert browser_log.count("pyodide-lock.json") == 0, "a restored interpreter loads no package: no lock file"
    assert status_title(page).startswith("The engine started from its snapshot in "), status_title(page)
    # The standard library comes with the first request (the snapshot has imported all the engine uses), not as
    # soon as the engine is live.
    page.wait_for_timeout(1000)
    assert browser_log.count("python_stdlib.zip") == 0, "the standard library was fetched before any request"
    answers_a_new_deal(page)
    wait_until(lambda: browser_log.count("python_stdlib.zip") == 1, page,
               lambda: f"python_stdlib.zip was fetched {browser_log.count('python_stdlib.zip')} times, not once")


def test_without_the_gzipped_webassembly_file_the_worker_fetches_it_whole(page, goto, browser_log, served_instead):
    """The snapshot's difference is undone with the bytes of the file itself just as well."""
    served_instead(None, "pyodide.asm.wasm.gz")
    goto(PAGE)
    wait_live(page)
    assert boot_path(page) == {"path": "snapshot", "reason": "", "kept": False}
    assert browser_log.count("pyodide.asm.wasm") == 1
    answers_a_new_deal(page)


def test_the_restored_engine_answers_without_the_standard_library_file(page, goto, served_instead):
    """A restored interpreter starts with an empty file for the standard library: the widgets answer even when the
    real one never comes (the worker fetches it only once the engine is live)."""
    asked = served_instead(None, "python_stdlib.zip")
    goto(PAGE)
    wait_live(page)
    assert boot_path(page) == {"path": "snapshot", "reason": "", "kept": False}
    answers_a_new_deal(page)
    wait_until(lambda: len(asked) == 1, page,
               lambda: f"the worker asked for python_stdlib.zip {len(asked)} times, not once")


def test_a_later_visit_restores_the_copy_the_browser_kept(page, goto, browser, served_site, snapshot):
    # What an older build kept: a copy of its own snapshot in the same folder, and one in the Cache API.
    write_kept(page, "engine-0123456789abcdef0123.snapshot.gz", "an older build's snapshot")
    page.evaluate("async ([name, url]) => (await caches.open(name)).put(url, new Response('an older copy'))",
                  [KEPT, served_site.url(f"pyodide/{snapshot.name}")])
    goto(PAGE)
    wait_live(page)
    wait_kept(page, snapshot)

    def cache_api_copy() -> bool:
        return bool(page.evaluate("name => caches.has(name)", KEPT))

    wait_until(lambda: list(kept_files(page)) == [snapshot.name] and not cache_api_copy(), page,
               lambda: f"the older copies are still there: the folder holds {kept_files(page)}, and the Cache API "
               f"{'still' if cache_api_copy() else 'no longer'} has one")
    again = browser.new_page()
    goto(PAGE, on=again)
    wait_live(again)
    assert boot_path(again) == {"path": "snapshot", "reason": "", "kept": True}
    title = status_title(again)
    assert title.startswith("The engine started from its snapshot (the copy this browser kept) in "), title
    answers_a_new_deal(again)


def test_a_first_visit_loads_pyodides_javascript_again_for_the_code_cache(playwright, served_site, snapshot,
                                                                          tmp_path):
    """Once a first visit is live and warmed up, a worker of its own loads pyodide.asm.mjs a second time (Chromium
    keeps a script's compiled code from its second load on); a visit that restored the kept copy does not. In a
    profile of its own whose requests are not routed: a routed request of a worker started by a worker never
    arrives, so in the other tests that worker does nothing and is ended after 10 s."""
    names: list[str] = []
    problems: list[str] = []
    with launch(playwright, tmp_path / "profile") as context:
        context.on("request", lambda request: names.append(request.url.split("?", 1)[0].rsplit("/", 1)[-1]))
        first = context.new_page()
        first.on("console", lambda message: problems.append(message.text) if message.type == "error" else None)
        first.on("pageerror", lambda error: problems.append(str(error)))
        first.goto(served_site.url(PAGE))
        wait_live(first)
        wait_until(lambda: names.count("code-cache.mjs") == 1 and names.count("pyodide.asm.mjs") == 2, first,
                   lambda: f"pyodide.asm.mjs was loaded {names.count('pyodide.asm.mjs')} times, not twice")
        wait_kept(first, snapshot)
        again = context.new_page()
        again.goto(served_site.url(PAGE))
        wait_live(again)
        assert boot_path(again)["kept"]
        answers_a_new_deal(again)
        again.wait_for_timeout(2_000)  # the warm-up is over: a first visit would have started the other worker
    assert names.count("code-cache.mjs") == 1
    assert names.count("pyodide.asm.mjs") == 3
    assert not problems, problems


def test_a_damaged_kept_copy_gives_way_to_the_sites_snapshot(page, goto, snapshot):
    write_kept(page, snapshot.name, "not a snapshot")
    goto(PAGE)
    wait_live(page)
    assert boot_path(page) == {"path": "snapshot", "reason": "", "kept": False}
    wait_kept(page, snapshot)  # kept anew, whole
    answers_a_new_deal(page)


def _corrupted(raw: bytes) -> bytes:
    return b"\x1f\x8b" + b"not gzip at all" * 100


def _other_build(raw: bytes) -> bytes:
    changed = bytearray(gzip.decompress(raw))
    changed[BUILD_ID] = b"0" * (BUILD_ID.stop - BUILD_ID.start)
    return gzip.compress(bytes(changed), compresslevel=1)


FALLBACKS = [
    pytest.param(_corrupted, "", id="corrupted"),
    pytest.param(_other_build, "Snapshot build id mismatch", id="another-pyodide-build"),
    pytest.param(lambda raw: None, "engine-", id="missing"),
]


@pytest.mark.parametrize("spoil, reason", FALLBACKS)
def test_an_unusable_snapshot_falls_back_to_the_normal_boot(page, goto, browser_log, snapshot, served_instead,
                                                            spoil, reason):
    served_instead(spoil(snapshot.read_bytes()))
    goto(PAGE)
    wait_live(page)
    path = boot_path(page)
    assert path["path"] == "normal" and not path["kept"]
    assert path["reason"].startswith(f"the snapshot could not be used: {reason}"), path
    assert browser_log.count(".whl") == 1, "the normal boot did not fetch the wheel"
    assert browser_log.count("pyodide-lock.json") == 1, "the normal boot finds the wheel in the site's lock file"
    title = status_title(page)
    assert title.startswith("The engine started the normal way (the snapshot could not be used: "), title
    answers_a_new_deal(page)


def test_a_browser_without_decompressionstream_boots_the_normal_way(page, goto, browser, browser_log,
                                                                    served_site):
    """Both gzipped files need DecompressionStream (no other decompressor is fetched): without it the worker fetches
    the WebAssembly file whole and, the snapshot being gzipped, boots the normal way, saying why, without fetching
    the snapshot."""
    built = (served_site.root / "assets" / "widgets" / "worker.mjs").read_text(encoding="utf-8")

    def without(route: Any) -> None:
        route.fulfill(status=200, body="delete self.DecompressionStream;\n" + built,
                      headers={"Content-Type": "text/javascript"})

    pattern = "**/assets/widgets/worker.mjs"
    browser.route(pattern, without)
    try:
        goto(PAGE)
        wait_live(page)
        path = boot_path(page)
        assert path["path"] == "normal", path
        assert path["reason"] == "the snapshot could not be used: this browser has no DecompressionStream", path
        assert browser_log.count("pyodide.asm.wasm") >= 1, "the WebAssembly file was not fetched whole"
        assert browser_log.count("pyodide.asm.wasm.gz") == 0, "a gzipped file was fetched that cannot be gunzipped"
        assert browser_log.count(".snapshot.gz") == 0, "the snapshot was fetched though it cannot be gunzipped"
        answers_a_new_deal(page)
    finally:
        browser.unroute(pattern, without)
