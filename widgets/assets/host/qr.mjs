// A QR code of a text, drawn in the page so that the present view can show a class the widget's link without
// asking any other host: byte mode (the text as UTF-8), error correction level M, the smallest version (1 to 40)
// that holds it, and the mask of least penalty, as ISO/IEC 18004 sets them out. Node imports it too (its tests).

/** @typedef {boolean[][]} Modules the symbol's modules by row then column, true for a dark one, no quiet zone */

// Per version (index 1 to 40), level M: error correction codewords in each block, and the number of blocks
// (ISO/IEC 18004, table 9).
const EC_PER_BLOCK = [0, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28,
  28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28];
const BLOCKS = [0, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26,
  28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49];
const LEVEL_M = 0b00; // the level's two bits in the format information
export const QUIET = 4; // the light margin round the symbol, in modules

/**
 * @param {number} version
 * @returns {number} the symbol's side, in modules
 */
const sideOf = (version) => version * 4 + 17;

/**
 * The centres of the alignment patterns along either axis (ISO/IEC 18004, annex E): none in version 1.
 * @param {number} version
 * @returns {number[]}
 */
export function alignmentCentres(version) {
  if (version === 1) return [];
  const count = Math.floor(version / 7) + 2;
  const step = version === 32 ? 26 : Math.ceil((version * 4 + 4) / (count * 2 - 2)) * 2;
  const centres = [6];
  for (let at = sideOf(version) - 7; centres.length < count; at -= step) centres.splice(1, 0, at);
  return centres;
}

/**
 * How many modules of the symbol hold codewords (data and error correction, with the remainder bits).
 * @param {number} version
 */
function codewordModules(version) {
  let modules = (16 * version + 128) * version + 64;
  if (version >= 2) {
    const count = Math.floor(version / 7) + 2;
    modules -= (25 * count - 10) * count - 55;
    if (version >= 7) modules -= 36;
  }
  return modules;
}

/**
 * How many data codewords the version holds at level M.
 * @param {number} version
 */
export function dataCodewords(version) {
  return Math.floor(codewordModules(version) / 8) - EC_PER_BLOCK[version] * BLOCKS[version];
}

/**
 * The product of two elements of GF(2⁸) modulo x⁸ + x⁴ + x³ + x² + 1, the field of QR's Reed-Solomon code.
 * @param {number} a
 * @param {number} b
 */
function times(a, b) {
  let product = 0;
  for (let bit = 7; bit >= 0; bit--) {
    product = (product << 1) ^ ((product >>> 7) * 0x11d);
    product ^= ((b >>> bit) & 1) * a;
  }
  return product;
}

/**
 * The Reed-Solomon error correction codewords of a block: the remainder of its data, times x^count, divided by the
 * generator polynomial (x - α⁰)(x - α¹)…(x - α^(count-1)).
 * @param {number[]} data
 * @param {number} count
 * @returns {number[]}
 */
export function errorCorrection(data, count) {
  const generator = new Array(count).fill(0); // its coefficients below the leading 1, highest power first
  generator[count - 1] = 1;
  for (let i = 0, root = 1; i < count; i++, root = times(root, 2)) {
    for (let j = 0; j < count; j++) generator[j] = times(generator[j], root) ^ (j + 1 < count ? generator[j + 1] : 0);
  }
  const remainder = new Array(count).fill(0);
  for (const codeword of data) {
    const factor = codeword ^ /** @type {number} */ (remainder.shift());
    remainder.push(0);
    generator.forEach((coefficient, i) => { remainder[i] ^= times(coefficient, factor); });
  }
  return remainder;
}

/**
 * A BCH code's check bits: `value` times x^bits, modulo `generator` (of degree `bits`), after `value`.
 * @param {number} value
 * @param {number} bits
 * @param {number} generator
 */
function withCheck(value, bits, generator) {
  let remainder = value;
  for (let i = 0; i < bits; i++) remainder = (remainder << 1) ^ ((remainder >>> (bits - 1)) * generator);
  return (value << bits) | remainder;
}

/**
 * The 15 bits of format information for level M and a mask, masked with 101010000010010 as the standard has it.
 * @param {number} mask
 */
export function formatBits(mask) {
  return withCheck((LEVEL_M << 3) | mask, 10, 0x537) ^ 0x5412;
}

/**
 * The 18 bits of version information (version 7 and above).
 * @param {number} version
 */
export function versionBits(version) {
  return withCheck(version, 12, 0x1f25);
}

// The eight masks: whether the module at (row, column) of the data is inverted.
/** @type {Array<(row: number, column: number) => boolean>} */
const MASKS = [
  (r, c) => (r + c) % 2 === 0,
  (r) => r % 2 === 0,
  (_, c) => c % 3 === 0,
  (r, c) => (r + c) % 3 === 0,
  (r, c) => (Math.floor(r / 2) + Math.floor(c / 3)) % 2 === 0,
  (r, c) => ((r * c) % 2) + ((r * c) % 3) === 0,
  (r, c) => (((r * c) % 2) + ((r * c) % 3)) % 2 === 0,
  (r, c) => (((r + c) % 2) + ((r * c) % 3)) % 2 === 0,
];

/**
 * The codewords of a text: byte mode's header, the text as UTF-8, the terminator and the pad codewords, split into
 * the version's blocks, each followed by its error correction, then read a codeword of each block in turn.
 * @param {Uint8Array} bytes
 * @param {number} version
 * @returns {number[]}
 */
export function codewords(bytes, version) {
  const capacity = dataCodewords(version);
  /** @type {number[]} */
  const bits = [];
  /**
   * @param {number} value
   * @param {number} length
   */
  const put = (value, length) => { for (let i = length - 1; i >= 0; i--) bits.push((value >>> i) & 1); };
  put(0b0100, 4);
  put(bytes.length, version < 10 ? 8 : 16);
  for (const byte of bytes) put(byte, 8);
  put(0, Math.min(4, capacity * 8 - bits.length));
  put(0, (8 - (bits.length % 8)) % 8);
  const data = [];
  for (let i = 0; i < bits.length; i += 8) data.push(bits.slice(i, i + 8).reduce((byte, bit) => (byte << 1) | bit, 0));
  for (let pad = 0xec; data.length < capacity; pad ^= 0xec ^ 0x11) data.push(pad);

  const count = BLOCKS[version];
  const short = Math.floor(capacity / count); // the first blocks' data length; the others hold one more
  const longer = count - (capacity % count);
  /** @type {number[][]} */
  const blocks = [];
  for (let i = 0, at = 0; i < count; i++) {
    const length = short + (i < longer ? 0 : 1);
    blocks.push(data.slice(at, at + length));
    at += length;
  }
  const corrections = blocks.map((block) => errorCorrection(block, EC_PER_BLOCK[version]));
  const out = [];
  for (let i = 0; i <= short; i++) for (const block of blocks) if (i < block.length) out.push(block[i]);
  for (let i = 0; i < EC_PER_BLOCK[version]; i++) for (const correction of corrections) out.push(correction[i]);
  return out;
}

/**
 * The symbol before its mask: the function patterns (finders and their separators, timing, alignment, the dark
 * module, format and version information for `mask`) and the codewords in their two-column zigzag; with which
 * modules are the function patterns', which no mask touches.
 * @param {number[]} words
 * @param {number} version
 * @param {number} mask
 * @returns {{modules: Modules, fixed: boolean[][]}}
 */
function unmasked(words, version, mask) {
  const side = sideOf(version);
  const modules = Array.from({ length: side }, () => new Array(side).fill(false));
  const fixed = Array.from({ length: side }, () => new Array(side).fill(false));
  /**
   * @param {number} row
   * @param {number} column
   * @param {boolean} dark
   */
  const set = (row, column, dark) => {
    modules[row][column] = dark;
    fixed[row][column] = true;
  };
  for (let i = 0; i < side; i++) {
    set(6, i, i % 2 === 0);
    set(i, 6, i % 2 === 0);
  }
  for (const [top, left] of [[0, 0], [0, side - 7], [side - 7, 0]]) {
    for (let r = -1; r <= 7; r++) {
      for (let c = -1; c <= 7; c++) {
        const [row, column] = [top + r, left + c];
        if (row < 0 || column < 0 || row >= side || column >= side) continue;
        const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
        set(row, column, ring !== 2 && ring !== 4);
      }
    }
  }
  const centres = alignmentCentres(version);
  const last = centres.length - 1;
  for (const [i, row] of centres.entries()) {
    for (const [j, column] of centres.entries()) {
      if ((i === 0 && (j === 0 || j === last)) || (i === last && j === 0)) continue; // a finder's corner
      for (let r = -2; r <= 2; r++) {
        for (let c = -2; c <= 2; c++) set(row + r, column + c, Math.max(Math.abs(r), Math.abs(c)) !== 1);
      }
    }
  }
  drawFormat(modules, fixed, mask);
  if (version >= 7) {
    const bits = versionBits(version);
    for (let i = 0; i < 18; i++) {
      const dark = ((bits >>> i) & 1) === 1;
      const [a, b] = [side - 11 + (i % 3), Math.floor(i / 3)];
      set(a, b, dark);
      set(b, a, dark);
    }
  }
  let bit = 0;
  for (let right = side - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5; // the vertical timing pattern takes a whole column
    const upward = ((right + 1) & 2) === 0;
    for (let step = 0; step < side; step++) {
      const row = upward ? side - 1 - step : step;
      for (const column of [right, right - 1]) {
        if (fixed[row][column]) continue;
        if (bit < words.length * 8) modules[row][column] = ((words[bit >>> 3] >>> (7 - (bit & 7))) & 1) === 1;
        bit++; // the remainder bits past the last codeword stay light
      }
    }
  }
  return { modules, fixed };
}

/**
 * Writes the format information for `mask` in its two copies, with the dark module beside the lower one.
 * @param {Modules} modules
 * @param {boolean[][]} fixed
 * @param {number} mask
 */
function drawFormat(modules, fixed, mask) {
  const side = modules.length;
  const bits = formatBits(mask);
  /**
   * @param {number} row
   * @param {number} column
   * @param {number} i
   */
  const set = (row, column, i) => {
    modules[row][column] = ((bits >>> i) & 1) === 1;
    fixed[row][column] = true;
  };
  for (let i = 0; i < 15; i++) {
    // The first copy round the top-left finder: up column 8, then left along row 8, skipping the timing patterns.
    if (i < 6) set(i, 8, i);
    else if (i < 8) set(i + 1, 8, i);
    else if (i === 8) set(8, 7, i);
    else set(8, 14 - i, i);
    // The second: along row 8 under the top-right finder, then down column 8 beside the bottom-left one.
    if (i < 8) set(8, side - 1 - i, i);
    else set(side - 15 + i, 8, i);
  }
  modules[side - 8][8] = true;
  fixed[side - 8][8] = true;
}

/**
 * The penalty of a masked symbol by the standard's four rules: runs of five or more modules of one colour in a row
 * or a column, 2×2 blocks of one colour, the finder's 1:1:3:1:1 pattern with four light modules on one side (the
 * quiet zone counting as light), and how far the dark modules stray from half.
 * @param {Modules} modules
 * @returns {number}
 */
export function penalty(modules) {
  const side = modules.length;
  let score = 0;
  const lines = [];
  for (let i = 0; i < side; i++) {
    lines.push(modules[i]);
    lines.push(modules.map((row) => row[i]));
  }
  const finder = [true, false, true, true, true, false, true];
  for (const line of lines) {
    for (let start = 0; start < side;) {
      let end = start;
      while (end < side && line[end] === line[start]) end++;
      if (end - start >= 5) score += end - start - 2;
      start = end;
    }
    /** @param {number} at */
    const light = (at) => at < 0 || at >= side || !line[at];
    for (let at = 0; at + 7 <= side; at++) {
      if (!finder.every((dark, i) => line[at + i] === dark)) continue;
      const before = [1, 2, 3, 4].every((i) => light(at - i));
      const after = [7, 8, 9, 10].every((i) => light(at + i));
      if (before || after) score += 40;
    }
  }
  for (let r = 0; r + 1 < side; r++) {
    for (let c = 0; c + 1 < side; c++) {
      const colour = modules[r][c];
      if (modules[r][c + 1] === colour && modules[r + 1][c] === colour && modules[r + 1][c + 1] === colour) score += 3;
    }
  }
  const dark = modules.reduce((sum, row) => sum + row.filter(Boolean).length, 0);
  score += Math.floor(Math.abs((dark * 100) / (side * side) - 50) / 5) * 10;
  return score;
}

/**
 * The QR code of `text` at level M, in the smallest version that holds it, with each mask's penalty and the mask
 * chosen (the first of least penalty).
 * @param {string} text
 * @returns {{version: number, mask: number, penalties: number[], modules: Modules}}
 */
export function qrCode(text) {
  const bytes = new TextEncoder().encode(text);
  let version = 1;
  while (dataCodewords(version) * 8 < 4 + (version < 10 ? 8 : 16) + bytes.length * 8) {
    if (++version > 40) throw new RangeError(`${bytes.length} bytes are more than a QR code holds at level M`);
  }
  const words = codewords(bytes, version);
  const masked = MASKS.map((inverts, mask) => {
    const { modules, fixed } = unmasked(words, version, mask);
    return modules.map((row, r) => row.map((dark, c) => (!fixed[r][c] && inverts(r, c) ? !dark : dark)));
  });
  const penalties = masked.map(penalty);
  const mask = penalties.indexOf(Math.min(...penalties));
  return { version, mask, penalties, modules: masked[mask] };
}

/**
 * An SVG path drawing each dark module as a unit square, offset by the quiet zone: drawn in a viewBox of the side
 * plus twice QUIET, on a light ground.
 * @param {Modules} modules
 * @returns {string}
 */
export function modulePath(modules) {
  const squares = [];
  for (const [r, row] of modules.entries()) {
    for (const [c, dark] of row.entries()) if (dark) squares.push(`M${c + QUIET} ${r + QUIET}h1v1h-1z`);
  }
  return squares.join("");
}
