// The skip link to the first widget: on a page with widgets, a second skip link after Material's "Skip to content",
// so that Tab, Tab and Enter reach the first widget.

import { roots } from "./runtime.mjs";
import { openTabsOf, scrollToWidget } from "./links.mjs";
import { say } from "./words.mjs";

const SKIP = "ma-skip-widget";

/**
 * Adds the link to the first widget (`first`), or takes it away from a page without widgets. Material redraws its
 * skip area on each page of instant navigation; a page without widgets has none of ours.
 * @param {HTMLElement | null} first
 */
export function skipLink(first) {
  const area = document.querySelector('[data-md-component="skip"]');
  const link = document.getElementById(SKIP);
  if (!first || !area) {
    link?.remove();
    return;
  }
  const ours = /** @type {HTMLAnchorElement} */ (link || document.createElement("a"));
  ours.id = SKIP;
  ours.className = "md-skip";
  ours.href = `#${encodeURIComponent(first.id)}`;
  ours.textContent = say("Skip to the first live widget");
  if (ours.parentElement !== area) area.append(ours);
}

/**
 * The link (a click, or Enter, which clicks it) focuses the widget itself, not its fragment, which would drop every
 * widget's state from the address; it chooses the content tab that holds the widget.
 * @param {MouseEvent} event
 */
export function skipClick(event) {
  const target = /** @type {Element | null} */ (event.target);
  if (!target || !target.closest || !target.closest(`#${SKIP}`)) return;
  event.preventDefault();
  event.stopPropagation(); // instant navigation would follow the fragment
  skipToWidget();
}

function skipToWidget() {
  const root = roots()[0];
  if (!root) return;
  openTabsOf(root);
  scrollToWidget(root);
  root.focus({ preventScroll: true });
}
