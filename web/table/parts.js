// @ts-check
// What every game's table draws the same way: elements with text (textContent only),
// badges, the status line, the log, the keyboard and motion. The shell (shell.js) and
// each game's table call these.

import { t } from "../text.js";
import { backCard, faceCard } from "./cards.js";

/**
 * An element with a class and a text (textContent: never markup).
 * @template {keyof HTMLElementTagNameMap} K
 * @param {K} tag @param {string} [className] @param {string} [text]
 * @returns {HTMLElementTagNameMap[K]}
 */
export function el(tag, className, text) {
  const element = document.createElement(tag);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

/** @param {string} text @param {string} [kind] */
export function badge(text, kind = "") {
  return el("span", "badge" + (kind ? " " + kind : ""), text);
}

// The status line: `text` (none: cleared) of kind "info" or "error".
/** @param {HTMLElement} status @param {string} text @param {string} [kind] */
export function showStatus(status, text, kind = "info") {
  status.textContent = text || "";
  status.dataset.kind = text ? kind : "";
}

// Append the new lines (oldest first) to the live log list, which keeps the last `keep`,
// and move the older ones to `earlier`, the history above it: the live list changes only
// by additions, so a screen reader announces just what happened since, and the whole
// game stays in view to scroll back through. The lines about `seat`, the one at the
// device, are marked as its own.
/**
 * @param {{live: HTMLElement, earlier: HTMLElement}} log @param {import("../types.js").LogLine[]} lines
 * @param {number} keep @param {number} seat
 */
export function appendLog({ live, earlier }, lines, keep, seat) {
  for (const line of lines) {
    const item = el("li", line.seat === seat ? "mine" : "", line.text);
    item.dataset.n = String(line.n);
    item.dataset.type = line.type;
    live.append(item);
  }
  /** @type {Element[]} */
  const older = [];
  for (let extra = live.children.length - keep, i = 0; i < extra; i++) older.push(live.children[i]);
  earlier.append(...older);
  for (const item of live.children) item.classList.remove("newest");
  if (lines.length && live.lastElementChild) live.lastElementChild.classList.add("newest");
}

// The hint (session.showHint): mark the controls that carry out the suggested move and,
// the first time it is drawn, move the focus to the one that plays it, so Enter plays it.
/** @param {HTMLElement} root @param {import("../types.js").Hint | null} hint */
export function markHint(root, hint) {
  for (const marked of root.querySelectorAll(".hinted")) marked.classList.remove("hinted");
  if (!hint) return;
  /** @param {string} key @returns {HTMLElement | null} */
  const find = (key) => root.querySelector(`[data-key="${CSS.escape(key)}"]`);
  for (const key of hint.keys) {
    const element = find(key);
    if (element) element.classList.add("hinted");
  }
  const target = hint.focusNow && hint.focus ? find(hint.focus) : null;
  if (target) {
    hint.focusNow = false;
    target.focus();
  }
}

// --- the keyboard and screen readers ---------------------------------------------------

/** @type {Record<string, number>} */
const STEP = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };

/** @param {HTMLElement} group */
function members(group) {
  return [...group.querySelectorAll("button")].filter((button) => !button.hidden);
}

// Where the focus is, for a table about to be redrawn: the data-key of the control under
// `root` that has it ("" for one without); "" too when it was lost (on the page's body,
// its control gone with a screen or a dialog), so that the table takes it; null when it
// is elsewhere (the menu, a dialog).
/** @param {HTMLElement} root @returns {string | null} */
export function focusedKey(root) {
  const active = document.activeElement;
  if (!active || active === document.body) return "";
  return root.contains(active) ? (active instanceof HTMLElement && active.dataset.key) || "" : null;
}

// One tab stop for a row of buttons (your hand, your face-up cards, the bids): the arrow
// keys move along it as it is seen (mirrored when the page runs right to left), Home and
// End to its ends (with Shift, an arrow moves a card of your hand instead: hand-order.js).
// Call once for the group, and settleRoving(group) after each redraw; its listeners go
// when `signal` aborts (the game that made them is left).
/** @param {HTMLElement} group @param {AbortSignal} signal */
export function roving(group, signal) {
  group.addEventListener(
    "keydown",
    (event) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey || !(event.target instanceof Element))
        return;
      const items = members(group);
      const button = event.target.closest("button");
      const at = button ? items.indexOf(button) : -1;
      if (at < 0) return;
      let to;
      if (event.key === "Home") to = 0;
      else if (event.key === "End") to = items.length - 1;
      else if (event.key in STEP) {
        const sideways = event.key === "ArrowLeft" || event.key === "ArrowRight";
        const mirrored = sideways && getComputedStyle(group).direction === "rtl";
        to = Math.min(items.length - 1, Math.max(0, at + (mirrored ? -STEP[event.key] : STEP[event.key])));
      } else {
        return;
      }
      event.preventDefault();
      items[to].focus();
    },
    { signal },
  );
  group.addEventListener(
    "focusin",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      if (!button) return;
      group.dataset.last = button.dataset.key || "";
      for (const item of members(group)) item.tabIndex = item === button ? 0 : -1;
    },
    { signal },
  );
}

// The group's tab stop after a redraw: the button focused last (by its data-key) if it
// is still there, else the first that can be used, else the first.
/** @param {HTMLElement} group */
export function settleRoving(group) {
  const items = members(group);
  const last = group.dataset.last && items.find((item) => item.dataset.key === group.dataset.last);
  const stop = last || items.find((item) => item.getAttribute("aria-disabled") !== "true") || items[0];
  for (const item of items) item.tabIndex = item === stop ? 0 : -1;
}

// Keys for a table's controls: the one under `root` with aria-keyshortcuts="T" is clicked
// by T (the key where T is on an English keyboard, whatever the layout) while it is shown,
// no dialog is open and no text field has the focus. Focus outside the table moves to it.
// The listener goes when `signal` aborts.
/** @param {HTMLElement} root @param {AbortSignal} signal */
export function shortcuts(root, signal) {
  document.addEventListener(
    "keydown",
    (event) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.repeat) return;
      if (document.querySelector("dialog[open]")) return;
      if (event.target instanceof Element && event.target.closest("select, textarea, input:not([type=checkbox])"))
        return;
      const code = /^(?:Key|Digit)(.)$/.exec(event.code || "");
      const key = code ? code[1] : event.key.toUpperCase();
      const control = [...root.querySelectorAll("[aria-keyshortcuts]")].find(
        (item) =>
          item instanceof HTMLElement &&
          (item.getAttribute("aria-keyshortcuts") || "").split(" ").includes(key) &&
          !(item instanceof HTMLButtonElement && item.disabled) &&
          item.getClientRects().length > 0, // shown (Safari before 17.4 has no checkVisibility)
      );
      if (!(control instanceof HTMLElement)) return;
      event.preventDefault();
      if (!root.contains(document.activeElement)) control.focus();
      control.click();
    },
    { signal },
  );
}

// "How to play with the keyboard": `keys` of the catalog (each "key: what it does"), as a
// list that opens and closes, for a table's side column.
/** @param {string[]} keys */
export function keysHelp(keys) {
  /** @param {"summary" | "li"} tag @param {string} key */
  const said = (tag, key) => {
    const element = el(tag, "", t(key));
    element.dataset.t = key; // said again by applyText when the language changes
    return element;
  };
  const details = el("details", "rules keys-help");
  details.append(said("summary", "keys.title"));
  const list = el("ul");
  for (const key of keys) list.append(said("li", key));
  details.append(list);
  return details;
}

// A polite announcement of its own beside the log, made at boot so that screen readers
// watch it before it first speaks ("Your turn").
const announcer = el("p", "sr-only");
announcer.id = "announce";
announcer.setAttribute("aria-live", "polite");
document.body.append(announcer);

/** @param {string} text */
export function announce(text) {
  announcer.textContent = "";
  setTimeout(() => {
    announcer.textContent = text;
  }, 50); // the same words again are news again
}

// --- motion (style.css: short, and none under prefers-reduced-motion) -------------------

// A table redrawn while its animations run (the opponents get ready one by one, the turn
// passes on) shows what is new again: within the longest animation and its stagger.
const AGAIN_MS = 400;

// What was not there when the table was drawn last comes in with a short animation.
// items: [element, key] pairs; before: what the last call returned, or null for a new
// deal (then the class is `first`, "" for none). Returns the marks for the next call.
/** @typedef {Map<string, [string, number]>} Marks  key -> [class, since] */
/**
 * @param {[Element, string][]} items @param {Marks | null} before @param {string} kind @param {string} [first]
 * @returns {Marks}
 */
export function animateNew(items, before, kind, first = kind) {
  const now = performance.now();
  /** @type {Marks} */
  const marks = new Map();
  for (const [element, key] of items) {
    /** @type {[string, number]} */
    const mark = before === null ? [first, now] : before.get(key) || [kind, now];
    if (mark[0] && now - mark[1] <= AGAIN_MS) element.classList.add(mark[0]);
    marks.set(key, mark);
  }
  return marks;
}

// Your cards (buttons with a data-key): dealt one after another, or one arriving.
/** @param {HTMLElement} hand @param {Marks | null} before */
export function markArrivals(hand, before) {
  /** @type {[Element, string][]} */
  const cards = [...hand.querySelectorAll("button.card[data-key]")].map((card) => [
    card,
    /** @type {HTMLElement} */ (card).dataset.key || "",
  ]);
  return animateNew(cards, before, "arrive", "dealt");
}

// The stock: its top card face down (an empty place once it is used up), with how many
// cards it holds, in words and as data-count.
/** @param {HTMLElement} stock @param {number} count */
export function drawStock(stock, count) {
  stock.replaceChildren(
    count > 0 ? backCard("stock-card", t("table.stock")) : el("div", "card placeholder"),
    el("span", "center-label", t("table.stock")),
    el("span", "center-count", count > 0 ? t("table.stock_count", { n: count }) : t("table.stock_empty")),
  );
  stock.dataset.count = String(count);
}

// Another seat's hand face up, in the replay of a finished game with every hand shown (the
// view gives another seat's hand then only): a row of small cards, or null.
/** @param {string[] | null | undefined} hand @param {string} name */
export function openHand(hand, name) {
  if (!hand) return null;
  const row = el("div", "open-hand");
  row.setAttribute("role", "group");
  row.setAttribute("aria-label", t("replay.hand_of", { name }));
  for (const code of hand) row.append(faceCard(code, "mini"));
  return row;
}
