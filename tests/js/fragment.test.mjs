// The URL fragment (widgets/assets/host/fragment.mjs): a link's parts read and written, and their bounds.
import assert from "node:assert/strict";
import { afterEach, describe, test } from "node:test";

import { MAX_PARTS, comparable, fragmentFor, linkOf, linkParts, movedTo } from "../../widgets/assets/host/fragment.mjs";

/** A widget's root as fragmentFor reads it: its id in data-widget. */
const widget = (id) => ({ dataset: { widget: id } });

describe("linkParts reads a link", () => {
  test("one part: the widget's id and its state", () => {
    assert.deepEqual(linkParts("farmer-deal:seed=42&players=5"), [["farmer-deal", "seed=42&players=5"]]);
  });

  test("several parts, in the link's order", () => {
    assert.deepEqual(linkParts("b:step=3;a:seed=1"), [["b", "step=3"], ["a", "seed=1"]]);
  });

  test("the state is everything after the first colon, and may be empty", () => {
    assert.deepEqual(linkParts("a:x:y"), [["a", "x:y"]]);
    assert.deepEqual(linkParts("a:"), [["a", ""]]);
  });

  test("an id is percent-decoded", () => {
    assert.deepEqual(linkParts("farmer%20deal%3Bb:seed=1"), [["farmer deal;b", "seed=1"]]);
  });

  test("a fragment that is no widget's (a rule's anchor, an empty one) has no part", () => {
    assert.deepEqual(linkParts(""), []);
    assert.deepEqual(linkParts("farmer.win.sixteen"), []);
  });

  test("a part with no id, or no colon, is left out and the others kept", () => {
    assert.deepEqual(linkParts(":seed=1;a:seed=2;plain;;b:seed=3"), [["a", "seed=2"], ["b", "seed=3"]]);
  });

  test("a part whose id is not percent-encoded text is left out", () => {
    assert.deepEqual(linkParts("%E0%A4%A:seed=1;a:seed=2"), [["a", "seed=2"]]);
    assert.deepEqual(linkParts("%:seed=1"), []);
  });

  test(`a link is read up to its ${MAX_PARTS}th part`, () => {
    const hash = Array.from({ length: MAX_PARTS + 4 }, (_, i) => `w${i}:step=${i}`).join(";");
    const parts = linkParts(hash);
    assert.equal(parts.length, MAX_PARTS);
    assert.deepEqual(parts.at(-1), [`w${MAX_PARTS - 1}`, `step=${MAX_PARTS - 1}`]);
  });

  test("the parts past the bound count even when malformed", () => {
    const hash = [...Array(MAX_PARTS).fill("plain"), "a:seed=1"].join(";");
    assert.deepEqual(linkParts(hash), []);
  });
});

describe("linkOf writes a link", () => {
  test("parts joined by ';', each id percent-encoded", () => {
    assert.equal(linkOf([["farmer-deal", "seed=42"], ["a b;c:d", "step=2"]]), "farmer-deal:seed=42;a%20b%3Bc%3Ad:step=2");
  });

  test("no part, no fragment", () => {
    assert.equal(linkOf([]), "");
  });

  test("a widget at its default has an empty state", () => {
    assert.equal(linkOf([["a", ""], ["b", "seed=1"]]), "a:;b:seed=1");
  });

  test(`at most ${MAX_PARTS} parts, the first ones`, () => {
    const parts = Array.from({ length: MAX_PARTS + 3 }, (_, i) => [`w${i}`, `seed=${i}`]);
    const written = linkOf(parts);
    assert.equal(written.split(";").length, MAX_PARTS);
    assert.ok(written.startsWith("w0:seed=0;w1:seed=1;"));
    assert.ok(!written.includes(`w${MAX_PARTS}:`));
  });
});

describe("a link written is read back", () => {
  const cases = {
    "one widget": [["farmer-deal", "game=farmer&seed=42&players=5&step=3"]],
    "several widgets": [["a", "seed=1"], ["b", ""], ["c", "decisions=1%2C2%3B3"]],
    "ids that need encoding": [["é widget", "seed=1"], ["a;b", "seed=2"], ["c:d", "seed=3"], ["100%", "seed=4"]],
    "the most parts a link holds": Array.from({ length: MAX_PARTS }, (_, i) => [`w${i}`, `step=${i}`]),
  };
  for (const [name, parts] of Object.entries(cases)) {
    test(name, () => {
      assert.deepEqual(linkParts(linkOf(parts)), parts);
    });
  }

  test("more parts than a link holds: the first ones come back", () => {
    const parts = Array.from({ length: MAX_PARTS + 2 }, (_, i) => [`w${i}`, `step=${i}`]);
    assert.deepEqual(linkParts(linkOf(parts)), parts.slice(0, MAX_PARTS));
  });
});

describe("fragmentFor finds a widget's state in a link", () => {
  afterEach(() => {
    delete globalThis.location;
  });

  test("the state of the part naming the widget", () => {
    assert.equal(fragmentFor(widget("b"), "a:seed=1;b:step=2"), "step=2");
  });

  test("null where no part names it, or the fragment is no widget's", () => {
    assert.equal(fragmentFor(widget("c"), "a:seed=1;b:step=2"), null);
    assert.equal(fragmentFor(widget("a"), "rules"), null);
  });

  test("an empty state is a state: the widget as built", () => {
    assert.equal(fragmentFor(widget("a"), "a:;b:step=2"), "");
  });

  test("the first part naming it, where two do", () => {
    assert.equal(fragmentFor(widget("a"), "a:seed=1;a:seed=2"), "seed=1");
  });

  test("by default, the page's fragment", () => {
    globalThis.location = { hash: "#farmer-deal:seed=7" };
    assert.equal(fragmentFor(widget("farmer-deal")), "seed=7");
    globalThis.location = { hash: "" };
    assert.equal(fragmentFor(widget("farmer-deal")), null);
  });
});

describe("comparable", () => {
  test("a state and its copy read back from data-state compare equal", () => {
    const state = { game: "farmer", kind: "steps", seed: 42, players: 5, step: 3 };
    assert.equal(comparable(JSON.parse(JSON.stringify(state))), comparable(state));
  });

  test("another state does not", () => {
    assert.notEqual(comparable({ game: "farmer", step: 3 }), comparable({ game: "farmer", step: 4 }));
  });

  test("no state is null", () => {
    assert.equal(comparable(null), "null");
  });
});

describe("movedTo sends a link on to the page its widgets moved to", () => {
  const moves = [{ ids: ["judge", "chances"], href: "../in-depth/" }];

  test("a link naming only moved widgets goes to their page", () => {
    assert.equal(movedTo("judge:seed=3", moves, new Set(["play"])), "../in-depth/");
    assert.equal(movedTo("judge:seed=3;chances:cards=KS", moves, new Set(["play"])), "../in-depth/");
  });

  test("a link naming the page's own widgets, a rule's anchor or nothing stays", () => {
    assert.equal(movedTo("play:seed=3", moves, new Set(["play"])), null);
    assert.equal(movedTo("french-tarot.count.oudlers", moves, new Set(["play"])), null);
    assert.equal(movedTo("", moves, new Set(["play"])), null);
  });

  test("a link naming a widget that moved nowhere known stays", () => {
    assert.equal(movedTo("judge:seed=3;elsewhere:x=1", moves, new Set(["play"])), null);
    assert.equal(movedTo("judge:seed=3", [], new Set(["play"])), null);
  });
});
