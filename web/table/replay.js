// @ts-check
// A game watched again: the same table, read only, stepped through move by move with the
// log in step (the engine's replay: docs/protocol.md), by the bar above the table
// (index.html #replay): to the deal, back, forward, to the end, a slider, and the keyboard
// (← and → as seen, so mirrored right to left; Home, End). A finished game's end screen
// opens it ("Watch again", and "Review my play": table/review.js); a game in play opens it
// from the log's "Watch from the deal", on your turn, showing only what your seat saw.
// "Show every hand" asks for the replay with open hands, which the engine gives only for a
// game that is over. The bar and its keys go with the table (its signal) or with Done,
// which shows the end again, or the game where it was.

import { t } from "../text.js";
import { Review } from "./review.js";

/** @typedef {import("./flow.js").Flow} Flow */

/** @param {string} id */
function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

export class Replay {
  /** The replay's lifetime: Done, or the table gone. */
  get signal() {
    return this.ends.signal;
  }

  /** @param {Flow} flow @param {number} moves  G's number of moves */
  constructor(flow, moves) {
    this.flow = flow;
    this.moves = moves;
    this.step = moves;
    this.asked = moves; // the step last asked for: an answer for an older one is dropped
    // Ended by Done, or with the table. (Not AbortSignal.any: Safari has it only since 17.4.)
    this.ends = new AbortController();
    const signal = this.signal;
    const table = flow.shell.signal;
    if (table.aborted) this.ends.abort();
    else table.addEventListener("abort", () => this.ends.abort(), { once: true, signal });
    this.bar = byId("replay");
    this.slider = /** @type {HTMLInputElement} */ (byId("replay-slider"));
    this.open = /** @type {HTMLInputElement} */ (byId("replay-open"));
    this.slider.max = String(moves);
    this.open.checked = false;
    this.open.parentElement?.toggleAttribute("hidden", !flow.view?.over);
    /** @type {[string, () => number][]} */
    const buttons = [
      ["replay-first", () => 0],
      ["replay-back", () => this.step - 1],
      ["replay-forward", () => this.step + 1],
      ["replay-last", () => this.moves],
    ];
    for (const [id, to] of buttons) byId(id).addEventListener("click", () => this.go(to()), { signal });
    this.slider.addEventListener("input", () => this.go(Number(this.slider.value)), { signal });
    this.open.addEventListener("change", () => this.go(this.step, true), { signal });
    byId("replay-done").addEventListener("click", () => this.done(), { signal });
    document.addEventListener("keydown", (event) => this.onKey(event), { signal });
    signal.addEventListener("abort", () => this.hide(), { once: true });
    this.bar.hidden = false;
    flow.shell.fit.again();
  }

  // ← and → step as seen (mirrored right to left), Home and End go to the ends; not while
  // a key means something else: in the table (its cards' arrows), a field, the slider
  // (its own arrows), a dialog.
  /** @param {KeyboardEvent} event */
  onKey(event) {
    const target = /** @type {Element} */ (event.target);
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    if (target.closest?.("#table, input, select, textarea, dialog")) return;
    const forward = document.dir === "rtl" ? "ArrowLeft" : "ArrowRight";
    const back = document.dir === "rtl" ? "ArrowRight" : "ArrowLeft";
    const to = { [forward]: this.step + 1, [back]: this.step - 1, Home: 0, End: this.moves }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    this.go(to);
  }

  // Show step `step` (kept within the game); `again`: the same step, with or without every
  // hand. False when another step was asked for meanwhile, or the replay ended.
  /** @param {number} step @param {boolean} [again] @returns {Promise<boolean>} */
  async go(step, again = false) {
    const to = Math.max(0, Math.min(this.moves, step));
    if (to === this.asked && to === this.step && !again) return true;
    this.asked = to;
    const flow = this.flow;
    const answer = await flow.call(this.open.checked ? "replay_open" : "replay", flow.game ?? "", flow.seat, to);
    if (flow.disposed || this.signal.aborted || to !== this.asked) return false;
    if (!answer.ok) {
      flow.context.fault(new Error(answer.error?.message));
      return false;
    }
    this.step = to;
    this.show(answer.view);
    this.label();
    flow.refresh();
    return true;
  }

  // The table and the log at `view`, with nothing picked or marked from another position.
  /** @param {import("../types.js").View} view */
  show(view) {
    const flow = this.flow;
    flow.hint = null; // a review's mark is of its own step
    flow.unpick();
    flow.view = view;
    flow.shell.clearLog();
    flow.shell.addLog(flow.logLines(view.log));
  }

  label() {
    const where = this.step === 0 ? t("replay.deal") : t("replay.step", { step: this.step, moves: this.moves });
    byId("replay-where").textContent = where;
    this.slider.value = String(this.step);
    this.slider.setAttribute("aria-valuetext", where);
    byId("replay-first").toggleAttribute("disabled", this.step === 0);
    byId("replay-back").toggleAttribute("disabled", this.step === 0);
    byId("replay-forward").toggleAttribute("disabled", this.step === this.moves);
    byId("replay-last").toggleAttribute("disabled", this.step === this.moves);
  }

  // Done: the game as it ended, and its end screen; or the game in play, your turn again.
  async done() {
    this.ends.abort();
    const flow = this.flow;
    const answer = await flow.call("view", flow.game ?? "", flow.seat);
    if (flow.disposed || !answer.ok) return;
    flow.replay = null;
    this.show(answer.view);
    flow.refresh();
    if (answer.view.over) flow.showResult(answer.view);
    else flow.run(flow.generation);
  }

  hide() {
    this.bar.hidden = true;
    byId("review").hidden = true;
    if (!this.flow.disposed) this.flow.shell.fit.again();
  }
}

// "Watch again" (a finished game) and "Watch from the deal" (a game in play, on your turn:
// nothing of the game moves meanwhile): the replay opens at the deal, the bar's Forward
// focused. Null when the game cannot be watched now.
/** @param {Flow} flow @returns {Promise<Replay | null>} */
export async function watchAgain(flow) {
  if (flow.replay) return null;
  if (!(flow.view?.over || flow.yourTurn())) {
    flow.shell.setStatus(t("replay.wait"), "error");
    return null;
  }
  const moves = JSON.parse(flow.game ?? "{}").moves?.length ?? 0;
  flow.shell.closeDialogs();
  const replay = new Replay(flow, moves);
  flow.replay = replay;
  await replay.go(0);
  byId("replay-forward").focus();
  return replay;
}

// "Review my play": the replay, and the review of your decisions in its bar.
/** @param {Flow} flow */
export async function reviewPlay(flow) {
  if (!flow.view?.over) return;
  const replay = await watchAgain(flow);
  if (!replay || replay.signal.aborted) return;
  await new Review(flow, replay).run();
}
