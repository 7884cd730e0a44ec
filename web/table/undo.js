// @ts-check
// Undo: your last move taken back, with the others' moves since, when the engine judges it
// fair (engine/undo.py: nothing you could not see before has come into view since, no
// other seat's decision either, and no other person's move at all); else the engine's
// reason, in words.

import { t } from "../text.js";
import { EngineFault } from "./flow.js";

/** @typedef {import("./flow.js").Flow} Flow */

// Undo can be asked for on your turn once you have moved.
/** @param {Flow} flow */
export function canUndo(flow) {
  if (!flow.game || !flow.yourTurn()) return false;
  /** @type {{moves: [number, unknown][]}} */
  const record = JSON.parse(flow.game);
  return record.moves.some(([seat]) => seat === flow.seat);
}

// Whether Undo would take your last move back now: {can, why} (why: the engine's reason
// in words when it would not, "" before your first move or off your turn), or null when
// the game moved on while the engine was asked.
/** @param {Flow} flow @returns {Promise<{can: boolean, why: string} | null>} */
export async function undoState(flow) {
  if (!canUndo(flow)) return { can: false, why: "" };
  const game = /** @type {string} */ (flow.game);
  const answer = await flow.call("can_undo", game, flow.seat);
  if (flow.disposed || flow.game !== game) return null;
  if (!answer.ok) throw new EngineFault(answer.error?.message);
  return answer.undo ? { can: true, why: "" } : { can: false, why: flow.refusal(/** @type {any} */ (answer)) };
}

// Take back your last move (and the others' moves since), or say why not.
/** @param {Flow} flow */
export async function takeBack(flow) {
  if (!canUndo(flow)) return;
  const generation = flow.generation;
  const game = /** @type {string} */ (flow.game);
  flow.pending = true;
  let answer;
  try {
    answer = await flow.call("undo", game, flow.seat);
  } catch (error) {
    flow.context.fault(error);
    return;
  } finally {
    if (generation === flow.generation) flow.pending = false;
  }
  if (generation !== flow.generation) return;
  if (!answer.ok) {
    flow.shell.setStatus(flow.refusal(/** @type {import("../types.js").EngineError} */ (answer.error)), "error");
    return;
  }
  await flow.load(JSON.stringify(answer.game), flow.level, flow.seat); // the same person's turn: no handover
  const more = answer.undone - 1;
  flow.shell.setStatus(more > 0 ? t("undo.done_more", { n: more }) : t("undo.done"));
}
