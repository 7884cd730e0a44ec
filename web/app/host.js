// @ts-check
// Embedded in another site (embed.js's <house-rules>, or an iframe with ?embed=1): the
// saves are kept apart from the site's own, and the embedding page is told when the page
// is ready and when a game is over ({type: "house-rules:over", game, seat, result}),
// posted to its origin only: ?host=, else the referrer's. Never to "*".

import { params } from "./params.js";
import * as store from "./store.js";

if (params.get("embed") === "1") store.useNamespace("embed");

function hostOrigin() {
  if (window.parent === window) return null;
  for (const text of [params.get("host"), document.referrer]) {
    try {
      const origin = new URL(text || "").origin;
      if (origin !== "null") return origin;
    } catch {
      // not a URL: try the next
    }
  }
  return null;
}

/** @param {string} type @param {Record<string, unknown>} [detail] */
export function tellHost(type, detail = {}) {
  const origin = hostOrigin();
  if (origin !== null) window.parent.postMessage({ ...detail, type: "house-rules:" + type }, origin);
}
