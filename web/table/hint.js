// @ts-check
// The hint: the engine's strongest level suggests your move (in the worker: the page stays
// responsive meanwhile). It is marked on the table, selected where the game selects (the
// game's showHint), with the focus on what plays it (so Enter plays it), and one line why
// in the status.

import { t } from "../text.js";

/** @param {import("./flow.js").Flow} flow */
export async function askHint(flow) {
  if (!flow.yourTurn()) {
    flow.notYourTurn();
    return;
  }
  const view = /** @type {import("../types.js").View} */ (flow.view);
  const generation = flow.generation;
  flow.hinting = view;
  flow.shell.setStatus(t("hint.thinking"));
  flow.refresh();
  let answer;
  try {
    answer = await flow.call("hint", /** @type {string} */ (flow.game), flow.seat);
  } catch (error) {
    flow.context.fault(error);
    return;
  } finally {
    if (flow.hinting === view) flow.hinting = null;
  }
  if (generation !== flow.generation || flow.view !== view || !flow.yourTurn()) return; // you moved meanwhile
  if (!answer.ok) {
    flow.shell.setStatus(t("hint.failed", { message: answer.error?.message ?? "" }), "error");
    flow.refresh();
    return;
  }
  /** @type {import("../types.js").Hint} */
  const hint = { view, keys: [], focus: null, focusNow: true, said: "" };
  flow.showHint(answer.move, hint);
  flow.hint = hint;
  flow.refresh();
  flow.shell.setStatus(answer.why ? t(answer.why.key, answer.why.params) : hint.said || t("hint.shown"));
}

// `move` marked on the table as a hint is, without taking the focus: the review's better move.
/** @param {import("./flow.js").Flow} flow @param {import("../types.js").Move} move */
export function markMove(flow, move) {
  if (flow.disposed || !flow.view) return;
  /** @type {import("../types.js").Hint} */
  const hint = { view: flow.view, keys: [], focus: null, focusNow: false, said: "" };
  flow.showHint(move, hint);
  flow.hint = hint;
  flow.refresh();
}
