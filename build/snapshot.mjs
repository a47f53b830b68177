// Makes the Pyodide memory snapshot the widgets' worker restores instead of booting Python and importing the
// engine (docs/build.md, "The engine's snapshot"). Run by build/site_assets.py during the site build:
//
//   node build/snapshot.mjs <pyodide dir> <engine wheel> <snapshot file>
//
// It boots the pinned npm Pyodide under Node, unpacks the wheel into site-packages with Python's zipfile (not
// with loadPackage, which leaves JavaScript references the snapshot cannot hold), imports every module of the
// wheel, so nothing is imported lazily from files a restored interpreter no longer has, and writes the raw
// snapshot. It refuses one that would not restore everywhere: Node leaves Python's call trampoline pointer
// at 0, a browser would record its own; and one that holds a path of this machine. It writes the snapshot as its
// difference from the memory pyodide.asm.wasm starts with (widgets/assets/data-segments.mjs): the worker, which
// fetches that file anyway, undoes it. Before it saves the memory it drops the docstrings of functions and modules,
// which nothing reads in the browser (DROP_DOCSTRINGS), and zeroes what Python freed (cleanFreedMemory):
// the freed chunks of the heap, the heap's unused end and the stack below its top, which would otherwise carry
// the bytes of the wheel and of the modules compiled, and cost the gzipped file their weight.
// Prints one JSON line: {bytes, trampoline, zeroed: {chunks, bytes} or null when the heap could not be walked}.
//
//   node build/snapshot.mjs <pyodide dir> <engine wheel> --report
//
// writes no snapshot, but prints where its bytes go: at each stage (Pyodide booted, the engine imported, the
// docstrings dropped), the memory gzipped as the site stores it, as it is and with its freed memory zeroed, and the
// heap's bytes in use and free (docs/speed.md, "Thirty phones on one link").

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

import { xorDataSegments } from "../widgets/assets/data-segments.mjs";

const [pyodideDir, wheel, output] = process.argv.slice(2);
if (!output) {
  console.error("usage: node build/snapshot.mjs <pyodide dir> <engine wheel> <snapshot file> | --report");
  process.exit(2);
}
const REPORT = output === "--report";
const WHEEL_IN_PYODIDE = "/engine.whl"; // in Pyodide's in-memory file system, deleted before the snapshot
// What the restored interpreter reports as sys.executable: a name, never this machine's path.
const EXECUTABLE = "python";
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// The modules of another language than English (named *_fr) are left out: a page in that language fetches them as a
// file of their own (build/site_assets.py writes it beside the snapshot, the worker unpacks it), so that a reader of
// the English pages does not fetch them inside the snapshot.
const PREPARE = `
import importlib, pkgutil, sys, zipfile
EDITIONS = ("_fr",)
with zipfile.ZipFile(${JSON.stringify(WHEEL_IN_PYODIDE)}) as wheel:
    wheel.extractall(next(folder for folder in sys.path if folder.endswith("/site-packages")))
import engine, widgets
for package in (engine, widgets):
    for module in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
        if module.name != "engine.__main__" and not module.name.endswith(EDITIONS):
            importlib.import_module(module.name)
import widgets.live
`;

// Docstrings are for readers of the code; the restored interpreter never reads those of functions and modules
// (0.8 MB of its memory, a fifth of the strings). Each function's is dropped from the function and from its code
// object, where Python 3.14 keeps it as the first constant (flag CO_HAS_DOCSTRING), and from the code objects
// nested in it; a module's is dropped too. A class keeps its own: engine.schema describes the requests by them.
const DROP_DOCSTRINGS = `
import gc, inspect, types
HAS_DOCSTRING = getattr(inspect, "CO_HAS_DOCSTRING", 0)
def undocumented(code):
    consts = [undocumented(const) if isinstance(const, types.CodeType) else const for const in code.co_consts]
    if code.co_flags & HAS_DOCSTRING and consts and isinstance(consts[0], str):
        consts[0] = None
    changed = any(new is not old for new, old in zip(consts, code.co_consts))
    return code.replace(co_consts=tuple(consts)) if changed else code
for found in gc.get_objects():
    if isinstance(found, types.FunctionType):
        found.__code__ = undocumented(found.__code__)
        found.__doc__ = None
    elif isinstance(found, types.ModuleType):
        found.__doc__ = None
del found, undocumented, HAS_DOCSTRING
gc.collect()
`;

function fail(message) {
  console.error(`snapshot.mjs: ${message}`);
  process.exit(1);
}

const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  _makeSnapshot: true,
  _sysExecutable: EXECUTABLE,
  stdout: (line) => console.error(line),
  stderr: (line) => console.error(line),
});
const module = pyodide._module;
const wasm = readFileSync(path.join(pyodideDir, "pyodide.asm.wasm"));
const stages = [];

// With --report: the memory as the site would store it (its difference from the WebAssembly file's data, gzipped at
// the hook's level), and the heap's bytes in use and free (dlmalloc's mallinfo, written where its pointer says).
// Each stage is measured as it is, then with its freed memory zeroed (which changes nothing Python uses).
function measure(stage) {
  if (!REPORT) return;
  const info = module._malloc(40);
  module._mallinfo(info);
  const [used, free] = [module.HEAP32[(info >> 2) + 7], module.HEAP32[(info >> 2) + 8]];
  module._free(info);
  const gzipped = () => {
    const memory = Buffer.from(pyodide.makeMemorySnapshot()); // only a report is made: no snapshot is kept
    xorDataSegments(memory, wasm);
    return gzipSync(memory, { level: 9 }).length;
  };
  const dirty = gzipped();
  cleanFreedMemory(module);
  stages.push({ stage, dirty, clean: gzipped(), used, free });
}

measure("Pyodide booted");
pyodide.FS.writeFile(WHEEL_IN_PYODIDE, readFileSync(wheel));
pyodide.runPython(PREPARE);
pyodide.FS.unlink(WHEEL_IN_PYODIDE);
measure("the engine and the widgets imported");
pyodide.runPython(DROP_DOCSTRINGS);
measure("the docstrings of functions and modules dropped");

// Python's indirect-call trampoline: 0 means "use the portable JavaScript one", which any runtime can restore.
const offset = module.HEAP32[module.__PyEM_EMSCRIPTEN_TRAMPOLINE_OFFSET / 4];
const trampoline = module.HEAP32[(module.__PyRuntime + offset) / 4];
if (trampoline !== 0) fail(`the trampoline pointer is ${trampoline}, not 0: this snapshot would not restore everywhere`);

// Zeroes the memory Python no longer uses, so that it gzips to almost nothing: the payload of every free chunk of
// the heap (Emscripten's dlmalloc: chunks laid end to end from the heap's base to its top, each with its size and
// an in-use bit in the word after its first; a free chunk keeps its links in its first 32 bytes and the chunk after
// it its size, which are left alone), everything past the heap's top, and the stack below its top, which nothing
// is running on. The walk must end exactly at the heap's top; when it does not (another allocator, another layout),
// the heap is left as it is and null is returned. Returns {chunks, bytes}: the free chunks zeroed and their bytes.
function cleanFreedMemory(module) {
  const heap = module.HEAPU8;
  const words = module.HEAP32;
  const base = typeof module.___heap_base === "number" ? module.___heap_base : module.___heap_base.value;
  const top = module._sbrk(0);
  const free = [];
  let chunk = base + ((8 - ((base + 8) & 7)) & 7); // dlmalloc's first chunk: its payload 8-byte aligned
  while (chunk < top) {
    const head = words[(chunk + 4) >> 2] >>> 0;
    const size = head & ~7;
    if (size < 16 || chunk + size > top) return null;
    if ((head & 2) === 0) free.push([chunk, size]);
    chunk += size;
  }
  if (chunk !== top) return null;
  let bytes = 0;
  for (const [start, size] of free) {
    if (size > 32) heap.fill(0, start + 32, start + size);
    bytes += size;
  }
  heap.fill(0, top);
  heap.fill(0, module._emscripten_stack_get_end(), module._emscripten_stack_get_current());
  return { chunks: free.length, bytes };
}

const zeroed = cleanFreedMemory(module);
if (REPORT) {
  const megabytes = (bytes) => (bytes / 1e6).toFixed(2).padStart(6);
  console.log(`${"stage".padEnd(50)} gzipped, as is / freed memory zeroed   heap in use / free`);
  for (const { stage, dirty, clean, used, free } of stages) {
    console.log(`${stage.padEnd(50)} ${megabytes(dirty)} MB / ${megabytes(clean)} MB`
      + `             ${megabytes(used)} MB / ${megabytes(free)} MB`);
  }
  process.exit(0);
}
const snapshot = Buffer.from(pyodide.makeMemorySnapshot());
// Pyodide's binary carries paths of the machine it was built on (its memory holds them once): a path of this
// machine counts as a leak only when the snapshot holds it more often than that binary does.
const count = (bytes, text) => {
  let found = 0;
  for (let at = bytes.indexOf(text); at !== -1; at = bytes.indexOf(text, at + 1)) found += 1;
  return found;
};
for (const machinePath of new Set([ROOT, path.resolve(pyodideDir), path.resolve(wheel), process.cwd()])) {
  if (machinePath.length > 1 && count(snapshot, machinePath) > count(wasm, machinePath)) {
    fail(`the snapshot holds the path ${machinePath} of this machine`);
  }
}
xorDataSegments(snapshot, wasm);
writeFileSync(output, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, trampoline, zeroed }));
