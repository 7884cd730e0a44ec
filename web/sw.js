// @ts-check
// The service worker: House Rules offline after the first visit.
//
// build.py writes dist/sw.js from this file, filling in BUILD (version.js's) and FILES
// (every file of dist/ but this one and embed.js, relative to the site root). Each
// build has its own cache, "house-rules-<BUILD>", filled whole on install (all or
// nothing) and served cache-first; a new build's worker waits until the page asks it
// to take over ({type: "skipWaiting"}: the page's "An update is ready — Reload"), then
// deletes the caches of the builds before it. The page never sees two builds mixed.
//
// One file is cached but not served from here: Pyodide's wasm. Chromium keeps a wasm
// module's compiled code beside the copy it came from; this cache's copy has none until
// it has been compiled once from here, so the first later visit would compile 9 MB of
// wasm again (a warm start 1.41x a bare Pyodide boot, against 1.00x from the HTTP cache).
// worker.js fetches the wasm itself, by a name that says its content (build.py's
// wasm_file), and takes this cache's copy when the network fails or no longer has it.
//
// The languages' catalogs (lang/<code>.js) are cached when the page first uses them, not
// on install: a first visit downloads the one language it is said in, not all five
// (English comes in the page's bundle as every language's fallback). The
// page asks for its language's catalog to be kept ({type: "keep", file}), since the
// first visit loads it before this worker controls the page; a new build's install
// fetches afresh the catalogs that the builds before it had kept.

// The worker's own scope: TypeScript's lib types `self` as any worker's.
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

const BUILD = "__BUILD__";
/** @type {string[]} */
// @ts-expect-error: the build writes the list in place of this name
const FILES = __FILES__;
const CACHE = "house-rules-" + BUILD;
const PREFIX = "house-rules-";
const SCOPE = sw.registration.scope; // the site root, ending in "/"
const KNOWN = new Set(FILES);
const served = (/** @type {string} */ file) => !file.endsWith(".wasm"); // see above: worker.js's fallback
const onUse = (/** @type {string} */ file) => file.startsWith("lang/");

// no-cache: revalidate with the server, so that the HTTP cache cannot hand an older
// build's file to this one; what the page has just fetched then comes from the HTTP
// cache (a 304) instead of being downloaded twice.
const fresh = (/** @type {string | URL} */ url) => new Request(url, { cache: "no-cache" });

sw.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      try {
        const files = FILES.filter((file) => file !== "index.html" && !onUse(file)).concat(await keptBefore());
        await cache.addAll(files.map((file) => fresh(new URL(file, SCOPE))));
        const page = await fetch(fresh(await pageAddress()));
        if (!page.ok) throw new Error(`index.html: HTTP ${page.status}`);
        await cache.put(new URL("index.html", SCOPE).href, page);
      } catch (error) {
        await caches.delete(CACHE); // a failed install leaves nothing behind
        throw error;
      }
    })(),
  );
});

// The address of index.html to fetch: that of an open page of it (its ?query included)
// when there is one, since the HTTP cache holds the page under that address.
async function pageAddress() {
  for (const client of await sw.clients.matchAll({ type: "window", includeUncontrolled: true })) {
    if (isPage(fileOf(client.url))) return client.url;
  }
  return new URL("index.html", SCOPE).href;
}

// The files kept on use that an older build's cache holds and this build still has.
async function keptBefore() {
  /** @type {Set<string>} */
  const kept = new Set();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PREFIX) || name === CACHE) continue;
    for (const request of await (await caches.open(name)).keys()) {
      const file = fileOf(request.url);
      if (file !== null && onUse(file) && KNOWN.has(file)) kept.add(file);
    }
  }
  return [...kept];
}

sw.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await sw.clients.claim();
    })(),
  );
});

sw.addEventListener("message", (event) => {
  /** @type {{type: "skipWaiting"} | {type: "keep", file: string} | null} the page's (offline.js) */
  const message = event.data;
  if (message?.type === "skipWaiting") sw.skipWaiting();
  if (message?.type === "keep" && onUse(message.file) && KNOWN.has(message.file)) event.waitUntil(keep(message.file));
});

/** @param {string} file */
async function keep(file) {
  const cache = await caches.open(CACHE);
  const url = new URL(file, SCOPE).href;
  if (!(await cache.match(url))) await cache.add(fresh(url));
}

// A URL's file relative to the site root, without ?query and #hash; null if outside it.
/** @param {string} url */
function fileOf(url) {
  return url.startsWith(SCOPE) ? url.slice(SCOPE.length).split("#")[0].split("?")[0] : null;
}

const isPage = (/** @type {string | null} */ file) => file === "" || file === "index.html";

// The cache key of a request, or null to leave it to the network: the page for any
// navigation to the root (whatever its ?query), else a known file without its query.
/** @param {Request} request */
function keyOf(request) {
  const file = request.method === "GET" ? fileOf(request.url) : null;
  if (file === null) return null;
  if (request.mode === "navigate" && isPage(file)) return "index.html";
  return KNOWN.has(file) && served(file) ? file : null;
}

sw.addEventListener("fetch", (event) => {
  const key = keyOf(event.request);
  if (key === null) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const url = new URL(key, SCOPE).href;
      const hit = await cache.match(url);
      if (hit) return hit;
      const answer = await fetch(event.request);
      if (onUse(key) && answer.ok) await cache.put(url, answer.clone());
      return answer;
    })(),
  );
});
