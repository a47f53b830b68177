// The reader's clicks, presses, changes, submits and keys on the page, each taken to the widget it fell in: listened
// to once per visit, on the document, so that the widgets of every page of instant navigation hear them.

import { BODY, ROOT } from "./selectors.mjs";
import { fieldsOf } from "./message.mjs";
import { fragmentFor } from "./fragment.mjs";
import { STEP_KEYS, isField } from "./keys.mjs";
import { guard, roots, runtime } from "./runtime.mjs";
import { act, askAhead, backToLink, restore, stepByKey } from "./actions.mjs";
import { openTabsOf, scrollToLinked } from "./links.mjs";
import { fitPresent, onFullscreenchange, presentKey } from "./present.mjs";
import { toolClick } from "./tools.mjs";
import { skipClick } from "./skip.mjs";

/** @typedef {import("./selectors.mjs").Control} Control */

// Listens on the document and the window, once per visit (runtime.listening): every page's widgets are heard.
export function listen() {
  runtime.listening = true;
  document.addEventListener("pointerdown", (event) => guard(() => onPointerdown(event)));
  document.addEventListener("click", (event) => guard(() => onClick(event)));
  document.addEventListener("change", (event) => guard(() => onChange(event)));
  document.addEventListener("submit", (event) => guard(() => onSubmit(event)));
  document.addEventListener("keydown", (event) => guard(() => onKeydown(event)));
  window.addEventListener("hashchange", () => guard(onHashchange));
  document.addEventListener("fullscreenchange", () => guard(onFullscreenchange));
  window.addEventListener("click", (event) => guard(() => skipClick(event)), true); // before instant navigation
  window.addEventListener("resize", () => guard(() => runtime.presenting && fitPresent(runtime.presenting)));
}

/**
 * The widget whose body holds `element`, or null.
 * @param {Element | null} element
 * @returns {HTMLElement | null}
 */
function widgetOf(element) {
  if (!element || typeof element.closest !== "function") return null;
  const root = /** @type {HTMLElement} */ (element.closest(ROOT));
  const body = root && root.querySelector(BODY);
  return body && body.contains(element) && runtime.mounted.has(root) ? root : null;
}

/**
 * The control with an action that an event of the reader's fell on, if any.
 * @param {Event} event
 * @returns {Element | null}
 */
function controlOf(event) {
  const target = /** @type {Element | null} */ (event.target);
  return target && target.closest ? target.closest("[data-action]") : null;
}

/**
 * The widget whose root itself has the focus (the skip link and the present view put it there), or null.
 * @param {HTMLElement} element
 * @returns {HTMLElement | null}
 */
function focusedRoot(element) {
  return element && element.matches && element.matches(ROOT) && runtime.mounted.has(element) ? element : null;
}

/** @param {MouseEvent} event */
function onClick(event) {
  if (toolClick(event, backToLink)) return;
  const control = /** @type {Control} */ (controlOf(event));
  const root = widgetOf(control);
  if (!root || isField(control)) return; // selects and inputs speak through "change"
  event.preventDefault();
  if (control.disabled) return;
  run(root, control);
}

/**
 * A button of a live, idle widget pressed down: its answer is asked now, and the click at its release (a tenth of a
 * second later, for a hand) finds it held. A form's button reads the form at the click, and is left to it.
 * @param {PointerEvent} event
 */
function onPointerdown(event) {
  if (!event.isPrimary || event.button !== 0) return;
  const control = /** @type {Control} */ (controlOf(event));
  const root = widgetOf(control);
  if (!root || isField(control) || control.disabled) return;
  if (root.dataset.status !== "live" || runtime.status !== "ready" || runtime.busy.get(root)) return;
  const action = control.getAttribute("data-action");
  const value = control.getAttribute("data-value");
  if (value === null && FORM_ACTIONS.has(/** @type {string} */ (action))) return;
  askAhead(root, fieldsOf(action, value));
}

/** @param {Event} event */
function onChange(event) {
  const control = /** @type {HTMLInputElement} */ (event.target);
  const root = widgetOf(control);
  if (!root || !control.hasAttribute("data-action") || !isField(control)) return;
  act(root, control.getAttribute("data-action"), control.value);
}

/** @param {SubmitEvent} event */
function onSubmit(event) {
  const root = widgetOf(/** @type {Element} */ (event.target));
  if (!root) return;
  event.preventDefault(); // a widget's form never reloads the page
  submitDefault(root, /** @type {Element} */ (event.target), /** @type {Control | null} */ (event.submitter));
}

/** @param {KeyboardEvent} event */
function onKeydown(event) {
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.isComposing) return;
  if (presentKey(event, stepByKey)) return;
  const target = /** @type {HTMLInputElement} */ (event.target);
  const root = widgetOf(target) || focusedRoot(target);
  if (!root) return;
  if (event.key === "Enter" && target.matches("input") && isField(target)) {
    // Enter in the seed deals, in a hand settles (the scenario form has no submit button).
    event.preventDefault();
    submitDefault(root, target.form || target.closest("form") || root, null);
    return;
  }
  stepByKey(root, event, STEP_KEYS);
}

// A link opened within the page (pasted, or the back button): each widget it names takes its state, and the page
// opens on the first.
function onHashchange() {
  for (const root of roots()) {
    const fragment = fragmentFor(root);
    if (fragment !== null) {
      openTabsOf(root);
      restore(root, fragment);
    }
  }
  scrollToLinked();
}

/**
 * Runs the button that submits a form: the one pressed, or the form's first that sends its fields.
 * @param {HTMLElement} root
 * @param {Element} form
 * @param {Control | null} submitter
 */
function submitDefault(root, form, submitter) {
  const control =
    (submitter && submitter.hasAttribute("data-action") ? submitter : null) ||
    form.querySelector([...FORM_ACTIONS].map((action) => `[data-action="${action}"]`).join(", "));
  if (control) run(root, /** @type {Control} */ (control));
}

// The actions whose value is the form's fields, read at the click.
const FORM_ACTIONS = new Set(["settle", "apply"]);

/**
 * The action of a button (or link) and the value it sends.
 * @param {HTMLElement} root
 * @param {Control} control
 */
function run(root, control) {
  const action = control.getAttribute("data-action");
  /** @type {string | null | Record<string, string>} */
  let value = control.getAttribute("data-value");
  if (value === null && FORM_ACTIONS.has(/** @type {string} */ (action))) {
    value = formFields(/** @type {Element} */ (control.form || control.closest("form") || root.querySelector(BODY)));
  }
  act(root, action, value);
}

/**
 * A form's named fields as {name: value}: the scenario's hands come as hand-1, hand-2... and the farmer, other
 * games' forms add their own fields (stakes, order, pack...). Python reads them (widgets/live.py).
 * @param {Element} scope
 * @returns {Record<string, string>}
 */
function formFields(scope) {
  /** @type {Record<string, string>} */
  const fields = {};
  const named = scope.querySelectorAll("input[name], select[name], textarea[name]");
  for (const input of /** @type {NodeListOf<HTMLInputElement>} */ (named)) {
    if (input.type === "checkbox" || input.type === "radio") {
      if (input.checked) fields[input.name] = input.value;
    } else {
      fields[input.name] = input.value.trim();
    }
  }
  return fields;
}
