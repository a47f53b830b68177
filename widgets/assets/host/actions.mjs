// A widget's actions: each press queued and sent to the engine in order (or its answer taken from those asked ahead,
// ahead.mjs), its reply applied, then its URL fragment written and, after a step, the step said aloud.
//
// Two kinds of press never reach the engine, so that a class's link opens where it says and its questions stay asked.
// A press on a widget whose link's state is on its way (the engine still loading, or a link just pasted) is dropped:
// it was made on the view the link replaces, the one the page was built with, and applied after it, it would move the
// lesson on from where the link opens it, or show the answer of the question it opens on. Dropping it is simpler
// than replaying it: the reader sees the link's step come, and presses again. And a Next that would show the answer
// to a question it was not meant for is dropped when its turn comes (asked.mjs).

import { BODY } from "./selectors.mjs";
import { fieldsOf, messageOf, readState } from "./message.mjs";
import { heldReply, holdAnswer, nextPress } from "./ahead.mjs";
import { revealsTooSoon } from "./asked.mjs";
import { isField, keyStep } from "./keys.mjs";
import { guard, runtime } from "./runtime.mjs";
import { ask } from "./engine.mjs";
import { apply } from "./reply.mjs";
import { setLoading } from "./status.mjs";
import { sayStep } from "./said.mjs";
import { writeFragment } from "./links.mjs";
import { comparable } from "./fragment.mjs";
import { showWayBack } from "./tools.mjs";

/** @typedef {import("./message.mjs").Fields} Fields */
/** @typedef {import("./reply.mjs").After} After */
/** @typedef {import("./selectors.mjs").Control} Control */

/**
 * Queues a request for a widget. `fields` are read from the page now; the state is read when the request leaves,
 * so a quick second click starts from the first click's answer, unless the press would show a question's answer too
 * soon (asked.mjs). Resolves once the request is answered, or dropped.
 * @param {HTMLElement} root
 * @param {Fields} fields
 * @param {After} after
 * @returns {Promise<void>}
 */
function send(root, fields, after) {
  const pressedAt = performance.now();
  runtime.busy.set(root, (runtime.busy.get(root) || 0) + 1);
  if (root.dataset.status !== "live" && root.dataset.status !== "error" && runtime.status !== "failed") {
    setLoading(root);
  }
  const previous = runtime.queues.get(root) || Promise.resolve();
  const next = previous.then(async () => {
    try {
      if (!root.isConnected || revealsTooSoon(fields, pressedAt, runtime.asked.get(root) || null)) return;
      const message = messageOf(root, fields);
      const reply = await (heldReply(runtime.ahead, root, message) || ask(message));
      if (!root.isConnected) return;
      guard(() => apply(root, reply, after));
      guard(() => showWayBack(root));
      if (reply && reply.response && reply.response.ok === true) askNextAhead(root, fields);
    } finally {
      runtime.busy.set(root, /** @type {number} */ (runtime.busy.get(root)) - 1);
    }
  });
  const done = next.catch(() => undefined);
  runtime.queues.set(root, done);
  return done;
}

/**
 * Once a step or a new deal is shown, asks ahead the answer to the press likely to come next (ahead.mjs).
 * @param {HTMLElement} root
 * @param {Fields} fields
 */
function askNextAhead(root, fields) {
  runtime.ahead.delete(root);
  const press = nextPress(fields);
  if (!press) return;
  const value = press.value === undefined ? "" : `[data-value="${press.value}"]`;
  /** @type {Control | null} */
  const control = root.querySelector(`${BODY} [data-action="${press.action}"]${value}`);
  if (control && !control.disabled) askAhead(root, press); // the last step has no next one
}

/**
 * Asks ahead the answer to a press of the widget, from its state now (a button pressed down).
 * @param {HTMLElement} root
 * @param {Fields} fields
 */
export function askAhead(root, fields) {
  holdAnswer(runtime.ahead, root, messageOf(root, fields), ask);
}

/**
 * Sends an action of the widget (and its value, if it has one).
 * @param {HTMLElement} root
 * @param {string | null} action
 * @param {unknown} [value]
 */
export function act(root, action, value) {
  if (runtime.linking.has(root)) return; // a press on the view the link's state replaces (see above)
  send(root, fieldsOf(action, value), SAID_AFTER.has(/** @type {string} */ (action)) ? afterStep : writeFragment);
}

// The actions after which the step shown is said: a move, and the predict mode's switch, answers and new try.
const SAID_AFTER = new Set(["step", "predict", "answer", "again"]);

/**
 * A step shown: its URL written, and its sentence said.
 * @param {HTMLElement} root
 * @param {string} fragment
 */
function afterStep(root, fragment) {
  writeFragment(root, fragment);
  sayStep(root);
  // In the present view the mode's switch lies below the table: once it is pressed, the view goes back to its top
  // and the focus to the widget, so that a clicker's next key steps it rather than scrolling the page.
  if (root === runtime.presenting && document.activeElement && isField(document.activeElement)) {
    root.scrollTop = 0;
    root.focus({ preventScroll: true });
  }
}

/**
 * Opens the widget at the state a shared URL's fragment gives it, and remembers that state as the way back to it.
 * Until then the widget takes no press.
 * @param {HTMLElement} root
 * @param {string} fragment
 */
export function restore(root, fragment) {
  const shown = send(root, { fragment }, opened);
  runtime.linking.set(root, shown); // a second link, pasted before the first is shown, holds presses until it is
  shown.then(() => runtime.linking.get(root) === shown && runtime.linking.delete(root));
}

/**
 * A link's state shown: remembered, and the page's address written.
 * @param {HTMLElement} root
 * @param {string} fragment
 */
function opened(root, fragment) {
  runtime.opened.set(root, comparable(readState(root)));
  writeFragment(root, fragment);
}

/**
 * Brings the widget back to exactly the state its link opened it at (its step, its deal, its tally), which the
 * engine shows as it is (the `reset` action), and says the step. The focus goes to the widget, whose arrow keys step
 * it, since the way back hides once taken.
 * @param {HTMLElement} root
 */
export function backToLink(root) {
  const state = runtime.opened.get(root);
  if (state === undefined) return;
  root.focus({ preventScroll: true });
  send(root, { action: "reset", state: JSON.parse(state) }, afterStep);
}

/**
 * A key of `keys` steps the widget `root` (keys.mjs says when). Whether the key stepped it.
 * @param {HTMLElement} root
 * @param {KeyboardEvent} event
 * @param {Readonly<Record<string, string>>} keys
 * @returns {boolean}
 */
export function stepByKey(root, event, keys) {
  const step = keyStep(root, event, keys);
  if (!step) return false;
  event.preventDefault();
  act(root, "step", step);
  return true;
}
