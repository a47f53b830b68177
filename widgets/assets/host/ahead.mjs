// Asking ahead: a press's answer, asked before the press. Once a step or a new deal is shown, the press likely to
// come next (nextPress); and any button's, as soon as it is pressed down. The reader's next click finds its answer
// held, or on its way, and the view changes in the frame of the click: a browser runs no message from the worker
// between a press and the frame it draws (docs/speed.md, "The frame of the click"). An answer depends on its message
// alone, so one asked early is the one asked late; one never clicked is dropped. No access to the page: Node imports
// this module too.

/** @typedef {import("./message.mjs").Fields} Fields */
/** @typedef {import("./message.mjs").Message} Message */
/** @typedef {import("./message.mjs").Reply} Reply */

/**
 * An answer asked ahead for a widget: its message as JSON (`key`), and the reply on its way.
 * @typedef {{key: string, reply: Promise<Reply>}} Held
 */

/**
 * The press likely to follow the one just shown: the same move again, from either end the way back in, and another
 * new deal after a new deal.
 * @type {ReadonlyMap<string, string>}
 */
export const FOLLOWING_STEP = new Map([
  ["next", "next"], ["first", "next"], ["previous", "previous"], ["last", "previous"],
]);

/**
 * The press to ask ahead once `fields` has been answered, or null.
 * @param {Fields} fields
 * @returns {{action: string, value?: string} | null}
 */
export function nextPress(fields) {
  if (fields.action === "new-deal") return { action: "new-deal" };
  const value = fields.action === "step" ? FOLLOWING_STEP.get(/** @type {string} */ (fields.value)) : undefined;
  return value ? { action: "step", value } : null;
}

/**
 * Asks the answer to `message` for the widget `root`, unless it is the one already held.
 * @param {WeakMap<object, Held>} ahead the answers held, by widget
 * @param {object} root
 * @param {Message} message
 * @param {(message: Message) => Promise<Reply>} ask
 */
export function holdAnswer(ahead, root, message, ask) {
  const key = JSON.stringify(message);
  const held = ahead.get(root);
  if (!held || held.key !== key) ahead.set(root, { key, reply: ask(message) });
}

/**
 * The answer asked ahead for exactly this message, or null; either way the widget holds none afterwards.
 * @param {WeakMap<object, Held>} ahead
 * @param {object} root
 * @param {Message} message
 * @returns {Promise<Reply> | null}
 */
export function heldReply(ahead, root, message) {
  const held = ahead.get(root);
  ahead.delete(root);
  return held && held.key === JSON.stringify(message) ? held.reply : null;
}
