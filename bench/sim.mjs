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
const name = `bench_${values.module}`;
pyodide.FS.writeFile(`/home/pyodide/${name}.py`, readFileSync(new URL(`${values.module}.py`, import.meta.url)));
const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from ${name} import ${values.call}
json.dumps(${values.call}(**json.loads(${JSON.stringify(values.kwargs)})))
`);
console.log(JSON.stringify({ result: JSON.parse(result), boot_seconds: bootSeconds }));
