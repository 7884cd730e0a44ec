// @ts-check
// The page's side of the service worker (sw.js): register it, and when a new build's
// worker has cached that build whole and waits, show "An update is ready — Reload";
// the button lets the waiting worker take over, then reloads into the new build.
// Also the link to the web app manifest, which makes the table installable.

/** The page's elements by id (app/dom.js's $). @typedef {(id: string) => HTMLElement} ById */

let reloading = false;
/** @type {Promise<ServiceWorkerRegistration | null> | null} */
let registered = null;

/** @param {ServiceWorker} waiting @param {ById} $ */
function offerUpdate(waiting, $) {
  $("update-notice").hidden = false;
  $("update-reload").onclick = () => {
    reloading = true;
    /** @type {HTMLButtonElement} */ ($("update-reload")).disabled = true;
    waiting.postMessage({ type: "skipWaiting" });
  };
}

// A worker being installed: offer it once installed, if it is an update (a page that
// is already controlled); the very first install takes over by itself.
/** @param {ServiceWorker} worker @param {ById} $ */
function watch(worker, $) {
  const check = () => {
    if (worker.state === "installed" && navigator.serviceWorker.controller) offerUpdate(worker, $);
  };
  worker.addEventListener("statechange", check);
  check();
}

// Once per page (Retry boots again): the registration, or null without one.
/** @param {ById} $ */
export function registerServiceWorker($) {
  registered ??= register($);
  return registered;
}

// The web app manifest that makes the table installable, linked once the engine runs
// rather than in index.html: the browser's install check (the manifest, its icons, the
// install button it then animates in) would otherwise take CPU from Pyodide's boot
// (bench: a cold start some 0.13 s sooner on 2 cores).
export function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement("link");
  link.rel = "manifest";
  link.href = new URL("./manifest.webmanifest", import.meta.url).href;
  document.head.append(link);
}

// Ask the service worker to keep a file it caches on use (a language's catalog), which
// this page may have loaded before the worker controlled it.
/** @param {string} file */
export async function keepOffline(file) {
  if (!(await registered)) return;
  const { active } = await navigator.serviceWorker.ready;
  active?.postMessage({ type: "keep", file });
}

/** @param {ById} $ @returns {Promise<ServiceWorkerRegistration | null>} */
async function register($) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  let registration;
  try {
    // (navigator.serviceWorker itself throws in a sandboxed frame)
    navigator.serviceWorker.addEventListener("controllerchange", () => {
      if (reloading) location.reload();
    });
    registration = await navigator.serviceWorker.register(new URL("./sw.js", import.meta.url), { scope: "./" });
  } catch {
    return null; // offline (the update check failed) or service workers refused: the page works without
  }
  if (registration.waiting && navigator.serviceWorker.controller) offerUpdate(registration.waiting, $);
  if (registration.installing) watch(registration.installing, $);
  registration.addEventListener("updatefound", () => {
    if (registration.installing) watch(registration.installing, $);
  });
  return registration;
}
