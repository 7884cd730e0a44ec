// Boot Pyodide under Node and install wheels with micropip, offline.
// Shared by tests/pyodide/run.mjs (engine tests) and bench/sim.mjs (benchmark).
import { readFileSync } from "node:fs";
import { basename, resolve } from "node:path";
import { pathToFileURL } from "node:url";

// pyodideDir: a folder with pyodide.mjs, the runtime files, pyodide-lock.json and
// the micropip wheel it names (build.py's dist/pyodide/). wheels: .whl paths,
// installed without dependency resolution, so list every one that is needed. stdlib: the
// standard library's zip (dist/pyodide/ holds the page's trimmed one, buildtools/stdlib.py,
// which lacks what micropip and pytest need: give the full one).
export async function bootPyodide(pyodideDir, wheels, stdlib) {
  const dir = resolve(pyodideDir) + "/";
  const { loadPyodide } = await import(pathToFileURL(dir + "pyodide.mjs").href);
  const pyodide = await loadPyodide({ indexURL: dir, stdLibURL: resolve(stdlib) });
  await pyodide.loadPackage("micropip", { messageCallback: () => {} });
  pyodide.FS.mkdirTree("/wheels");
  const urls = wheels.map((wheel) => {
    const target = "/wheels/" + basename(wheel);
    pyodide.FS.writeFile(target, readFileSync(wheel));
    return "emfs:" + target;
  });
  const micropip = pyodide.pyimport("micropip");
  try {
    await micropip.install.callKwargs(urls, { deps: false });
  } finally {
    micropip.destroy();
  }
  return pyodide;
}
