// The QR encoder (widgets/assets/host/qr.mjs) against ISO/IEC 18004's tables and published examples: the
// Reed-Solomon codewords, the format and version information, the capacities and alignment patterns, the codewords
// of byte mode, the function patterns of a symbol, and its mask, the one of least penalty.
import assert from "node:assert/strict";
import { describe, test } from "node:test";

import {
  alignmentCentres, codewords, dataCodewords, errorCorrection, formatBits, modulePath, penalty, qrCode, versionBits,
} from "../../widgets/assets/host/qr.mjs";

const LINK = "https://example.org/maison/games/french-tarot/#french-tarot-play:seed=42&players=4&step=17";

describe("Reed-Solomon error correction", () => {
  test("the published 1-M example, HELLO WORLD: its ten codewords", () => {
    const data = [32, 91, 11, 120, 209, 114, 220, 77, 67, 64, 236, 17, 236, 17, 236, 17];
    assert.deepEqual(errorCorrection(data, 10), [196, 35, 39, 119, 235, 215, 231, 226, 93, 23]);
  });
});

describe("the standard's tables", () => {
  test("format information at level M, masks 0 to 7 (ISO/IEC 18004, annex C)", () => {
    const table = ["101010000010010", "101000100100101", "101111001111100", "101101101001011",
      "100010111111001", "100000011001110", "100111110010111", "100101010100000"];
    assert.deepEqual([0, 1, 2, 3, 4, 5, 6, 7].map((mask) => formatBits(mask).toString(2).padStart(15, "0")), table);
  });

  test("version information (annex D)", () => {
    assert.deepEqual([7, 8, 9, 10, 21, 40].map(versionBits), [0x07c94, 0x085bc, 0x09a99, 0x0a4d3, 0x15683, 0x28c69]);
  });

  test("data codewords at level M (table 7)", () => {
    assert.deepEqual([1, 2, 5, 10, 13, 27, 40].map(dataCodewords), [16, 28, 86, 216, 334, 1128, 2334]);
  });

  test("the alignment patterns' centres (annex E)", () => {
    assert.deepEqual(alignmentCentres(1), []);
    assert.deepEqual(alignmentCentres(2), [6, 18]);
    assert.deepEqual(alignmentCentres(7), [6, 22, 38]);
    assert.deepEqual(alignmentCentres(32), [6, 34, 60, 86, 112, 138]);
    assert.deepEqual(alignmentCentres(40), [6, 30, 58, 86, 114, 142, 170]);
  });
});

describe("byte mode", () => {
  test("'a' in 1-M: the mode, the count, the byte, the terminator, the pad codewords, then the correction", () => {
    // 0100 00000001 01100001 0000 -> 01000000 00010110 00010000, then 11101100 and 00010001 in turn.
    const data = [0x40, 0x16, 0x10, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec, 0x11, 0xec];
    assert.deepEqual(codewords(new TextEncoder().encode("a"), 1), [...data, ...errorCorrection(data, 10)]);
  });

  test("from version 10 the count takes 16 bits, and the blocks are read a codeword of each in turn", () => {
    const bytes = new TextEncoder().encode("x".repeat(200));
    const words = codewords(bytes, 10); // 5 blocks: two of 43 data codewords, three of 44, and 26 of correction each
    assert.equal(words.length, 346);
    // The data: 0100 0000|0000 1100|1000 0111|1000 0111… (the mode, 200 in 16 bits, then "x", 0x78, after it), so
    // 0x40, 0x0C, then 0x87 to the end; the first codeword of each of the five blocks, then the second of the first.
    assert.deepEqual(words.slice(0, 6), [0x40, 0x87, 0x87, 0x87, 0x87, 0x0c]);
    const first = [];
    for (let i = 0; i < 43; i++) first.push(words[i * 5]);
    assert.deepEqual(words.slice(216).filter((_, i) => i % 5 === 0), errorCorrection(first, 26));
  });
});

/**
 * The 15 bits read back from a symbol's two copies of its format information.
 * @param {boolean[][]} m
 */
function formatRead(m) {
  const side = m.length;
  const bit = (dark, i) => (dark ? 1 << i : 0);
  let first = 0;
  let second = 0;
  for (let i = 0; i < 15; i++) {
    const [row, column] = i < 6 ? [i, 8] : i < 8 ? [i + 1, 8] : i === 8 ? [8, 7] : [8, 14 - i];
    first |= bit(m[row][column], i);
    second |= bit(i < 8 ? m[8][side - 1 - i] : m[side - 15 + i][8], i);
  }
  return [first, second];
}

describe("a symbol", () => {
  const code = qrCode(LINK);
  const m = code.modules;
  const side = m.length;

  test("the smallest version that holds the link", () => {
    const length = new TextEncoder().encode(LINK).length;
    assert.ok(dataCodewords(code.version) >= length + 2 && dataCodewords(code.version - 1) < length + 2);
    assert.equal(side, code.version * 4 + 17);
  });

  test("three finder patterns with their light separators, and the timing patterns between them", () => {
    const ring = (r, c) => Math.max(Math.abs(r - 3), Math.abs(c - 3));
    for (const [top, left] of [[0, 0], [0, side - 7], [side - 7, 0]]) {
      for (let r = 0; r < 7; r++) {
        for (let c = 0; c < 7; c++) assert.equal(m[top + r][left + c], ring(r, c) !== 2, `${top + r},${left + c}`);
      }
    }
    for (let i = 0; i < 8; i++) {
      assert.equal(m[7][i] || m[i][7] || m[7][side - 1 - i] || m[i][side - 8] || m[side - 8][i] || m[side - 1 - i][7],
        false);
    }
    for (let i = 8; i < side - 8; i++) {
      assert.equal(m[6][i], i % 2 === 0);
      assert.equal(m[i][6], i % 2 === 0);
    }
    assert.equal(m[side - 8][8], true); // the dark module
  });

  test("both copies of the format information name level M and the mask chosen", () => {
    assert.deepEqual(formatRead(m), [formatBits(code.mask), formatBits(code.mask)]);
  });

  test("from version 7, both copies of the version information", () => {
    const big = qrCode("y".repeat(300));
    assert.equal(big.version, 13);
    const n = big.modules.length;
    let below = 0;
    let right = 0;
    for (let i = 0; i < 18; i++) {
      below |= (big.modules[n - 11 + (i % 3)][Math.floor(i / 3)] ? 1 : 0) << i;
      right |= (big.modules[Math.floor(i / 3)][n - 11 + (i % 3)] ? 1 : 0) << i;
    }
    assert.deepEqual([below, right], [versionBits(13), versionBits(13)]);
  });

  test("the mask is the one of least penalty, as the penalty of the symbol drawn", () => {
    assert.equal(code.penalties.length, 8);
    assert.equal(code.penalties[code.mask], Math.min(...code.penalties));
    assert.equal(penalty(m), code.penalties[code.mask]);
    assert.ok(new Set(code.penalties).size > 1);
  });

  test("a text that changes makes another symbol", () => {
    assert.notDeepEqual(qrCode(LINK.replace("step=17", "step=18")).modules, m);
  });

  test("the path draws each dark module once, inside the quiet zone", () => {
    const squares = modulePath(m).match(/M(\d+) (\d+)h1v1h-1z/g);
    assert.equal(squares.length, m.flat().filter(Boolean).length);
    assert.ok(modulePath(m).startsWith("M4 4h1v1h-1z"));
  });
});

describe("the penalty rules", () => {
  test("a light square: runs, 2×2 blocks and no dark module at all", () => {
    const light = Array.from({ length: 5 }, () => new Array(5).fill(false));
    assert.equal(penalty(light), 10 * 3 + 16 * 3 + 100);
  });

  test("a chequerboard: nothing", () => {
    const board = Array.from({ length: 5 }, (_, r) => Array.from({ length: 5 }, (_, c) => (r + c) % 2 === 0));
    assert.equal(penalty(board), 0);
  });
});
