// @ts-check
// Haft Khabis at the table: the flow every game plays by (table/flow.js) with what a
// click means here (one card at a time; a jack asks for a suit, a 2 for the player who
// draws; "tak barg" goes with the play that leaves one card), the engine's answer to a
// refused attempt when mistakes cost a card (an error WITH a new game, which is
// adopted), and a pause on the score sheet after every round, over the round as it
// ended (the engine deals the next round at once; the table shows it once the sheet closes).
//
// Protocol: docs/protocol.md, "Haft Khabis". Rules: RULES.md section 3.

import { Flow } from "../../table/flow.js";
import { t } from "../../text.js";
import { helpLine } from "./help.js";
import { Legal } from "./legal.js";
import { describe } from "./narrate.js";
import { HaftKhabisTable } from "./table.js";

/** @typedef {import("../../types.js").View} View */
/** @typedef {import("../../types.js").Move} Move */
/** @typedef {import("../../types.js").LogEvent} LogEvent */
/** @typedef {import("../../types.js").Answer} Answer */
/** @typedef {import("./types.js").HkView} HkView */
/** @typedef {import("./types.js").RoundEnd} RoundEnd */
/** @typedef {import("./types.js").Choice} Choice */

const SUITS = ["C", "D", "H", "S"];

/**
 * The table as the round ended, though the engine has dealt the next: the winner's last
 * card on the pile, the others' hands as laid down for counting (yours as you held it),
 * the totals after the round, its plays in the log.
 * @param {HkView} before  the view before the move that ended the round
 * @param {HkView} after  the view now (the next round's)
 * @param {RoundEnd} end  the round_end event
 * @returns {HkView}
 */
function endOfRound(before, after, end) {
  const log = after.log.filter((event) => event.n <= end.n);
  const last = log.findLast((event) => event.type === "play" && event.seat === end.seat);
  return {
    ...before,
    turn: null,
    waiting_for: [],
    legal_moves: [],
    drawn: null,
    pending: 0,
    cover: false,
    top: last ? last.card : before.top,
    pile: before.pile + (last ? 1 : 0),
    named_suit: last?.suit ?? null,
    log,
    scores: after.scores,
    seats: before.seats.map((seat) => {
      const laid = end.hands[String(seat.seat)] ?? [];
      const kept = seat.hand !== null && seat.hand.length === laid.length ? seat.hand : laid;
      return {
        ...seat,
        hand: seat.hand === null ? null : kept,
        dealt: seat.dealt,
        hand_count: laid.length,
        total: after.seats[seat.seat].total,
        eliminated: after.seats[seat.seat].eliminated,
      };
    }),
  };
}

export class HaftKhabisFlow extends Flow {
  /** @param {import("../../types.js").FlowContext} context */
  constructor(context) {
    super(context);
    /** @type {RoundEnd | null} the round that just ended, while its score sheet is open */
    this.roundWait = null;
    /** @type {HkView | null} that round as it ended, drawn under its sheet */
    this.roundEnded = null;
    this.say = false; // "tak barg" ticked for the next play
    /** @type {Choice | null} the chooser after a jack or a 2 */
    this.choice = null;
    /** @type {{view: View, moves: Legal} | null} */
    this.legalCache = null;
    this.table = this.hkTable = new HaftKhabisTable(this);
  }

  /** The view, as Haft Khabis shows it. */
  hkView() {
    return /** @type {HkView} */ (this.view);
  }

  // --- starting and moving on ------------------------------------------------------------

  reset() {
    this.roundWait = null;
    this.roundEnded = null;
    this.choice = null;
    this.hkTable.forget();
  }

  /** @param {LogEvent} event */
  describe(event) {
    return describe(event, this.seat, (seat) => this.names(seat));
  }

  // Every new view: a chooser open for the last one goes. After a round, the score sheet
  // until the person closes it, over the round as it ended (the engine has already dealt
  // the next round, drawn once the sheet is closed).
  /** @param {View} before @param {LogEvent[]} fresh @param {number} generation */
  async afterMove(before, fresh, generation) {
    this.choice = null;
    const view = this.hkView();
    const roundEnd = /** @type {RoundEnd | undefined} */ (fresh.find((event) => event.type === "round_end"));
    if (roundEnd && !view.over && !this.fast) {
      this.roundWait = roundEnd;
      this.roundEnded = endOfRound(/** @type {HkView} */ (before), view, roundEnd);
      this.shell.setStatus("");
      this.refresh();
      const out = fresh.filter((event) => event.type === "eliminated");
      await this.hkTable.sheet.showRound(view, roundEnd, out);
      this.roundWait = null;
      this.roundEnded = null;
      if (generation !== this.generation) return false;
    }
    return true;
  }

  // The person's move. A refused attempt shows the engine's reason; when mistakes cost a
  // card the refusal comes with the game after the penalty card, which is adopted.
  /** @param {Move} move */
  act(move) {
    if (this.yourTurn()) this.choice = null;
    return super.act(move);
  }

  /** @param {Answer} answer */
  adopts(answer) {
    return Boolean(answer.game);
  }

  /** @param {Answer} answer */
  applied(answer) {
    if (answer.ok) this.shell.setStatus("");
    else {
      const message = this.refusal(/** @type {import("../../types.js").EngineError} */ (answer.error));
      this.shell.setStatus(t("haft_khabis.status.penalty", { message }), "error");
    }
    this.say = false;
  }

  // --- what the person may do ------------------------------------------------------------

  legal() {
    const view = /** @type {View} */ (this.view);
    if (!this.legalCache || this.legalCache.view !== view) this.legalCache = { view, moves: new Legal(view) };
    return this.legalCache.moves;
  }

  awaiting() {
    if (this.roundWait) return "sheet";
    return super.awaiting();
  }

  notYourTurn() {
    if (this.disposed || !this.view || this.view.over || this.roundWait || this.view.turn === null) return;
    if (this.me().eliminated) {
      this.shell.setStatus(t("haft_khabis.status.you_out"));
      return;
    }
    this.shell.setStatus(t("status.not_your_turn", { name: this.names(this.view.turn) }));
  }

  /** @returns {string[]} */
  hand() {
    return this.me().hand || [];
  }

  // A click (Enter, Space) on card `index` of your hand.
  /** @param {number} index */
  onCard(index) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    const code = this.hand()[index];
    if (!code) return;
    const legal = this.legal();
    if (!legal.playable(code)) {
      this.choice = null;
      this.act({ type: "play", cards: [code] }); // refused: the engine says why
      return;
    }
    if (code[0] === "J") {
      this.openChoice({ kind: "suit", card: code, index });
      return;
    }
    const targets = code[0] === "2" ? legal.targets(code) : [];
    if (targets.length > 1) {
      this.openChoice({ kind: "target", card: code, index });
      return;
    }
    this.play(code, targets.length ? { target: targets[0] } : {});
  }

  /** @param {string} code @param {{suit?: string, target?: number}} extra */
  play(code, extra) {
    /** @type {Move} */
    const move = { type: "play", cards: [code], ...extra };
    if (this.say && this.legal().leavesOne(code)) move.announce = true;
    this.act(move);
  }

  /** @param {Choice} choice */
  openChoice(choice) {
    this.choice = choice;
    this.shell.setStatus("");
    this.refresh();
    this.hkTable.focusChooser();
  }

  // A suit (after a jack) or a seat (after a 2) picked in the chooser.
  /** @param {string | number} value */
  onChoose(value) {
    const choice = this.choice;
    if (!choice || !this.yourTurn()) return;
    this.choice = null;
    this.play(choice.card, choice.kind === "suit" ? { suit: String(value) } : { target: Number(value) });
  }

  onCancelChoice() {
    const choice = this.choice;
    if (!choice) return;
    this.choice = null;
    this.refresh();
    this.hkTable.focusCard(choice.index);
  }

  /** @param {boolean} checked */
  onSay(checked) {
    this.say = checked;
    this.refresh();
  }

  // The score sheet opens at any time, your turn or not.
  /** @param {string} name */
  onAction(name) {
    if (name === "sheet") {
      if (!this.disposed && this.view) this.hkTable.sheet.showSheet(this.hkView());
      return;
    }
    super.onAction(name);
  }

  /** @param {string} name */
  yourAction(name) {
    if (name === "draw") this.act({ type: "draw" });
    else if (name === "pass") this.act({ type: "pass" });
  }

  /** @param {Move} move @param {import("../../types.js").Hint} hint */
  showHint(move, hint) {
    if (move.type !== "play") {
      hint.keys = ["act-" + move.type];
      hint.said = t("hint.action", { action: t("haft_khabis.act." + move.type) });
    } else {
      const code = /** @type {string[]} */ (move.cards)[0];
      hint.keys = [`hand:${code}:0`];
      if (move.suit) hint.keys.push("suit:" + move.suit); // marked once the chooser opens
      if (move.target !== undefined) hint.keys.push("target:" + move.target);
      if (move.announce) this.say = true;
    }
    hint.focus = hint.keys[0];
  }

  // --- drawing ---------------------------------------------------------------------------

  // The seat that plays after the one to move, in the direction of play.
  nextSeat() {
    const view = this.hkView();
    if (view.turn === null) return null;
    const step = view.direction === "clockwise" ? 1 : -1;
    let seat = view.turn;
    for (let i = 0; i < view.players; i++) {
      seat = (seat + step + view.players) % view.players;
      if (!view.seats[seat].eliminated) return seat === view.turn ? null : seat;
    }
    return null;
  }

  render() {
    const view = this.roundEnded || this.hkView();
    const legal = this.legal();
    const yours = this.yourTurn() && !this.roundEnded;
    const choice = yours ? this.choice : null;
    this.hkTable.render(view, {
      round: this.hkView().round,
      name: (seat) => this.names(seat),
      await: this.awaiting(),
      playable: yours ? new Set(legal.plays.keys()) : new Set(),
      canDraw: yours && legal.draw,
      canPass: yours && legal.pass,
      canSay: yours && legal.announce,
      say: this.say,
      choice,
      targets: choice && choice.kind === "target" ? legal.targets(choice.card) : [],
      suits: SUITS,
      next: this.roundEnded ? null : this.nextSeat(),
      canSkip: !view.over && this.me().eliminated && !this.fast,
      help: helpLine({
        view,
        yours,
        roundWait: this.roundWait,
        choice: this.choice,
        legal,
        name: (seat) => this.names(seat),
      }),
      hint: this.shownHint(),
      hinting: Boolean(this.hinting),
    });
  }

  /** @param {View} view */
  endScreen(view) {
    return this.hkTable.endScreen(/** @type {HkView} */ (view));
  }
}
