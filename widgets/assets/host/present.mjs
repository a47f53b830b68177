// The present view: the widget alone on the screen (the Fullscreen API on its root, or the whole window where the
// API is missing or refused), enlarged or shrunk so that its table, its step and its buttons fill the screen, and
// stepped with a clicker's keys (keys.mjs, PRESENT_KEYS).

import { BODY, STATUS, TOOLS } from "./selectors.mjs";
import { PRESENT_KEYS } from "./keys.mjs";
import { guard, runtime } from "./runtime.mjs";
import { scrollToWidget } from "./links.mjs";

const PRESENTING = "is-presenting"; // the root's class in the present view, full screen or filling the window
export const PRESENT_WORDS = { off: "Present full screen", on: "Leave the present view (Esc)" };
// How much the present view may enlarge or shrink a widget to fit its table, step and buttons in the screen.
const FIT = { least: 0.4, most: 2.4, tries: 8 };
// In the present view, what the screen need not hold: what widgets.css orders after the table (a positive `order`:
// the form, the mode's switch and the list of every step, or only the list where the form is the point, in a
// calculator or a scenario on a landscape screen), and fitting leaves it out.
/** @param {Element} child */
const afterTheTable = (child) => Number(getComputedStyle(child).order) > 0;
// The custom property that tells widgets.css the screen's height in the zoomed body's pixels: a calculator's or a
// scenario's form, beside the table, is kept to it and scrolls inside.
const ROOM = "--ma-room";
// While a widget is presented, what watches its status line and its tools: a longer message (a refusal, "Link
// copied") wraps them onto more lines and pushes the body down, after the answer's fit; the view fits again.
/** @type {ResizeObserver | null} */
let presentWatch = null;

/**
 * Shows the widget in the present view (leaving the one presented before, if any).
 * @param {HTMLElement} root
 */
export function present(root) {
  if (runtime.presenting) leavePresent();
  runtime.presenting = root;
  root.classList.add(PRESENTING);
  const button = /** @type {HTMLButtonElement} */ (root.querySelector(`${TOOLS} [data-tool="present"]`));
  button.textContent = PRESENT_WORDS.on;
  button.setAttribute("aria-pressed", "true");
  if (document.fullscreenEnabled && typeof root.requestFullscreen === "function") {
    root.requestFullscreen({ navigationUI: "hide" }).catch(() => undefined); // onFullscreenchange fits it anew
  }
  fitPresent(root);
  if (typeof ResizeObserver === "function") {
    presentWatch = new ResizeObserver(() => guard(() => runtime.presenting === root && fitPresent(root, true)));
    for (const line of root.querySelectorAll(`:scope > ${STATUS}, :scope > ${TOOLS}`)) presentWatch.observe(line);
  }
  root.focus({ preventScroll: true });
}

// Leaves the present view: the widget back in the page, scrolled to, its present button focused.
export function leavePresent() {
  const root = runtime.presenting;
  if (!root) return;
  runtime.presenting = null;
  presentWatch?.disconnect();
  presentWatch = null;
  root.classList.remove(PRESENTING);
  const body = /** @type {HTMLElement | null} */ (root.querySelector(BODY));
  if (body) {
    body.style.zoom = "";
    body.style.removeProperty(ROOM);
  }
  const button = /** @type {HTMLButtonElement} */ (root.querySelector(`${TOOLS} [data-tool="present"]`));
  button.textContent = PRESENT_WORDS.off;
  button.removeAttribute("aria-pressed");
  if (document.fullscreenElement === root) document.exitFullscreen().catch(() => undefined);
  if (root.isConnected) {
    scrollToWidget(root);
    button.focus({ preventScroll: true });
  }
}

/**
 * The largest zoom (within FIT) at which what the class must see, everything of the body but what follows the
 * table, fits the screen without a scroll either way; a bisection, each try one layout. After an answer (`steady`)
 * the zoom stays while the new step still fits, so that the cards keep their size from step to step; it shrinks when
 * it must. Beside the table, the step is measured as the table is; a form beside it is as tall as the room left
 * under the status line at most, each try telling widgets.css that room in the try's pixels.
 * @param {HTMLElement} root
 * @param {boolean} [steady]
 */
export function fitPresent(root, steady = false) {
  const body = /** @type {HTMLElement | null} */ (root.querySelector(BODY));
  if (!body || !root.classList.contains(PRESENTING)) return;
  const shown = [...body.children].filter((child) => !afterTheTable(child));
  const top = () => root.getBoundingClientRect().top - root.scrollTop; // the top of the root's content, scrolled or not
  /** @param {number} zoom */
  const zoomTo = (zoom) => {
    body.style.zoom = String(zoom);
    const room = root.clientHeight - (body.getBoundingClientRect().top - top());
    body.style.setProperty(ROOM, `${Math.max(0, room / zoom).toFixed(1)}px`);
  };
  /** @param {number} zoom */
  const fits = (zoom) => {
    zoomTo(zoom);
    const bottom = Math.max(0, ...shown.map((child) => child.getBoundingClientRect().bottom - top()));
    return bottom <= root.clientHeight && body.scrollWidth <= body.clientWidth + 1;
  };
  const now = Number(body.style.zoom) || 0;
  if (steady && now && fits(now)) return;
  let [low, high] = [FIT.least, steady && now ? now : FIT.most];
  if (fits(high)) low = high;
  for (let i = 0; i < FIT.tries && low < high; i++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  zoomTo(Math.floor(low * 100) / 100);
  root.scrollTop = 0;
}

/**
 * Keys while a widget is presented: Escape leaves; a clicker's keys (arrows, Page Up and Down, space) step it
 * through `step` (the host's stepper, handed in so that this view imports nothing that acts on a widget),
 * wherever the focus is in it but in a field; a space on one of its buttons presses that button, as anywhere.
 * Whether the key was the present view's.
 * @param {KeyboardEvent} event
 * @param {(root: HTMLElement, event: KeyboardEvent, keys: Readonly<Record<string, string>>) => boolean} step
 * @returns {boolean}
 */
export function presentKey(event, step) {
  const root = runtime.presenting;
  if (!root) return false;
  if (!root.isConnected) {
    leavePresent();
    return false;
  }
  if (event.key === "Escape") {
    event.preventDefault();
    leavePresent();
    return true;
  }
  return step(root, event, PRESENT_KEYS);
}

// The browser entered or left full screen: the view fits the screen, or is left (the browser's own Escape).
export function onFullscreenchange() {
  const root = runtime.presenting;
  if (!root) return;
  if (document.fullscreenElement === root) fitPresent(root);
  else leavePresent(); // the browser left full screen (its own Escape)
}
