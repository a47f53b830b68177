// The focus across an answer: the control that had it keeps it when its markup is unchanged; where it is gone (or
// disabled), the control with the same data-action and data-value, or the same name, or where the view says the
// reader goes on, takes it.

/** @typedef {import("./selectors.mjs").Control} Control */

/**
 * What names the focused control of a widget's body, to find it again in the next view.
 * @typedef {{action: string | null, value: string | null, name: string | null}} FocusKey
 */

/**
 * The focused control of the body, by its action, value and name; null when the focus is not inside the body.
 * @param {Element} body
 * @returns {FocusKey | null}
 */
export function focusKey(body) {
  const active = document.activeElement;
  if (!active || active === body || !body.contains(active)) return null;
  return {
    action: active.getAttribute("data-action"),
    value: active.getAttribute("data-value"),
    name: active.getAttribute("name"),
  };
}

/**
 * Focuses the control of the new view that stands for the one named by `key`.
 * @param {Element} body
 * @param {FocusKey | null} key
 */
export function refocus(body, key) {
  if (!key) return;
  const controls = [.../** @type {NodeListOf<Control>} */ (body.querySelectorAll("[data-action], [name]"))];
  /** @param {Control} element */
  const enabled = (element) => !element.disabled;
  // A card the rules forbid now (a played card's neighbour) is never where focus lands by default, so that a
  // second Enter plays a legal card.
  /** @param {Control} element */
  const open = (element) => enabled(element) && !element.classList.contains("is-illegal");
  const target =
    controls.find((el) => key.action !== null && el.getAttribute("data-action") === key.action &&
      el.getAttribute("data-value") === key.value && enabled(el)) ||
    controls.find((el) => key.name !== null && el.getAttribute("name") === key.name && enabled(el)) ||
    // a predict answer that revealed the step: on to Next, past the verdict
    controls.find((el) => key.action === "answer" && el.getAttribute("data-value") === "next" && enabled(el)) ||
    // where the view says the reader goes on (Continue after a trick's end, the first card allowed at a turn), so
    // that a control gone with the last view never sends the focus back to the form at the top
    controls.find((el) => el.hasAttribute("data-go-on") && open(el)) ||
    // the same kind of control (Next is disabled on the last step: stay among the step buttons)
    controls.find((el) => key.action !== null && el.getAttribute("data-action") === key.action && open(el)) ||
    controls.find((el) => el.hasAttribute("data-action") && open(el));
  if (target) target.focus({ preventScroll: true });
}
