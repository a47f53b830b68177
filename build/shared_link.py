"""A static server whose responses all share one emulated link, for build/bench_site.py's class figure.

Thirty phones in a classroom share the school's one connection: what one phone fetches, the others wait for.
Chromium's network emulation throttles each page on its own, so it cannot show that; this server does. It serves
a built site's folder as a static host would and sends every response body through one shared budget of
``mbits`` megabits a second, in chunks of 16 kB taken in the order they ask (a first come, first served link),
after ``rtt_ms`` for the request's way there and back. Like an ordinary static host (GitHub Pages, for one), it
gzips on the fly what it serves with a text type (HTML, CSS, JavaScript, JSON, SVG) to a browser that accepts
gzip, and serves every other file (WebAssembly, zip, our .gz files) as it is.
"""

from __future__ import annotations

import gzip
import io
import threading
import time
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, BinaryIO

from browser_harness import CONTENT_TYPES  # the browser tests' server's types: tests/browser on the path

CHUNK = 16 * 1024
TEXT_TYPES = ("text/", "application/javascript", "application/json", "image/svg+xml")
"""The content types a static host compresses on the fly."""


class Link:
    """One link's budget: each chunk is given the next free slot of the link, and its sender sleeps until then."""

    def __init__(self, mbits: float) -> None:
        self.bytes_per_second = mbits * 1e6 / 8
        self._free_at = 0.0
        self._lock = threading.Lock()
        self.sent = 0

    def send(self, size: int) -> None:
        """Waits for `size` bytes' turn on the link."""
        with self._lock:
            start = max(time.perf_counter(), self._free_at)
            self._free_at = start + size / self.bytes_per_second
            self.sent += size
            done = self._free_at
        time.sleep(max(0.0, done - time.perf_counter()))


class _Handler(SimpleHTTPRequestHandler):
    """Static files through the shared link; module scripts and WebAssembly with their proper types."""

    link: Link
    rtt: float
    extensions_map = CONTENT_TYPES

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002 (the base class's name)
        pass

    def do_GET(self) -> None:  # noqa: N802 (the base class's name)
        time.sleep(self.rtt)
        super().do_GET()

    def send_head(self) -> BinaryIO | None:
        """A file of a text type, gzipped for a browser that accepts it; anything else as the base class serves it
        (other files as they are, a folder's redirect, a missing file's 404)."""
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?", 1)[0].endswith("/"):
            path = path / "index.html"
        kind = self.guess_type(str(path))
        if not (path.is_file() and kind.startswith(TEXT_TYPES) and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        body = gzip.compress(path.read_bytes(), compresslevel=6, mtime=0)
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        while chunk := source.read(CHUNK):
            self.link.send(len(chunk))
            outputfile.write(chunk)


class _Server(ThreadingHTTPServer):
    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        """A phone closed before its answer was sent (the benchmark closes them once live): nothing to say."""


class SharedLinkServer:
    """Serves `root` on http://127.0.0.1:<port>/ through one link of `mbits` with `rtt_ms`, until `close()`."""

    def __init__(self, root: Path, mbits: float, rtt_ms: float) -> None:
        self.link = Link(mbits)
        handler = type("Handler", (_Handler,), {"link": self.link, "rtt": rtt_ms / 1000})
        self._server = _Server(("127.0.0.1", 0), partial(handler, directory=str(root)))
        self.base = f"http://127.0.0.1:{self._server.server_address[1]}/"
        self._thread = threading.Thread(target=self._server.serve_forever, name="shared-link", daemon=True)
        self._thread.start()

    def url(self, path: str = "") -> str:
        return self.base + path.lstrip("/")

    def close(self) -> None:
        self._server.shutdown()
        self._thread.join(timeout=10)
        self._server.server_close()
