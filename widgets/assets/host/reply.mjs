// Applying the engine's reply to a widget: its body brought to the new view (morph.mjs), the focus kept (focus.mjs),
// its state and status set, the question it asks remembered (asked.mjs); a refusal keeps the last good table and
// says why in the status line.

import { BODY, QUESTION } from "./selectors.mjs";
import { runtime } from "./runtime.mjs";
import { askedSince } from "./asked.mjs";
import { morph } from "./morph.mjs";
import { focusKey, refocus } from "./focus.mjs";
import { setLive, setStatus, setUnavailable } from "./status.mjs";
import { fitPresent } from "./present.mjs";
import { readState } from "./message.mjs";
import { say } from "./words.mjs";

/** @typedef {import("./message.mjs").Reply} Reply */
/** @typedef {import("./selectors.mjs").Control} Control */

/**
 * What is done once an accepted answer is shown, with its URL fragment.
 * @typedef {(root: HTMLElement, fragment: string) => void} After
 */

/**
 * Shows the reply in the widget; an accepted one calls `after` with its fragment.
 * @param {HTMLElement} root
 * @param {Reply} reply
 * @param {After} [after]
 */
export function apply(root, reply, after) {
  if (!reply || reply.failed) {
    setUnavailable(root);
    return;
  }
  const response = reply.response;
  if (reply.error || !response || typeof response !== "object" || typeof response.html !== "string") {
    setStatus(root, "error", `Error: ${reply.error || "the engine's answer could not be read"}. The view is unchanged.`);
    return;
  }
  const body = root.querySelector(BODY);
  if (!body) return;
  const focus = focusKey(body);
  const open = [...body.querySelectorAll("details[open]")].map((details) => details.className);
  const next = document.createElement("template");
  next.innerHTML = response.html;
  morph(body, next.content);
  for (const details of body.querySelectorAll("details")) {
    if (open.includes(details.className)) details.open = true; // what the reader opened stays open
  }
  if (response.state && typeof response.state === "object") {
    root.setAttribute("data-state", JSON.stringify(response.state));
  }
  const shown = /** @type {{step?: unknown} | null} */ (readState(root));
  const asking = body.querySelector(QUESTION) ? Number(shown && shown.step) || 0 : null;
  const asked = askedSince(runtime.asked.get(root) || null, asking, performance.now());
  if (asked) runtime.asked.set(root, asked);
  else runtime.asked.delete(root);
  const active = /** @type {Control} */ (document.activeElement);
  if (focus && (!body.contains(active) || active.disabled)) refocus(body, focus); // the focused control is gone
  if (root === runtime.presenting) fitPresent(root, true);
  if (response.ok === true) {
    setLive(root);
    if (typeof response.fragment === "string" && after) after(root, response.fragment);
  } else {
    const error = response.error && typeof response.error === "object" ? response.error : {};
    // The field as the page names it (the engine's field name is for programs), then the reason.
    const label = typeof error.label === "string" && error.label ? ` (${error.label.toLowerCase()})` : "";
    const reason = typeof error.reason === "string" && error.reason ? `: ${error.reason}` : "";
    setStatus(root, "error", say("Not accepted{label}{reason}. The last good table is kept.", { label, reason }));
  }
}
