// The status line of each widget: data-status (static, loading, live or error) and the same in words, with the
// engine's progress while it boots. As built, the line promises nothing that JavaScript must bring: the words
// about the live engine are written here alone.

import { STATUS } from "./selectors.mjs";
import { mark, runtime } from "./runtime.mjs";
import { say } from "./words.mjs";

/** @type {Readonly<Record<string, string>>} */
const LIVE_TEXT = {
  deal: "Live: deal again, pick a seed or change the players.",
  steps: "Live: step with the buttons or the arrow keys.",
  scenario: "Live: change the case and settle it, then step with the buttons or the arrow keys.",
  play: "Live: step through the play with the buttons or the arrow keys, or take a seat and choose your cards.",
  calculator: "Live: change the form and press its button, then step through the answer with the buttons or the arrow keys.",
};

/**
 * Sets the widget's data-status and its status line's words, with a progress bar while the engine loads.
 * @param {Element} root
 * @param {string} status
 * @param {string} text
 * @param {{step: number, of: number}} [progress]
 */
export function setStatus(root, status, text, progress) {
  root.setAttribute("data-status", status);
  const line = root.querySelector(STATUS);
  if (!line) return;
  const bar = line.querySelector("progress");
  if (progress) {
    const first = line.firstChild;
    const words = first && first.nodeType === Node.TEXT_NODE ? /** @type {Text} */ (first) : null;
    if (bar && words && line.childNodes.length === 2) {
      if (words.data !== text) words.data = text;
      bar.max = progress.of;
      bar.value = progress.step;
      return;
    }
    const fresh = document.createElement("progress");
    fresh.max = progress.of;
    fresh.value = progress.step;
    fresh.setAttribute("aria-label", say("Loading the engine"));
    line.replaceChildren(document.createTextNode(text), fresh);
  } else if (bar || line.textContent !== text) {
    line.textContent = text;
  }
}

/** @param {Element} root */
export function setLoading(root) {
  const { step, of, text } = runtime.stage;
  const words = say("Loading the live engine ({step} of {of}): {text}… ", { step: Math.min(step, of), of, text: say(text) });
  setStatus(root, "loading", words, { step: Math.max(step - 1, 0) + (runtime.status === "ready" ? 1 : 0), of });
}

/** @param {HTMLElement} root */
export function setLive(root) {
  const kind = /** @type {string} */ (root.dataset.kind);
  setStatus(root, "live", say(LIVE_TEXT[kind] || "Live: the engine runs in your browser."));
  root.querySelector(STATUS)?.setAttribute("title", bootDetails());
  if (runtime.timings.firstLive === undefined) {
    runtime.timings.firstLive = performance.now();
    mark("ma-widgets:first-live");
  }
}

/**
 * Kept as data-status="static" on purpose: the static view is still right, only live dealing is missing.
 * @param {Element} root
 */
export function setUnavailable(root) {
  const reason = say(runtime.failure || "the engine could not start");
  setStatus(root, "static", say("Sample deal, worked out in advance. Live dealing is unavailable ({reason}).", { reason }));
}

// How the engine started, for the live status line's tooltip: quiet, but there for whoever looks.
function bootDetails() {
  const { path, reason, kept } = runtime.bootPath || { path: "normal", reason: "", kept: false };
  const snapshot = say(kept ? "from its snapshot (the copy this browser kept)" : "from its snapshot");
  const how = path === "snapshot" ? snapshot : reason ? say("the normal way ({reason})", { reason }) : say("the normal way");
  return say("The engine started {how} in {ms} ms.", { how, ms: runtime.timings.bootMs });
}
