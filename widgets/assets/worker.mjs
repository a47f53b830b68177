// The live widgets' engine: one module Web Worker per visit, started by host.js after the first paint.
//
// It boots the Pyodide that the site build copied into <site>/pyodide/ (nothing comes from another host),
// with our wheel (the `engine` and `widgets` packages), which build/site_hook.py registered in that folder's
// pyodide-lock.json, so Pyodide fetches it while it boots. Then it answers each message of the host with
// widgets.live.respond (see widgets/README.md).
//
// Host -> worker: {type: "request", id, message: {state, action, value} | {state, fragment}}
// Worker -> host: {type: "stage", step, of, text}        while booting
//                 {type: "ready", ms, python}           booted: ms since the worker started
//                 {type: "failed", reason}              Pyodide or the wheel could not start
//                 {type: "response", id, response}      respond()'s answer, parsed
//                 {type: "response", id, error}         respond() raised, or its answer was not JSON
//                 {type: "response", id, failed: true}  the engine never started

const PYODIDE_URL = new URL("../../pyodide/", import.meta.url); // <site>/assets/widgets/ -> <site>/pyodide/
const PACKAGE = "maison-academique-engine"; // its name in pyodide-lock.json
const STAGES = 3;
const started = performance.now();
let respond = null;

function stage(step, text) {
  postMessage({ type: "stage", step, of: STAGES, text });
}

function describe(error) {
  const text = error && typeof error.message === "string" ? error.message : String(error);
  // Python tracebacks are long: their last line says what went wrong.
  const lines = text.trim().split("\n").filter((line) => line.trim());
  return (lines[lines.length - 1] || "unknown error").slice(0, 300);
}

// Pyodide only warns when its WebAssembly file cannot be fetched, and then never settles: watch the worker's
// fetches of <site>/pyodide/ files, and stop the boot at the first one that fails.
let missing;
const fileMissing = new Promise((resolve, reject) => {
  missing = reject;
});
fileMissing.catch(() => undefined);
const fetchOriginal = self.fetch.bind(self);
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
    const starting = loadPyodide({
      indexURL: PYODIDE_URL.href,
      // Fetched while Python boots, found through pyodide-lock.json and checked against its sha256.
      packages: [PACKAGE],
      stdout: (line) => console.debug(line),
      stderr: (line) => console.warn(line),
    });
    starting.catch(() => undefined); // when a missing file wins the race, its rejection is expected
    const pyodide = await Promise.race([fileMissing, starting]);
    const booted = performance.now();
    stage(3, "starting the widgets");
    respond = pyodide.pyimport("widgets.live").respond;
    const ms = Math.round(performance.now() - started);
    postMessage({ type: "ready", ms, pythonMs: Math.round(booted - started), pyodide: pyodide.version });
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
