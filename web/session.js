// One game at the table: the engine's game G (text), its view for seat 0, what the
// person has selected, the computer opponents' turns (paced, in the worker) and the save.

import { cardName, isJoker, rankOf } from "./cards.js";
import { describe, line, logLines } from "./events.js";
import { LegalMoves } from "./moves.js";
import { refusalText } from "./refusal.js";
import { announce } from "./table-parts.js";
import { t } from "./text.js";

const YOU = 0;
const FACE_UP = 3; // Belgia: the cards chosen to lay face up

function sortedKey(codes) {
  return codes.slice().sort().join(",");
}

export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class EngineFault extends Error {}

// The generic game at the table (start, load, the opponents' turns one by one, the
// person's moves, saves), played as Idiot and Belgia. The other games extend it and
// override the hooks marked "hook" (and what the person's clicks mean).
export class Session {
  // engine: EngineClient; table: TableView; names: seat -> name;
  // save(gameText): store it (or not) after every move; onOver(view); onFault(error);
  // onSettled(): the table is drawn and waits for the person (or the game is over).
  constructor({ engine, table, names, delay, save, onOver, onFault, onSettled }) {
    Object.assign(this, { engine, table, names, delay, save, onOver, onFault, onSettled });
    this.game = null;
    this.view = null;
    this.level = "simple";
    this.generation = 0;
    this.loop = null; // the generation whose opponents' loop is running
    this.pending = false; // the person's move is on its way to the engine
    this.fast = false;
    this.lastEvent = -1;
    this.hint = null; // {view, keys, focus, ...}: the hint shown for that view
    this.hinting = null; // the view a hint is being thought out for
    this.disposed = false;
    this.ends = new AbortController(); // ends the listeners of this game's table
    this.signal = this.ends.signal;
    this.clearSelection();
  }

  // The game is left (the menu, another game, a file opened): its loop and the engine's
  // answers still on their way are ignored, its listeners removed, its table cleared, and
  // nothing of it draws, moves or saves again. The game and its last view stay readable
  // (the menu can continue the game in memory).
  dispose() {
    if (this.disposed) return;
    this.stop();
    this.disposed = true;
    this.ends.abort();
    this.table.dispose();
  }

  // --- starting -------------------------------------------------------------------------

  async start(config, level) {
    if (this.disposed) return { ok: true };
    this.show();
    const answer = await this.call("new_game", JSON.stringify(config));
    if (!answer.ok) throw new EngineFault(answer.error.message);
    return this.load(JSON.stringify(answer.game), level);
  }

  // Show the game G (text): {ok: true}, or {ok: false, error} for a save the engine refuses.
  async load(gameText, level) {
    if (this.disposed) return { ok: true };
    this.show();
    const generation = ++this.generation;
    const answer = await this.call("view", gameText, YOU);
    if (!answer.ok) return answer;
    if (generation !== this.generation) return { ok: true };
    this.level = level;
    this.fast = false;
    this.pending = false;
    this.game = gameText;
    this.view = answer.view;
    this.clearSelection();
    this.reset();
    this.table.clearLog();
    this.table.setStatus("");
    this.table.addLog(this.logLines(this.view.log)); // the table keeps the last few
    this.lastEvent = this.view.log.length ? this.view.log[this.view.log.length - 1].n : -1;
    this.save(this.game);
    this.greeted = false; // "your turn" said once the game is shown
    await this.opponentsGetReady(generation);
    if (generation !== this.generation) return { ok: true };
    this.draw();
    this.run(generation);
    return { ok: true };
  }

  // hook: before a game is started or loaded (another game's table may be showing).
  show() {}

  // hook: what a loaded game starts without (the state of the game loaded before).
  reset() {
    this.shownReveal = null;
    this.table.closeDialogs(); // nothing of the game before stays open
  }

  // The log's lines for `events` (view.log's, oldest first).
  logLines(events) {
    return logLines(events, (event) => this.describe(event));
  }

  // hook: one event in words, or null for one the log leaves out.
  describe(event) {
    return describe(event, (seat) => this.names(seat), this.view.ruleset);
  }

  stop() {
    this.generation++;
    this.loop = null;
  }

  // Stop, and drop the game from memory.
  forget() {
    this.stop();
    this.game = null;
    this.view = null;
  }

  call(fn, ...args) {
    return this.engine.call(fn, ...args);
  }

  // --- moving on ------------------------------------------------------------------------

  // G after a move: the new view, the log, the save, what the game shows of the move
  // (afterMove), the table. False when the game was stopped or replaced meanwhile.
  async advance(gameText, generation) {
    const answer = await this.call("view", gameText, YOU);
    if (!answer.ok) throw new EngineFault(answer.error.message);
    if (generation !== this.generation) return false;
    const before = this.view;
    const view = answer.view;
    const fresh = view.log.filter((event) => event.n > this.lastEvent);
    this.game = gameText;
    this.view = view;
    this.clearSelection();
    if (view.log.length) this.lastEvent = view.log[view.log.length - 1].n;
    this.table.addLog(this.logLines(fresh));
    this.save(this.game);
    if (!(await this.afterMove(before, fresh, generation))) return false;
    this.draw();
    return true;
  }

  // hook: a pause after a move (a trick shown, a score sheet), given the view before it
  // and the move's events. False when the game was stopped or replaced meanwhile.
  async afterMove(before, fresh, generation) {
    return true;
  }

  async botStep(seat, generation) {
    const chosen = await this.call("bot_move", this.game, seat, this.level);
    if (!chosen.ok) throw new EngineFault(chosen.error.message);
    const applied = await this.call("apply", this.game, seat, JSON.stringify(chosen.move));
    if (!applied.ok) throw new EngineFault(applied.error.message);
    if (generation !== this.generation) return false;
    return this.advance(JSON.stringify(applied.game), generation);
  }

  // Before play, the opponents get ready at once (nothing to watch).
  async opponentsGetReady(generation) {
    try {
      while (generation === this.generation && this.view.phase === "setup") {
        const seat = this.view.waiting_for.find((s) => s !== YOU);
        if (seat === undefined) break;
        if (!(await this.botStep(seat, generation))) break;
      }
    } catch (error) {
      this.onFault(error);
    }
  }

  // The opponents' turns, one by one, `delay` ms apart, until it is the person's turn.
  async run(generation) {
    if (this.loop === generation) return;
    this.loop = generation;
    let moved = false;
    try {
      while (generation === this.generation) {
        const view = this.view;
        if (view.over) break;
        if (view.phase === "setup") {
          await this.opponentsGetReady(generation);
          if (this.view.phase === "setup") break;
          continue;
        }
        if (view.turn === YOU || view.turn === null) break;
        this.draw();
        await sleep(this.fast ? 0 : this.delay);
        if (generation !== this.generation) return;
        if (!(await this.botStep(view.turn, generation))) return;
        moved = true;
      }
    } catch (error) {
      this.onFault(error);
    } finally {
      if (this.loop === generation) this.loop = null;
    }
    if (generation !== this.generation) return;
    this.draw();
    if (this.view.over) this.onOver(this.view);
    this.offerReveal();
    if (this.yourTurn() && (moved || !this.greeted)) {
      // Screen readers: the others' moves were read from the log; now it is yours.
      this.greeted = true;
      announce(t("sr.your_turn"));
    }
    this.onSettled();
  }

  // The person's move: apply it, or show the engine's reason for refusing it.
  async act(move) {
    if (!this.yourTurn()) return;
    const generation = this.generation;
    this.pending = true;
    this.table.setAwait("busy");
    try {
      const answer = await this.call("apply", this.game, YOU, JSON.stringify(move));
      if (generation !== this.generation) return;
      if (!answer.ok && answer.error.code === "internal") throw new EngineFault(answer.error.message);
      if (!answer.ok && !this.adopts(answer)) {
        this.pending = false;
        this.table.setStatus(refusalText(answer.error), "error");
        this.draw();
        return;
      }
      this.applied(answer);
      await this.advance(JSON.stringify(answer.game), generation);
    } catch (error) {
      this.onFault(error);
      return;
    } finally {
      if (generation === this.generation) this.pending = false;
    }
    this.run(generation);
  }

  // Undo can be asked for on your turn once you have moved (the engine judges fairness).
  canUndo() {
    if (!this.game || !this.yourTurn()) return false;
    return JSON.parse(this.game).moves.some(([seat]) => seat === YOU);
  }

  // Whether Undo would take your last move back now: {can, why} (why: the engine's
  // reason in words when it would not, "" before your first move or off your turn),
  // or null when the game moved on while the engine was asked.
  async undoState() {
    if (!this.canUndo()) return { can: false, why: "" };
    const game = this.game;
    const answer = await this.call("can_undo", game, YOU);
    if (this.disposed || this.game !== game) return null;
    if (!answer.ok) throw new EngineFault(answer.error.message);
    return answer.undo ? { can: true, why: "" } : { can: false, why: this.refusal(answer) };
  }

  // An engine's refusal in words; the seat whose decision refuses an undo by its name.
  refusal(error) {
    const params = { ...(error.params || {}) };
    if (error.reason === "undo.decision") params.seat = this.names(params.seat);
    return refusalText({ ...error, params });
  }

  // Take back your last move (and the opponents' moves since), or say why not.
  async undo() {
    if (!this.canUndo()) return;
    const generation = this.generation;
    this.pending = true;
    let answer;
    try {
      answer = await this.call("undo", this.game, YOU);
    } catch (error) {
      this.onFault(error);
      return;
    } finally {
      if (generation === this.generation) this.pending = false;
    }
    if (generation !== this.generation) return;
    if (!answer.ok) {
      this.table.setStatus(this.refusal(answer.error), "error");
      return;
    }
    await this.load(JSON.stringify(answer.game), this.level);
    const more = answer.undone - 1;
    this.table.setStatus(more > 0 ? t("undo.done_more", { n: more }) : t("undo.done"));
  }

  // hook: whether a refused move's answer comes with a game to go on with.
  adopts(answer) {
    return false;
  }

  // hook: the person's move was applied (or its refusal adopted).
  applied(answer) {
    this.table.setStatus("");
  }

  // --- what the person may do ------------------------------------------------------------

  yourTurn() {
    return !this.disposed && Boolean(this.view) && !this.pending && this.loop === null
      && !this.view.over && this.view.waiting_for.includes(YOU);
  }

  awaiting() {
    if (!this.view) return "none";
    if (this.view.over) return "over";
    return this.yourTurn() ? "you" : "others";
  }

  clearSelection() {
    this.selected = { zone: null, indices: new Set() };
    this.swapPick = null;
    this.preselected = false;
  }

  me() {
    return this.view.seats[YOU];
  }

  cardsOf(zone) {
    const me = this.me();
    if (zone === "revealed") return this.view.revealed ? [this.view.revealed] : [];
    return zone === "hand" ? me.hand || [] : me.visible;
  }

  // Belgia: the setup is choosing the three cards to lay face up.
  choosing() {
    return this.view.phase === "setup" && (this.view.legal_moves || []).some((move) => move.type === "choose");
  }

  // The legal moves laying exactly `codes` (several when a joker's meaning is open).
  playsOf(codes) {
    const legal = this.legal();
    if (!legal.byCards) {
      legal.byCards = new Map();
      for (const move of this.view.legal_moves || []) {
        if (move.type !== "play" && move.type !== "choose") continue;
        const key = move.type + ":" + sortedKey(move.cards);
        if (!legal.byCards.has(key)) legal.byCards.set(key, []);
        legal.byCards.get(key).push(move);
      }
    }
    return legal.byCards.get("play:" + sortedKey(codes)) || [];
  }

  chooseMove(codes) {
    this.playsOf([]); // fills byCards
    const moves = this.legal().byCards.get("choose:" + sortedKey(codes));
    return moves ? moves[0] : null;
  }

  // Belgia's first play of the game: {rank, card} it must be of (card null: any of the
  // rank), when the person makes it; else null.
  opening() {
    const view = this.view;
    if (view.ruleset !== "belgia" || view.phase !== "play" || !view.waiting_for.includes(YOU)) return null;
    if (!view.log.some((e) => e.type === "start") || view.log.some((e) => e.type === "play")) return null;
    const plays = (view.legal_moves || []).filter((move) => move.type === "play");
    if (!plays.length) return null;
    const first = plays[0];
    const rank = first.as || rankOf(first.cards.find((c) => !isJoker(c)));
    const card = rank === "3" && plays.every((move) => move.cards.includes("3H")) ? "3H" : null;
    return { rank, card };
  }

  // At the opening, the 3 of hearts is selected for you: add other threes, or play it.
  preselect() {
    if (this.preselected || !this.yourTurn()) return;
    this.preselected = true;
    const opening = this.opening();
    if (!opening || !opening.card) return;
    const index = (this.me().hand || []).indexOf(opening.card);
    if (index >= 0 && this.selected.indices.size === 0) this.selected = { zone: "hand", indices: new Set([index]) };
  }

  // A joker drawn blind from the surprises: open the chooser once by itself.
  offerReveal() {
    const view = this.view;
    if (!view.revealed || !this.yourTurn()) return;
    const reveal = [...view.log].reverse().find((e) => e.type === "reveal");
    const n = reveal ? reveal.n : -1;
    if (this.shownReveal === n) return;
    this.shownReveal = n;
    this.declare([view.revealed]);
  }

  selectedCodes() {
    const cards = this.cardsOf(this.selected.zone || "hand");
    return [...this.selected.indices].sort((a, b) => a - b).map((i) => cards[i]);
  }

  notYourTurn() {
    if (this.disposed || !this.view || this.view.over) return;
    if (this.view.phase === "setup" || this.view.turn === null) {
      this.table.setStatus(t("help.setup_waiting"));
    } else {
      this.table.setStatus(t("status.not_your_turn", { name: this.names(this.view.turn) }));
    }
  }

  // Click (or Space) on one of your cards.
  onCard(zone, index) {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    if (this.view.phase === "setup") {
      if (this.choosing()) this.chooseClick(zone, index);
      else this.setupClick(zone, index);
      return;
    }
    const me = this.me();
    if (zone === "revealed") {
      this.declare([this.view.revealed]);
      return;
    }
    if (zone === "hidden") {
      this.act({ type: "flip", index });
      return;
    }
    if (zone !== me.source) {
      this.table.setStatus(t(zone === "visible" ? "status.visible_later" : "status.hidden_last"), "error");
      return;
    }
    const code = this.cardsOf(zone)[index];
    if (!this.legal().playable.has(code)) {
      this.act({ type: "play", cards: [code] }); // refused: the engine says why
      return;
    }
    this.toggle(zone, index);
    this.table.setStatus("");
    this.draw();
  }

  // Select `index` of `zone`; cards of another rank or zone leave the selection
  // (jokers go with any rank).
  toggle(zone, index, keep = false) {
    const cards = this.cardsOf(zone);
    const code = cards[index];
    const same = this.selected.zone === zone && (isJoker(code)
      || [...this.selected.indices].every((i) => isJoker(cards[i]) || rankOf(cards[i]) === rankOf(code)));
    if (!same) this.selected = { zone, indices: new Set() };
    if (this.selected.indices.has(index) && !keep) this.selected.indices.delete(index);
    else this.selected.indices.add(index);
  }

  playable(zone, index) {
    if (!this.yourTurn() || this.view.phase !== "play" || zone !== this.me().source) return false;
    if (zone === "revealed") return true;
    const code = this.cardsOf(zone)[index];
    return Boolean(code) && this.legal().playable.has(code);
  }

  // Double-click: play this card with the others of its rank already selected.
  onCardPlay(zone, index) {
    if (!this.playable(zone, index)) return;
    this.toggle(zone, index, true);
    this.playSelection();
  }

  // Enter on a card: the same as a double-click. Returns true when it was handled.
  onCardEnter(zone, index) {
    if (!this.playable(zone, index)) return false;
    this.onCardPlay(zone, index);
    return true;
  }

  playSelection() {
    if (this.me().source === "revealed") {
      this.declare([this.view.revealed]);
      return;
    }
    const codes = this.selectedCodes();
    const plays = this.playsOf(codes);
    if (!plays.length) {
      this.table.setStatus(t("status.select_first"), "error");
      return;
    }
    if (plays.length === 1) this.act(plays[0]);
    else this.declare(codes);
  }

  // Ask what the jokers among `codes` stand for, offering only the engine's legal
  // declarations, then play.
  declare(codes) {
    const plays = this.playsOf(codes);
    if (!plays.length || !this.yourTurn()) return;
    this.table.openChooser({
      jokers: codes.filter(isJoker),
      reals: codes.filter((code) => !isJoker(code)),
      moves: plays,
      onPick: (move) => this.act(move),
    });
  }

  // Belgia's setup: select the three cards to lay face up (a fourth replaces the first).
  chooseClick(zone, index) {
    if (zone !== "hand") return;
    const indices = this.selected.zone === "hand" ? this.selected.indices : new Set();
    if (indices.has(index)) indices.delete(index);
    else {
      if (indices.size >= FACE_UP) indices.delete(indices.values().next().value);
      indices.add(index);
    }
    this.selected = { zone: "hand", indices };
    const left = FACE_UP - indices.size;
    this.table.setStatus(left > 0 ? t("status.choose_more", { n: left }) : t("status.choose_done"));
    this.draw();
  }

  layFaceUp() {
    const move = this.chooseMove(this.selectedCodes());
    if (!move) {
      this.table.setStatus(t("status.choose_three"), "error");
      return;
    }
    this.act(move);
  }

  setupClick(zone, index) {
    if (zone === "hidden") return;
    const pick = this.swapPick;
    if (!pick || pick.zone === zone) {
      this.swapPick = pick && pick.index === index ? null : { zone, index };
      const code = this.cardsOf(zone)[index];
      const key = zone === "hand" ? "status.swap_pick_table" : "status.swap_pick_hand";
      this.table.setStatus(this.swapPick ? t(key, { card: cardName(code) }) : "");
      this.draw();
      return;
    }
    const handIndex = zone === "hand" ? index : pick.index;
    const tableIndex = zone === "visible" ? index : pick.index;
    this.swapPick = null;
    this.act({ type: "swap", hand: this.me().hand[handIndex], table: this.me().visible[tableIndex] });
  }

  // An action button: the result, skip to the end; else (yourAction) a move's, on your turn.
  onAction(name) {
    if (this.disposed) return;
    if (name === "result") {
      if (this.view && this.view.over) this.onOver(this.view);
      return;
    }
    if (name === "skip") {
      this.fast = true;
      this.draw();
      return;
    }
    if (name === "hint") {
      this.onHint();
      return;
    }
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    this.yourAction(name);
  }

  // hook: the action button `name` on your turn.
  yourAction(name) {
    if (name === "play") this.playSelection();
    else if (name === "take") this.act({ type: "take" });
    else if (name === "risk") this.act({ type: "risk" });
    else if (name === "ready") this.act({ type: "ready" });
    else if (name === "choose") this.layFaceUp();
  }

  // --- the hint ---------------------------------------------------------------------------

  // The engine's strongest level suggests your move (in the worker: the page stays
  // responsive meanwhile). It is marked on the table, selected where the game selects,
  // with the focus on what plays it (so Enter plays it), and one line why in the status.
  async onHint() {
    if (!this.yourTurn()) {
      this.notYourTurn();
      return;
    }
    const view = this.view;
    const generation = this.generation;
    this.hinting = view;
    this.table.setStatus(t("hint.thinking"));
    this.draw();
    let answer;
    try {
      answer = await this.call("hint", this.game, YOU);
    } catch (error) {
      this.onFault(error);
      return;
    } finally {
      if (this.hinting === view) this.hinting = null;
    }
    if (generation !== this.generation || this.view !== view || !this.yourTurn()) return; // you moved meanwhile
    if (!answer.ok) {
      this.table.setStatus(t("hint.failed", { message: answer.error.message }), "error");
      this.draw();
      return;
    }
    const hint = { view, keys: [], focus: null, focusNow: true, said: "" };
    this.showHint(answer.move, hint);
    this.hint = hint;
    this.draw();
    const why = answer.why ? t(answer.why.key, answer.why.params) : hint.said || t("hint.shown");
    this.table.setStatus(why);
  }

  // The hint of this view, for the table to mark (null once the game moved on).
  shownHint() {
    return this.hint && this.hint.view === this.view ? this.hint : null;
  }

  // hook: put the suggested `move` on the table: select its cards (or pick the card to
  // swap), and fill hint.keys (the data-keys of the controls to mark) and hint.focus.
  showHint(move, hint) {
    const me = this.me();
    const keyOf = (zone, index) => {
      const cards = this.cardsOf(zone);
      return `${zone}:${cards[index]}:${cards.slice(0, index).filter((c) => c === cards[index]).length}`;
    };
    const pick = (zone, codes) => {
      const cards = this.cardsOf(zone);
      const indices = [];
      for (const code of codes) indices.push(cards.findIndex((c, i) => c === code && !indices.includes(i)));
      return indices.filter((i) => i >= 0);
    };
    if ((move.type === "play" && me.source !== "revealed") || move.type === "choose") {
      const zone = move.type === "choose" ? "hand" : me.source;
      const indices = pick(zone, move.cards);
      this.selected = { zone, indices: new Set(indices) };
      hint.keys = indices.map((i) => keyOf(zone, i));
      hint.focus = move.type === "play" ? "act-play" : "act-choose";
    } else if (move.type === "play") {
      hint.keys = [keyOf("revealed", 0)];
    } else if (move.type === "swap") {
      const [hand, table] = [pick("hand", [move.hand])[0], pick("visible", [move.table])[0]];
      this.swapPick = { zone: "hand", index: hand };
      hint.keys = [keyOf("hand", hand), keyOf("visible", table)];
      hint.focus = hint.keys[1]; // choosing the face-up card makes the swap
    } else if (move.type === "flip") {
      hint.keys = [`hidden:${move.index}`];
    } else {
      hint.keys = ["act-" + move.type]; // take, risk, ready
      hint.said = t("hint.action", { action: t("act." + move.type) });
    }
    hint.focus = hint.focus || hint.keys[0];
  }

  // --- drawing ---------------------------------------------------------------------------

  legal() {
    if (!this.legalCache || this.legalCache.view !== this.view) {
      this.legalCache = { view: this.view, moves: new LegalMoves(this.view) };
    }
    return this.legalCache.moves;
  }

  help() {
    const view = this.view;
    const me = this.me();
    if (view.over) return t("help.over");
    if (me.place !== null) return t("help.you_out", { place: t("place." + me.place) });
    if (view.phase === "setup") {
      if (!this.yourTurn()) return t("help.setup_waiting");
      return t(this.choosing() ? "help.choose" : "help.setup");
    }
    if (!this.yourTurn()) return view.turn === null ? "" : t("help.waiting", { name: this.names(view.turn) });
    const legal = this.legal();
    const game = view.ruleset;
    const opening = this.opening();
    if (opening && opening.card) return t("help.open_three_of_hearts");
    if (opening) return t(opening.rank === "3" ? "help.open_three" : "help.open_lowest", { ranks: t("ranks." + opening.rank) });
    if (me.source === "revealed") return t("help.revealed", { card: cardName(view.revealed) });
    if (me.source === "hidden") return line("help.hidden", { game });
    if (legal.playable.size === 0) return t(legal.risk ? "help.nothing_fits" : "help.nothing_fits_no_stock");
    return t(me.source === "visible" ? "help.visible" : "help.hand");
  }

  draw() {
    if (this.disposed || !this.view) return;
    this.preselect();
    const me = this.me();
    this.table.render(this.view, {
      names: this.view.seats.map((seat) => this.names(seat.seat)),
      legal: this.legal(),
      await: this.awaiting(),
      selected: this.selected,
      swapPick: this.swapPick,
      selectionIsPlay: me.source === "revealed" || this.legal().isPlay(this.selectedCodes()),
      choosing: this.choosing(),
      selectionIsChoice: this.choosing() && this.chooseMove(this.selectedCodes()) !== null,
      canSkip: this.view.phase === "play" && !this.view.over && me.place !== null && !this.fast,
      help: this.help(),
      hint: this.shownHint(),
      hinting: Boolean(this.hinting),
    });
  }
}

// A game with a table of its own (shown instead of the others' while it is at the table),
// a score sheet and an end dialog with "play again" and "menu": Planowanie, Haft Khabis.
export class OwnTableSession extends Session {
  constructor(options) {
    super(options);
    this.again = options.again || null; // main's "play again" and "menu", when it offers them
    this.menu = options.menu || null;
    this.onOver = (view) => this.showResult(view);
  }

  show() {
    this.table.activate();
  }

  stop() {
    super.stop();
    if (this.table) {
      this.table.closeDialogs(); // also lets a loop waiting on the score sheet go on, and see it stopped
      this.table.deactivate();
    }
  }

  onAgain() {
    this.table.closeDialogs();
    if (this.again) this.again();
  }

  onMenu() {
    this.table.closeDialogs();
    if (this.menu) this.menu();
    else document.getElementById("to-menu").click();
  }

  showResult(view) {
    this.table.showEnd(view, this.sheetUi());
  }

  sheetUi() {
    return { names: this.view.seats.map((seat) => this.names(seat.seat)), you: YOU };
  }
}
