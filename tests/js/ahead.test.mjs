// Asking ahead (widgets/assets/host/ahead.mjs): which press follows which, and an answer held for exactly its message.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { FOLLOWING_STEP, heldReply, holdAnswer, nextPress } from "../../widgets/assets/host/ahead.mjs";

const STATE = { game: "farmer", kind: "steps", seed: 42, players: 5, step: 3 };

/** A message as the host builds it (message.mjs, messageOf): the state first, then the press. */
const message = (fields, state = STATE) => ({ state, ...fields });

/** A stand-in for the worker: records each message asked, and answers each with a promise of its own. */
function engine() {
  const asked = [];
  const ask = (sent) => {
    asked.push(sent);
    return Promise.resolve({ type: "response", id: asked.length, response: { ok: true, html: "", state: sent.state } });
  };
  return { asked, ask };
}

describe("nextPress: the press likely to follow the one just shown", () => {
  const follows = [
    ["next", "next"],
    ["first", "next"],
    ["previous", "previous"],
    ["last", "previous"],
  ];
  for (const [shown, next] of follows) {
    test(`a step to ${shown} is followed by a step to ${next}`, () => {
      assert.deepEqual(nextPress({ action: "step", value: shown }), { action: "step", value: next });
    });
  }

  test("FOLLOWING_STEP holds those four and no other", () => {
    assert.deepEqual([...FOLLOWING_STEP], follows);
  });

  test("a new deal is followed by another new deal, with no value", () => {
    assert.deepEqual(nextPress({ action: "new-deal" }), { action: "new-deal" });
  });

  test("a step to a numbered step has none", () => {
    assert.equal(nextPress({ action: "step", value: "3" }), null);
    assert.equal(nextPress({ action: "step" }), null);
  });

  test("other actions, and a shared link's restore, have none", () => {
    for (const fields of [
      { action: "players", value: "4" },
      { action: "answer", value: "choice-1" },
      { action: "apply", value: { seed: "7" } },
      { action: "predict", value: "1" },
      { action: "again" },
      { fragment: "seed=42&step=3" },
    ]) {
      assert.equal(nextPress(fields), null, JSON.stringify(fields));
    }
  });
});

describe("holdAnswer and heldReply: an answer held for exactly its message", () => {
  test("the answer held is the one found for its message, with no second request", () => {
    const ahead = new WeakMap();
    const root = {};
    const { asked, ask } = engine();
    holdAnswer(ahead, root, message({ action: "step", value: "next" }), ask);
    assert.equal(asked.length, 1);
    const held = ahead.get(root).reply;
    assert.equal(heldReply(ahead, root, message({ action: "step", value: "next" })), held);
    assert.equal(asked.length, 1);
  });

  test("the same message held twice is asked once", () => {
    const ahead = new WeakMap();
    const root = {};
    const { asked, ask } = engine();
    holdAnswer(ahead, root, message({ action: "step", value: "next" }), ask);
    const held = ahead.get(root).reply;
    holdAnswer(ahead, root, message({ action: "step", value: "next" }), ask);
    assert.equal(asked.length, 1);
    assert.equal(ahead.get(root).reply, held);
  });

  test("another message replaces the one held, and is asked", () => {
    const ahead = new WeakMap();
    const root = {};
    const { asked, ask } = engine();
    holdAnswer(ahead, root, message({ action: "step", value: "next" }), ask);
    holdAnswer(ahead, root, message({ action: "step", value: "previous" }), ask);
    assert.deepEqual(asked.map((sent) => sent.value), ["next", "previous"]);
    assert.equal(heldReply(ahead, root, message({ action: "step", value: "next" })), null);
  });

  test("a message that differs in its value, its action or its state finds nothing", () => {
    for (const other of [
      message({ action: "step", value: "previous" }),
      message({ action: "new-deal" }),
      message({ action: "step", value: "next" }, { ...STATE, step: 4 }),
      message({ action: "step", value: "next" }, null),
    ]) {
      const ahead = new WeakMap();
      const root = {};
      holdAnswer(ahead, root, message({ action: "step", value: "next" }), engine().ask);
      assert.equal(heldReply(ahead, root, other), null, JSON.stringify(other));
    }
  });

  test("a held answer is dropped once looked for, found or not", () => {
    const ahead = new WeakMap();
    const root = {};
    const { ask } = engine();
    holdAnswer(ahead, root, message({ action: "step", value: "next" }), ask);
    assert.equal(heldReply(ahead, root, message({ action: "new-deal" })), null);
    assert.equal(ahead.has(root), false);
    assert.equal(heldReply(ahead, root, message({ action: "step", value: "next" })), null);

    holdAnswer(ahead, root, message({ action: "step", value: "next" }), ask);
    assert.notEqual(heldReply(ahead, root, message({ action: "step", value: "next" })), null);
    assert.equal(heldReply(ahead, root, message({ action: "step", value: "next" })), null);
  });

  test("nothing held, nothing found", () => {
    assert.equal(heldReply(new WeakMap(), {}, message({ action: "step", value: "next" })), null);
  });

  test("each widget holds its own answer", () => {
    const ahead = new WeakMap();
    const [first, second] = [{}, {}];
    const { asked, ask } = engine();
    holdAnswer(ahead, first, message({ action: "step", value: "next" }), ask);
    holdAnswer(ahead, second, message({ action: "step", value: "next" }), ask);
    assert.equal(asked.length, 2);
    assert.equal(heldReply(ahead, second, message({ action: "new-deal" })), null);
    assert.notEqual(heldReply(ahead, first, message({ action: "step", value: "next" })), null);
  });

  test("the reply found is the engine's answer to that message", async () => {
    const ahead = new WeakMap();
    const root = {};
    holdAnswer(ahead, root, message({ action: "step", value: "next" }), engine().ask);
    const reply = await heldReply(ahead, root, message({ action: "step", value: "next" }));
    assert.deepEqual(reply.response.state, STATE);
  });
});
