// Which keys step a widget (widgets/assets/host/keys.mjs): the arrow keys, Home and End, and in the present view a
// clicker's Page Up, Page Down and space.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { PRESENT_KEYS, STEP_KEYS, isField, keyStep, steps } from "../../widgets/assets/host/keys.mjs";

const STEP_BUTTONS = '.ma-widget__body [data-action="step"]';

/** A stand-in for an element, matching a selector by tag name alone (enough for the selectors of keys.mjs). */
function element(tag, { editable = false } = {}) {
  const self = {
    isContentEditable: editable,
    matches: (selector) => selector.split(",").some((part) => part.trim().split(":")[0] === tag),
    closest: (selector) => (self.matches(selector) ? self : null),
  };
  return self;
}

/** A widget's root of a kind, showing its step buttons or not. */
function widget(kind, { buttons = true } = {}) {
  return { dataset: { kind }, querySelector: (selector) => (buttons && selector === STEP_BUTTONS ? element("button") : null) };
}

/** A key pressed with the focus on `target` (a button of the widget by default). */
const press = (key, { target = element("button"), shiftKey = false } = {}) => ({ key, shiftKey, target });

describe("the keys", () => {
  test("the arrow keys, Home and End step in every widget that steps", () => {
    assert.deepEqual(STEP_KEYS, { ArrowLeft: "previous", ArrowRight: "next", Home: "first", End: "last" });
  });

  test("the present view adds a clicker's Page Up, Page Down and space", () => {
    assert.deepEqual(PRESENT_KEYS, { ...STEP_KEYS, PageUp: "previous", PageDown: "next", " ": "next" });
  });
});

describe("steps: the widgets that step with their keys", () => {
  for (const kind of ["steps", "play", "calculator", "scenario"]) {
    test(`a ${kind} widget showing its step buttons`, () => {
      assert.equal(steps(widget(kind)), true);
    });
  }

  test("a scenario still to settle shows no step buttons", () => {
    assert.equal(steps(widget("scenario", { buttons: false })), false);
  });

  test("a deal never steps", () => {
    assert.equal(steps(widget("deal")), false);
  });
});

describe("isField", () => {
  test("what the reader types in or chooses in", () => {
    for (const tag of ["input", "select", "textarea"]) assert.equal(isField(element(tag)), true, tag);
  });

  test("not a button or a link", () => {
    for (const tag of ["button", "a"]) assert.equal(isField(element(tag)), false, tag);
  });
});

describe("keyStep: the step a key asks of a widget", () => {
  test("each key of the keys given, its step", () => {
    for (const keys of [STEP_KEYS, PRESENT_KEYS]) {
      for (const [key, step] of Object.entries(keys)) {
        const target = key === " " ? element("div") : element("button");
        assert.equal(keyStep(widget("steps"), press(key, { target }), keys), step, JSON.stringify(key));
      }
    }
  });

  test("the present view's own keys step only there", () => {
    for (const key of ["PageUp", "PageDown", " "]) {
      assert.equal(keyStep(widget("steps"), press(key, { target: element("div") }), STEP_KEYS), null, key);
    }
  });

  test("other keys step nothing", () => {
    for (const key of ["Enter", "Escape", "ArrowUp", "Tab", "a"]) {
      assert.equal(keyStep(widget("steps"), press(key), PRESENT_KEYS), null, key);
    }
  });

  test("nothing with Shift held", () => {
    assert.equal(keyStep(widget("steps"), press("ArrowRight", { shiftKey: true }), STEP_KEYS), null);
  });

  test("nothing in a widget that does not step", () => {
    assert.equal(keyStep(widget("deal"), press("ArrowRight"), STEP_KEYS), null);
    assert.equal(keyStep(widget("scenario", { buttons: false }), press("ArrowRight"), STEP_KEYS), null);
  });

  test("nothing while the focus is in a field, or in editable text", () => {
    for (const target of [element("input"), element("select"), element("textarea"), element("div", { editable: true })]) {
      assert.equal(keyStep(widget("steps"), press("ArrowLeft", { target }), STEP_KEYS), null);
      assert.equal(keyStep(widget("steps"), press("PageDown", { target }), PRESENT_KEYS), null);
    }
  });

  test("a space on a button, a link or a summary presses it, as anywhere", () => {
    for (const tag of ["button", "a", "summary"]) {
      assert.equal(keyStep(widget("play"), press(" ", { target: element(tag) }), PRESENT_KEYS), null, tag);
    }
  });

  test("a space elsewhere in the presented widget steps it", () => {
    assert.equal(keyStep(widget("play"), press(" ", { target: element("div") }), PRESENT_KEYS), "next");
  });
});
