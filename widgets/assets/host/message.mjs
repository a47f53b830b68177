// What the host posts to the engine and what it hears back (widgets/README.md, "The live protocol"): a request's
// fields, the widget's state they are sent with, and the types of the reply. No access to the page at import: Node
// imports this module too.

import { pageLanguage } from "./words.mjs";

// The language of the page a widget lies on (words.mjs), which every message names where it is not English.
export { pageLanguage };

/**
 * A request's fields: an action and its value (a step, a choice, a form's fields), or a shared URL's fragment; and
 * the state to send instead of the widget's own, for the way back to a link's (actions.mjs, backToLink).
 * @typedef {{action?: string | null, value?: unknown, fragment?: string, state?: unknown}} Fields
 */

/**
 * A request as the worker hands it to `widgets.live.respond`: the widget's state, the fields of the press, and
 * the page's language where it is not English.
 * @typedef {Fields & {state: unknown, lang?: string}} Message
 */

/**
 * The engine's answer (`widgets.live.respond`): the new state, the body's HTML and, when it was accepted, the URL
 * fragment of that state; when refused, the last good state and view, and why.
 * @typedef {object} EngineResponse
 * @property {boolean} ok
 * @property {unknown} [state]
 * @property {string} html
 * @property {string} [fragment]
 * @property {{field?: unknown, reason?: unknown, label?: unknown}} [error]
 */

/**
 * What a request comes back as: the worker's `response` message (the engine's answer, or why it has none), or the
 * host's own word when the engine never started (`failed`) or did not answer (`error`).
 * @typedef {object} Reply
 * @property {"response"} [type]
 * @property {number} [id]
 * @property {EngineResponse} [response]
 * @property {string} [error]
 * @property {boolean} [failed]
 */

/**
 * A request's fields: the action, and its value if it has one.
 * @param {string | null} action
 * @param {unknown} [value]
 * @returns {Fields}
 */
export function fieldsOf(action, value) {
  /** @type {Fields} */
  const fields = { action };
  if (value !== undefined && value !== null) fields.value = value;
  return fields;
}

/**
 * The widget's state as its root holds it (`data-state`), or null where it holds none that parses.
 * @param {Element} root
 * @returns {unknown}
 */
export function readState(root) {
  try {
    return JSON.parse(root.getAttribute("data-state") || "null");
  } catch (error) {
    return null;
  }
}


/**
 * The message of a press: the widget's state now (or the state its fields give), the press's fields, and the
 * page's language where it is not English. The language is not the state's: a link opens at the same step on a
 * page in another language.
 * @param {Element} root
 * @param {Fields} fields
 * @returns {Message}
 */
export function messageOf(root, fields) {
  const lang = pageLanguage(root);
  return { state: readState(root), ...fields, ...(lang ? { lang } : {}) };
}
