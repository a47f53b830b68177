// Bringing a widget's body to the new view's markup, keeping each node whose markup is the same: the control the
// reader pressed keeps its focus, and the browser restyles and lays out only what changed (a step changes the step's
// sentence, the table's cards and the list's current line, not the form).

// The elements whose value or choice the reader changes: replaced, never patched, when their markup changes.
const FIELDS = new Set(["INPUT", "SELECT", "TEXTAREA", "OPTION"]);

// What Material's focus-visible polyfill writes on the element focused from the keyboard: not the view's, so never
// a reason to replace that element, and kept on it.
const FOCUS_MARK = { attribute: "data-focus-visible-added", token: "focus-visible" };

/**
 * Makes the widget's body (`current`) hold the new view (`next`, parsed). Children are paired in order, those past
 * the shorter list removed or added; a form's field is replaced whole, so that it shows the new view's value.
 * @param {Element} current
 * @param {Element | DocumentFragment} next
 */
export function morph(current, next) {
  const old = [...current.childNodes];
  const fresh = [...next.childNodes];
  for (const gone of old.slice(fresh.length)) gone.remove();
  current.append(...fresh.slice(old.length));
  for (let i = 0; i < Math.min(old.length, fresh.length); i++) {
    const [was, now] = [old[i], fresh[i]];
    if (was.isEqualNode(now)) continue;
    if (isElement(was) && isElement(now) && sameShape(was, now)) {
      copyValues(was, now);
      morph(was, now);
    } else if (isText(was) && isText(now)) {
      was.data = now.data;
    } else {
      current.replaceChild(now, was);
    }
  }
}

/**
 * @param {Node} node
 * @returns {node is Element}
 */
function isElement(node) {
  return node.nodeType === Node.ELEMENT_NODE;
}

/**
 * @param {Node} node
 * @returns {node is Text}
 */
function isText(node) {
  return node.nodeType === Node.TEXT_NODE;
}

/**
 * The names of an element's attributes that the view wrote, in order (those of the focus mark left out).
 * @param {Element} element
 * @returns {string[]}
 */
function viewNames(element) {
  const names = [];
  for (const { name, value } of element.attributes) {
    if (name === FOCUS_MARK.attribute) continue;
    if (name === "class" && value.split(" ").every((token) => !token || token === FOCUS_MARK.token)) continue;
    names.push(name);
  }
  return names;
}

/**
 * Whether `was` can be patched into `now`: the same tag, no field, and the view's attributes in the same order (a
 * control that becomes disabled, or a <details> the reader opened, is replaced, so that the page's markup is always
 * the view's, attribute for attribute).
 * @param {Element} was
 * @param {Element} now
 * @returns {boolean}
 */
function sameShape(was, now) {
  if (was.tagName !== now.tagName || FIELDS.has(was.tagName)) return false;
  const [before, after] = [viewNames(was), viewNames(now)];
  return before.length === after.length && before.every((name, i) => name === after[i]);
}

/**
 * The attributes' values of `now` on `was`, of the same shape: the focus mark kept on the element that has it, and
 * what the polyfill leaves behind once the focus has gone (an empty class) taken away.
 * @param {Element} was
 * @param {Element} now
 */
function copyValues(was, now) {
  const marked = was.classList.contains(FOCUS_MARK.token);
  for (const { name, value } of now.attributes) {
    const wanted = name === "class" && marked ? `${value} ${FOCUS_MARK.token}` : value;
    if (was.getAttribute(name) !== wanted) was.setAttribute(name, wanted);
  }
  if (!now.hasAttribute("class")) {
    if (marked) was.setAttribute("class", FOCUS_MARK.token);
    else was.removeAttribute("class");
  }
  if (!marked) was.removeAttribute(FOCUS_MARK.attribute);
}
