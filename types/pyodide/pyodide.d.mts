// Pyodide's module (dist/pyodide/pyodide.mjs, from Pyodide's release; not in web/):
// only what worker.js uses of it, found through tsconfig's rootDirs (web, types).

import type { Lock } from "../version.js";

/** A Python object seen from JavaScript; worker.js only calls engine.api's functions. */
export interface PyProxy {
  [name: string]: unknown;
}

/** A function of engine.api: JSON text and whole numbers in, JSON text out. */
export type PyFunction = (...args: (string | number)[]) => string;

export interface PyodideAPI {
  /** engine.api's module; its functions are PyFunctions. */
  pyimport(name: string): PyProxy;
  unpackArchive(buffer: ArrayBuffer | ArrayBufferView, format: string, options?: { extractDir?: string }): void;
  /** Python's memory once booted (loadPyodide's _makeSnapshot). */
  makeMemorySnapshot(): Uint8Array<ArrayBuffer>;
}

export interface PyodideConfig {
  indexURL?: string;
  packageBaseUrl?: string;
  lockFileContents?: Lock | string | Promise<Lock | string>;
  /** The standard library's zip (default: indexURL + "python_stdlib.zip"). */
  stdLibURL?: string;
  /** Boot from a memory snapshot kept by an earlier boot (private to Pyodide). */
  _loadSnapshot?: ArrayBuffer | ArrayBufferView | Promise<ArrayBuffer | ArrayBufferView>;
  /** Boot so that makeMemorySnapshot() can be called (private to Pyodide). */
  _makeSnapshot?: boolean;
}

export function loadPyodide(config?: PyodideConfig): Promise<PyodideAPI>;
