// The page's address: each widget that left the state its page built it with writes its part of the fragment
// (fragment.mjs reads and writes the text), and a link opens on the widget it names first, in the content tab that
// holds it.

import { linkOf, linkParts, comparable } from "./fragment.mjs";
import { readState } from "./message.mjs";
import { roots, runtime } from "./runtime.mjs";

/**
 * The state the page was built with, as JSON in a form that compares: a widget back at it leaves the link.
 * @param {HTMLElement} root
 */
export function rememberDefault(root) {
  runtime.defaults.set(root, comparable(readState(root)));
}

/**
 * The link part of a widget whose state left its default is its fragment; a widget back at its default leaves the
 * link, which then names every other widget that left it, in page order (at most MAX_PARTS parts).
 * @param {HTMLElement} root
 * @param {string} fragment
 */
export function writeFragment(root, fragment) {
  if (comparable(readState(root)) === runtime.defaults.get(root)) runtime.linked.delete(root);
  else runtime.linked.set(root, fragment);
  const hash = linkHash(null);
  const url = new URL(location.href);
  if (hash === "" && linkParts(url.hash.slice(1)).length === 0) return; // a rule's anchor stays
  url.hash = hash;
  if (url.href !== location.href) history.replaceState(history.state, "", url.href); // no scroll, no hashchange
}

/**
 * The fragment naming every widget that left its default, `first` (a widget, or null) leading even at its default
 * (an empty state: the widget as built), so that the link opens on it.
 * @param {HTMLElement | null} first
 * @returns {string}
 */
export function linkHash(first) {
  /** @type {Array<[string, string]>} */
  const parts = [];
  /** @param {HTMLElement} root */
  const id = (root) => /** @type {string} */ (root.dataset.widget);
  if (first) parts.push([id(first), runtime.linked.get(first) || ""]);
  for (const root of roots()) {
    const fragment = runtime.linked.get(root);
    if (root !== first && fragment !== undefined) parts.push([id(root), fragment]);
  }
  return linkOf(parts);
}

/**
 * The page's address with every widget's state, this widget's first: the link "Copy link" copies and the present
 * view shows as a QR code.
 * @param {HTMLElement} root
 * @returns {URL}
 */
export function widgetLink(root) {
  const url = new URL(location.href);
  url.hash = linkHash(root);
  return url;
}

// A link opens on the widget its first part names.
export function scrollToLinked() {
  const [first] = linkParts(location.hash.slice(1));
  const root = first && roots().find((each) => each.dataset.widget === first[0]);
  if (root) scrollToWidget(root);
}

/**
 * Scrolls the page to the widget's top, below Material's header.
 * @param {Element} root
 */
export function scrollToWidget(root) {
  const header = document.querySelector(".md-header");
  const offset = header ? header.getBoundingClientRect().height + 8 : 8;
  window.scrollTo({ top: Math.max(root.getBoundingClientRect().top + window.scrollY - offset, 0) });
}

/**
 * A widget in a content tab that is not chosen (Ferme's 1800 edition) is hidden: a shared link to it chooses the
 * tab that holds it, and each tab around that one, so that the link opens on the widget it names.
 * @param {Element} root
 */
export function openTabsOf(root) {
  /** @param {Element} element */
  const parent = (element) => /** @type {Element} */ (element.parentElement);
  for (let block = root.closest(".tabbed-block"); block; block = parent(block).closest(".tabbed-block")) {
    const set = block.closest(".tabbed-set");
    if (!set || parent(block).parentElement !== set) return;
    const inputs = /** @type {NodeListOf<HTMLInputElement>} */ (set.querySelectorAll(":scope > input"));
    const input = inputs[[...parent(block).children].indexOf(block)];
    if (input && !input.checked) {
      input.checked = true;
      input.dispatchEvent(new Event("change", { bubbles: true })); // Material follows the chosen tab's label
    }
  }
}
