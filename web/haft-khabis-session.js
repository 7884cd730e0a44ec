// Haft Khabis at the table: the generic Session (start, load, the opponents' turns one
// by one, saves) with what the person's clicks mean here (one card at a time; a jack
// asks for a suit, a 2 for the player who draws; "tak barg" goes with the play that
// leaves one card), the engine's answer to a refused attempt when mistakes cost a card
// (an error WITH a new game, which is adopted), and a pause on the score sheet after
// every round (the engine deals the next round at once).
//
// Protocol: docs/protocol.md, "Haft Khabis". Rules: RULES.md section 3.

import { cardName } from "./cards.js";
import { refusalText } from "./refusal.js";
import { OwnTableSession } from "./session.js";
import { t, tYou } from "./text.js";

const YOU = 0;
const SUITS = ["C", "D", "H", "S"];

const HAND = 7;
const DECK = 52;

// The menu's choices for the "decks" option at `players` seats: two (the engine's
// default, value ""), and one while a deck can deal seven each and a starter.
export function haftKhabisDecks(players) {
  const choices = [{ value: "", label: t("option.haft_khabis.decks_two") }];
  if (HAND * players + 1 <= DECK) choices.push({ value: "1", label: t("option.haft_khabis.decks_one") });
  return choices;
}

function the(code) {
  return t("cards.one", { card: cardName(code) });
}

// One sentence for a Haft Khabis event (docs/protocol.md), or null for one left out.
export function describeHaftKhabis(event, nameOf) {
  const you = event.seat === YOU;
  const name = nameOf(event.seat);
  switch (event.type) {
    case "deal": {
      const deal = tYou("haft_khabis.log.deal", you, { name, round: event.round, card: the(event.starter) });
      return deal + " " + tYou("haft_khabis.log.first", event.first === YOU, { name: nameOf(event.first) });
    }
    case "play": {
      let key = "haft_khabis.log.play";
      if (event.drawn) key = "haft_khabis.log.play_drawn";
      else if (event.cover) key = "haft_khabis.log.play_cover";
      let text = tYou(key, you, { name, card: the(event.card) });
      if (event.suit) text += " " + t("haft_khabis.log.asks", { suit: t("suit." + event.suit) });
      if (event.target !== undefined) text += " " + tYou("haft_khabis.log.two", event.target === YOU, { name: nameOf(event.target) });
      if (event.announce) text += " " + tYou("haft_khabis.log.announce", you, { name });
      return text;
    }
    case "forgot":
      return tYou("haft_khabis.log.forgot", you, { name });
    case "draw":
      if (event.why === "stuck" || event.why === "cover") {
        const key = event.count ? `haft_khabis.log.draw.${event.why}` : "haft_khabis.log.draw.nothing";
        return tYou(key, you, { name });
      }
      if (event.why === "seven") return tYou("haft_khabis.log.draw.seven", you, { name, n: event.count });
      return null; // a 2, a forgotten "tak barg" and a mistake have their own lines
    case "refill":
      return t("haft_khabis.log.refill", { n: event.count });
    case "pass":
      return tYou("haft_khabis.log.pass", you, { name });
    case "reverse":
      return t("haft_khabis.log.reverse", { direction: t("haft_khabis.direction." + event.direction) });
    case "skip":
      return tYou("haft_khabis.log.skip", you, { name });
    case "mistake":
      return tYou("haft_khabis.log.mistake", you, { name });
    case "round_end":
      return tYou("haft_khabis.log.round_end", you, { name, round: event.round })
        + (event.doubled ? " " + t("haft_khabis.log.doubled") : "");
    case "eliminated":
      return tYou("haft_khabis.log.eliminated", you, { name, total: event.total });
    case "match_end":
      return tYou("haft_khabis.log.match_end", you, { name });
    default:
      return null;
  }
}

// What the person may do now, from view.legal_moves.
class Legal {
  constructor(view) {
    this.plays = new Map(); // card code -> its play moves (a jack once per suit, ...)
    this.draw = false;
    this.pass = false;
    this.announce = false; // some play leaves one card: "tak barg" goes with it
    for (const move of view.legal_moves || []) {
      if (move.type === "play") {
        const code = move.cards[0];
        if (!this.plays.has(code)) this.plays.set(code, []);
        this.plays.get(code).push(move);
        if (move.announce) this.announce = true;
      } else if (move.type === "draw") {
        this.draw = true;
      } else if (move.type === "pass") {
        this.pass = true;
      }
    }
  }

  playable(code) {
    return this.plays.has(code);
  }

  // The seats a 2 may send its card to.
  targets(code) {
    const seats = (this.plays.get(code) || []).map((move) => move.target).filter((s) => s !== undefined);
    return [...new Set(seats)];
  }
}

export class HaftKhabisSession extends OwnTableSession {
  constructor(options) {
    super(options);
    this.roundWait = null; // the round that just ended, while its score sheet is open
    this.say = false; // "tak barg" ticked for the next play
    this.choice = null; // {kind: "suit" | "target", card, index}: the chooser after a jack or a 2
  }

  // --- starting -----------------------------------------------------------------------------

  reset() {
    super.reset();
    this.roundWait = null;
  }

  describe(event) {
    return describeHaftKhabis(event, (seat) => this.names(seat));
  }

  // --- moving on ----------------------------------------------------------------------------

  // After a round, the score sheet until the person closes it (the engine has already
  // dealt the next round).
  async afterMove(before, fresh, generation) {
    const view = this.view;
    const roundEnd = fresh.find((event) => event.type === "round_end");
    if (roundEnd && !view.over && !this.fast) {
      this.roundWait = roundEnd;
      this.table.setStatus("");
      this.draw();
      const out = fresh.filter((event) => event.type === "eliminated");
      await this.table.showRound(view, roundEnd, out, this.sheetUi());
      this.roundWait = null;
      if (generation !== this.generation) return false;
    }
    return true;
  }

  // The person's move. A refused attempt shows the engine's reason; when mistakes cost a
  // card the refusal comes with the game after the penalty card, which is adopted.
  act(move) {
    if (this.yourTurn()) this.choice = null;
    return super.act(move);
  }

  adopts(answer) {
    return Boolean(answer.game);
  }

  applied(answer) {
    if (answer.ok) this.table.setStatus("");
    else this.table.setStatus(t("haft_khabis.status.penalty", { message: refusalText(answer.error) }), "error");
    this.say = false;
  }

  // --- what the person may do ------------------------------------------------------------

  legal() {
    if (!this.legalCache || this.legalCache.view !== this.view) {
      this.legalCache = { view: this.view, moves: new Legal(this.view) };
    }
    return this.legalCache.moves;
  }

  clearSelection() {
    super.clearSelection();
    this.choice = null;
  }

  awaiting() {
    if (this.roundWait) return "sheet";
    return super.awaiting();
  }

  notYourTurn() {
    if (this.disposed || !this.view || this.view.over || this.roundWait || this.view.turn === null) return;
    if (this.me().eliminated) {
      this.table.setStatus(t("haft_khabis.status.you_out"));
      return;
    }
    this.table.setStatus(t("status.not_your_turn", { name: this.names(this.view.turn) }));
  }

  hand() {
    return this.me().hand || [];
  }

  // A click (Enter, Space) on card `index` of your hand.
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

  play(code, extra) {
    const move = { type: "play", cards: [code], ...extra };
    const leavesOne = (this.legal().plays.get(code) || []).some((m) => m.announce);
    if (this.say && leavesOne) move.announce = true;
    this.act(move);
  }

  openChoice(choice) {
    this.choice = choice;
    this.table.setStatus("");
    this.draw();
    this.table.focusChooser();
  }

  // A suit (after a jack) or a seat (after a 2) picked in the chooser.
  onChoose(value) {
    const choice = this.choice;
    if (!choice || !this.yourTurn()) return;
    this.choice = null;
    this.play(choice.card, choice.kind === "suit" ? { suit: value } : { target: value });
  }

  onCancelChoice() {
    const choice = this.choice;
    if (!choice) return;
    this.choice = null;
    this.draw();
    this.table.focusCard(choice.index);
  }

  onSay(checked) {
    this.say = Boolean(checked);
    this.draw();
  }

  onAction(name) {
    if (name === "sheet") {
      if (this.view) this.table.showSheet(this.view, this.sheetUi());
      return;
    }
    super.onAction(name);
  }

  yourAction(name) {
    if (name === "draw") this.act({ type: "draw" });
    else if (name === "pass") this.act({ type: "pass" });
  }

  showHint(move, hint) {
    if (move.type !== "play") {
      hint.keys = ["hk-" + move.type];
      hint.said = t("hint.action", { action: t("haft_khabis.act." + move.type) });
    } else {
      const code = move.cards[0];
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
    const view = this.view;
    if (view.turn === null) return null;
    const step = view.direction === "clockwise" ? 1 : -1;
    let seat = view.turn;
    for (let i = 0; i < view.players; i++) {
      seat = (seat + step + view.players) % view.players;
      if (!view.seats[seat].eliminated) return seat === view.turn ? null : seat;
    }
    return null;
  }

  help() {
    const view = this.view;
    const me = this.me();
    if (view.over) return t("haft_khabis.help.over");
    if (this.roundWait) return t("haft_khabis.help.round_over", { round: this.roundWait.round });
    if (me.eliminated) return t("haft_khabis.help.you_out", { total: me.total });
    if (!this.yourTurn()) return view.turn === null ? "" : t("help.waiting", { name: this.names(view.turn) });
    const legal = this.legal();
    const plays = legal.plays.size > 0;
    if (this.choice) return t(this.choice.kind === "suit" ? "haft_khabis.help.name_suit" : "haft_khabis.help.pick_player");
    if (view.drawn) return t("haft_khabis.help.drawn", { card: cardName(view.drawn) });
    if (view.pending) return t(plays ? "haft_khabis.help.sevens" : "haft_khabis.help.sevens_draw", { n: view.pending });
    const top = view.top;
    if (view.cover) {
      return plays ? t("haft_khabis.help.cover", { suit: t("suit_one." + top[1]) }) : t("haft_khabis.help.cover_draw");
    }
    if (view.named_suit) {
      const params = { suit: t("suit." + view.named_suit), one: t("suit_one." + view.named_suit) };
      return plays ? t("haft_khabis.help.named", params) : t("haft_khabis.help.named_draw", params);
    }
    return plays ? t("haft_khabis.help.play") : t("haft_khabis.help.stuck");
  }

  draw() {
    if (this.disposed || !this.view) return;
    const view = this.view;
    const legal = this.legal();
    const yours = this.yourTurn();
    this.table.render(view, {
      names: view.seats.map((seat) => this.names(seat.seat)),
      await: this.awaiting(),
      playable: yours ? new Set(legal.plays.keys()) : new Set(),
      canDraw: yours && legal.draw,
      canPass: yours && legal.pass,
      canSay: yours && legal.announce,
      say: this.say,
      choice: yours ? this.choice : null,
      targets: this.choice && this.choice.kind === "target" ? legal.targets(this.choice.card) : [],
      suits: SUITS,
      next: this.nextSeat(),
      canSkip: !view.over && this.me().eliminated && !this.fast,
      help: this.help(),
      hint: this.shownHint(),
      hinting: Boolean(this.hinting),
    });
  }
}
