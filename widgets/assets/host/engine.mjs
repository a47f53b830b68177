// The engine's worker, one per visit: adopted from the page's head (widgets/theme/main.html) or started after the
// first paint, heard while it boots, and asked for each answer. A page without widgets starts nothing.

import { ROOT } from "./selectors.mjs";
import { guard, mark, roots, runtime } from "./runtime.mjs";
import { setLive, setLoading, setUnavailable } from "./status.mjs";

/** @typedef {import("./message.mjs").Message} Message */
/** @typedef {import("./message.mjs").Reply} Reply */

/**
 * The worker the page's head started, when it started, and the messages it sent before the host heard it.
 * @typedef {{worker?: Worker, started: number, events: Array<[string, unknown?]>}} EarlyWorker
 */

const EARLY = "maisonAcademiqueEarlyWorker"; // window[EARLY]: the worker the page's head started, and its messages
const WORKER_URL = new URL("../worker.mjs", import.meta.url); // the site may be served under any path
const BOOT_TIMEOUT_MS = 120000; // Pyodide is about 12 MB on a first visit: allow a slow connection
const ANSWER_TIMEOUT_MS = 30000; // once booted, an answer takes milliseconds

const page = /** @type {Window & {[EARLY]?: EarlyWorker}} */ (window);

// Adopts at once the worker the page's head started, if any: its messages are waiting.
export function adoptEarlyWorker() {
  if (page[EARLY]) guard(startWorker);
}

// Without a worker from the page's head (a first page without widgets, then instant navigation to one with them),
// the engine starts after the first paint (the page's own content first), on a page with widgets. The first
// contentful paint (Paint Timing) tells; a browser without Paint Timing waits for the load event and a frame.
export function watchPaint() {
  if (runtime.painted || runtime.watchingPaint) return;
  runtime.watchingPaint = true;
  let done = false;
  const painted = () => {
    if (done) return;
    done = true;
    runtime.painted = true;
    setTimeout(bootWhenReady, 0);
  };
  if (performance.getEntriesByName("first-contentful-paint").length) {
    // Already painted: start now, before the page's own start-up work (Material's) takes the main thread.
    done = true;
    runtime.painted = true;
    bootWhenReady();
    return;
  }
  const types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.includes("paint")) {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length) {
        observer.disconnect();
        painted();
      }
    });
    observer.observe({ type: "paint", buffered: true });
  }
  const afterLoad = () => {
    requestAnimationFrame(() => setTimeout(painted, 0));
    setTimeout(painted, 1000); // a page in a background tab gets no animation frame
  };
  if (document.readyState === "complete") afterLoad();
  else window.addEventListener("load", afterLoad, { once: true });
}

// Starts the worker once the page has painted and holds a widget (already parsed, or mounted).
export function bootWhenReady() {
  if (runtime.painted && (runtime.wanted || document.querySelector(ROOT))) guard(startWorker);
}

// Adopts the worker the page's head started, or starts one.
function startWorker() {
  if (runtime.worker || runtime.status === "failed" || runtime.status === "ready") return;
  const early = page[EARLY];
  delete page[EARLY];
  runtime.status = "booting";
  runtime.boots += 1;
  let worker = early && early.worker;
  if (worker) {
    runtime.timings.workerStart = /** @type {EarlyWorker} */ (early).started;
    worker.onmessage = worker.onerror = worker.onmessageerror = null; // the head script's buffering stops here
  } else {
    runtime.timings.workerStart = performance.now();
    mark("ma-widgets:worker-start");
    try {
      worker = new Worker(WORKER_URL, { type: "module", name: "maison-academique-engine" });
    } catch (error) {
      fail("this browser cannot start the engine's worker");
      return;
    }
  }
  runtime.worker = worker;
  worker.addEventListener("message", (event) => guard(() => onWorkerMessage(event.data)));
  worker.addEventListener("error", (event) => {
    event.preventDefault();
    guard(onWorkerError);
  });
  worker.addEventListener("messageerror", () => guard(onMessageError));
  runtime.bootTimer = setTimeout(() => guard(() => fail("the engine took too long to start")), BOOT_TIMEOUT_MS);
  for (const [type, data] of early ? early.events : []) {
    if (type === "message") guard(() => onWorkerMessage(data));
    else guard(type === "error" ? onWorkerError : onMessageError);
  }
}

function onWorkerError() {
  fail(runtime.status === "ready" ? "the engine stopped" : "the engine's files could not be loaded");
}

function onMessageError() {
  fail("the engine's answer could not be read");
}

/**
 * A message of the worker: its progress while it boots, its readiness or failure, or the answer to a request.
 * @param {any} data
 */
function onWorkerMessage(data) {
  if (!data || typeof data !== "object") return;
  if (data.type === "stage") {
    runtime.stage = { step: Number(data.step) || 0, of: Number(data.of) || 3, text: String(data.text || "") };
    for (const root of roots()) if (root.dataset.status === "loading") setLoading(root);
  } else if (data.type === "ready") {
    clearTimeout(runtime.bootTimer);
    runtime.status = "ready";
    runtime.timings.ready = performance.now();
    runtime.timings.bootMs = data.ms;
    runtime.timings.pythonMs = data.pythonMs;
    runtime.bootPath = data.boot || { path: "normal", reason: "", kept: false };
    mark("ma-widgets:ready");
    for (const root of roots()) {
      if (!runtime.busy.get(root) && root.dataset.status === "loading") setLive(root);
    }
  } else if (data.type === "failed") {
    fail(String(data.reason || "Pyodide could not start"));
  } else if (data.type === "response") {
    const resolve = runtime.pending.get(data.id);
    if (resolve) {
      runtime.pending.delete(data.id);
      resolve(data);
    }
  }
}

/**
 * Pyodide could not start: every widget keeps its static view, and says live dealing is unavailable.
 * @param {string} reason
 */
function fail(reason) {
  if (runtime.status === "failed") return;
  clearTimeout(runtime.bootTimer);
  runtime.status = "failed";
  runtime.failure = reason;
  if (runtime.worker) runtime.worker.terminate();
  runtime.worker = null;
  for (const resolve of runtime.pending.values()) resolve({ failed: true });
  runtime.pending.clear();
  for (const root of roots()) setUnavailable(root);
}

/**
 * Posts a request to the worker; the promise resolves with its reply, or with why there is none.
 * @param {Message} message
 * @returns {Promise<Reply>}
 */
export function ask(message) {
  return new Promise((resolve) => {
    if (runtime.status === "failed") return resolve({ failed: true });
    startWorker(); // a reader quicker than the first paint starts it at once
    if (!runtime.worker) return resolve({ failed: true });
    const id = runtime.nextId++;
    runtime.pending.set(id, resolve);
    if (runtime.status === "ready") {
      setTimeout(() => {
        if (runtime.pending.delete(id)) resolve({ error: "the engine did not answer in time" });
      }, ANSWER_TIMEOUT_MS);
    }
    try {
      runtime.worker.postMessage({ type: "request", id, message });
    } catch (error) {
      runtime.pending.delete(id);
      resolve({ error: "the request could not be sent to the engine" });
    }
  });
}
