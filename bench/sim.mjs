// bench/games.py's play() inside Pyodide under Node, against the built engine wheel.
//   node bench/sim.mjs --pyodide dist/pyodide --wheel dist/<engine>.whl \
//        --ruleset idiot --players 4 --options '{}' --games 30   (or --seconds 5 instead of --games)
// Prints one line of JSON: {"games", "moves", "seconds", "boot_seconds"}.
import { readFileSync } from "node:fs";
import { parseArgs } from "node:util";
import { bootPyodide } from "../tests/pyodide/boot.mjs";

const { values } = parseArgs({
  options: {
    pyodide: { type: "string" },
    wheel: { type: "string" },
    seconds: { type: "string", default: "5" },
    games: { type: "string", default: "0" },
    ruleset: { type: "string", default: "idiot" },
    players: { type: "string", default: "4" },
    options: { type: "string", default: "{}" },
  },
});

const started = performance.now();
const pyodide = await bootPyodide(values.pyodide, [values.wheel]);
const bootSeconds = (performance.now() - started) / 1000;
pyodide.FS.writeFile("/home/pyodide/bench_games.py", readFileSync(new URL("games.py", import.meta.url)));
const result = pyodide.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide")
from bench_games import play
json.dumps(play(${JSON.stringify(values.ruleset)}, ${Number(values.players)},
                seconds=${Number(values.seconds)}, games=${Number(values.games)},
                options=json.loads(${JSON.stringify(values.options)})))
`);
console.log(JSON.stringify({ ...JSON.parse(result), boot_seconds: bootSeconds }));
