// The live widgets' engine: one module Web Worker per visit, started by a tiny script in the head of a page with
// widgets (widgets/theme/main.html) and adopted by host.js, or started by host.js after the first paint.
//
// It starts the Pyodide that the site build copied into <site>/pyodide/ (nothing comes from another host) in
// one of two ways (docs/build.md, "The engine's snapshot"):
// - from the snapshot: a memory image of Pyodide with our engine already imported, made and named by the site
//   build (build/site_assets.py writes its file name and unpacked size into SNAPSHOT below). It holds no files:
//   every module of our wheel was imported before it was made, but the French ones (`*_fr`), which a French page
//   fetches as a file of their own once it asks in French (EDITIONS below). The site stores it as its difference from the
//   memory pyodide.asm.wasm starts with (data-segments.mjs). The first visit fetches it, gunzips it and undoes
//   that difference here; the worker then keeps the unpacked bytes in the origin's private file system under
//   the snapshot's hashed name, and a later visit reads them back from there, which is faster than gunzipping
//   them again. Pyodide's own files (pyodide.asm.mjs, and pyodide.asm.wasm, fetched gzipped and compiled as it
//   arrives) are started at once beside it, and Pyodide creates its module while the snapshot is still being
//   read: it needs the bytes only to restore them. The standard library comes with the reader's first request:
//   the snapshot has imported all of it that the engine uses (see installStdlib).
// - the normal way, when the site has no snapshot or it cannot be used (a build id that does not match,
//   bytes that do not decompress or are not the size the build wrote, a missing file, a browser without
//   DecompressionStream): Pyodide boots with our wheel (the `engine` and `widgets` packages), which
//   build/site_assets.py registered in pyodide-lock.json, so Pyodide fetches it while it boots.
// Then it answers each message of the host with widgets.live.respond (see widgets/README.md).
//
// Host -> worker: {type: "request", id, message: {state, action, value} | {state, fragment}}
//                 {type: "echo", id}                    answered at once, once booted, with no engine call: the
//                                                       floor of a click's round trip (build/bench_site.py)
// Worker -> host: {type: "stage", step, of, text}        while booting
//                 {type: "ready", ms, pythonMs, pyodide, boot: {path, reason, kept}}
//                                                       booted: ms since the worker started; path "snapshot"
//                                                       or "normal", reason: why the snapshot was not used,
//                                                       kept: whether it came from an earlier visit's copy
//                 {type: "failed", reason}              Pyodide or the wheel could not start
//                 {type: "response", id, response}      respond()'s answer, parsed
//                 {type: "response", id, error}         respond() raised, or its answer was not JSON
//                 {type: "response", id, failed: true}  the engine never started
//                 {type: "echo", id}                    the answer to an echo

const PYODIDE_URL = new URL("../../pyodide/", import.meta.url); // <site>/assets/widgets/ -> <site>/pyodide/
const PACKAGE = "maison-academique-engine"; // its name in pyodide-lock.json
// {file, bytes}: the snapshot's file name in <site>/pyodide/ and its unpacked size, written by the site build.
const SNAPSHOT = null;
// The `info` of Pyodide's pyodide-lock.json, written by the site build beside the snapshot's name. A restored
// interpreter loads no package, so it starts from a lock file listing none, made from this (Pyodide checks its ABI
// version), rather than fetch the site's (120 kB) before the engine is live; the normal boot fetches it, for the
// wheel.
const LOCK_INFO = null;
// The file of each other language's modules (the engine's and the widgets' `*_fr`), which the snapshot leaves out, by
// language ({fr: "engine-<hash>.fr.zip"} in <site>/pyodide/), written by the site build beside the snapshot's name.
// After a restore, the first message that asks in that language waits until its file is fetched and unpacked where
// the restored packages look (the normal boot installs the whole wheel).
const EDITIONS = null;
// The folder of the origin's private file system that keeps the unpacked snapshot. Builds before this one kept it
// in the Cache API under the same name: that copy is deleted when a new one is kept.
const KEPT = "maison-academique-engine-snapshot";
const KEPT_PAGE = 1024; // in 32-bit words: the kept copy leaves out the snapshot's empty pages of 4 kB
// pyodide.asm.wasm gzipped, which the site build writes beside it (build/bench_site.py's `whole` way makes it null).
const PACKED_WASM = "pyodide.asm.wasm.gz";
const STAGES = 3;
const started = performance.now();
const fetchOriginal = self.fetch.bind(self);
const pyodideFile = (name) => new URL(name, PYODIDE_URL);
// First thing: the snapshot is the largest download, and Pyodide's own files can come beside it. Its bytes are
// read into one buffer of the size the build wrote, which Pyodide gets at once (see snapshotStart).
const snapshotUrl = SNAPSHOT ? pyodideFile(SNAPSHOT.file) : null;
let snapshotBytes = SNAPSHOT ? new Uint8Array(SNAPSHOT.bytes) : null;
// Resolves once the worker has looked for a copy of the snapshot that an earlier visit kept, and read it if there was
// one (readSnapshot), or after KEPT_LOOK_MS. Until then the WebAssembly file is fetched but not gunzipped: each
// step of the look waits for the worker's thread, which gunzipping holds for tens of milliseconds at a time. (A warm
// visit's look took about 110 ms; gunzipping first put it, and the snapshot's read, after 360 ms.)
const KEPT_LOOK_MS = 250;
let lookedForKept = () => undefined;
const keptLook = SNAPSHOT ? new Promise((resolve) => {
  lookedForKept = resolve;
  setTimeout(resolve, KEPT_LOOK_MS);
}) : null;
const snapshot = SNAPSHOT ? readSnapshot(snapshotUrl, snapshotBytes) : null;
if (snapshot) snapshot.catch(() => undefined); // its failure is read by boot(), which falls back
// pyodide.mjs would load the Emscripten module only once it runs, and Pyodide compiles its WebAssembly only once
// that module asks for it: start both now.
const asmModule = import(pyodideFile("pyodide.asm.mjs").href);
asmModule.catch(() => undefined);
// The standard library: the normal boot needs it to start, so it is fetched first thing. A restored snapshot has
// imported every module the engine uses already: Pyodide gets an empty file in its place, and the real one is
// fetched with the first request the worker answers, and written over it (installStdlib): not beside the snapshot
// on a slow link, nor as soon as the engine is live, when on a link that a class shares, the phones still starting
// need the bandwidth more than the reader, who has not clicked yet.
let stdlibFetch = null;
if (!SNAPSHOT) fetchStdlib();
let restoring = false; // while Pyodide starts from the snapshot
let stdlibLater = null; // after a restore, until the first request: starts fetching and installing the library
let stdlibInstalled = null; // from then until the real standard library is in: resolves once it is
const wasmUrl = pyodideFile("pyodide.asm.wasm");
const WASM_TYPE = { headers: { "Content-Type": "application/wasm" } };
// [compile, copy]: two streams of the WebAssembly file's bytes, one for the compiler, one (with a snapshot) for
// undoing the snapshot's difference from the memory the file starts with (see readSnapshot).
const wasmStreams = fetchWasm();
wasmStreams.catch(() => undefined);
const wasmModule = Promise.all([wasmStreams, keptLook]).then(([[compile]]) =>
  WebAssembly.compileStreaming(new Response(compile, WASM_TYPE)));
wasmModule.catch(() => undefined);
const wasmStandIns = new WeakSet(); // what Pyodide's own fetch of pyodide.asm.wasm got: it stands for wasmModule
const dataSegments = SNAPSHOT ? import("./data-segments.mjs") : null;
if (dataSegments) dataSegments.catch(() => undefined);
let respond = null;
let edition = null; // after a restore: the promise that a language's modules are in, or null for a language without

function stage(step, text) {
  postMessage({ type: "stage", step, of: STAGES, text });
}

function messageLines(error) {
  const text = error && typeof error.message === "string" ? error.message : String(error);
  return text.trim().split("\n").filter((line) => line.trim());
}

// Python tracebacks are long: their last line says what went wrong.
function describe(error) {
  const lines = messageLines(error);
  return (lines[lines.length - 1] || "unknown error").slice(0, 300);
}

// Pyodide only warns when its WebAssembly file cannot be fetched, and then never settles: watch the worker's
// fetches of <site>/pyodide/ files, and stop the boot at the first one that fails.
let missing;
const fileMissing = new Promise((resolve, reject) => {
  missing = reject;
});
fileMissing.catch(() => undefined);
self.fetch = async (resource, options) => {
  const url = String(resource instanceof Request ? resource.url : resource);
  const ours = url.startsWith(PYODIDE_URL.href);
  const name = url.slice(PYODIDE_URL.href.length).split(/[?#]/)[0];
  if (ours && name === "pyodide.asm.wasm") {
    try {
      await wasmStreams;
    } catch (error) {
      missing(error);
      throw error;
    }
    const standIn = new Response(null, WASM_TYPE);
    wasmStandIns.add(standIn);
    return standIn;
  }
  const stdlib = ours && name === "python_stdlib.zip";
  let response;
  try {
    if (stdlib && restoring) return new Response(new Uint8Array(0));
    response = await (stdlib ? fetchStdlib() : fetchOriginal(resource, options));
  } catch (error) {
    if (ours) missing(new Error(`${name} could not be fetched`));
    throw error;
  }
  if (ours && !response.ok) missing(new Error(`${name} could not be fetched (HTTP ${response.status})`));
  return response;
};

// Pyodide instantiates its WebAssembly from the response its fetch got: for the stand-in, the module compiled early
// is instantiated (or, if it did not compile, the file is fetched again for Pyodide's usual way).
const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (!wasmStandIns.has(response)) return instantiateStreaming(response, imports);
  let module;
  try {
    module = await wasmModule;
  } catch (error) {
    return instantiateStreaming(fetchOriginal(wasmUrl), imports);
  }
  return { module, instance: await WebAssembly.instantiate(module, imports) };
};

// The WebAssembly file as [compile, copy] streams of its bytes (copy is null without a snapshot): the gzipped file
// gunzipped as it arrives, or the file itself where this browser cannot gunzip or the site lacks the gzipped one.
async function fetchWasm() {
  let bytes = null;
  if (PACKED_WASM && typeof DecompressionStream === "function") {
    const packed = await fetchOriginal(pyodideFile(PACKED_WASM));
    if (packed.ok) bytes = await unpacked(packed);
  }
  if (!bytes) {
    const response = await fetchOriginal(wasmUrl);
    if (!response.ok) throw new Error(`pyodide.asm.wasm could not be fetched (HTTP ${response.status})`);
    bytes = response.body;
  }
  return SNAPSHOT ? bytes.tee() : [bytes, null];
}

// python_stdlib.zip's response, its body read whole (see readWhole); fetched once.
function fetchStdlib() {
  if (!stdlibFetch) {
    stdlibFetch = fetchOriginal(pyodideFile("python_stdlib.zip")).then(async (response) =>
      (response.ok ? new Response(await readWhole(response)) : response));
    stdlibFetch.catch(() => undefined);
  }
  return stdlibFetch;
}

// Writes the standard library over the empty file a restored interpreter started with. The importer the snapshot
// holds for it already knows its contents (the same file, read when the snapshot was made): only an importer's
// failure on the empty file, if a module was looked for there meanwhile, is forgotten, so that the next import
// makes a new one. Re-reading the whole file's directory (importlib.invalidate_caches) took the reader's second
// click 100 to 250 ms. A failure leaves the file empty: only a module nobody imported before the snapshot needs it.
const STDLIB_ARCHIVE = "import sys\nnext(p for p in sys.path if p.endswith('.zip'))";
const stdlibInstalledAt = (archive) => `
import sys
if sys.path_importer_cache.get(${JSON.stringify(archive)}, False) is None:
    del sys.path_importer_cache[${JSON.stringify(archive)}]
`;

async function installStdlib(pyodide) {
  try {
    const response = await fetchStdlib();
    if (!response.ok) throw new Error(`python_stdlib.zip could not be fetched (HTTP ${response.status})`);
    const bytes = new Uint8Array(await response.arrayBuffer());
    const archive = pyodide.runPython(STDLIB_ARCHIVE);
    pyodide.FS.writeFile(archive, bytes);
    pyodide.runPython(stdlibInstalledAt(archive));
  } catch (error) {
    console.info(`The standard library was not installed after the snapshot: ${describe(error)}`);
  }
}

// Lets go of the WebAssembly file's copy stream once the snapshot no longer needs it.
function dropWasmCopy() {
  wasmStreams.then(([, copy]) => copy && copy.cancel()).catch(() => undefined);
}

// Reads the unpacked snapshot into `bytes`: the copy an earlier visit kept in the origin's private file system, or
// the site's. The site's is requested at once, beside the look for a kept copy (opening that file system can take
// a while the first time), but read only when no copy is kept: it is dropped unread otherwise. Resolves
// {kept, keep}: whether the bytes came from the kept copy, and whether they are worth keeping (no copy was kept).
async function readSnapshot(url, bytes) {
  const dropped = new AbortController();
  // A browser that cannot gunzip is spared the download: the site's snapshot would be of no use to it.
  const fetched = typeof DecompressionStream === "function" ? fetchOriginal(url, { signal: dropped.signal })
    : Promise.reject(new Error("this browser has no DecompressionStream"));
  fetched.catch(() => undefined);
  const kept = await keptSnapshot();
  let read = false;
  if (kept) {
    dropped.abort();
    try {
      unpackKept(kept, bytes);
      read = true;
    } catch (error) {
      // unreadable: deleted below, fetched again, and kept anew once it has worked
    } finally {
      kept.close();
    }
  }
  lookedForKept();
  if (read) {
    dropWasmCopy();
    return { kept: true, keep: false };
  }
  if (kept) await forgetSnapshot();
  const response = await (kept ? fetchOriginal(url) : fetched);
  if (!response.ok) throw new Error(`${SNAPSHOT.file} could not be fetched (HTTP ${response.status})`);
  await readInto(await unpacked(response), bytes);
  // The site's snapshot is its difference from the memory the WebAssembly file starts with: undo it.
  const [{ xorDataSegments }, [, copy]] = await Promise.all([dataSegments, wasmStreams]);
  xorDataSegments(bytes, new Uint8Array(await new Response(copy).arrayBuffer()));
  return { kept: false, keep: true };
}

// A response's body as the bytes of the file it names: a static host serves a .gz file as it is, so it is gunzipped
// here as it arrives; a host that already decoded it (Content-Encoding) hands over the file itself, used as it is.
async function unpacked(response) {
  if (typeof DecompressionStream !== "function") throw new Error("this browser has no DecompressionStream");
  const reader = response.body.getReader();
  const first = await reader.read();
  const body = new ReadableStream({
    start(controller) {
      if (!first.done) controller.enqueue(first.value);
    },
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return reader.cancel(reason);
    },
  });
  const gzipped = !first.done && first.value[0] === 0x1f && first.value[1] === 0x8b;
  return gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body;
}

// A response's whole body. The worker's thread is busy while Python starts, and a body read as a stream waits for
// it at every chunk: read as a blob, the browser gathers it on its own, and the worker then copies it at once.
async function readWhole(response) {
  if (typeof FileReaderSync !== "function") return response.arrayBuffer();
  return new FileReaderSync().readAsArrayBuffer(await response.blob());
}

// Fills `bytes` from a stream of exactly that many bytes.
async function readInto(stream, bytes) {
  const reader = stream.getReader();
  let at = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (at + value.length > bytes.length) throw new Error("the snapshot is larger than the site says");
    bytes.set(value, at);
    at += value.length;
  }
  if (at !== bytes.length) throw new Error("the snapshot is smaller than the site says");
}

// The kept copy's folder in the origin's private file system. Like the Cache API, it needs a secure context
// (https, or this machine): elsewhere nothing is kept.
async function keptFolder(create) {
  return (await navigator.storage.getDirectory()).getDirectoryHandle(KEPT, { create });
}

// The kept copy opened for reading at once, with no copy in between (a file read as a blob or a response goes
// through the browser in chunks, and took 80 to 240 ms where this takes a few); null when none is kept, or when
// another visit holds it open.
async function keptSnapshot() {
  try {
    const file = await (await keptFolder(false)).getFileHandle(SNAPSHOT.file);
    return await file.createSyncAccessHandle({ mode: "read-only" });
  } catch (error) {
    return null;
  }
}

// Keeps the unpacked snapshot for the next visits, once it has been restored, and drops any other (an older
// build's). The file is written whole or not at all. A failure only means that the next visit gunzips it again.
async function keepSnapshot() {
  const bytes = snapshotBytes;
  snapshotBytes = null;
  const folder = await keptFolder(true);
  const writable = await (await folder.getFileHandle(SNAPSHOT.file, { create: true })).createWritable();
  await writable.write(packKept(bytes));
  await writable.close();
  for await (const name of folder.keys()) {
    if (name !== SNAPSHOT.file) await folder.removeEntry(name);
  }
  if (self.caches) await caches.delete(KEPT); // where builds before this one kept it
}

// The kept copy leaves out the snapshot's empty pages (about half of its bytes are zeros, and a new buffer is
// zeros already), which halves what a later visit reads back: the number of runs of pages that hold data, each
// run's offset and length in bytes (32-bit numbers, little-endian), then the bytes of those runs.
function packKept(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  const runs = [];
  for (let page = 0; page < words.length; page += KEPT_PAGE) {
    const end = Math.min(page + KEPT_PAGE, words.length);
    let empty = true;
    for (let word = page; word < end && empty; word += 1) empty = words[word] === 0;
    if (empty) continue;
    const last = runs[runs.length - 1];
    if (last && last[1] === page * 4) last[1] = end * 4;
    else runs.push([page * 4, end * 4]);
  }
  if (bytes.length % 4) runs.push([bytes.length - (bytes.length % 4), bytes.length]);
  const header = new DataView(new ArrayBuffer(4 + 8 * runs.length));
  header.setUint32(0, runs.length, true);
  runs.forEach(([start, end], index) => {
    header.setUint32(4 + 8 * index, start, true);
    header.setUint32(8 + 8 * index, end - start, true);
  });
  return new Blob([header, ...runs.map(([start, end]) => bytes.subarray(start, end))]);
}

// Reads a kept copy (see packKept), open in `file`, into `bytes`, a zeroed buffer of the snapshot's size, each run
// straight into its place; throws when it does not fit.
function unpackKept(file, bytes) {
  const size = file.getSize();
  const read = (view, at) => {
    if (file.read(view, { at }) !== view.byteLength) throw new Error("the kept snapshot is damaged");
  };
  const count = new DataView(new ArrayBuffer(4));
  if (size < 4) throw new Error("the kept snapshot is damaged");
  read(count, 0);
  let at = 4 + 8 * count.getUint32(0, true);
  if (at > size) throw new Error("the kept snapshot is damaged");
  const table = new DataView(new ArrayBuffer(at - 4));
  read(table, 4);
  for (let entry = 0; entry < table.byteLength; entry += 8) {
    const start = table.getUint32(entry, true);
    const length = table.getUint32(entry + 4, true);
    if (start + length > bytes.length || at + length > size) throw new Error("the kept snapshot is damaged");
    read(bytes.subarray(start, start + length), at);
    at += length;
  }
  if (at !== size) throw new Error("the kept snapshot is damaged");
}

// Drops the kept copy; resolves once it is gone (or could not be dropped).
async function forgetSnapshot() {
  try {
    await (await navigator.storage.getDirectory()).removeEntry(KEPT, { recursive: true });
  } catch (error) {
    // nothing kept, or nothing to drop it with
  }
}

// One start of Pyodide with these options, stopped early when a file of <site>/pyodide/ is missing.
async function start(loadPyodide, options) {
  const starting = loadPyodide({
    indexURL: PYODIDE_URL.href,
    stdout: (line) => console.debug(line),
    stderr: (line) => console.warn(line),
    ...options,
  });
  starting.catch(() => undefined); // when a missing file wins the race, its rejection is expected
  return Promise.race([fileMissing, starting]);
}

// The restored interpreter's global random stream is the build's: reseed it from the browser's entropy.
// (The engine draws from its own seeded streams; the hash seed stays the build's, which only dict and set
// order of strings would show, and the engine never relies on it.)
function afterRestore(pyodide) {
  pyodide.runPython("import random\nrandom.seed()");
}

// Pyodide waits for the snapshot before it creates its module, only to learn its size, and restores it once the
// module is ready: it gets the buffer at once, and the module it creates is ready only once the buffer is full.
// (When the snapshot fails, that module is left to finish on its own and is dropped.)
function snapshotStart(createModule) {
  return {
    _loadSnapshot: snapshotBytes,
    ...(LOCK_INFO ? { lockFileContents: { info: LOCK_INFO, packages: {} } } : {}),
    createPyodideModule: async (settings) => (await Promise.all([createModule(settings), snapshot]))[0],
  };
}

async function boot() {
  try {
    stage(1, "fetching Python");
    let loadPyodide, createModule;
    try {
      ({ loadPyodide } = await import(pyodideFile("pyodide.mjs").href));
    } catch (error) {
      throw new Error("pyodide.mjs could not be loaded");
    }
    try {
      createModule = (await asmModule).default;
    } catch (error) {
      throw new Error("pyodide.asm.mjs could not be loaded");
    }
    stage(2, "starting Python and loading the rules engine");
    let pyodide = null;
    let keep = false;
    const bootPath = { path: "normal", reason: SNAPSHOT ? "" : "the site was built without a snapshot", kept: false };
    if (snapshot) {
      try {
        restoring = true;
        pyodide = await start(loadPyodide, snapshotStart(createModule));
        afterRestore(pyodide);
        bootPath.path = "snapshot";
        ({ kept: bootPath.kept, keep } = await snapshot);
      } catch (error) {
        pyodide = null;
        snapshotBytes = null;
        dropWasmCopy();
        if (await snapshot.then(({ kept }) => kept, () => false)) forgetSnapshot();
        // Pyodide's own errors say what went wrong first ("Snapshot build id mismatch", then both ids).
        bootPath.reason = `the snapshot could not be used: ${(messageLines(error)[0] || "unknown error").slice(0, 300)}`;
        console.info(`Starting the engine the normal way: ${bootPath.reason}`);
      } finally {
        restoring = false;
      }
    }
    // Fetched while Python boots, found through pyodide-lock.json and checked against its sha256.
    if (!pyodide) pyodide = await start(loadPyodide, { packages: [PACKAGE], createPyodideModule: createModule });
    const booted = performance.now();
    stage(3, "starting the widgets");
    const live = pyodide.pyimport("widgets.live");
    respond = live.respond;
    const ms = Math.round(performance.now() - started);
    postMessage({
      type: "ready", ms, pythonMs: Math.round(booted - started), pyodide: pyodide.version, boot: bootPath,
    });
    if (keep) setTimeout(() => keepSnapshot().catch(() => undefined), 0);
    else snapshotBytes = null;
    if (bootPath.path === "snapshot") {
      edition = editions(pyodide);
      stdlibLater = () => {
        stdlibLater = null;
        stdlibInstalled = installStdlib(pyodide).finally(() => {
          stdlibInstalled = null;
        });
      };
      warmUp(live.warm, 0, () => warmViews(live.warm_view, 0, keep ? primeCodeCache : () => undefined));
    }
    return true;
  } catch (error) {
    postMessage({ type: "failed", reason: describe(error) });
    return false;
  }
}

// After a restore the browser has optimised little of the interpreter's WebAssembly (it optimises code that has run
// a while; the normal boot runs Python all along), and the first clicks would take two or three times as long:
// widgets.live.warm runs the engine in short slices while the reader reads, each slice after any message waiting.
const WARM_SLICES = 60;
const WARM_SLICE_MS = 5;

function warmUp(warm, slice, then) {
  if (slice >= WARM_SLICES) {
    then();
    return;
  }
  setTimeout(() => {
    try {
      warm(slice, WARM_SLICE_MS);
    } catch (error) {
      then(); // only a warm-up: the answers to the page are unaffected
      return;
    }
    warmUp(warm, slice + 1, then);
  }, 0);
}

// Then a view or two, each drawn once the reader has paused (no request for VIEW_PAUSE_MS). The first view drawn
// after a restore takes several times as long as the next, mostly the browser compiling code run for the first
// time; a click that came while a view was drawn would wait for it.
const VIEW_PAUSE_MS = 250;
let lastRequest = -Infinity;

function warmViews(warmView, index, then) {
  setTimeout(() => {
    if (performance.now() - lastRequest < VIEW_PAUSE_MS) {
      warmViews(warmView, index, then);
      return;
    }
    let drawn = false;
    try {
      drawn = warmView(index);
    } catch (error) {
      drawn = false; // only a warm-up: the answers to the page are unaffected
    }
    if (drawn) warmViews(warmView, index + 1, then);
    else then();
  }, Math.max(0, lastRequest + VIEW_PAUSE_MS - performance.now()));
}

// On a first visit, once the warm-up is done: a worker of its own loads Pyodide's JavaScript a second time, so that
// Chromium keeps its compiled code for the next visit (code-cache.mjs). It is ended once it answers, or after 10 s.
const CODE_CACHE_MS = 10_000;

function primeCodeCache() {
  let primer;
  try {
    primer = new Worker(new URL("./code-cache.mjs", import.meta.url), { type: "module" });
  } catch (error) {
    return; // a browser without nested module workers simply compiles it again next time
  }
  const end = () => primer.terminate();
  primer.onmessage = end;
  primer.onerror = end;
  setTimeout(end, CODE_CACHE_MS);
}

// A language's modules after a restore, fetched the first time a message asks in that language and unpacked into
// site-packages, where the restored packages look for them; each language once.
function editions(pyodide) {
  const loading = new Map();
  return (language) => {
    const file = EDITIONS && Object.hasOwn(EDITIONS, language) ? EDITIONS[language] : null;
    if (!file) return null;
    if (!loading.has(language)) {
      loading.set(language, fetchOriginal(pyodideFile(file)).then(async (response) => {
        if (!response.ok) throw new Error(`${file} could not be fetched (HTTP ${response.status})`);
        const archive = `/tmp/${file}`;
        pyodide.FS.writeFile(archive, new Uint8Array(await response.arrayBuffer()));
        pyodide.runPython(unpackEdition(archive));
        pyodide.FS.unlink(archive);
      }));
    }
    return loading.get(language);
  };
}

// The finders of site-packages and its packages forget what they listed (importlib.invalidate_caches would import
// importlib.metadata, which a restored interpreter may not have before the standard library is in).
const unpackEdition = (archive) => `
import sys, zipfile
site_packages = next(folder for folder in sys.path if folder.endswith("/site-packages"))
with zipfile.ZipFile(${JSON.stringify(archive)}) as modules:
    modules.extractall(site_packages)
for folder, finder in list(sys.path_importer_cache.items()):
    if folder.startswith(site_packages) and finder is not None:
        finder.invalidate_caches()
`;

// respond()'s answer. Before the standard library is in after a restore, a request that raises may have needed a
// module of it that nobody imported before the snapshot: it is answered again once the library is in.
async function answered(text) {
  try {
    return respond(text);
  } catch (error) {
    const installing = stdlibInstalled;
    if (!installing) throw error;
    await installing;
    return respond(text);
  }
}

const booted = boot();

self.addEventListener("message", async (event) => {
  const data = event.data;
  if (data && data.type === "echo") {
    if (await booted) postMessage({ type: "echo", id: data.id });
    return;
  }
  if (!data || data.type !== "request") return;
  const { id, message } = data;
  if (!(await booted)) {
    postMessage({ type: "response", id, failed: true });
    return;
  }
  lastRequest = performance.now();
  if (stdlibLater) stdlibLater();
  const language = message && typeof message === "object" ? message.lang : undefined;
  // Without its language's modules the engine refuses that language, and says so: the answer is given either way.
  if (edition && typeof language === "string") await edition(language)?.catch((error) => console.info(describe(error)));
  let answer;
  try {
    answer = await answered(JSON.stringify(message));
  } catch (error) {
    postMessage({ type: "response", id, error: describe(error) });
    return;
  }
  try {
    postMessage({ type: "response", id, response: JSON.parse(answer) });
  } catch (error) {
    postMessage({ type: "response", id, error: "the engine's answer is not JSON" });
  }
});
