// The widget's tools, between its status line and its body: the present view's button, "Copy link", which copies
// the page's address with every widget's state, and, on a widget a link opened that has moved on from the link's
// state, the way back to it: a class that has stepped, answered or dealt again gets the lesson's step back as the
// link gave it, with its question asked anew.

import { ROOT, STATUS, TOOLS } from "./selectors.mjs";
import { guard, runtime } from "./runtime.mjs";
import { widgetLink } from "./links.mjs";
import { comparable } from "./fragment.mjs";
import { readState } from "./message.mjs";
import { PRESENT_WORDS, leavePresent, present } from "./present.mjs";
import { say } from "./words.mjs";

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
  tools.setAttribute("aria-label", say("Present and share this widget, or go back to its link"));
  /**
   * @param {string} tool
   * @param {string} text
   */
  const button = (tool, text) => {
    const element = document.createElement("button");
    element.type = "button";
    element.dataset.tool = tool;
    element.textContent = say(text);
    return element;
  };
  const field = document.createElement("label");
  field.className = "ma-widget__link";
  field.hidden = true;
  const input = document.createElement("input");
  input.readOnly = true;
  input.type = "text";
  field.append(document.createTextNode(say("Link to copy ")), input);
  const said = document.createElement("span");
  said.className = "ma-widget__copied";
  said.setAttribute("role", "status");
  const back = button("back", "Back to where the link opened");
  back.hidden = true; // until the widget moves from its link's state (showWayBack)
  tools.append(button("present", PRESENT_WORDS.off), button("copy", "Copy link"), back, said, field);
  root.querySelector(`:scope > ${STATUS}`)?.after(tools);
  if (!root.querySelector(`:scope > ${TOOLS}`)) root.prepend(tools);
}

/**
 * Shows the way back to the link's state on a widget a link opened, once it has moved from that state; hides it
 * otherwise.
 * @param {HTMLElement} root
 */
export function showWayBack(root) {
  const back = /** @type {HTMLButtonElement | null} */ (root.querySelector(`${TOOLS} [data-tool="back"]`));
  const opened = runtime.opened.get(root);
  if (back) back.hidden = opened === undefined || comparable(readState(root)) === opened;
}

/**
 * A click on a widget's tool: presents the widget, leaves the present view, copies the link or goes back to the
 * link's state through `back` (the host's, handed in so that the tools import nothing that acts on a widget). Whether it
 * was one.
 * @param {MouseEvent} event
 * @param {(root: HTMLElement) => void} back
 * @returns {boolean}
 */
export function toolClick(event, back) {
  const target = /** @type {Element | null} */ (event.target);
  const control = /** @type {HTMLElement} */ (target && target.closest ? target.closest(`${TOOLS} [data-tool]`) : null);
  const root = control && /** @type {HTMLElement} */ (control.closest(ROOT));
  if (!root || !runtime.mounted.has(root)) return false;
  event.preventDefault();
  if (control.dataset.tool === "copy") copyLink(root);
  else if (control.dataset.tool === "back") back(root);
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
    said.textContent = say("Your browser did not let the page copy: the link is selected in the field, copy it from there.");
  };
  if (!navigator.clipboard || typeof navigator.clipboard.writeText !== "function") {
    fallback();
    return;
  }
  navigator.clipboard.writeText(url.href).then(
    () => {
      field.hidden = true;
      said.textContent = say("Link copied: it opens this page with every widget as it stands now.");
    },
    () => guard(fallback),
  );
}
