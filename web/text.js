// @ts-check
// The translation runtime: every string a person sees, by key, from the catalog of the
// language in use. Each language is a module web/lang/<code>.js (`export const catalog =
// {...}`, the keys of English, lang/en.js); English comes with the page (the fallback for
// a missing key), the others are loaded when first chosen, so that a visit downloads only
// the language it is said in.
//
//   await setLanguage("pl");
//   t("log.take", { name: "Astrid", n: 7 })   -> "Astrid wzięła stos (7 kart)."
//
// A value may be a plural object {one, other, few, many, ...}: the form is picked
// with Intl.PluralRules from params.n. A key may have a ".you" variant, used by
// tYou() when the sentence is about the person at the device.

import { catalog as english } from "./lang/en.js";

/** @typedef {string | string[] | Record<string, string>} Entry  a text, a list of lines, or plural forms */
/** @typedef {Record<string, Entry>} Catalog */
/** @typedef {Record<string, unknown>} Params */

/** @type {Catalog} */
const en = english;

// The languages the page offers, each named in itself (the language menu shows them so).
export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "pl", name: "Polski" },
  { code: "pt", name: "Português" },
  { code: "nb", name: "Norsk bokmål" },
  { code: "fa", name: "فارسی" },
];

// Other tags a browser may give for a language we have: Norwegian as "no", or nynorsk,
// whose readers read bokmål too.
/** @type {Record<string, string>} */
const ALIASES = { no: "nb", nn: "nb" };

/** @type {Map<string, Catalog>} */
const loaded = new Map([["en", en]]);
let asked = 0; // the latest setLanguage call wins, whichever catalog loads first
let language = "en";
let catalog = en;
let plurals = new Intl.PluralRules("en");
let numbers = new Intl.NumberFormat("en", { useGrouping: false, maximumFractionDigits: 20 });

// The catalog's code for a language tag ("pt-BR" -> "pt", "no" -> "nb"), or null.
/** @param {unknown} tag */
export function catalogFor(tag) {
  const base = String(tag || "")
    .toLowerCase()
    .split(/[-_]/)[0];
  const code = ALIASES[base] || base;
  return LANGUAGES.some((known) => known.code === code) ? code : null;
}

// The first of `tags` (most wanted first: the URL's, the remembered one, the browser's)
// that has a catalog; English if none has.
/** @param {unknown[]} tags */
export function pickLanguage(tags) {
  for (const tag of tags) {
    const code = catalogFor(tag);
    if (code) return code;
  }
  return "en";
}

// The catalog of a language the page offers, loaded on first use. Rejects when its file
// cannot be had (offline, and never chosen while online).
/** @param {string} code @returns {Promise<Catalog>} */
export async function loadCatalog(code) {
  const known = loaded.get(code);
  if (known) return known;
  /** @type {Catalog} */
  // a URL, not a path: the build bundles the page's modules but serves each catalog as a file
  const found = (await import(new URL(`./lang/${code}.js`, import.meta.url).href)).catalog;
  loaded.set(code, found);
  return found;
}

// Use the catalog for `code` if there is one ("en" otherwise); sets <html lang dir>.
// Rejects, leaving the language as it was, when the catalog cannot be loaded.
/** @param {unknown} code */
export async function setLanguage(code) {
  const next = catalogFor(code) || "en";
  const ticket = ++asked;
  const found = await loadCatalog(next);
  if (ticket !== asked) return language;
  catalog = found;
  language = next;
  plurals = new Intl.PluralRules(language);
  numbers = new Intl.NumberFormat(language, { useGrouping: false, maximumFractionDigits: 20 });
  document.documentElement.lang = language;
  document.documentElement.dir = lookup("meta.dir") === "rtl" ? "rtl" : "ltr";
  return language;
}

export function currentLanguage() {
  return language;
}

/** @param {string} key @returns {Entry | undefined} */
function lookup(key) {
  if (Object.hasOwn(catalog, key)) return catalog[key];
  if (Object.hasOwn(en, key)) return en[key];
  return undefined;
}

/** @param {string} key */
export function has(key) {
  return lookup(key) !== undefined;
}

// A number the page draws itself (not through a text's {placeholder}), written as the
// language writes it: 12 -> "12", or "۱۲" in Persian.
/** @param {number} n */
export function formatNumber(n) {
  return numbers.format(n);
}

// Points won or lost: "+12", "−4", "0" (a true minus sign), in the language's digits.
/** @param {number} n */
export function formatSigned(n) {
  return n > 0 ? "+" + formatNumber(n) : n < 0 ? "−" + formatNumber(-n) : formatNumber(0);
}

// The template with its {placeholders} filled, numbers written as the language writes
// them (Persian in its own digits, as its texts are).
/** @param {string} template @param {Params} params */
function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (/** @type {string} */ whole, /** @type {string} */ name) => {
    if (!Object.hasOwn(params, name)) return whole;
    const value = params[name];
    return typeof value === "number" ? numbers.format(value) : String(value);
  });
}

// The text of `key`, its {placeholders} filled from params (plural form by params.n).
/** @param {string} key @param {Params} [params] @returns {string} */
export function t(key, params = {}) {
  let value = lookup(key);
  if (value === undefined) return key;
  if (typeof value === "object" && !Array.isArray(value)) {
    const form = plurals.select(Number(params.n ?? 0));
    value = value[form] ?? value.other;
  }
  if (Array.isArray(value)) return value.map((line) => fill(line, params)).join("\n");
  return fill(value, params);
}

// A list value (such as the rules) as an array of lines.
/** @param {string} key @returns {string[]} */
export function tList(key) {
  const value = lookup(key);
  return Array.isArray(value) ? value.slice() : [t(key)];
}

// A rules line's "[decided]" marks (the catalogs keep that word as a marker in every
// language) in the language's word: "[decided, as in Idiot]" -> "[nasze ustalenie, as in Idiot]".
/** @param {string} text */
export function sayDecided(text) {
  return text.replaceAll("[decided", "[" + t("rules.decided"));
}

// t() for a sentence about a seat: the ".you" variant when it is the person's seat.
/** @param {string} key @param {boolean} isYou @param {Params} [params] */
export function tYou(key, isYou, params = {}) {
  return isYou && has(key + ".you") ? t(key + ".you", params) : t(key, params);
}

// Fill every [data-t] element's text (and [data-t-label] aria-labels) under root.
/** @param {ParentNode} [root] */
export function applyText(root = document) {
  for (const element of root.querySelectorAll("[data-t]"))
    element.textContent = t(element.getAttribute("data-t") || "");
  for (const element of root.querySelectorAll("[data-t-label]")) {
    element.setAttribute("aria-label", t(element.getAttribute("data-t-label") || ""));
  }
}
