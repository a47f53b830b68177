// The host's own words in the page's language (widgets/assets/host/words.mjs).
import { describe, it } from "node:test";
import assert from "node:assert/strict";

import { TRANSLATIONS, say } from "../../widgets/assets/host/words.mjs";

describe("say", () => {
  it("translates a text by its English on a French page, its values filled in", () => {
    assert.equal(say("Copy link", {}, "fr"), "Copier le lien");
    assert.equal(say(", step {step}", { step: 5 }, "fr"), ", étape 5");
  });

  it("keeps the English on an English page, and for a text it has no translation of", () => {
    assert.equal(say(", step {step}", { step: 5 }, null), ", step 5");
    assert.equal(say("Not a known text {x}", { x: 1 }, "fr"), "Not a known text 1");
  });

  it("gives every translation the values of its English text, and French typography", () => {
    const names = (/** @type {string} */ text) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [english, french] of Object.entries(TRANSLATIONS.fr)) {
      assert.deepEqual(names(french), names(english), english);
      assert.doesNotMatch(french, / [:;!?»]|« /, english);
    }
  });
});
