// @ts-check
// The rules engine: Pyodide, the engine wheel, engine.api. Run as a module Web Worker
// (engine-client.js); where the page may not start one (a sandboxed frame with an
// opaque origin), engine-client.js imports this module and calls startEngine itself.
//
// Boot: Pyodide from ./pyodide/, the engine wheel (version.js's WHEEL) fetched in
// parallel with it and unpacked where Python finds it, then `import engine.api`. A later
// visit starts from the snapshot an earlier boot kept of that state (SNAPSHOT, below).
//
// The page names the worker "later-visit" (LATER_VISIT) when a service worker controls it.
// Page -> engine: {id, fn, args}   fn is one of engine.api's functions, args strings/ints.
// Engine -> page: {type: "life", lock}   a Web Lock held while the worker lives (workers only)
//                 {type: "stage", stage, bytes?}   boot progress: download, python, rules, ready
//                 (ready also says `restored`: whether the boot began from a kept snapshot)
//                 {type: "failed", stage, file, message}   boot failed (the page offers Retry)
//                 {id, ok: true, text}   the api's JSON text, parsed by the page
//                 {id, ok: false, message}   the call could not be made at all
// Only strings and ints cross the boundary, so no PyProxy ever leaves this file.
//
// The page imports this module too (engine-client.js's PageEngine), so it is typed for a
// page as well as for a worker: what only a worker has is looked up, not named.

import { BUILD, LOCK, STDLIB_FILE, WASM_FILE, WHEEL } from "./version.js";
import { loadPyodide } from "./pyodide/pyodide.mjs";

const PYODIDE_URL = new URL("./pyodide/", import.meta.url).href;
const WHEEL_URL = new URL(WHEEL, import.meta.url).href;
const API_FUNCTIONS = [
  "rulesets",
  "new_game",
  "view",
  "apply",
  "bot_move",
  "hint",
  "undo",
  "can_undo",
  "deal_code",
  "from_deal_code",
  "daily_deal",
  "replay",
  "replay_open",
  "review_steps",
  "review_step",
];
// The big runtime files: once their bodies are in, the download stage is over.
const BIG_FILES = ["pyodide.asm.wasm", STDLIB_FILE];
// The standard library the page's Python needs, not all of Pyodide's (a fifth of its bytes):
// the build's trace of what the engine imports (buildtools/stdlib.py).
const STDLIB_URL = new URL(STDLIB_FILE, PYODIDE_URL).href;
// sw.js does not serve the wasm (V8's compiled code stays with the HTTP cache's copy):
// it is fetched by a name that says its content (version.js's WASM_FILE), so that no
// cache can hand this build another build's wasm, and sw.js's cache (named as there)
// answers when the network fails or no longer has it.
const WASM = "pyodide.asm.wasm"; // the name Pyodide asks for
const WASM_URL = new URL(WASM_FILE, PYODIDE_URL).href;
const CACHE = "house-rules-" + BUILD;
// A snapshot of Python's memory once engine.api is imported, made after a boot and kept
// in this build's cache under this key (never fetched): a later boot restores it instead
// of starting Python and importing the engine, which is most of a warm start (a visit
// with every file in the caches: about 0.5 s instead of 1.7 s). It is as big as Python's
// memory (about 30 MB), and good for this build's Pyodide and engine only, which is why
// it is kept in this build's cache, which sw.js deletes with the build.
const SNAPSHOT = new URL("engine-snapshot.bin", import.meta.url).href;
// Made once the page's first calls are answered; sw.js makes the cache on its install,
// which a first visit starts once the engine runs, so a snapshot that finds no cache yet
// tries again a little later.
const SNAPSHOT_AFTER_MS = 1000;
const SNAPSHOT_TRIES = 5;
// The worker's name when the page that starts it is a later visit (engine-client.js).
const LATER_VISIT = "later-visit";

/** @typedef {import("./pyodide/pyodide.mjs").PyodideAPI} PyodideAPI */
/** @typedef {import("./pyodide/pyodide.mjs").PyodideConfig} PyodideConfig */
/** @typedef {import("./pyodide/pyodide.mjs").PyFunction} PyFunction */

/**
 * The page's call of one of engine.api's functions.
 * @typedef {{id: number, fn: string, args: (string | number)[]}} EngineRequest
 */
/**
 * What the engine tells the page (the list above).
 * @typedef {{type: "life", lock: string}
 *   | {type: "stage", stage: string, bytes: number, restored?: boolean}
 *   | {type: "failed", stage: string, file: string, message: string}
 *   | {type?: undefined, id?: number, ok: true, text: string}
 *   | {type?: undefined, id?: number, ok: false, message: string}} EngineMessage
 */
/** @typedef {(message: EngineMessage) => void} Post */
/** What arrives from the page: its request, checked here before it is run. @typedef {Partial<EngineRequest> | null | undefined} PageMessage */

const browserFetch = globalThis.fetch.bind(globalThis);

/** @param {string} url */
function fileName(url) {
  return /** @type {string} */ (String(url).split("?")[0].split("/").pop()); // split gives a part at least
}

/** @param {unknown} error */
function messageOf(error) {
  const message = /** @type {{message?: unknown} | null | undefined} */ (error)?.message;
  return String(message ? message : error);
}

// Whether sw.js has cached this build.
async function buildCached() {
  try {
    return await caches.has(CACHE);
  } catch {
    return false; // no Cache Storage here (an opaque origin)
  }
}

/** @param {RequestInit} [init] */
async function wasmFetch(init) {
  try {
    const response = await browserFetch(WASM_URL, init);
    if (!response.ok) throw new Error(`${WASM}: HTTP ${response.status}`);
    return response;
  } catch (error) {
    /** @type {Response | undefined} */
    let cached;
    try {
      cached = await caches.match(WASM_URL, { cacheName: CACHE });
    } catch {
      // no Cache Storage here (an opaque origin)
    }
    if (cached) return cached;
    throw error;
  }
}

// The snapshot an earlier boot kept, or a rejection. (caches.match with a cacheName, not
// caches.open: opening would create the cache, and its being there says that sw.js has
// cached this build.)
async function keptSnapshot() {
  const kept = await caches.match(SNAPSHOT, { cacheName: CACHE });
  if (!kept) throw new Error("no snapshot kept");
  return kept.arrayBuffer();
}

// This build's cache once sw.js has made it, else null: this file never creates it, so
// never brings back one that a newer build's sw.js has deleted.
async function buildCache() {
  return (await buildCached()) ? caches.open(CACHE) : null;
}

// Keep a snapshot of the booted engine for the next boot, once this build's cache is there.
/** @param {PyodideAPI} pyodide */
function keepSnapshot(pyodide, tries = SNAPSHOT_TRIES) {
  setTimeout(async () => {
    const cache = await buildCache();
    if (!cache) {
      if (tries > 1) keepSnapshot(pyodide, tries - 1);
      return;
    }
    try {
      const snapshot = pyodide.makeMemorySnapshot();
      await cache.put(SNAPSHOT, new Response(snapshot, { headers: { "Content-Type": "application/octet-stream" } }));
    } catch {
      // Cache Storage full, or refused: later boots start Python, as this one did
    }
  }, SNAPSHOT_AFTER_MS);
}

async function forgetSnapshot() {
  try {
    await (await buildCache())?.delete(SNAPSHOT);
  } catch {
    // nothing kept to forget
  }
}

// Start the engine; `post` carries its messages to the page; `laterVisit`: a service
// worker controls the page, so its files come from caches and an earlier boot may have
// kept a snapshot (a first visit does not look for one: Cache Storage takes some 25 ms to
// answer at first). Returns the function that takes the page's messages.
/** @param {Post} post @returns {(data: PageMessage) => Promise<void>} */
export function startEngine(post, laterVisit = false) {
  let stage = "download";
  let failed = false;
  let bytes = 0;
  let lastBytesPost = 0;
  /** @type {Set<string>} */
  const bigDone = new Set();

  /** @param {string} next @param {{restored?: boolean}} [detail] */
  function enter(next, detail = {}) {
    if (failed || stage === next) return;
    stage = next;
    post({ type: "stage", stage, bytes, ...detail });
  }

  /** @param {string} file @param {string} message */
  function fail(file, message) {
    if (failed) return;
    failed = true;
    post({ type: "failed", stage, file, message });
  }

  // Both big files are in: what is left of loadPyodide is starting Python.
  /** @param {string} name */
  function arrived(name) {
    if (!BIG_FILES.includes(name)) return;
    bigDone.add(name);
    if (bigDone.size === BIG_FILES.length && stage === "download") enter("python");
  }

  /** @param {Response} response @param {string} name */
  async function countBody(response, name) {
    if (response.body) {
      const reader = response.body.getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        const now = performance.now();
        if (stage === "download" && now - lastBytesPost > 150) {
          lastBytesPost = now;
          post({ type: "stage", stage, bytes });
        }
      }
    }
    arrived(name);
  }

  // Every fetch Pyodide makes goes through here: count the bytes for the progress
  // indicator, and report a file that fails to load (Pyodide itself would only warn
  // about a missing wasm file and wait forever). A later visit takes every file from a
  // cache (the page is the service worker's): no download to show. Counting costs a copy
  // of each body (Response.clone) read in this thread while Python starts, about 0.1 s
  // of a warm start, so only a download is counted.
  /** @param {RequestInfo | URL} input @param {RequestInit} [init] */
  function watchedFetch(input, init) {
    const url = typeof input === "string" || input instanceof URL ? String(input) : input.url;
    const name = fileName(url);
    const answer = (name === WASM ? wasmFetch(init) : browserFetch(input, init)).then((response) => {
      if (!response.ok) throw new Error(`${name}: HTTP ${response.status}`);
      if (laterVisit) arrived(name);
      else countBody(response.clone(), name).catch(() => {});
      return response;
    });
    answer.catch((error) => fail(name, messageOf(error)));
    return answer;
  }

  globalThis.fetch = watchedFetch; // Pyodide fetches through the global

  // The wheel is tiny: fetch it now, while Pyodide boots.
  const wheelBytes = watchedFetch(WHEEL_URL).then((response) => response.arrayBuffer());
  wheelBytes.catch(() => {});

  // Python with engine.api imported, from `options` for loadPyodide: its functions.
  /** @param {PyodideConfig} options */
  async function engineFrom(options) {
    // The lock of the packages this site serves (version.js's, micropip's alone), not
    // pyodide-lock.json: Pyodide would fetch that and index its 300-odd packages.
    const pyodide = await loadPyodide({
      indexURL: PYODIDE_URL,
      lockFileContents: LOCK,
      packageBaseUrl: PYODIDE_URL,
      stdLibURL: STDLIB_URL,
      ...options,
    });
    enter("rules");
    // The engine is one pure-Python wheel without dependencies: unpacking it where
    // Python finds it is all micropip would do, and loading micropip would cost more
    // (about 0.4 s, 10-20% of the whole boot) than the rest of this stage together.
    // (A snapshot has the engine imported, but not its files, which Python may yet read.)
    pyodide.unpackArchive(await wheelBytes, "wheel");
    const api = pyodide.pyimport("engine.api"); // kept, with its functions, for the worker's life
    /** @type {Record<string, PyFunction>} */
    const functions = {};
    for (const name of API_FUNCTIONS) functions[name] = /** @type {PyFunction} */ (api[name]);
    JSON.parse(functions.rulesets()); // warm the import paths
    return { pyodide, functions };
  }

  async function boot() {
    post({ type: "stage", stage: "download", bytes });
    if (laterVisit) {
      try {
        // (loadPyodide awaits the snapshot only once it has loaded its own script)
        const snapshot = keptSnapshot();
        snapshot.catch(() => {}); // a rejection is handled there, later
        const { functions } = await engineFrom({ _loadSnapshot: snapshot });
        enter("ready", { restored: true });
        return functions;
      } catch (error) {
        if (failed) throw error; // a file failed to load: the page offers Retry
        // None, damaged, or not this Pyodide's: start Python instead, not waiting for the
        // cache (this boot keeps a sound one; forgetting covers a keep that fails)
        forgetSnapshot();
      }
    }
    const { pyodide, functions } = await engineFrom({ _makeSnapshot: true });
    enter("ready", { restored: false });
    keepSnapshot(pyodide);
    return functions;
  }

  const ready = boot();
  ready.catch((error) => fail(stage === "download" ? "pyodide" : stage, messageOf(error)));

  return async (data) => {
    const { id, fn, args } = data || {};
    try {
      const functions = await ready;
      if (fn === undefined || !Object.hasOwn(functions, fn)) throw new Error(`unknown function ${fn}`);
      const safeArgs = (args || []).map((/** @type {unknown} */ arg) => {
        if (typeof arg === "string" || Number.isSafeInteger(arg)) return /** @type {string | number} */ (arg);
        throw new Error(`${fn}: only strings and whole numbers may be passed`);
      });
      const text = functions[fn](...safeArgs);
      post({ id, ok: true, text });
    } catch (error) {
      post({ id, ok: false, message: messageOf(error) });
    }
  };
}

// While a worker lives it holds a lock of its own, which the page then asks for: granted
// only once the worker is gone, it tells the page that the worker died. (A frame without
// storage, such as a third-party iframe, may be refused locks.)
/** @param {Post} post */
function holdLifeLock(post) {
  if (!self.navigator.locks) return;
  const lock = "house-rules-engine-" + crypto.randomUUID();
  navigator.locks
    .request(lock, () => {
      post({ type: "life", lock });
      return new Promise(() => {});
    })
    .catch(() => {});
}

// Run as a worker: wired to the page that started it.
/** @typedef {{name: string, postMessage(message: EngineMessage): void, onmessage: ((event: {data: PageMessage}) => void) | null}} WorkerSelf */
const globals = /** @type {{WorkerGlobalScope?: Function}} */ (/** @type {unknown} */ (globalThis));
if (typeof globals.WorkerGlobalScope !== "undefined" && self instanceof globals.WorkerGlobalScope) {
  const scope = /** @type {WorkerSelf} */ (/** @type {unknown} */ (self));
  /** @type {Post} */
  const post = (message) => scope.postMessage(message);
  holdLifeLock(post);
  const take = startEngine(post, scope.name === LATER_VISIT);
  scope.onmessage = (event) => take(event.data);
}
