// Restores the engine's snapshot under Node, as the widgets' worker does in a browser (gunzipped, its difference
// from the memory pyodide.asm.wasm starts with undone, and an empty file in place of the standard library, which
// the worker writes later), and answers requests with no module but those imported before the snapshot:
//
//   node tests/pyodide/restore.mjs <pyodide dir> <snapshot.gz> <answer_golden.py> <requests.json> <answers.json>
//        <the French modules' zip>
//
// Writes {answers, widgets, facts}: answer_golden.answer_all's answers to the golden requests, widgets.live's
// answers to the messages in the requests file's "widgets" list, and what the restored interpreter looks like,
// before and after the standard library is written over the empty file as the worker does. The French modules,
// which the snapshot leaves out, are unpacked as the worker unpacks them for a French page, once the interpreter
// has been looked at and before any request is answered (some golden requests are in French).

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

import { xorDataSegments } from "../../widgets/assets/data-segments.mjs";

const [pyodideDir, snapshot, answerSource, requests, output, french] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const memory = gunzipSync(readFileSync(snapshot));
xorDataSegments(memory, readFileSync(path.join(pyodideDir, "pyodide.asm.wasm")));
const emptyStdlib = path.join(path.dirname(path.resolve(output)), "empty_stdlib.zip");
writeFileSync(emptyStdlib, new Uint8Array(0));
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  stdLibURL: emptyStdlib,
  _loadSnapshot: memory,
  stdout: (line) => console.error(line),
  stderr: (line) => console.error(line),
});
pyodide.FS.mkdirTree("/parity");
pyodide.FS.writeFile("/parity/answer_golden.py", readFileSync(answerSource));
pyodide.FS.writeFile("/parity/requests.json", readFileSync(requests));
const LATE = "csv"; // a module of the standard library that nothing imports before the snapshot
const facts = JSON.parse(pyodide.runPython(`
import json, os, sys
site_packages = next(folder for folder in sys.path if folder.endswith("/site-packages"))
try:
    import ${LATE}
    late = "imported"
except Exception as error:  # reading the empty file fails (EOFError)
    late = type(error).__name__
json.dumps({
    "python": list(sys.version_info[:3]),
    "engine_file": sys.modules["engine.api"].__file__,
    "site_packages": sorted(os.listdir(site_packages)),
    "executable": sys.executable,
    "late_import_before": late,
    "french_imported": sorted(name for name in sys.modules if name.endswith("_fr")),
})
`));
// The worker's editions(): the French modules unpacked into site-packages, the import system's caches cleared.
pyodide.FS.writeFile("/tmp/french.zip", readFileSync(french));
pyodide.runPython(`
import sys, zipfile
site_packages = next(folder for folder in sys.path if folder.endswith("/site-packages"))
with zipfile.ZipFile("/tmp/french.zip") as modules:
    modules.extractall(site_packages)
for folder, finder in list(sys.path_importer_cache.items()):
    if folder.startswith(site_packages) and finder is not None:
        finder.invalidate_caches()
`);
const result = JSON.parse(pyodide.runPython(`
import json
import widgets.live
with open("/parity/requests.json", encoding="utf-8") as file:
    batch = json.load(file)
with open("/parity/answer_golden.py", encoding="utf-8") as file:
    answer_golden = {}
    exec(compile(file.read(), "/parity/answer_golden.py", "exec"), answer_golden)
json.dumps({
    "answers": json.loads(answer_golden["answer_all"](json.dumps(batch["golden"]))),
    "widgets": [widgets.live.respond(message) for message in batch["widgets"]],
})
`));
result.facts = facts;
// The worker's installStdlib: the standard library over the empty file, and only an importer's failure on the
// empty file forgotten (the importer the snapshot holds already knows the file's contents).
const zip = pyodide.runPython("import sys\nnext(p for p in sys.path if p.endswith('.zip'))");
pyodide.FS.writeFile(zip, readFileSync(path.join(pyodideDir, "python_stdlib.zip")));
pyodide.runPython(`
import sys
if sys.path_importer_cache.get(${JSON.stringify(zip)}, False) is None:
    del sys.path_importer_cache[${JSON.stringify(zip)}]
`);
result.facts.late_import_after = pyodide.runPython(`import ${LATE}\n${LATE}.__name__`);
writeFileSync(output, JSON.stringify(result));
