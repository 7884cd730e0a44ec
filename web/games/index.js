// @ts-check
// The games the page plays: the only place a game is named. Each is a folder of its own
// (games/<game>/: its flow, table, narration and styles; Idiot and Belgia share one, as
// they share the engine's shedding.py). The menu, the end screens and the tests take the
// list from here, and the rest from the engine's rulesets() (seats, options, levels).

import { HaftKhabisFlow } from "./haft_khabis/flow.js";
import { PlanowanieFlow } from "./planowanie/flow.js";
import { SheddingFlow } from "./shedding/flow.js";

/** @type {import("../types.js").GameEntry[]} */
export const GAMES = [
  { id: "idiot", Flow: SheddingFlow },
  { id: "belgia", Flow: SheddingFlow, maxSeats: 8 }, // the rules set no limit; the table shows eight
  { id: "planowanie", Flow: PlanowanieFlow },
  { id: "haft_khabis", Flow: HaftKhabisFlow, maxSeats: 8 },
];

/** @param {string} id @returns {import("../types.js").GameEntry | null} */
export function gameEntry(id) {
  return GAMES.find((game) => game.id === id) ?? null;
}
