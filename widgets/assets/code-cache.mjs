// Loads Pyodide's JavaScript side (pyodide.asm.mjs) a second time, in a worker of its own, and runs it until it asks
// for its WebAssembly. Chromium keeps the code V8 compiled for a script from that script's second load on: without
// this, a reader's second visit compiles Pyodide's JavaScript again and only the third reuses it; with it, the second
// visit starts Python about 100 ms sooner (docs/speed.md, "A second visit and the code cache"). worker.mjs starts it
// once a first visit is live and ends it when it answers; it changes nothing else and needs no answer.

const PYODIDE_ASM = new URL("../../pyodide/pyodide.asm.mjs", import.meta.url);

try {
  const { default: createModule } = await import(PYODIDE_ASM.href);
  await new Promise((resolve) => {
    createModule({
      noInitialRun: true,
      locateFile: (path) => new URL(path, PYODIDE_ASM).href,
      print: () => undefined,
      printErr: () => undefined,
      // Stops here: Pyodide's JavaScript has run up to its WebAssembly, which is neither fetched nor compiled.
      instantiateWasm: () => {
        resolve();
        return {};
      },
    }).catch(resolve);
  });
} finally {
  postMessage("done");
}
