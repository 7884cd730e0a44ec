// A function of a bench module inside Pyodide under Node, against the built engine wheel:
//   node bench/sim.mjs --pyodide dist/pyodide --stdlib <full python_stdlib.zip> --wheel dist/<engine>.whl \
//        --module games --call one_pass --kwargs '{"ruleset": "idiot", "players": 4, "games": 30}'
// runs bench/games.py's one_pass(**kwargs). Prints one line of JSON: {"result", "boot_seconds"}.
// With --serve instead of --module, --call and --kwargs: one boot, then a call for each line
// of JSON read, {"module", "call", "kwargs"}, each answered by a line {"result"}, until the
// input ends, after a first line {"boot_seconds"} (bench/__main__.py's PyodideSession:
// calls that alternate with CPython's).
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { bootPyodide } from "../tests/pyodide/boot.mjs";

const { values } = parseArgs({
  options: {
    pyodide: { type: "string" },
    stdlib: { type: "string" },
    wheel: { type: "string" },
    module: { type: "string", default: "games" },
    call: { type: "string", default: "one_pass" },
    kwargs: { type: "string", default: "{}" },
    serve: { type: "boolean", default: false },
  },
});

const started = performance.now();
const pyodide = await bootPyodide(values.pyodide, [values.wheel], values.stdlib);
const bootSeconds = (performance.now() - started) / 1000;
// Inside Pyodide time.process_time() is the wall clock; the Node process's CPU time is what
// compares with CPython's process_time on a machine other work shares (bench/clock.py).
pyodide.registerJsModule("host_clock", {
  cpu_seconds: () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1e6;
  },
});
// the bench modules the others import, as the package they are in CPython
pyodide.FS.mkdirTree("/home/pyodide/bench");
pyodide.FS.writeFile("/home/pyodide/bench/__init__.py", "");
for (const module of ["clock.py", "random_play.py"]) {
  pyodide.FS.writeFile(`/home/pyodide/bench/${module}`, readFileSync(new URL(module, import.meta.url)));
}

const copied = new Set(); // the bench modules written to Pyodide's files (Python imports each once)

/**
 * bench/<module>.py's call(**kwargs), its result read back from JSON.
 * @param {string} module @param {string} call @param {unknown} kwargs
 */
function run(module, call, kwargs) {
  const name = `bench_${module}`;
  if (!copied.has(name)) {
    pyodide.FS.writeFile(`/home/pyodide/${name}.py`, readFileSync(new URL(`${module}.py`, import.meta.url)));
    copied.add(name);
  }
  const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from ${name} import ${call}
json.dumps(${call}(**json.loads(${JSON.stringify(JSON.stringify(kwargs))})))
`);
  return JSON.parse(result);
}

if (values.serve) {
  console.log(JSON.stringify({ boot_seconds: bootSeconds }));
  for await (const line of createInterface({ input: process.stdin })) {
    const { module, call, kwargs } = JSON.parse(line);
    console.log(JSON.stringify({ result: run(module, call, kwargs) }));
  }
} else {
  const result = run(values.module, values.call, JSON.parse(values.kwargs));
  console.log(JSON.stringify({ result, boot_seconds: bootSeconds }));
}
