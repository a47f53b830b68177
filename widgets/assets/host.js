// The live widgets' host: mounts every widget of the page, starts the engine's worker once per visit,
// sends the reader's clicks and keys to it and swaps in the HTML it answers. See widgets/README.md (the
// contract with the Python renderer, and which module of host/ holds what) and docs/build.md (how the site is
// built and what the reader sees).
//
// Loaded on every page as a module (mkdocs.yml extra_javascript), it imports its parts from host/, one concern
// each, as the browser loads them (no bundler). Material's instant navigation keeps these modules alive across
// pages: the host mounts from `document$` and keeps its one worker on `window` (host/runtime.mjs), so the engine
// boots once per visit. A page with widgets has already started that worker from a tiny script in its head
// (widgets/theme/main.html): the host adopts it. A page without widgets starts nothing.

import { guard, runtime } from "./host/runtime.mjs";
import { adoptEarlyWorker, watchPaint } from "./host/engine.mjs";
import { listen } from "./host/events.mjs";
import { mountAll, subscribe } from "./host/mount.mjs";

if (!runtime.listening) listen();
adoptEarlyWorker(); // adopted at once: its messages are waiting
watchPaint();
if (!subscribe()) {
  // Material's bundle has not run yet (this module was loaded with `async`): wait for the parsed page.
  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", () => subscribe() || guard(mountAll), { once: true });
  } else {
    guard(mountAll);
  }
}
