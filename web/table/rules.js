// @ts-check
// A game's rules for a person (the catalog's rules.<game> lines), our readings of unclear
// points ([decided ...] in the catalog) marked as such: the menu's panel and the table's.

import { sayDecided, t, tList } from "../text.js";
import { el } from "./parts.js";

const DECIDED = /(\[decided[^\]]*\])/;

/** @param {HTMLDetailsElement | HTMLElement} details @param {string} game the ruleset id */
export function fillRules(details, game) {
  const list = el("ul");
  for (const line of tList("rules." + game)) {
    const item = el("li");
    for (const part of line.split(DECIDED)) {
      if (!part) continue;
      if (!DECIDED.test(part)) {
        item.append(part);
        continue;
      }
      const mark = el("span", "decided", sayDecided(part).slice(1, -1));
      mark.title = t("rules.decided_title");
      item.append(mark);
    }
    list.append(item);
  }
  details.replaceChildren(
    el("summary", "", t("menu.how")),
    el("h3", "", t(`rules.${game}.title`)),
    el("p", "rules-note", t("rules.note")),
    list,
  );
}
