// The page's side of the worker: request ids, promises, boot stages.
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
    const worker = new Worker(new URL("./worker.js", import.meta.url), { type: "module" });
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
