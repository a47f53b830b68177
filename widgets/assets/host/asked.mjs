// A question of the predict mode stays asked until the reader answers it or means to skip it. In that mode Next on a
// question shows its answer uncounted (widgets/predict.py), so a press meant for the step before must never reach the
// question: a double-click or a double tap on Next, a clicker's key pressed twice, or a press queued while the engine
// was busy. A widget remembers which step's question it shows and since when (askedSince, after each answer); a Next
// pressed before that question appeared, or less than GRACE_MS after, is dropped when its turn comes (revealsTooSoon):
// the first press moved onto the question, the second is taken as part of it. No access to the page: Node imports
// this module too.

/** @typedef {import("./message.mjs").Fields} Fields */

/**
 * The question a widget shows: the step that asks it, and when it appeared (performance.now()).
 * @typedef {{step: number, at: number}} Asked
 */

/**
 * How long after a question appears a Next still counts as a press meant for the step before it. The two presses of a
 * double-click fall within the system's double-click time of each other (half a second at most by default, on
 * Windows; a double tap is quicker), and the question appears after the first: half a second covers them, and
 * nobody reads a question and chooses to skip it that fast.
 */
export const GRACE_MS = 500;

/**
 * The question a widget shows once an answer is in its body: the one before, if the same step still asks it (half
 * answered, or refused), else a new one asked `now`; null when the view asks nothing.
 * @param {Asked | null} before
 * @param {number | null} step the step the view asks about, or null when it shows no question
 * @param {number} now
 * @returns {Asked | null}
 */
export function askedSince(before, step, now) {
  if (step === null) return null;
  return before && before.step === step ? before : { step, at: now };
}

/**
 * Whether a press (its fields, and when it was pressed) would show the answer to the question `asked` too soon: a
 * Next pressed before the question appeared, or within GRACE_MS of it. Any other press, and a Next with no question
 * shown, goes on.
 * @param {Fields} fields
 * @param {number} pressedAt
 * @param {Asked | null} asked
 * @returns {boolean}
 */
export function revealsTooSoon(fields, pressedAt, asked) {
  return asked !== null && fields.action === "step" && fields.value === "next" && pressedAt < asked.at + GRACE_MS;
}
