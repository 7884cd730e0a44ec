// Pyodide under Node booted as the page boots it (worker.js): a standard library given
// by --stdlib, the engine wheel unpacked, no micropip; then tests/pyodide/drive_api.py
// calls every engine.api function (the recorded --calls too, and tests/saves/).
//
//   node tests/pyodide/page_stdlib.mjs --pyodide dist/pyodide \
//        --stdlib dist/pyodide/python_stdlib.trimmed.zip --wheel dist/<engine>.whl [--calls calls.json]
//        proves that the page's library is enough: exit 1 with the engine's message if not
//   ... --stdlib <the full library> --trace
//        prints, last, the JSON list of the library's files that the run needed
//        (buildtools/stdlib.py's trace: what sys.modules held, and what they import as they load)
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    pyodide: { type: "string" },
    stdlib: { type: "string" },
    wheel: { type: "string" },
    calls: { type: "string" },
    trace: { type: "boolean", default: false },
  },
});
for (const name of ["pyodide", "stdlib", "wheel"]) {
  if (!values[name]) throw new Error(`page_stdlib.mjs: --${name} is required`);
}

const here = new URL(".", import.meta.url);
const dir = resolve(values.pyodide) + "/";
const started = performance.now();
const { loadPyodide } = await import(pathToFileURL(dir + "pyodide.mjs").href);
const pyodide = await loadPyodide({ indexURL: dir, stdLibURL: resolve(values.stdlib) });
pyodide.unpackArchive(new Uint8Array(readFileSync(values.wheel)), "wheel");
pyodide.FS.writeFile("/home/pyodide/drive_api.py", readFileSync(new URL("drive_api.py", here)));
const closure = new URL("../../buildtools/stdlib_closure.py", here);
pyodide.FS.writeFile("/home/pyodide/stdlib_closure.py", readFileSync(closure));

const saves = new URL("../saves/", here);
const saveTexts = readdirSync(saves)
  .sort()
  .map((name) => readFileSync(new URL(name, saves), "utf8"));
if (values.calls && !existsSync(values.calls))
  throw new Error(`page_stdlib.mjs: no ${values.calls}: did the tests run?`);
const calls = values.calls ? readFileSync(values.calls, "utf8") : "[]";
pyodide.globals.set("calls_text", calls);
pyodide.globals.set("save_texts", pyodide.toPy(saveTexts));
pyodide.globals.set("tracing", values.trace);
try {
  const out = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from drive_api import drive
made = drive(json.loads(calls_text), list(save_texts))
if tracing:
    from stdlib_closure import closure
    del sys.modules["drive_api"], sys.modules["stdlib_closure"]  # the tools' own
    answer = json.dumps(closure(f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip", list(sys.modules)))
else:
    answer = f"{made} engine.api calls answered"
answer
`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(values.trace ? out : `${out} in ${seconds} s, on the library ${values.stdlib}`);
} catch (error) {
  console.error(String(error.message || error));
  process.exit(1);
}
