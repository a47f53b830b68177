// Restores the engine's snapshot under Node, as the widgets' worker does in a browser, and answers requests:
//
//   node tests/pyodide/restore.mjs <pyodide dir> <snapshot.gz> <answer_golden.py> <requests.json> <answers.json>
//
// Writes {answers, widgets, facts}: answer_golden.answer_all's answers to the golden requests, widgets.live's
// answers to the messages in the requests file's "widgets" list, and what the restored interpreter looks like.

import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { gunzipSync } from "node:zlib";

const [pyodideDir, snapshot, answerSource, requests, output] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(path.join(path.resolve(pyodideDir), "pyodide.mjs")).href);
const pyodide = await loadPyodide({
  indexURL: path.resolve(pyodideDir) + path.sep,
  _loadSnapshot: gunzipSync(readFileSync(snapshot)),
  stdout: (line) => console.error(line),
  stderr: (line) => console.error(line),
});
pyodide.FS.mkdirTree("/parity");
pyodide.FS.writeFile("/parity/answer_golden.py", readFileSync(answerSource));
pyodide.FS.writeFile("/parity/requests.json", readFileSync(requests));
const result = pyodide.runPython(`
import json, os, runpy, sys
import widgets.live
with open("/parity/requests.json", encoding="utf-8") as file:
    batch = json.load(file)
answer_all = runpy.run_path("/parity/answer_golden.py")["answer_all"]
site_packages = next(folder for folder in sys.path if folder.endswith("/site-packages"))
json.dumps({
    "answers": json.loads(answer_all(json.dumps(batch["golden"]))),
    "widgets": [widgets.live.respond(message) for message in batch["widgets"]],
    "facts": {
        "python": list(sys.version_info[:3]),
        "engine_file": sys.modules["engine.api"].__file__,
        "site_packages": sorted(os.listdir(site_packages)),
        "executable": sys.executable,
    },
})
`);
writeFileSync(output, result);
