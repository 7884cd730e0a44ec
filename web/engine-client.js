// @ts-check
// The page's side of the engine (worker.js): request ids, promises, boot stages. The
// engine runs in a module worker, or in the page itself where no worker may start.
//
//   const engine = new EngineClient({ onStage: (stage, bytes) => ..., onDeath: (error) => ... });
//   await engine.start();                      // rejects with a BootError if a file fails,
//                                              // an UnsupportedBrowser without WebAssembly
//
// onStage and onDeath may be set later (engine-start.js starts the engine before the page
// that shows its progress has loaded): `stage` and `bytes` say where the boot is.
//   const answer = await engine.call("view", gameText, 0);   // {ok: true, view} or {ok: false, error}

const LATER_VISIT = "later-visit"; // worker.js's name for a worker a later visit starts

/** @typedef {import("./types.js").Answer} Answer */
/** @typedef {import("./worker.js").EngineMessage} EngineMessage */
/** @typedef {import("./worker.js").EngineRequest} EngineRequest */
/** @typedef {Extract<EngineMessage, {type?: undefined}>} Reply */
/**
 * What the client uses of a Worker, which PageEngine gives too.
 * @typedef {object} EngineWorker
 * @property {((event: {data: EngineMessage}) => void) | null} onmessage
 * @property {((event: {message: string, preventDefault(): void}) => void) | null} onerror
 * @property {(data: EngineRequest) => void} postMessage
 * @property {() => void} terminate
 */
/**
 * @typedef {object} EngineHooks
 * @property {(stage: string, bytes: number) => void} [onStage]  the boot's progress
 * @property {(error: Error) => void} [onDeath]  the worker died after its boot (crashed, threw, or closed itself)
 */

export const STAGES = ["download", "python", "rules", "ready"];

// The browser lacks what the engine cannot run without (Pyodide is WebAssembly): no retry
// helps, so the page says so in a sentence. (Where a module worker may not start, or
// there are no Web Locks, the engine still runs: in the page, or unwatched by a lock.)
export class UnsupportedBrowser extends Error {
  /** @param {string} feature */
  constructor(feature) {
    super(`this browser has no ${feature}`);
    this.feature = feature;
  }
}

export class BootError extends Error {
  /** @param {string} stage @param {string} file  the file that failed to load @param {string} message */
  constructor(stage, file, message) {
    super(message);
    this.stage = stage;
    this.file = file;
  }
}

export class EngineClient {
  /** @param {EngineHooks} [hooks] */
  constructor({ onStage = () => {}, onDeath = () => {} } = {}) {
    /** @type {(stage: string, bytes: number) => void} */
    this.onStage = onStage;
    /** @type {(error: Error) => void} */
    this.onDeath = onDeath;
    /** @type {EngineWorker | null} */
    this.worker = null;
    /** @type {Map<number, {resolve: (answer: Answer) => void, reject: (error: Error) => void}>} */
    this.pending = new Map();
    this.nextId = 1;
    this.stage = STAGES[0];
    this.bytes = 0;
    this.restored = false; // whether the engine began from a snapshot kept in the cache (worker.js)
  }

  // Start (or restart) the worker; resolves once engine.api answers.
  /** @returns {Promise<void>} */
  start() {
    this.stop();
    if (typeof WebAssembly !== "object") return Promise.reject(new UnsupportedBrowser("WebAssembly"));
    this.stage = STAGES[0];
    this.bytes = 0;
    const worker = startWorker();
    this.worker = worker;
    return new Promise((resolve, reject) => {
      let booted = false;
      // The worker is gone: before its boot the start fails, after it onDeath says so.
      const gone = (/** @type {string} */ message) => {
        if (!booted) reject(new BootError("download", "worker.js", message));
        else this.died(worker, new Error(message));
      };
      worker.onmessage = (event) => {
        const message = event.data;
        if (message.type === "life") {
          // The worker holds this lock while it lives: asking for it here is answered
          // once the worker is gone, however it went (even closed, when no event says so).
          navigator.locks.request(message.lock, () => gone("the rules engine's worker stopped")).catch(() => {});
        } else if (message.type === "stage") {
          this.stage = message.stage;
          this.bytes = message.bytes || 0;
          this.onStage(this.stage, this.bytes);
          if (message.stage === "ready") {
            this.restored = Boolean(message.restored);
            booted = true;
            resolve();
          }
        } else if (message.type === "failed") {
          reject(new BootError(message.stage, message.file, message.message));
        } else {
          this.settle(message);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        gone(event.message || "the worker stopped");
      };
    });
  }

  /** @param {EngineWorker} worker @param {Error} error */
  died(worker, error) {
    if (this.worker !== worker) return; // stopped or restarted on purpose
    this.stop(error);
    this.onDeath(error);
  }

  stop(error = new Error("the engine was stopped")) {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.failPending(error);
  }

  /** @param {Error} error */
  failPending(error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  /** @param {Reply} message */
  settle(message) {
    if (message.id === undefined) return; // the answer to a request without an id: no call's
    const request = this.pending.get(message.id);
    if (!request) return;
    this.pending.delete(message.id);
    if (message.ok) {
      request.resolve(JSON.parse(message.text));
    } else {
      request.reject(new Error(message.message));
    }
  }

  // Call engine.api.<fn>(...args) in the worker: the parsed JSON answer.
  /** @param {string} fn @param {...(string | number)} args @returns {Promise<Answer>} */
  call(fn, ...args) {
    const worker = this.worker;
    if (!worker) return Promise.reject(new Error("the engine is not running"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ id, fn, args });
    });
  }
}

/** @returns {EngineWorker} */
function startWorker() {
  try {
    const name = laterVisit() ? LATER_VISIT : "";
    // (its events are a MessageEvent and an ErrorEvent: the client reads `data` and `message`)
    return /** @type {EngineWorker} */ (new Worker(new URL("./worker.js", import.meta.url), { type: "module", name }));
  } catch {
    // A sandboxed frame without allow-same-origin has an opaque origin: it may not start
    // a worker from this site's URL, and the CSP allows no blob: worker. The engine then
    // runs in the page, which pauses while an opponent thinks.
    return new PageEngine();
  }
}

// A service worker controls the page: the build is cached, and the engine may have kept
// a snapshot of itself there (worker.js).
function laterVisit() {
  try {
    return Boolean(navigator.serviceWorker?.controller);
  } catch {
    return false; // a sandboxed frame, where navigator.serviceWorker throws
  }
}

// worker.js's engine in the page, behind the part of Worker's interface used above.
/** @implements {EngineWorker} */
class PageEngine {
  constructor() {
    /** @type {EngineWorker["onmessage"]} */
    this.onmessage = null;
    /** @type {EngineWorker["onerror"]} */
    this.onerror = null;
    this.stopped = false;
    const deliver = (/** @type {EngineMessage} */ data) =>
      setTimeout(() => {
        if (!this.stopped && this.onmessage) this.onmessage({ data });
      });
    this.take = import("./worker.js").then(({ startEngine }) => startEngine(deliver));
    this.take.catch((error) => {
      if (!this.stopped && this.onerror) this.onerror({ message: String(error), preventDefault() {} });
    });
  }

  /** @param {EngineRequest} data */
  postMessage(data) {
    this.take.then(
      (take) => {
        if (!this.stopped) take(data);
      },
      () => {},
    );
  }

  terminate() {
    this.stopped = true;
  }
}
