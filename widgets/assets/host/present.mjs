// The present view: the widget alone on the screen (the Fullscreen API on its root, or the whole window where the
// API is missing or refused), enlarged or shrunk so that its table, its step and its buttons fill the screen, and
// stepped with a clicker's keys (keys.mjs, PRESENT_KEYS). In its bottom-left corner the widget's link, as a QR
// code and in words, lets a class open the widget at the step shown.

import { BODY, STATUS, TOOLS } from "./selectors.mjs";
import { PRESENT_KEYS } from "./keys.mjs";
import { guard, runtime } from "./runtime.mjs";
import { scrollToWidget, widgetLink } from "./links.mjs";
import { QUIET, modulePath, qrCode } from "./qr.mjs";
import { readState } from "./message.mjs";
import { say } from "./words.mjs";

const PRESENTING = "is-presenting"; // the root's class in the present view, full screen or filling the window
export const PRESENT_WORDS = { off: "Present full screen", on: "Leave the present view (Esc)" };
// How much the present view may enlarge or shrink a widget to fit its table, step and buttons in the screen.
const FIT = { least: 0.4, most: 2.4, tries: 8 };
// The smallest the step's sentence and a card's rank of the table are drawn, as a share of the screen's height: 24 px
// and 20 px on a 1280×720 projector, legible from the back of a room. The fit zooms no smaller: what then does not
// fit the screen is a scroll away.
const LEGIBLE = { ".ma-step__text": 1 / 30, ".ma-card__rank": 1 / 36 };
// The corner that shows the widget's link, which the fit keeps clear of what the class must see.
const LINK = "ma-present-link";
const SVG = "http://www.w3.org/2000/svg";
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
// And what watches its state, whose link the corner shows (the new state's link is written in the same task).
/** @type {MutationObserver | null} */
let stateWatch = null;

/**
 * Shows the widget in the present view (leaving the one presented before, if any).
 * @param {HTMLElement} root
 */
export function present(root) {
  if (runtime.presenting) leavePresent();
  runtime.presenting = root;
  root.classList.add(PRESENTING);
  const button = /** @type {HTMLButtonElement} */ (root.querySelector(`${TOOLS} [data-tool="present"]`));
  button.textContent = say(PRESENT_WORDS.on);
  button.setAttribute("aria-pressed", "true");
  showLink(root);
  if (document.fullscreenEnabled && typeof root.requestFullscreen === "function") {
    root.requestFullscreen({ navigationUI: "hide" }).catch(() => undefined); // onFullscreenchange fits it anew
  }
  fitPresent(root);
  if (typeof ResizeObserver === "function") {
    presentWatch = new ResizeObserver(() => guard(() => runtime.presenting === root && fitPresent(root, true)));
    for (const line of root.querySelectorAll(`:scope > ${STATUS}, :scope > ${TOOLS}`)) presentWatch.observe(line);
  }
  stateWatch = new MutationObserver(() => guard(() => runtime.presenting === root && showLink(root)));
  stateWatch.observe(root, { attributes: true, attributeFilter: ["data-state"] });
  root.focus({ preventScroll: true });
}

// Leaves the present view: the widget back in the page, scrolled to, its present button focused.
export function leavePresent() {
  const root = runtime.presenting;
  if (!root) return;
  runtime.presenting = null;
  presentWatch?.disconnect();
  presentWatch = null;
  stateWatch?.disconnect();
  stateWatch = null;
  root.querySelector(`:scope > .${LINK}`)?.remove();
  root.classList.remove(PRESENTING);
  const body = /** @type {HTMLElement | null} */ (root.querySelector(BODY));
  if (body) {
    body.style.zoom = "";
    body.style.removeProperty(ROOM);
  }
  const button = /** @type {HTMLButtonElement} */ (root.querySelector(`${TOOLS} [data-tool="present"]`));
  button.textContent = say(PRESENT_WORDS.off);
  button.removeAttribute("aria-pressed");
  if (document.fullscreenElement === root) document.exitFullscreen().catch(() => undefined);
  if (root.isConnected) {
    scrollToWidget(root);
    button.focus({ preventScroll: true });
  }
}

/**
 * Shows the widget's link in the view's corner: the link "Copy link" copies, as a QR code, and in words short enough
 * to read aloud or type, the page's address and the widget's id (the link to the widget as the page builds it), with
 * the step shown.
 * @param {HTMLElement} root
 */
function showLink(root) {
  const url = widgetLink(root);
  let corner = /** @type {HTMLElement | null} */ (root.querySelector(`:scope > .${LINK}`));
  if (corner && corner.dataset.link === url.href) return;
  if (!corner) {
    corner = document.createElement("aside");
    corner.className = LINK;
    corner.setAttribute("aria-label", say("This widget's link"));
    root.append(corner);
  }
  corner.dataset.link = url.href;
  const { modules } = qrCode(url.href);
  const side = modules.length + 2 * QUIET;
  const code = document.createElementNS(SVG, "svg");
  code.setAttribute("viewBox", `0 0 ${side} ${side}`);
  code.setAttribute("role", "img");
  code.setAttribute("aria-label", say("QR code of the link"));
  code.setAttribute("shape-rendering", "crispEdges");
  const ground = document.createElementNS(SVG, "rect");
  ground.setAttribute("width", String(side));
  ground.setAttribute("height", String(side));
  ground.setAttribute("fill", "#fff");
  const dark = document.createElementNS(SVG, "path");
  dark.setAttribute("d", modulePath(modules));
  dark.setAttribute("fill", "#000");
  code.append(ground, dark);
  const words = document.createElement("p");
  const address = document.createElement("span");
  address.className = `${LINK}__address`;
  // A line may break after each "/" and before the "#".
  for (const piece of `${url.host}${url.pathname}#${root.dataset.widget}`.split(/(?<=\/)|(?=#)/)) {
    address.append(piece, document.createElement("wbr"));
  }
  const state = /** @type {{step?: unknown} | null} */ (readState(root));
  const shown = Number(state && state.step) || 0; // data-state leaves out a step of 0; the counter says it from 1
  const step = shown > 0 ? say(", step {step}", { step: shown + 1 }) : "";
  words.append(say("Scan, or open "), address, step);
  corner.replaceChildren(code, words);
}

/**
 * The largest zoom (within FIT) at which what the class must see, everything of the body but what follows the
 * table, fits the screen without a scroll either way; a bisection, each try one layout. After an answer (`steady`)
 * the zoom stays while the new step still fits, so that the cards keep their size from step to step; it shrinks when
 * it must, but not below the zoom at which the step's sentence and the table's cards stay LEGIBLE. Beside the
 * table, the step is measured as the table is; what stands over the link's corner (the step's column) ends above it,
 * and a form beside the table is as tall as the room left between the status line and the corner at most, each try
 * telling widgets.css that room in the try's pixels.
 * @param {HTMLElement} root
 * @param {boolean} [steady]
 */
export function fitPresent(root, steady = false) {
  const body = /** @type {HTMLElement | null} */ (root.querySelector(BODY));
  if (!body || !root.classList.contains(PRESENTING)) return;
  const shown = [...body.children].filter((child) => !afterTheTable(child));
  const top = () => root.getBoundingClientRect().top - root.scrollTop; // the top of the root's content, scrolled or not
  const corner = root.querySelector(`:scope > .${LINK}`);
  const link = corner && corner.getClientRects().length ? corner.getBoundingClientRect() : null;
  /**
   * How far down the root's content a part between `left` and `right` may reach: above the link's corner if it
   * stands over it, else the screen's foot.
   * @param {number} left
   * @param {number} right
   */
  const floor = (left, right) =>
    link && left < link.right && right > link.left ? link.top - root.getBoundingClientRect().top : root.clientHeight;
  /** @param {number} zoom */
  const zoomTo = (zoom) => {
    body.style.zoom = String(zoom);
    const column = body.getBoundingClientRect();
    const room = floor(column.left, column.left + 1) - (column.top - top()); // the left column's
    body.style.setProperty(ROOM, `${Math.max(0, room / zoom).toFixed(1)}px`);
  };
  /** @param {number} zoom */
  const fits = (zoom) => {
    zoomTo(zoom);
    return shown.every((child) => {
      const box = child.getBoundingClientRect();
      return box.bottom - top() <= floor(box.left, box.right);
    }) && body.scrollWidth <= body.clientWidth + 1;
  };
  const now = Number(body.style.zoom) || 0;
  const least = Math.min(FIT.most, Math.max(FIT.least, legible(root, shown)));
  if (steady && now >= least && fits(now)) return;
  let [low, high] = [least, steady && now >= least ? now : FIT.most];
  if (fits(high)) low = high;
  for (let i = 0; i < FIT.tries && low < high; i++) {
    const middle = (low + high) / 2;
    if (fits(middle)) low = middle;
    else high = middle;
  }
  zoomTo(Math.max(Math.floor(low * 100), Math.ceil(least * 100)) / 100);
  root.scrollTop = 0;
}

/**
 * The least zoom at which the step's sentence and the table's cards are LEGIBLE, from their sizes as the style
 * sheet sets them; the form's cards (a calculator's pile to pick) need not be.
 * @param {HTMLElement} root
 * @param {Element[]} shown what of the body the screen holds
 * @returns {number}
 */
function legible(root, shown) {
  const parts = shown.filter((child) => !child.matches(".ma-controls, .ma-predict-toggle"));
  let least = 0;
  for (const [selector, share] of Object.entries(LEGIBLE)) {
    const found = parts.map((part) => (part.matches(selector) ? part : part.querySelector(selector))).find(Boolean);
    if (found) least = Math.max(least, (share * root.clientHeight) / parseFloat(getComputedStyle(found).fontSize));
  }
  return least;
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
