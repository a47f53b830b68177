// The live widgets' engine: one module Web Worker per visit, started by a tiny script in the head of a page with
// widgets (widgets/theme/main.html) and adopted by host.js, or started by host.js after the first paint.
//
// It starts the Pyodide that the site build copied into <site>/pyodide/ (nothing comes from another host) in
// one of two ways (docs/build.md, "The engine's snapshot"):
// - from the snapshot: a memory image of Pyodide with our engine already imported, made and named by the site
//   build (build/site_hook.py writes its file name into SNAPSHOT below), fetched first thing and gunzipped
//   here while Pyodide fetches its own files. It holds no files: every module of our wheel was imported
//   before it was made.
// - the normal way, when the site has no snapshot or it cannot be used (a build id that does not match,
//   bytes that do not decompress, a missing file, a browser without DecompressionStream): Pyodide boots with
//   our wheel (the `engine` and `widgets` packages), which build/site_hook.py registered in pyodide-lock.json,
//   so Pyodide fetches it while it boots.
// Then it answers each message of the host with widgets.live.respond (see widgets/README.md).
//
// Host -> worker: {type: "request", id, message: {state, action, value} | {state, fragment}}
// Worker -> host: {type: "stage", step, of, text}        while booting
//                 {type: "ready", ms, pythonMs, pyodide, boot: {path, reason}}
//                                                       booted: ms since the worker started; path "snapshot"
//                                                       or "normal", reason: why the snapshot was not used
//                 {type: "failed", reason}              Pyodide or the wheel could not start
//                 {type: "response", id, response}      respond()'s answer, parsed
//                 {type: "response", id, error}         respond() raised, or its answer was not JSON
//                 {type: "response", id, failed: true}  the engine never started

const PYODIDE_URL = new URL("../../pyodide/", import.meta.url); // <site>/assets/widgets/ -> <site>/pyodide/
const PACKAGE = "maison-academique-engine"; // its name in pyodide-lock.json
const SNAPSHOT = null; // the snapshot's file name in <site>/pyodide/, written by the site build
const STAGES = 3;
const started = performance.now();
const fetchOriginal = self.fetch.bind(self);
// First thing: the snapshot is the largest download, and Pyodide's own files can come beside it.
const snapshot = SNAPSHOT ? fetchSnapshot(new URL(SNAPSHOT, PYODIDE_URL)) : null;
if (snapshot) snapshot.catch(() => undefined); // its failure is read by boot(), which falls back
let respond = null;

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
  let response;
  try {
    response = await fetchOriginal(resource, options);
  } catch (error) {
    if (ours) missing(new Error(`${name} could not be fetched`));
    throw error;
  }
  if (ours && !response.ok) missing(new Error(`${name} could not be fetched (HTTP ${response.status})`));
  return response;
};

// The snapshot's bytes. A static host serves the .gz file as it is, so it is gunzipped here as it arrives; a
// host that already decoded it (Content-Encoding) hands over the raw snapshot, used as it is.
async function fetchSnapshot(url) {
  if (typeof DecompressionStream !== "function") throw new Error("this browser has no DecompressionStream");
  const response = await fetchOriginal(url);
  if (!response.ok) throw new Error(`${SNAPSHOT} could not be fetched (HTTP ${response.status})`);
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
  });
  const gzipped = !first.done && first.value[0] === 0x1f && first.value[1] === 0x8b;
  const bytes = new Response(gzipped ? body.pipeThrough(new DecompressionStream("gzip")) : body);
  return new Uint8Array(await bytes.arrayBuffer());
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

async function boot() {
  try {
    stage(1, "fetching Python");
    let loadPyodide;
    try {
      ({ loadPyodide } = await import(new URL("pyodide.mjs", PYODIDE_URL).href));
    } catch (error) {
      throw new Error("pyodide.mjs could not be loaded");
    }
    stage(2, "starting Python and loading the rules engine");
    let pyodide = null;
    const bootPath = { path: "normal", reason: SNAPSHOT ? "" : "the site was built without a snapshot" };
    if (snapshot) {
      try {
        // Pyodide starts fetching its own files at once, and waits for the snapshot only to restore it.
        pyodide = await start(loadPyodide, { _loadSnapshot: snapshot });
        afterRestore(pyodide);
        bootPath.path = "snapshot";
      } catch (error) {
        pyodide = null;
        // Pyodide's own errors say what went wrong first ("Snapshot build id mismatch", then both ids).
        bootPath.reason = `the snapshot could not be used: ${(messageLines(error)[0] || "unknown error").slice(0, 300)}`;
        console.info(`Starting the engine the normal way: ${bootPath.reason}`);
      }
    }
    // Fetched while Python boots, found through pyodide-lock.json and checked against its sha256.
    if (!pyodide) pyodide = await start(loadPyodide, { packages: [PACKAGE] });
    const booted = performance.now();
    stage(3, "starting the widgets");
    respond = pyodide.pyimport("widgets.live").respond;
    const ms = Math.round(performance.now() - started);
    postMessage({
      type: "ready", ms, pythonMs: Math.round(booted - started), pyodide: pyodide.version, boot: bootPath,
    });
    return true;
  } catch (error) {
    postMessage({ type: "failed", reason: describe(error) });
    return false;
  }
}

const booted = boot();

self.addEventListener("message", async (event) => {
  const data = event.data;
  if (!data || data.type !== "request") return;
  const { id, message } = data;
  if (!(await booted)) {
    postMessage({ type: "response", id, failed: true });
    return;
  }
  let answer;
  try {
    answer = respond(JSON.stringify(message));
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
