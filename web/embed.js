// @ts-check
// <house-rules>: the card table embedded in any site's page.
//
//   <script src="https://cards.example/embed.js" defer></script>
//   <house-rules game="idiot" seats="4" lang="pl"></house-rules>
//
// Attributes: game, seats, level, people, lang, delay, seed (the page's URL parameters,
// app/params.js), height (CSS, default 640px). The element holds an iframe of index.html from
// embed.js's own origin (?embed=1: saves apart from the site's own) and relays what the
// page posts, from that iframe and that origin only, as DOM events on the element:
//   "house-rules:ready"  the table can be used
//   "house-rules:over"   event.detail = {type, game, seat, result}: a game has ended
// The embedding site's CSP needs: script-src and frame-src for this file's origin.
// A classic script, not a module: a module from another origin would need CORS headers.
(() => {
  "use strict";

  // (run as its page parses it, so the current script is this one)
  const PAGE = new URL("./index.html", /** @type {HTMLScriptElement} */ (document.currentScript).src);
  const PARAMS = ["game", "seats", "level", "people", "lang", "delay", "seed"];

  class HouseRules extends HTMLElement {
    static get observedAttributes() {
      return [...PARAMS, "height"];
    }

    constructor() {
      super();
      /** @type {HTMLIFrameElement | null} */
      this.frame = null;
      this.onMessage = (/** @type {MessageEvent} */ event) => {
        if (!this.frame || event.source !== this.frame.contentWindow || event.origin !== PAGE.origin) return;
        const data = event.data;
        if (!data || typeof data.type !== "string" || !data.type.startsWith("house-rules:")) return;
        this.dispatchEvent(new CustomEvent(data.type, { detail: data, bubbles: true, composed: true }));
      };
    }

    src() {
      const url = new URL(PAGE);
      for (const name of PARAMS) {
        const value = this.getAttribute(name);
        if (value !== null && value !== "") url.searchParams.set(name, value);
      }
      url.searchParams.set("embed", "1");
      url.searchParams.set("host", location.origin);
      return url.href;
    }

    connectedCallback() {
      window.addEventListener("message", this.onMessage);
      if (!this.frame) {
        const frame = document.createElement("iframe");
        frame.title = this.getAttribute("title") || "House Rules";
        frame.style.display = "block";
        frame.style.width = "100%";
        frame.style.border = "0";
        this.style.display = "block";
        this.frame = frame;
        this.size(frame);
        frame.src = this.src();
        this.append(frame);
      }
    }

    disconnectedCallback() {
      window.removeEventListener("message", this.onMessage);
    }

    /** @param {string} name */
    attributeChangedCallback(name) {
      if (!this.frame) return;
      if (name === "height") this.size(this.frame);
      else this.frame.src = this.src(); // another game: the page starts again
    }

    /** @param {HTMLIFrameElement} frame */
    size(frame) {
      frame.style.height = this.getAttribute("height") || "640px";
      frame.style.minHeight = "420px";
    }
  }

  if (!customElements.get("house-rules")) customElements.define("house-rules", HouseRules);
})();
