// The page's scripts as the site serves them: node buildtools/bundle.mjs <web> <out> <entry>...
// bundles each entry with what it imports (esbuild, pinned in package-lock.json), shared
// modules in chunks beside them, minified; prints {held: the web/ files the bundles hold,
// chunks: the shared chunks' names}.
// One script for each entry instead of sixty modules: fewer bytes and no waterfall of
// imports on a first visit, while web/ stays one small module a concern.
import * as esbuild from "esbuild";
import path from "node:path";

const [web, out, ...entries] = process.argv.slice(2);

// What the build writes beside the bundles (version.js) or brings (Pyodide) stays a file of
// its own, imported from the bundles at the top of dist/ whichever folder imported it.
const BESIDE = /(?:^|\/)(version\.js|pyodide\/pyodide\.mjs)$/;

/** @type {esbuild.Plugin} */
const beside = {
  name: "beside",
  setup(build) {
    build.onResolve({ filter: BESIDE }, (args) => ({
      path: "./" + (BESIDE.exec(args.path)?.[1] ?? args.path),
      external: true,
    }));
  },
};

const result = await esbuild.build({
  absWorkingDir: path.resolve(web),
  entryPoints: entries,
  outdir: path.resolve(out),
  entryNames: "[name]",
  chunkNames: "shared-[hash]",
  bundle: true,
  splitting: true,
  format: "esm",
  minify: true,
  charset: "utf8",
  sourcemap: "linked",
  metafile: true,
  logLevel: "warning",
  plugins: [beside],
});
const root = path.resolve(web);
const held = Object.keys(result.metafile.inputs).map((file) => path.relative(root, path.resolve(root, file)));
const chunks = Object.keys(result.metafile.outputs)
  .map((file) => path.basename(file))
  .filter((name) => name.startsWith("shared-") && name.endsWith(".js"));
process.stdout.write(JSON.stringify({ held, chunks }));
