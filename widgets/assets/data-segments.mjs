// The memory a WebAssembly file starts with, and the engine's snapshot stored as its difference from it.
//
// A Pyodide memory snapshot copies the whole memory, and a quarter of what is not zeros in it is the data that
// pyodide.asm.wasm's data segments write there before Python runs: bytes that a visitor fetches anyway, in the
// WebAssembly file. build/snapshot.mjs therefore exclusive-ors the snapshot's memory with those segments, which
// leaves zeros where Python never changed them (1.5 MB less once gzipped), and the widgets' worker does the same
// again to get the snapshot back. Both use this module; so does tests/pyodide/restore.mjs.

// Pyodide's snapshot header starts with these four bytes, then the header's length in bytes (the memory follows it).
const SNAPSHOT_MAGIC = [0x00, 0x73, 0x6e, 0x70]; // "\0snp"
const DATA_SECTION = 11;

// Reads one unsigned LEB128 number at `at`: [value, the offset after it].
function unsigned(bytes, at) {
  let value = 0;
  let scale = 1;
  for (;;) {
    if (at >= bytes.length) throw new Error("the WebAssembly file ends inside a number");
    const byte = bytes[at++];
    value += (byte & 0x7f) * scale;
    if (byte < 0x80) return [value, at];
    scale *= 128;
  }
}

// Reads the signed LEB128 operand of an i32.const as an unsigned 32-bit address.
function address(bytes, at) {
  let value = 0;
  let shift = 0;
  let byte;
  do {
    if (at >= bytes.length) throw new Error("the WebAssembly file ends inside a number");
    byte = bytes[at++];
    value |= (byte & 0x7f) << shift;
    shift += 7;
  } while (byte >= 0x80 && shift < 35);
  if (shift < 32 && byte & 0x40) value |= -1 << shift;
  return [value >>> 0, at];
}

// Calls visit(address, bytes) for each active data segment of a WebAssembly file, in the file's order. Throws on a
// segment whose address is not a constant (a relocatable module), which this file format cannot say ahead of time.
export function eachDataSegment(wasm, visit) {
  let at = 8; // the magic number and the version
  while (at < wasm.length) {
    const id = wasm[at];
    const [size, start] = unsigned(wasm, at + 1);
    at = start + size;
    if (id !== DATA_SECTION) continue;
    let [count, next] = unsigned(wasm, start);
    for (; count > 0; count -= 1) {
      let kind, offset, length;
      [kind, next] = unsigned(wasm, next);
      if (kind === 1) {
        [length, next] = unsigned(wasm, next); // passive: copied by code later, not at the start
        next += length;
        continue;
      }
      if (kind === 2) [, next] = unsigned(wasm, next); // an explicit memory index
      else if (kind !== 0) throw new Error(`unknown data segment kind ${kind}`);
      if (wasm[next] !== 0x41) throw new Error("a data segment's address is not a constant");
      [offset, next] = address(wasm, next + 1);
      if (wasm[next] !== 0x0b) throw new Error("a data segment's address is not a constant");
      [length, next] = unsigned(wasm, next + 1);
      if (next + length > wasm.length) throw new Error("the WebAssembly file ends inside a data segment");
      visit(offset, wasm.subarray(next, next + length));
      next += length;
    }
  }
}

// Exclusive-ors the memory of a Pyodide snapshot (in place) with the data segments of the WebAssembly file it was
// made with: applied once, it stores the snapshot as its difference; applied again, it gives the snapshot back.
export function xorDataSegments(snapshot, wasm) {
  if (snapshot.length < 8 || SNAPSHOT_MAGIC.some((byte, index) => snapshot[index] !== byte)) {
    throw new Error("this is not a Pyodide snapshot");
  }
  const memory = new DataView(snapshot.buffer, snapshot.byteOffset, 8).getUint32(4, true);
  eachDataSegment(wasm, (offset, data) => {
    const start = memory + offset;
    if (start + data.length > snapshot.length) throw new Error("a data segment lies outside the snapshot's memory");
    for (let index = 0; index < data.length; index += 1) snapshot[start + index] ^= data[index];
  });
}
