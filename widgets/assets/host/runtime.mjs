// The runtime shared across instant navigation: one object on `window` per visit, holding the worker, the requests
// on their way and what the host knows of each widget of the page. Importing this module reads `window`: the pure
// modules (selectors, message, ahead, asked, fragment, keys) never import it, so that Node imports them.

import { ROOT } from "./selectors.mjs";

/** @typedef {import("./message.mjs").Reply} Reply */
/** @typedef {import("./ahead.mjs").Held} Held */
/** @typedef {import("./asked.mjs").Asked} Asked */

/**
 * The engine's progress while it boots, as the worker says it.
 * @typedef {{step: number, of: number, text: string}} Stage
 */

/**
 * How the engine started: "snapshot" (kept: from the copy this browser kept of it), or "normal" and why.
 * @typedef {{path: string, reason: string, kept: boolean}} BootPath
 */

/**
 * performance.now() at workerStart, ready, firstLive; bootMs and pythonMs from the worker.
 * @typedef {object} Timings
 * @property {number} [workerStart]
 * @property {number} [ready]
 * @property {number} [firstLive]
 * @property {number} [bootMs] in the worker: the engine started (bootPath says how), widgets.live imported
 * @property {number} [pythonMs] in the worker: Python restored, or booted with the wheel
 */

/**
 * @typedef {object} Runtime
 * @property {number} boots workers started this visit: 1 once a page with widgets has been seen, never more
 * @property {"idle" | "booting" | "ready" | "failed"} status
 * @property {Stage} stage
 * @property {string | null} failure why the engine could not start, in words
 * @property {Worker | null} worker
 * @property {Timings} timings
 * @property {Map<number, (reply: Reply) => void>} pending request id -> resolve
 * @property {number} nextId
 * @property {WeakSet<Element>} mounted
 * @property {WeakMap<Element, Promise<void>>} queues root -> promise of its last request: a widget's requests run
 *   in order
 * @property {WeakMap<Element, number>} busy root -> requests in flight
 * @property {WeakMap<Element, Held>} ahead root -> {key, reply}: the answer to a likely next press, asked ahead
 *   (see ahead.mjs)
 * @property {WeakMap<Element, string>} defaults root -> its state as the page was built, as JSON: a link leaves it
 *   out
 * @property {WeakMap<Element, string>} linked root -> the fragment of its state, when that state is not its default
 * @property {WeakMap<Element, Promise<void>>} linking root -> the request of the link's state on its way, if any: a
 *   press on the view it replaces is dropped (actions.mjs)
 * @property {WeakMap<Element, string>} opened root -> the state a link opened it at, as JSON in a form that
 *   compares: the way back to it (tools.mjs)
 * @property {WeakMap<Element, Asked>} asked root -> the question of the predict mode it shows, and since when
 *   (asked.mjs)
 * @property {HTMLElement | null} presenting the widget shown in the present view, or null
 * @property {boolean} painted the page has had its first contentful paint
 * @property {boolean} wanted a page of this visit has widgets
 * @property {boolean} listening
 * @property {boolean} [watchingPaint]
 * @property {ReturnType<typeof setTimeout>} [bootTimer]
 * @property {BootPath} [bootPath]
 * @property {string} [lastError] the last error of ours, which never reaches the console (see guard)
 */

const KEY = "maisonAcademiqueWidgets"; // window[KEY]: the runtime shared across instant navigation

/** @returns {Runtime} */
function createRuntime() {
  return {
    boots: 0,
    status: "idle",
    stage: { step: 0, of: 3, text: "waiting for the page to load" },
    failure: null,
    worker: null,
    timings: {},
    pending: new Map(),
    nextId: 1,
    mounted: new WeakSet(),
    queues: new WeakMap(),
    busy: new WeakMap(),
    ahead: new WeakMap(),
    defaults: new WeakMap(),
    linked: new WeakMap(),
    linking: new WeakMap(),
    opened: new WeakMap(),
    asked: new WeakMap(),
    presenting: null,
    painted: false,
    wanted: false,
    listening: false,
  };
}

const shared = /** @type {Window & {[KEY]?: Runtime}} */ (window);
export const runtime = shared[KEY] || (shared[KEY] = createRuntime());

/**
 * Errors of ours never reach the console: a widget that cannot be updated says so in its status line.
 * @param {() => unknown} action
 */
export function guard(action) {
  try {
    action();
  } catch (error) {
    runtime.lastError = String(error);
  }
}

/**
 * The page's widgets that the host has mounted, in page order.
 * @returns {HTMLElement[]}
 */
export function roots() {
  return [.../** @type {NodeListOf<HTMLElement>} */ (document.querySelectorAll(ROOT))]
    .filter((root) => runtime.mounted.has(root));
}

/**
 * A mark in the browser's performance timeline (ma-widgets:worker-start, ready, first-live), for the tests and
 * the benchmarks.
 * @param {string} name
 */
export function mark(name) {
  try {
    performance.mark(name);
  } catch (error) {
    // marks are a measuring aid only
  }
}
