// @ts-check
// Planowanie at the table: the flow every game plays by (table/flow.js) with what a click
// means here (a bid button, one card at a time), the log in words, and the pacing of
// tricks: a completed trick stays on the table with its winner marked before it is
// gathered, and the score sheet opens after every deal over the finished deal, its last
// trick still on the table (the next deal is dealt when the sheet is closed). Protocol: docs/protocol.md, "Planowanie". Rules: RULES.md section 4.

import { Flow, sleep } from "../../table/flow.js";
import { badge, el } from "../../table/parts.js";
import { t, tYou } from "../../text.js";
import { narrate } from "./narrate.js";
import { finalSheet } from "./sheet.js";
import { planowanie, PlanowanieTable } from "./table.js";

/** @typedef {import("../../types.js").View} View */
/** @typedef {import("../../types.js").Move} Move */
/** @typedef {import("../../types.js").LogEvent} LogEvent */
/** @typedef {import("../../types.js").Hint} Hint */
/** @typedef {import("./types.js").PlanowanieView} PlanowanieView */
/** @typedef {import("./types.js").PlanowanieUi} PlanowanieUi */
/** @typedef {import("./types.js").Collecting} Collecting */

const GATHER_MS = 280; // the gathering of the trick, after it was shown

/**
 * The table as it stood when the last trick of a deal was taken (the view has moved on
 * to the next deal, or to the end): the tallies and totals of the sheet's last row.
 * @param {PlanowanieView} before @param {PlanowanieView} after
 * @returns {PlanowanieView}
 */
function endOfDeal(before, after) {
  const row = after.sheet[after.sheet.length - 1];
  return {
    ...before,
    phase: "play",
    turn: null,
    waiting_for: [],
    legal_moves: [],
    trick: [],
    hand: [],
    forbidden: null,
    seats: before.seats.map((seat) => ({
      ...seat,
      hand: seat.hand === null ? null : [],
      hand_count: 0,
      won: row.tricks[seat.seat],
      total: row.totals[seat.seat],
    })),
    sheet: after.sheet,
    totals: after.totals,
  };
}

export class PlanowanieFlow extends Flow {
  /** @type {PlanowanieTable} the flow's table, with this game's own methods (the sheet) */
  table;

  /** @param {import("../../types.js").FlowContext} context */
  constructor(context) {
    super(context);
    /** @type {Collecting | null} */
    this.collecting = null;
    this.sheetWait = false; // the sheet is open after a deal: the game waits for it
    this.table = new PlanowanieTable(this);
  }

  // A completed trick stays in view about a second at the usual pace (delay 800 ms), at
  // the pace chosen now; the instant pace (and ?delay=0, the tests') does not wait at all.
  get trickPause() {
    return Math.round(this.delay * 1.25);
  }

  /** The view at the table, as Planowanie's. */
  get plan() {
    return planowanie(/** @type {View} */ (this.view));
  }

  // --- hooks of the flow ---------------------------------------------------------------------

  reset() {
    this.collecting = null;
    this.sheetWait = false;
    this.table.forget();
  }

  /** @param {LogEvent} event */
  describe(event) {
    return narrate(event, this.seat, this.names, this.view?.deals);
  }

  // A completed trick shown, then gathered; after a deal, the score sheet until the
  // person closes it, over the finished deal (its last trick not gathered).
  /** @param {View} before @param {LogEvent[]} fresh @param {number} generation */
  async afterMove(before, fresh, generation) {
    const view = this.plan;
    const trickDone = fresh.some((event) => event.type === "trick");
    const dealDone = fresh.some((event) => event.type === "score");
    const shown = dealDone ? endOfDeal(planowanie(before), view) : view;
    if (trickDone && view.last_trick && this.trickPause > 0) {
      const collecting = { trick: view.last_trick, view: shown, gathering: false };
      this.collecting = collecting;
      this.refresh();
      await sleep(this.trickPause);
      if (generation !== this.generation) return false;
      if (!dealDone) {
        collecting.gathering = true;
        this.refresh();
        await sleep(Math.min(GATHER_MS, this.trickPause));
        if (generation !== this.generation) return false;
      }
    }
    this.collecting = null;
    if (dealDone && !view.over) {
      this.sheetWait = true;
      if (view.last_trick) this.collecting = { trick: view.last_trick, view: shown, gathering: false };
      this.refresh();
      await this.table.showSheet(view, view.sheet[view.sheet.length - 1].deal);
      this.sheetWait = false;
      this.collecting = null;
      if (generation !== this.generation) return false;
    }
    return true;
  }

  awaiting() {
    if (this.sheetWait) return "sheet";
    if (this.collecting) return "others";
    return super.awaiting();
  }

  notYourTurn() {
    if (this.disposed || !this.view || this.view.over) return;
    if (this.collecting || this.sheetWait || this.view.turn === null) return;
    const key = this.view.phase === "bid" ? "planowanie.status.wait_bid" : "planowanie.status.wait_play";
    this.shell.setStatus(t(key, { name: this.names(this.view.turn) }));
  }

  /** @param {Move} move @param {Hint} hint */
  showHint(move, hint) {
    hint.keys = [move.type === "bid" ? "bid:" + move.tricks : "card:" + /** @type {string[]} */ (move.cards)[0]];
    hint.focus = hint.keys[0];
  }

  // The score sheet opens at any time, your turn or not.
  /** @param {string} name */
  onAction(name) {
    if (name === "sheet") {
      if (!this.disposed && this.view) this.table.showSheet(this.plan, null);
      return;
    }
    if (name === "last") {
      this.table.toggleLast();
      this.refresh();
      return;
    }
    super.onAction(name);
  }

  // --- what a click means ------------------------------------------------------------------

  // A bid button: 0 .. cards. The forbidden one is refused here, saying why.
  /** @param {number} tricks */
  onBid(tricks) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    const view = this.plan;
    if (view.phase !== "bid") return;
    if (tricks === view.forbidden) {
      this.shell.setStatus(this.forbiddenReason(), "error");
      return;
    }
    this.act({ type: "bid", tricks });
  }

  // A card in your hand: play it (a card off the suit led is refused, with the reason).
  /** @param {number} index */
  onCard(index) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    const view = this.plan;
    if (view.phase === "bid") {
      this.shell.setStatus(t("planowanie.status.bid_first", { n: view.cards }), "error");
      return;
    }
    const code = (view.hand || [])[index];
    if (code) this.act({ type: "play", cards: [code] });
  }

  // --- drawing -------------------------------------------------------------------------------

  forbiddenReason() {
    const view = this.plan;
    return t("planowanie.bid.forbidden", { n: view.forbidden, cards: view.cards });
  }

  /** @returns {Set<string>} your cards that may be played now */
  playable() {
    const set = new Set();
    if (!this.yourTurn() || this.plan.phase !== "play") return set;
    for (const move of this.plan.legal_moves)
      if (move.type === "play") set.add(/** @type {string[]} */ (move.cards)[0]);
    return set;
  }

  /** @returns {number[]} the bids to offer: 0 .. cards, on your bidding turn */
  bids() {
    if (!this.yourTurn() || this.plan.phase !== "bid") return [];
    return Array.from({ length: this.plan.cards + 1 }, (_, n) => n);
  }

  help() {
    const view = this.plan;
    if (view.over) return t("planowanie.help.over");
    if (this.sheetWait) return t("planowanie.help.sheet", { deal: view.deal - 1 });
    if (this.collecting) {
      const winner = this.collecting.trick.winner;
      return tYou("planowanie.help.takes", winner === this.seat, { name: this.names(winner) });
    }
    if (!this.yourTurn()) {
      if (view.turn === null) return "";
      // the turn of the seat drawn, when not yours to play: a replay's
      const drawn = view.turn === this.seat;
      const params = { name: this.names(view.turn) };
      if (view.phase === "bid") return tYou("planowanie.help.bidding", drawn, params);
      return tYou("planowanie.help.playing", drawn, params);
    }
    if (view.phase === "bid") {
      return t(view.forbidden !== null ? "planowanie.help.bid_last" : "planowanie.help.bid", { n: view.cards });
    }
    if (!view.trick.length) return t("planowanie.help.lead");
    const led = view.trick[0].card[1];
    const follows = (view.hand || []).some((code) => code[1] === led);
    return t(follows ? "planowanie.help.follow" : "planowanie.help.any", { suit: t("suit." + led) });
  }

  render() {
    const bidding = this.yourTurn() && this.plan.phase === "bid";
    /** @type {PlanowanieUi} */
    const ui = {
      await: this.awaiting(),
      playable: this.playable(),
      bids: this.bids(),
      forbidden: bidding ? this.plan.forbidden : null,
      forbiddenReason: this.yourTurn() && this.plan.forbidden !== null ? this.forbiddenReason() : "",
      collecting: this.collecting,
      deal: this.plan.deal,
      help: this.help(),
      hint: this.shownHint(),
      hinting: Boolean(this.hinting),
    };
    const shown = this.collecting ? this.collecting.view : this.plan;
    this.table.render(/** @type {View} */ (/** @type {unknown} */ (shown)), ui);
  }

  // --- the end ------------------------------------------------------------------------------

  /** @param {View} finished */
  endScreen(finished) {
    const view = planowanie(finished);
    const result = /** @type {import("./types.js").PlanowanieResult} */ (view.result);
    const top = Math.max(...result.scores);
    const winners = result.ranking.filter((seat) => result.places[seat] === 1);
    let summary;
    if (winners.length === 1 && winners[0] === this.seat) {
      summary = t("planowanie.end.you_won", { points: top });
    } else if (winners.length === 1) {
      summary = t("planowanie.end.won", {
        name: this.names(winners[0]),
        points: top,
        place: t("place." + result.places[this.seat]),
        mine: result.scores[this.seat],
      });
    } else {
      summary = t(winners.includes(this.seat) ? "planowanie.end.you_share" : "planowanie.end.share", {
        names: winners.map((seat) => this.names(seat)).join(t("list.comma")),
        points: top,
      });
    }
    const rows = result.ranking.map((seat) => {
      /** @type {(Node | string)[]} */
      const parts = [
        el("span", "end-name", this.names(seat)),
        " ",
        el("span", "pl-end-points", t("planowanie.points", { n: result.scores[seat] })),
      ];
      if (result.places[seat] === 1) parts.push(" ", badge(t("planowanie.end.winner"), "winner"));
      return { seat, parts };
    });
    return { summary, rows, after: finalSheet(view, this.names), wide: true };
  }
}
