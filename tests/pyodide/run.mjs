// Run the engine's pytest suite inside Pyodide under Node, against the built wheel.
//
//   node tests/pyodide/run.mjs --pyodide dist/pyodide --config pyproject.toml \
//        --tests tests --wheel dist/<engine>.whl --wheel <pytest and deps>.whl ... \
//        --stdlib <python_stdlib.zip> [--record calls.json] -- -q -m "not slow" -p no:cacheprovider
//
// --stdlib: the standard library to boot with (the full one: pytest imports far more than
// the page's trimmed library holds). --record: the engine.api calls the tests make are
// written to that file (tests/conftest.py), for tests/pyodide/page_stdlib.mjs to replay.
//
// Only tests/ is mounted (at /repo/tests, with pyproject.toml copied to /repo), so
// `engine` is imported from the installed wheel, never from the source tree.
// Exits with pytest's exit code.
import { readFileSync, realpathSync } from "node:fs";
import { basename, dirname, resolve } from "node:path";
import { parseArgs } from "node:util";
import { bootPyodide } from "./boot.mjs";

const { values, positionals } = parseArgs({
  options: {
    pyodide: { type: "string" },
    config: { type: "string" },
    tests: { type: "string" },
    stdlib: { type: "string" },
    record: { type: "string" },
    wheel: { type: "string", multiple: true, default: [] },
  },
  allowPositionals: true,
});
for (const name of ["pyodide", "config", "tests", "stdlib"]) {
  if (!values[name]) throw new Error(`run.mjs: --${name} is required`);
}

const started = performance.now();
const pyodide = await bootPyodide(values.pyodide, values.wheel, values.stdlib);
console.log(`pyodide ${pyodide.version} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

pyodide.FS.mkdirTree("/repo/tests");
pyodide.FS.writeFile("/repo/pyproject.toml", readFileSync(values.config));
pyodide.mountNodeFS("/repo/tests", resolve(values.tests));
if (values.record) {
  pyodide.FS.mkdirTree("/record");
  pyodide.mountNodeFS("/record", realpathSync(dirname(resolve(values.record)))); // (a link is refused)
  pyodide.runPython(`import os; os.environ["HOUSE_RULES_API_CALLS"] = "/record/${basename(values.record)}"`);
}
pyodide.globals.set("pytest_args", pyodide.toPy(["/repo/tests", ...positionals]));
const code = await pyodide.runPythonAsync(`
import os, sys
sys.dont_write_bytecode = True  # the host's tests/ is mounted: leave no __pycache__
os.chdir("/repo")
import pytest
int(pytest.main(list(pytest_args)))
`);
process.exit(code);
