// The service worker: House Rules offline after the first visit.
//
// build.py writes dist/sw.js from this file, filling in BUILD (version.js's) and FILES
// (every file of dist/ but this one, relative to the site root). Each build has its own
// cache, "house-rules-<BUILD>", filled whole on install (Cache.addAll is all or
// nothing) and served cache-first; a new build's worker waits until the page asks it
// to take over ({type: "skipWaiting"}: the page's "An update is ready — Reload"), then
// deletes the caches of the builds before it. The page never sees two builds mixed.

const BUILD = "__BUILD__";
const FILES = __FILES__;
const CACHE = "house-rules-" + BUILD;
const PREFIX = "house-rules-";
const SCOPE = self.registration.scope; // the site root, ending in "/"
const KNOWN = new Set(FILES);

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    try {
      // no-cache: revalidate with the server, so that the HTTP cache cannot hand an
      // older build's file to this one.
      await cache.addAll(FILES.map((file) => new Request(new URL(file, SCOPE), { cache: "no-cache" })));
    } catch (error) {
      await caches.delete(CACHE); // a failed install leaves nothing behind
      throw error;
    }
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "skipWaiting") self.skipWaiting();
});

// The cache key of a request, or null to leave it to the network: the page for any
// navigation to the root (whatever its ?query), else a known file without its query.
function keyOf(request) {
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) return null;
  const path = request.url.slice(SCOPE.length).split("#")[0];
  const file = path.split("?")[0];
  if (request.mode === "navigate" && (file === "" || file === "index.html")) return "index.html";
  return KNOWN.has(file) ? file : null;
}

self.addEventListener("fetch", (event) => {
  const key = keyOf(event.request);
  if (key === null) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    const hit = await cache.match(new URL(key, SCOPE).href);
    return hit || fetch(event.request);
  })());
});
