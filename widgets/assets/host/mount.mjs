// Mounting: every widget of the page made live once (its live region, its tools, its status line, the state a
// shared link gives it), from Material's document$ on the first page and on each page of instant navigation.

import { ROOT } from "./selectors.mjs";
import { fragmentFor, movedTo } from "./fragment.mjs";
import { guard, runtime } from "./runtime.mjs";
import { bootWhenReady } from "./engine.mjs";
import { restore } from "./actions.mjs";
import { openTabsOf, rememberDefault, scrollToLinked } from "./links.mjs";
import { setLive, setLoading, setUnavailable } from "./status.mjs";
import { sayingRegion } from "./said.mjs";
import { reachableTables } from "./tables.mjs";
import { skipLink } from "./skip.mjs";
import { widgetTools } from "./tools.mjs";

/**
 * Mounts from Material's document$: the first page, then each page of instant navigation. False where Material's
 * bundle has not run yet.
 * @returns {boolean}
 */
export function subscribe() {
  const document$ = /** @type {Window & {document$?: {subscribe?: (next: () => void) => unknown}}} */ (window).document$;
  if (!document$ || typeof document$.subscribe !== "function") return false;
  document$.subscribe(() => guard(mountAll));
  return true;
}

// Mounts every widget of the page, adds the skip link to the first, and starts the engine once the page has painted.
export function mountAll() {
  if (followMoved()) return;
  reachableTables();
  requestAnimationFrame(() => guard(reachableTables)); // Material may wrap the tables after this page's signal
  const roots = /** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(ROOT));
  for (const root of roots) mount(root);
  skipLink(roots[0] || null);
  if (roots.length) {
    scrollToLinked();
    runtime.wanted = true;
    bootWhenReady();
  }
}

/**
 * Sends a link that names widgets moved to another page on to that page, with the same fragment. True if it did.
 * @returns {boolean}
 */
function followMoved() {
  const moves = [...document.querySelectorAll("[data-moved-widgets]")].map((link) => ({
    ids: (/** @type {HTMLElement} */ (link).dataset.movedWidgets || "").split(" ").filter(Boolean),
    href: link.getAttribute("href") || "",
  }));
  if (!moves.length) return false;
  const here = new Set([...document.querySelectorAll(ROOT)].map((root) => /** @type {HTMLElement} */ (root).dataset.widget || ""));
  const to = movedTo(location.hash.slice(1), moves, here);
  if (!to) return false;
  const target = new URL(to, location.href);
  target.hash = location.hash;
  location.replace(target.href);
  return true;
}

/**
 * Mounts one widget, once.
 * @param {HTMLElement} root
 */
function mount(root) {
  if (runtime.mounted.has(root)) return;
  runtime.mounted.add(root);
  sayingRegion(root);
  rememberDefault(root);
  widgetTools(root);
  const fragment = fragmentFor(root);
  if (runtime.status === "failed") setUnavailable(root);
  else if (runtime.status === "ready" && fragment === null) setLive(root);
  else setLoading(root);
  if (fragment !== null) {
    openTabsOf(root);
    restore(root, fragment);
  }
}
