// The widget's tools, between its status line and its body: the present view's button and "Copy link", which copies
// the page's address with every widget's state.

import { ROOT, STATUS, TOOLS } from "./selectors.mjs";
import { guard, runtime } from "./runtime.mjs";
import { widgetLink } from "./links.mjs";
import { PRESENT_WORDS, leavePresent, present } from "./present.mjs";

/**
 * The tools stand between the status line and the body, which each answer replaces; made once per widget.
 * @param {HTMLElement} root
 */
export function widgetTools(root) {
  if (!root.hasAttribute("tabindex")) root.setAttribute("tabindex", "-1"); // the skip link's target
  if (root.querySelector(`:scope > ${TOOLS}`)) return;
  const tools = document.createElement("div");
  tools.className = TOOLS.slice(1);
  tools.setAttribute("role", "group");
  tools.setAttribute("aria-label", "Present and share this widget");
  /**
   * @param {string} tool
   * @param {string} text
   */
  const button = (tool, text) => {
    const element = document.createElement("button");
    element.type = "button";
    element.dataset.tool = tool;
    element.textContent = text;
    return element;
  };
  const field = document.createElement("label");
  field.className = "ma-widget__link";
  field.hidden = true;
  const input = document.createElement("input");
  input.readOnly = true;
  input.type = "text";
  field.append(document.createTextNode("Link to copy "), input);
  const said = document.createElement("span");
  said.className = "ma-widget__copied";
  said.setAttribute("role", "status");
  tools.append(button("present", PRESENT_WORDS.off), button("copy", "Copy link"), said, field);
  root.querySelector(`:scope > ${STATUS}`)?.after(tools);
  if (!root.querySelector(`:scope > ${TOOLS}`)) root.prepend(tools);
}

/**
 * A click on a widget's tool: presents the widget, leaves the present view or copies the link. Whether it was one.
 * @param {MouseEvent} event
 * @returns {boolean}
 */
export function toolClick(event) {
  const target = /** @type {Element | null} */ (event.target);
  const control = /** @type {HTMLElement} */ (target && target.closest ? target.closest(`${TOOLS} [data-tool]`) : null);
  const root = control && /** @type {HTMLElement} */ (control.closest(ROOT));
  if (!root || !runtime.mounted.has(root)) return false;
  event.preventDefault();
  if (control.dataset.tool === "copy") copyLink(root);
  else if (root === runtime.presenting) leavePresent();
  else present(root);
  return true;
}

/**
 * The page's address with every widget's state, this widget's first: it opens the page as the reader left it, on
 * this widget. The Clipboard API copies it; where it is missing or refused, the link shows in a field, selected.
 * @param {HTMLElement} root
 */
function copyLink(root) {
  const url = widgetLink(root);
  const said = /** @type {HTMLElement} */ (root.querySelector(`${TOOLS} .ma-widget__copied`));
  const field = /** @type {HTMLLabelElement} */ (root.querySelector(`${TOOLS} .ma-widget__link`));
  const input = /** @type {HTMLInputElement} */ (field.querySelector("input"));
  const fallback = () => {
    input.value = url.href;
    field.hidden = false;
    input.focus();
    input.select();
    said.textContent = "Your browser did not let the page copy: the link is selected in the field, copy it from there.";
  };
  if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") {
    fallback();
    return;
  }
  navigator.clipboard.writeText(url.href).then(
    () => {
      field.hidden = true;
      said.textContent = "Link copied: it opens this page with every widget as it stands now.";
    },
    () => guard(fallback),
  );
}
