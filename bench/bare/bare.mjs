// The baseline of the page-load bench: boot Pyodide in a module worker, as the table
// does, and mark the page ready. Served by bench/browser.py, never shipped in dist/.
const worker = new Worker(new URL("worker.mjs", import.meta.url), { type: "module" });
worker.onmessage = () => {
  document.documentElement.dataset.ready = "1";
};
