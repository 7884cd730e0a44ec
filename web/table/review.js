// @ts-check
// "Review my play" on a finished game's end screen: the engine's strongest level judges
// each of your decisions from what your seat knew then (engine/review.py), one call to the
// worker a decision, so that the page stays responsive, the progress shows and Cancel
// stops between two calls. Then your three costliest moves, each with what was better
// and one line why; each jumps the replay (table/replay.js) to the position you chose in,
// the better move marked as a hint is. The review lives in the replay's bar and goes with it.

import { t } from "../text.js";
import { markMove } from "./hint.js";
import { moveWords } from "./move-words.js";

/** @typedef {import("./flow.js").Flow} Flow @typedef {import("./replay.js").Replay} Replay */
/** @typedef {import("../types.js").Move} Move */
/** @typedef {{step: number, played: Move, best: Move, cost: number, unit: string, why: {key: string, params: Record<string, number>}}} Judgment */

const SHOWN = 3; // the costliest moves listed

/** @param {string} id */
function byId(id) {
  return /** @type {HTMLElement} */ (document.getElementById(id));
}

// "−0.45 places in the finishing order" ("−0.45 places" `short`), "−2.5 points": what a move
// cost, in the game's unit.
/** @param {Judgment} judgment @param {boolean} [short] */
function costText(judgment, short = false) {
  if (judgment.unit !== "places") return t("review.cost.points", { n: Math.round(judgment.cost * 10) / 10 });
  return t(short ? "review.cost.places_short" : "review.cost.places", { n: Math.round(judgment.cost * 100) / 100 });
}

export class Review {
  /** @param {Flow} flow @param {Replay} replay */
  constructor(flow, replay) {
    this.flow = flow;
    this.replay = replay;
    this.cancelled = false;
    /** @type {Judgment[]} */
    this.judged = [];
    this.total = 0;
    this.panel = byId("review");
    this.progress = /** @type {HTMLProgressElement} */ (byId("review-progress"));
    this.cancel = byId("review-cancel");
    this.list = byId("review-list");
    byId("review-running").hidden = false;
    this.list.replaceChildren();
    byId("review-detail").textContent = "";
    this.say("review.starting");
    this.progress.removeAttribute("value"); // indeterminate until the decisions are counted
    this.cancel.addEventListener("click", () => this.stop(), { signal: replay.signal });
    replay.signal.addEventListener("abort", () => this.stop(), { once: true });
    this.panel.hidden = false;
    flow.shell.fit.again();
  }

  /** @param {string} key @param {Record<string, number>} [params] */
  say(key, params = {}) {
    byId("review-status").textContent = t(key, params);
  }

  stop() {
    if (this.cancelled) return;
    this.cancelled = true;
    if (!this.replay.signal.aborted) this.finish();
  }

  // Each decision judged in turn, until the last or Cancel.
  async run() {
    const flow = this.flow;
    const game = flow.game ?? "";
    const steps = await flow.call("review_steps", game, flow.seat);
    if (this.cancelled || flow.disposed) return;
    if (!steps.ok) return flow.context.fault(new Error(steps.error?.message));
    /** @type {number[]} */
    const decisions = steps.steps;
    this.total = decisions.length;
    this.progress.max = Math.max(1, this.total);
    this.count();
    for (const step of decisions) {
      const answer = await flow.call("review_step", game, flow.seat, step);
      if (this.cancelled || flow.disposed) return;
      if (!answer.ok) return flow.context.fault(new Error(answer.error?.message));
      const { step: at, played, best, cost, unit, why } = answer;
      this.judged.push({ step: at, played, best, cost, unit, why });
      this.count();
    }
    this.cancelled = true;
    this.finish();
  }

  count() {
    this.progress.value = this.judged.length;
    this.say("review.progress", { n: this.judged.length, total: this.total });
  }

  // The costliest moves judged (all, or as far as Cancel let the review go).
  finish() {
    byId("review-running").hidden = true;
    const costly = this.judged
      .filter((judgment) => judgment.cost > 0)
      .sort((a, b) => b.cost - a.cost || a.step - b.step)
      .slice(0, SHOWN);
    const whole = this.judged.length === this.total;
    const params = { n: this.judged.length, total: this.total };
    if (!costly.length) this.say(whole ? "review.none" : "review.none_so_far", params);
    else this.say(whole ? "review.costliest" : "review.costliest_so_far", { ...params, shown: costly.length });
    this.list.replaceChildren(...costly.map((judgment) => this.item(judgment)));
    this.flow.shell.fit.again();
    /** @type {HTMLElement | null} */ (this.list.querySelector("button"))?.focus();
  }

  /** @param {Judgment} judgment */
  item(judgment) {
    const item = document.createElement("li");
    const button = document.createElement("button");
    button.type = "button";
    button.className = "ghost review-move";
    button.dataset.step = String(judgment.step);
    button.textContent = t("review.move", { step: judgment.step + 1, cost: costText(judgment, true) });
    button.addEventListener("click", () => this.show(judgment), { signal: this.replay.signal });
    item.append(button);
    return item;
  }

  // The replay at the position the move was chosen in, the better move marked.
  /** @param {Judgment} judgment */
  async show(judgment) {
    for (const button of this.list.querySelectorAll("button")) {
      button.setAttribute("aria-current", String(button.dataset.step === String(judgment.step)));
    }
    const words = (/** @type {Move} */ move) => moveWords(move, this.flow.names);
    byId("review-detail").textContent = [
      costText(judgment) + t("review.stop"),
      t("review.played", { move: words(judgment.played) }),
      t("review.better", { move: words(judgment.best) }),
      t(judgment.why.key, judgment.why.params),
    ].join(" ");
    if (!(await this.replay.go(judgment.step))) return;
    markMove(this.flow, judgment.best);
  }
}
