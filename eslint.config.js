// ESLint's flat config: python build.py lint and test run it on the repository's
// JavaScript (buildtools/lint.py), failing on any finding, warnings included.
import js from "@eslint/js";
import globals from "globals";

// The page never turns data into markup: names, imported text and engine messages are
// shown with textContent, so a name like <img src=x onerror=alert(1)> appears as those
// characters. These would parse a string as HTML or run it as code.
const MARKUP = "no markup from data: build elements and set textContent";
const MARKUP_SINKS = [
  { property: "innerHTML", message: MARKUP },
  { property: "outerHTML", message: MARKUP },
  { property: "insertAdjacentHTML", message: MARKUP },
  { property: "setHTMLUnsafe", message: MARKUP },
  { property: "createContextualFragment", message: MARKUP },
  { object: "document", property: "write", message: MARKUP },
  { object: "document", property: "writeln", message: MARKUP },
];

export default [
  { ignores: ["dist/", "node_modules/", ".cache/", ".venv/", "e2e/artifacts/"] },
  js.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: "error" },
    // A parameter named _like_this is there for its place (a hook's signature), unused on purpose.
    rules: { "no-unused-vars": ["error", { argsIgnorePattern: "^_" }] },
  },
  {
    files: ["web/**/*.js"],
    languageOptions: { sourceType: "module", globals: globals.browser },
    rules: {
      "no-restricted-properties": ["error", ...MARKUP_SINKS],
      "no-eval": "error",
      "no-implied-eval": "error",
      "no-new-func": "error",
    },
  },
  // A classic script run in other sites' pages (a module from another origin would need CORS).
  { files: ["web/embed.js"], languageOptions: { sourceType: "script" } },
  // A module Web Worker, which the page also imports where it may not start one.
  { files: ["web/worker.js"], languageOptions: { globals: { ...globals.browser, ...globals.worker } } },
  // __FILES__: the placeholder buildtools/site.py replaces with the list of files to cache.
  { files: ["web/sw.js"], languageOptions: { globals: { ...globals.serviceworker, __FILES__: "readonly" } } },
  // The bare Pyodide page of the benchmark: a page and its module worker.
  { files: ["bench/bare/**/*.mjs"], languageOptions: { globals: { ...globals.browser, ...globals.worker } } },
  // Node: the benchmark's and the tests' runners of Pyodide, the build's bundler, and this file.
  {
    files: ["bench/*.mjs", "buildtools/*.mjs", "tests/pyodide/**/*.mjs", "eslint.config.js"],
    languageOptions: { globals: globals.node },
  },
];
