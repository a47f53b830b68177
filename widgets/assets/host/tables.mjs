// Tables the keyboard reaches: a table wider than the page scrolls sideways inside Material's wrapper, which takes
// the keyboard focus and says what it is, so that a reader without a mouse can scroll it too.

import { say } from "./words.mjs";

/**
 * Makes each wrapper a named region in the tab order, named after the heading it stands under (numbered when a
 * heading has several), since two regions of a page may not share a name.
 */
export function reachableTables() {
  /** @type {Map<string, number>} */
  const names = new Map();
  let heading = document.title;
  for (const node of document.querySelectorAll("article :is(h1, h2, h3, h4, h5, h6), .md-typeset__scrollwrap")) {
    if (!node.classList.contains("md-typeset__scrollwrap")) {
      heading = /** @type {string} */ (node.textContent).replace(/¶\s*$/, "").trim();
      continue;
    }
    const count = (names.get(heading) || 0) + 1;
    names.set(heading, count);
    if (node.hasAttribute("tabindex")) continue;
    node.setAttribute("tabindex", "0");
    node.setAttribute("role", "region");
    node.setAttribute("aria-label", say("Table {count}under “{heading}” (scrolls sideways)", { count: count > 1 ? `${count} ` : "", heading }));
  }
}
