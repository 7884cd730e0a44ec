// Planowanie at the table: the generic Session (start, load, the opponents' turns,
// saves) with what the person's clicks mean here (a bid button, one card at a time),
// the log in words, and the pacing of tricks: a completed trick stays on the table
// with its winner marked before it is gathered, and the score sheet opens after
// every deal (the game goes on when it is closed).
//
// Protocol: docs/protocol.md, "Planowanie". Rules: RULES.md section 4.

import { cardName } from "./cards.js";
import { OwnTableSession, sleep } from "./session.js";
import { formatSigned, t, tYou } from "./text.js";

const YOU = 0;
const GATHER_MS = 280; // the gathering of the trick, after it was shown

// One sentence for a Planowanie event (docs/protocol.md), or null.
export function describePlanowanie(event, nameOf, deals) {
  const you = event.seat === YOU;
  const name = nameOf(event.seat);
  switch (event.type) {
    case "deal":
      return tYou("planowanie.log.deal", you, {
        name, deal: event.deal, deals: deals ?? "?", n: event.cards,
        card: t("cards.one", { card: cardName(event.trump) }), suit: t("suit." + event.trump[1]),
      });
    case "bid":
      return tYou("planowanie.log.bid", you, { name, n: event.tricks });
    case "play":
      return tYou("planowanie.log.play", you, { name, card: t("cards.one", { card: cardName(event.card) }) });
    case "trick":
      return tYou("planowanie.log.trick", you, { name });
    case "score":
      return tYou(event.bid === event.tricks ? "planowanie.log.made" : "planowanie.log.missed", you, {
        name, bid: event.bid, tricks: event.tricks, points: formatSigned(event.points), n: event.bid,
      });
    case "end":
      return tYou("planowanie.log.end", you, { name, points: event.totals[event.seat] });
    default:
      return null;
  }
}

// The table as it stood when the last trick of a deal was taken (the view has moved
// on to the next deal, or to the end): the tallies and totals of the sheet's last row.
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

export class PlanowanieSession extends OwnTableSession {
  constructor(options) {
    super(options);
    // A completed trick stays in view about a second at the usual pace (delay 800 ms);
    // ?delay=0 (tests) does not wait at all.
    this.trickPause = Math.round(this.delay * 1.25);
    this.collecting = null; // {trick: view.last_trick, view: what to draw meanwhile}
    this.sheetWait = false; // the sheet is open after a deal: the game waits for it
  }

  // --- starting -----------------------------------------------------------------------------

  reset() {
    super.reset();
    this.collecting = null;
    this.sheetWait = false;
  }

  describe(event) {
    return describePlanowanie(event, (seat) => this.names(seat), this.view.deals);
  }

  // --- moving on ----------------------------------------------------------------------------

  // A completed trick shown, then gathered; after a deal, the score sheet until the
  // person closes it.
  async afterMove(before, fresh, generation) {
    const view = this.view;
    const trickDone = fresh.some((event) => event.type === "trick") && view.last_trick;
    const dealDone = fresh.some((event) => event.type === "score");
    if (trickDone && this.trickPause > 0) {
      const shown = dealDone ? endOfDeal(before, view) : view;
      this.collecting = { trick: view.last_trick, view: shown, gathering: false };
      this.draw();
      await sleep(this.trickPause);
      if (generation !== this.generation) return false;
      this.collecting.gathering = true;
      this.draw();
      await sleep(Math.min(GATHER_MS, this.trickPause));
      if (generation !== this.generation) return false;
    }
    this.collecting = null;
    if (dealDone && !view.over) {
      this.sheetWait = true;
      this.draw();
      await this.table.showSheet(view, this.sheetUi(), { after: view.sheet[view.sheet.length - 1].deal });
      this.sheetWait = false;
      if (generation !== this.generation) return false;
    }
    return true;
  }

  // --- what the person may do ------------------------------------------------------------

  awaiting() {
    if (this.sheetWait) return "sheet";
    if (this.collecting) return "others";
    return super.awaiting();
  }

  notYourTurn() {
    if (this.disposed || !this.view || this.view.over) return;
    if (this.collecting || this.sheetWait || this.view.turn === null) return;
    const key = this.view.phase === "bid" ? "planowanie.status.wait_bid" : "planowanie.status.wait_play";
    this.table.setStatus(t(key, { name: this.names(this.view.turn) }));
  }

  // A bid button: 0 .. cards. The forbidden one is refused by the engine, which says why.
  onBid(tricks) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    if (this.view.phase !== "bid") return;
    if (tricks === this.view.forbidden) {
      this.table.setStatus(this.forbiddenReason(), "error");
      return;
    }
    this.act({ type: "bid", tricks });
  }

  // A card in your hand: play it (a card off the suit led is refused, with the reason).
  onCard(index) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    if (this.view.phase === "bid") {
      this.table.setStatus(t("planowanie.status.bid_first", { n: this.view.cards }), "error");
      return;
    }
    const code = (this.view.hand || [])[index];
    if (code) this.act({ type: "play", cards: [code] });
  }

  showHint(move, hint) {
    hint.keys = [move.type === "bid" ? "bid:" + move.tricks : "card:" + move.cards[0]];
    hint.focus = hint.keys[0];
  }

  onSheet() {
    if (this.view) this.table.showSheet(this.view, this.sheetUi(), {});
  }

  onResult() {
    if (this.view && this.view.over) this.showResult(this.view);
  }

  // --- drawing -------------------------------------------------------------------------------

  forbiddenReason() {
    const view = this.view;
    return t("planowanie.bid.forbidden", { n: view.forbidden, cards: view.cards });
  }

  playable() {
    const set = new Set();
    if (!this.yourTurn() || this.view.phase !== "play") return set;
    for (const move of this.view.legal_moves) if (move.type === "play") set.add(move.cards[0]);
    return set;
  }

  bids() {
    if (!this.yourTurn() || this.view.phase !== "bid") return [];
    return Array.from({ length: this.view.cards + 1 }, (_, n) => n);
  }

  help() {
    const view = this.view;
    if (view.over) return t("planowanie.help.over");
    if (this.sheetWait) return t("planowanie.help.sheet", { deal: view.deal - 1 });
    if (this.collecting) {
      const winner = this.collecting.trick.winner;
      return tYou("planowanie.help.takes", winner === YOU, { name: this.names(winner) });
    }
    if (!this.yourTurn()) {
      if (view.turn === null) return "";
      const key = view.phase === "bid" ? "planowanie.help.bidding" : "planowanie.help.playing";
      return t(key, { name: this.names(view.turn) });
    }
    if (view.phase === "bid") {
      return view.forbidden !== null ? t("planowanie.help.bid_last", { n: view.cards }) : t("planowanie.help.bid", { n: view.cards });
    }
    if (!view.trick.length) return t("planowanie.help.lead");
    const led = view.trick[0].card[1];
    const follows = (view.hand || []).some((code) => code[1] === led);
    return t(follows ? "planowanie.help.follow" : "planowanie.help.any", { suit: t("suit." + led) });
  }

  draw() {
    if (this.disposed || !this.view) return;
    const shown = this.collecting ? this.collecting.view : this.view;
    this.table.render(shown, {
      names: shown.seats.map((seat) => this.names(seat.seat)),
      await: this.awaiting(),
      playable: this.playable(),
      bids: this.bids(),
      forbidden: this.yourTurn() && this.view.phase === "bid" ? this.view.forbidden : null,
      forbiddenReason: this.yourTurn() && this.view.forbidden !== null ? this.forbiddenReason() : "",
      collecting: this.collecting,
      help: this.help(),
      hint: this.shownHint(),
      hinting: Boolean(this.hinting),
    });
  }
}
