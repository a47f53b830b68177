// What the host posts (widgets/assets/host/message.mjs): a request's fields, and the state they are sent with.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { fieldsOf, messageOf, pageLanguage, readState } from "../../widgets/assets/host/message.mjs";

/** A widget's root as readState reads it: its data-state attribute, or none. */
const widget = (state) => ({ getAttribute: (name) => (name === "data-state" && state !== undefined ? state : null) });

describe("fieldsOf", () => {
  test("the action and its value", () => {
    assert.deepEqual(fieldsOf("step", "next"), { action: "step", value: "next" });
  });

  test("no value where there is none", () => {
    assert.deepEqual(fieldsOf("new-deal", null), { action: "new-deal" });
    assert.deepEqual(fieldsOf("new-deal"), { action: "new-deal" });
    assert.ok(!("value" in fieldsOf("new-deal", null)));
  });

  test("an empty value, and a form's fields, are values", () => {
    assert.deepEqual(fieldsOf("players", ""), { action: "players", value: "" });
    assert.deepEqual(fieldsOf("apply", { seed: "7" }), { action: "apply", value: { seed: "7" } });
  });
});

describe("readState", () => {
  test("the widget's data-state, parsed", () => {
    assert.deepEqual(readState(widget('{"game": "farmer", "seed": 42}')), { game: "farmer", seed: 42 });
  });

  test("null where it has none, or none that parses", () => {
    assert.equal(readState(widget(undefined)), null);
    assert.equal(readState(widget("")), null);
    assert.equal(readState(widget("{not json")), null);
  });
});

describe("messageOf", () => {
  test("the state now, then the press's fields", () => {
    const sent = messageOf(widget('{"seed": 42}'), { action: "step", value: "next" });
    assert.deepEqual(sent, { state: { seed: 42 }, action: "step", value: "next" });
    assert.deepEqual(Object.keys(sent), ["state", "action", "value"]);
  });

  test("a shared link's fragment", () => {
    assert.deepEqual(messageOf(widget('{"seed": 42}'), { fragment: "seed=7" }), { state: { seed: 42 }, fragment: "seed=7" });
  });
});

describe("pageLanguage", () => {
  /** A widget's root on a page whose <html> names `lang`. */
  const on = (lang) => ({ ...widget('{"seed": 42}'), ownerDocument: { documentElement: { lang } } });

  test("the page's primary language, where it is not English", () => {
    assert.equal(pageLanguage(on("fr")), "fr");
    assert.equal(pageLanguage(on("fr-CA")), "fr");
    assert.equal(pageLanguage(on("en")), null);
    assert.equal(pageLanguage(on("en-GB")), null);
    assert.equal(pageLanguage(on("")), null);
    assert.equal(pageLanguage(widget("{}")), null);
  });

  test("a message from a French page names its language, after the press", () => {
    const sent = messageOf(on("fr"), { action: "step", value: "next" });
    assert.deepEqual(sent, { state: { seed: 42 }, action: "step", value: "next", lang: "fr" });
    assert.deepEqual(messageOf(on("en"), { fragment: "seed=7" }), { state: { seed: 42 }, fragment: "seed=7" });
  });
});
