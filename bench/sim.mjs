// A function of a bench module inside Pyodide under Node, against the built engine wheel:
//   node bench/sim.mjs --pyodide dist/pyodide --stdlib <full python_stdlib.zip> --wheel dist/<engine>.whl \
//        --module games --call play --kwargs '{"ruleset": "idiot", "players": 4, "games": 30}'
// runs bench/games.py's play(**kwargs). Prints one line of JSON: {"result", "boot_seconds"}.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { bootPyodide } from "../tests/pyodide/boot.mjs";

const { values } = parseArgs({
  options: {
    pyodide: { type: "string" },
    stdlib: { type: "string" },
    wheel: { type: "string" },
    module: { type: "string", default: "games" },
    call: { type: "string", default: "play" },
    kwargs: { type: "string", default: "{}" },
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
const name = `bench_${values.module}`;
pyodide.FS.writeFile(`/home/pyodide/${name}.py`, readFileSync(new URL(`${values.module}.py`, import.meta.url)));
// the bench modules the others import, as the package they are in CPython
pyodide.FS.mkdirTree("/home/pyodide/bench");
pyodide.FS.writeFile("/home/pyodide/bench/__init__.py", "");
for (const module of ["clock.py", "random_play.py"]) {
  pyodide.FS.writeFile(`/home/pyodide/bench/${module}`, readFileSync(new URL(module, import.meta.url)));
}
const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from ${name} import ${values.call}
json.dumps(${values.call}(**json.loads(${JSON.stringify(values.kwargs)})))
`);
console.log(JSON.stringify({ result: JSON.parse(result), boot_seconds: bootSeconds }));
