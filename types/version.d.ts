// dist/version.js, which the build writes (buildtools/site.py's install_shell): web/
// imports it as ./version.js or ../version.js, and tsconfig's rootDirs (web, types) finds
// this declaration there. Not shipped: the build copies web/ alone.

/** One package of Pyodide's lock file (pyodide-lock.json), as loadPyodide reads it. */
export interface LockedPackage {
  name: string;
  version: string;
  file_name: string;
  install_dir: string;
  sha256: string;
  package_type: string;
  imports: string[];
  depends: string[];
  [field: string]: unknown;
}

/** The lock of the packages dist/pyodide serves (micropip alone): served_lock(). */
export interface Lock {
  info: { abi_version: string; arch: string; platform: string; python: string };
  packages: Record<string, LockedPackage>;
}

/** The engine wheel's file name, next to index.html. */
export const WHEEL: string;
/** WHEEL as an absolute URL. */
export const WHEEL_URL: string;
/** The build's id: a digest of dist/'s files, naming the service worker's cache. */
export const BUILD: string;
/** Pyodide's wasm under a name that says its content (dist/pyodide/). */
export const WASM_FILE: string;
/** The page's own standard library, a trimmed python_stdlib.zip (dist/pyodide/). */
export const STDLIB_FILE: string;
export const LOCK: Lock;
