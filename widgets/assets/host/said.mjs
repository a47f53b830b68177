// The step said aloud: each widget's polite live region, which says the sentence of the step shown after a step, so
// that a reader who steps with a screen reader hears each new step.

import { BODY, SAID } from "./selectors.mjs";

/**
 * The widget's polite live region, made once when it mounts: it lies outside the body, which each answer replaces,
 * because a screen reader reads the changes of a region it already knows, not a region born with its text.
 * @param {Element} root
 * @returns {Element}
 */
export function sayingRegion(root) {
  let region = root.querySelector(`:scope > ${SAID}`);
  if (!region) {
    region = document.createElement("p");
    region.className = `ma-sr ${SAID.slice(1)}`;
    region.setAttribute("aria-live", "polite");
    region.setAttribute("aria-atomic", "true");
    root.append(region);
  }
  return region;
}

/**
 * After a step action, the region says the sentence of the step now shown, so that a screen reader hears it; in the
 * predict mode, what the body marks data-say comes first: the question asked, or the verdict on the answer.
 * @param {Element} root
 */
export function sayStep(root) {
  const said = [...root.querySelectorAll(`${BODY} [data-say], ${BODY} .ma-step__text`)];
  if (said.length) sayingRegion(root).textContent = said.map((part) => part.textContent.trim()).join(" ");
}
