// Which keys step a widget: the arrow keys, Home and End while the focus is inside a widget that steps, and in the
// present view a clicker's keys too. The widget and the key event are given: no access to the page at import, so
// Node imports this module too.

import { BODY } from "./selectors.mjs";

/** @type {Readonly<Record<string, string>>} */
export const STEP_KEYS = { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" };
/**
 * Keys of a presentation clicker and of a keyboard in the present view: they step the widget shown.
 * @type {Readonly<Record<string, string>>}
 */
export const PRESENT_KEYS = { ...STEP_KEYS, PageUp: "previous", PageDown: "next", " ": "next" };
// The kinds of widget whose arrow keys step through the explanation: the step-through, the card-by-card play, the
// calculator and the reader's own case once settled (whenever the widget shows its step buttons).
const STEPPED_KINDS = new Set(["steps", "play", "calculator", "scenario"]);

/**
 * A widget steps with its keys when it is of a stepping kind and shows its step buttons (a case still to settle
 * has none).
 * @param {HTMLElement} root
 * @returns {boolean}
 */
export function steps(root) {
  return STEPPED_KINDS.has(/** @type {string} */ (root.dataset.kind)) &&
    root.querySelector(`${BODY} [data-action="step"]`) !== null;
}

/**
 * Whether the element is a field the reader types in or chooses in (not a button).
 * @param {Element} element
 * @returns {boolean}
 */
export function isField(element) {
  return element.matches("select, textarea, input:not([type=button]):not([type=submit]):not([type=reset])");
}

/**
 * The step a key of `keys` asks of the widget `root`, when it steps and the focus is in none of its fields; a space
 * on a button presses that button, as anywhere. Null when the key steps nothing.
 * @param {HTMLElement} root
 * @param {KeyboardEvent} event
 * @param {Readonly<Record<string, string>>} keys
 * @returns {string | null}
 */
export function keyStep(root, event, keys) {
  const step = keys[event.key];
  const target = /** @type {HTMLElement} */ (event.target);
  if (!step || event.shiftKey || !steps(root) || isField(target) || target.isContentEditable) return null;
  if (event.key === " " && target.closest && target.closest("button, a, summary")) return null;
  return step;
}
