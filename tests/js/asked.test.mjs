// A question of the predict mode kept asked (widgets/assets/host/asked.mjs): which question a widget shows and since
// when, and which Next comes too soon to show its answer.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import { GRACE_MS, askedSince, revealsTooSoon } from "../../widgets/assets/host/asked.mjs";

const NEXT = { action: "step", value: "next" };

describe("askedSince: the question a widget shows, and since when", () => {
  test("a view that asks nothing holds no question", () => {
    assert.equal(askedSince(null, null, 100), null);
    assert.equal(askedSince({ step: 8, at: 50 }, null, 100), null);
  });

  test("a question newly shown is asked now", () => {
    assert.deepEqual(askedSince(null, 9, 100), { step: 9, at: 100 });
  });

  test("the same step's question, half answered or refused, keeps the time it was first asked", () => {
    const before = { step: 9, at: 100 };
    assert.equal(askedSince(before, 9, 900), before);
  });

  test("another step's question, one step back, is asked anew", () => {
    assert.deepEqual(askedSince({ step: 9, at: 100 }, 8, 900), { step: 8, at: 900 });
  });
});

describe("revealsTooSoon: a Next meant for the step before a question", () => {
  const asked = { step: 9, at: 1000 };

  test("the second press of a double-click, queued before the question appeared, is dropped", () => {
    assert.equal(revealsTooSoon(NEXT, 990, asked), true);
  });

  test("a press just after the question appeared, within the grace, is dropped", () => {
    assert.equal(revealsTooSoon(NEXT, 1000, asked), true);
    assert.equal(revealsTooSoon(NEXT, 1000 + GRACE_MS - 1, asked), true);
  });

  test("a Next pressed once the grace is over shows the answer, as the mode offers", () => {
    assert.equal(revealsTooSoon(NEXT, 1000 + GRACE_MS, asked), false);
  });

  test("with no question shown, or for any other press, nothing is dropped", () => {
    assert.equal(revealsTooSoon(NEXT, 990, null), false);
    for (const fields of [{ action: "step", value: "previous" }, { action: "step", value: "last" },
      { action: "answer", value: "choice-1" }, { action: "again", value: "1" }, { fragment: "step=9" }]) {
      assert.equal(revealsTooSoon(fields, 990, asked), false, JSON.stringify(fields));
    }
  });

  test("the grace covers a double-click, and is short beside the time it takes to read a question", () => {
    assert.ok(GRACE_MS >= 300 && GRACE_MS <= 600, `GRACE_MS is ${GRACE_MS}`);
  });
});
