// The page's side of the engine (worker.js): request ids, promises, boot stages. The
// engine runs in a module worker, or in the page itself where no worker may start.
//
//   const engine = new EngineClient({ onStage: (stage, bytes) => ... });
//   await engine.start();                      // rejects with a BootError if a file fails
//   const answer = await engine.call("view", gameText, 0);   // {ok: true, view} or {ok: false, error}

export const STAGES = ["download", "python", "rules", "ready"];

export class BootError extends Error {
  constructor(stage, file, message) {
    super(message);
    this.stage = stage;
    this.file = file;
  }
}

export class EngineClient {
  constructor({ onStage = () => {} } = {}) {
    this.onStage = onStage;
    this.worker = null;
    this.pending = new Map();
    this.nextId = 1;
  }

  // Start (or restart) the worker; resolves once engine.api answers.
  start() {
    this.stop();
    const worker = startWorker();
    this.worker = worker;
    return new Promise((resolve, reject) => {
      worker.onmessage = (event) => {
        const message = event.data;
        if (message.type === "stage") {
          this.onStage(message.stage, message.bytes || 0);
          if (message.stage === "ready") resolve();
        } else if (message.type === "failed") {
          reject(new BootError(message.stage, message.file, message.message));
        } else {
          this.settle(message);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault();
        const message = event.message || "the worker stopped";
        reject(new BootError("download", "worker.js", message)); // before boot
        this.failPending(new Error(message)); // after boot: the calls waiting for it
      };
    });
  }

  stop() {
    if (this.worker) this.worker.terminate();
    this.worker = null;
    this.failPending(new Error("the engine was stopped"));
  }

  failPending(error) {
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  settle(message) {
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
  call(fn, ...args) {
    if (!this.worker) return Promise.reject(new Error("the engine is not running"));
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      this.worker.postMessage({ id, fn, args });
    });
  }
}

function startWorker() {
  try {
    return new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
  } catch {
    // A sandboxed frame without allow-same-origin has an opaque origin: it may not start
    // a worker from this site's URL, and the CSP allows no blob: worker. The engine then
    // runs in the page, which pauses while an opponent thinks.
    return new PageEngine();
  }
}

// worker.js's engine in the page, behind the part of Worker's interface used above.
class PageEngine {
  constructor() {
    this.onmessage = null;
    this.onerror = null;
    this.stopped = false;
    const deliver = (data) => setTimeout(() => {
      if (!this.stopped && this.onmessage) this.onmessage({ data });
    });
    this.take = import("./worker.js").then(({ startEngine }) => startEngine(deliver));
    this.take.catch((error) => {
      if (!this.stopped && this.onerror) this.onerror({ message: String(error), preventDefault() {} });
    });
  }

  postMessage(data) {
    this.take.then((take) => this.stopped || take(data), () => {});
  }

  terminate() {
    this.stopped = true;
  }
}
