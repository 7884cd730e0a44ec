// @ts-check
// One game at the table, as every game plays it: the engine's game G (text) and its view
// for the seat drawn (the person whose turn it is: several may share the device, handed
// over behind a privacy screen, table/handover.js), the computer players' moves (paced;
// chosen in the worker), the person's moves, undo, the hint, the save after every move,
// the end. Each game's flow (games/<game>/flow.js) extends it: what a click means, its
// narration, its table ("hook").

import { t } from "../text.js";
import { computersGetReady, cover, opening, takeTurns, winners } from "./handover.js";
import { HandOrder } from "./hand-order.js";
import { askHint } from "./hint.js";
import { refusalFor } from "./refusal.js";
import { reviewPlay, watchAgain } from "./replay.js";
import { takeBack, undoState } from "./undo.js";

/** @typedef {import("../types.js").View} View @typedef {import("../types.js").Move} Move */
/** @typedef {import("../types.js").LogEvent} LogEvent @typedef {import("../types.js").Answer} Answer */
/** @typedef {import("../types.js").Hint} Hint */

/** @param {number} ms */
export function sleep(ms) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export class EngineFault extends Error {}

export class Flow {
  /** @param {import("../types.js").FlowContext} context */
  constructor(context) {
    this.context = context;
    this.engine = context.engine;
    this.seat = 0; // the seat drawn: its view, its words ("you"), its moves
    /** @type {number[]} the seats people play at this device (G's table) */
    this.people = [0];
    /** @type {string[] | null} the names G's table gives, by seat (null: a save from before it) */
    this.given = null;
    /** @type {string[]} each computer's own level, by seat ("" for `level`, the table's) */
    this.levels = [];
    /** @type {{seat: number | null} | null} the privacy screen, for the person to come (null: not yet known) */
    this.curtain = null;
    /** @param {number} seat */
    this.names = (seat) => context.names(seat, this.seating());
    this.shell = context.shell;
    /** Your hand's order, as chosen in the settings and as you moved its cards. */
    this.order = new HandOrder(context.handOrder);
    /** @type {string | null} G, as the engine last gave it */
    this.game = null;
    /** @type {View | null} */
    this.view = null;
    this.level = "simple";
    this.generation = 0; // a new game, a stop: what was under way for the old one is dropped
    /** @type {number | null} the generation whose computer players' loop runs */
    this.loop = null;
    this.pending = false; // the person's move is on its way to the engine
    this.fast = false; // "skip to the end": the computer players move without pause
    this.lastEvent = -1;
    this.greeted = false;
    /** @type {Hint | null} */
    this.hint = null;
    /** @type {View | null} the view a hint is being thought out for */
    this.hinting = null;
    /** @type {import("./replay.js").Replay | null} the finished game watched again: its views are the replay's */
    this.replay = null;
    this.disposed = false;
    /** The game's drawing, made by the game's flow once this constructor has run. @type {import("../types.js").GameTable} */
    this.table = /** @type {any} */ (null);
  }

  // ms between the computer players' moves: the pace chosen now (it may change mid-game).
  get delay() {
    return this.context.delay();
  }

  // --- starting and leaving ------------------------------------------------------------------
  /** @param {object} config @param {string} level */
  async start(config, level) {
    if (this.disposed) return { ok: true };
    const answer = await this.call("new_game", JSON.stringify(config));
    if (!answer.ok) throw new EngineFault(answer.error?.message);
    return this.load(JSON.stringify(answer.game), level);
  }

  // Show the game G (text): {ok: true}, or the engine's answer for a save it refuses. With
  // several people it opens behind the privacy screen, but for `keep` when it is to move.
  /** @param {string} gameText @param {string} level @param {number | null} [keep] @returns {Promise<Answer>} */
  async load(gameText, level, keep = null) {
    if (this.disposed) return { ok: true };
    const generation = ++this.generation;
    const { answer, seating, seat, drawn } = await opening(this, gameText, keep);
    if (!answer.ok) return answer;
    if (generation !== this.generation) return { ok: true };
    this.level = level;
    this.fast = false;
    this.pending = false;
    this.game = gameText;
    this.view = answer.view;
    ({ people: this.people, names: this.given, levels: this.levels } = seating);
    this.seat = this.shell.seat = seat;
    this.curtain = null;
    this.hint = null;
    this.reset();
    this.shell.closeDialogs();
    this.shell.clearLog();
    this.shell.setStatus("");
    if (drawn) {
      this.shell.uncover();
      this.shell.addLog(this.logLines(answer.view.log));
    } else cover(this, null);
    this.lastEvent = answer.view.log.length ? answer.view.log[answer.view.log.length - 1].n : -1;
    this.context.save(gameText);
    this.greeted = false;
    await computersGetReady(this, generation);
    if (generation !== this.generation) return { ok: true };
    this.refresh();
    this.run(generation);
    return { ok: true };
  }

  // The game is left (the menu, another game, a file opened): its loop and the engine's
  // answers still on their way are dropped, its table and listeners go, and nothing of it
  // draws, moves or saves again. Its game and last view stay readable (the menu can go
  // back to the game in memory).
  dispose() {
    if (this.disposed) return;
    this.stop();
    this.disposed = true;
    this.table.dispose();
    this.shell.dispose();
  }

  stop() {
    this.generation++;
    this.loop = null;
    if (!this.disposed) this.shell.closeDialogs(); // also lets a pause on a score sheet end, and see it stopped
  }

  /** @param {string} fn @param {...(string | number)} args */
  call(fn, ...args) {
    return this.engine.call(fn, ...args);
  }

  /** @param {LogEvent[]} events @returns {import("../types.js").LogLine[]} */
  logLines(events) {
    const lines = [];
    for (const event of events) {
      const text = this.describe(event);
      if (text) lines.push({ n: event.n, seat: event.seat, type: event.type, text });
    }
    return lines;
  }

  // --- hooks ------------------------------------------------------------------------------------
  // hook: what a loaded game starts without (the state of the game loaded before).
  reset() {}

  // hook: one event in words, or null for one the log leaves out.
  /** @param {LogEvent} _event @returns {string | null} */
  describe(_event) {
    return null;
  }

  // hook: a pause after a move (a trick shown, a score sheet), given the view before it
  // and the move's events. False when the game was stopped or replaced meanwhile.
  /** @param {View} _before @param {LogEvent[]} _fresh @param {number} _generation @returns {Promise<boolean>} */
  async afterMove(_before, _fresh, _generation) {
    return true;
  }

  // hook: whether a refused move's answer comes with a game to go on with (a penalty card).
  /** @param {Answer} _answer */
  adopts(_answer) {
    return false;
  }

  // hook: the person's move was applied (or its refusal adopted).
  /** @param {Answer} _answer */
  applied(_answer) {
    this.shell.setStatus("");
  }

  // hook: the action button `name` on your turn.
  /** @param {string} _name */
  yourAction(_name) {}

  // hook: put the suggested `move` on the table: fill hint.keys (the data-keys of the
  // controls to mark) and hint.focus (the one that plays it), select what the game selects.
  /** @param {Move} _move @param {Hint} _hint */
  showHint(_move, _hint) {}

  // hook: what the person picked (selected cards) goes: a replay's step is another position.
  unpick() {}

  // hook: draw the table for this.view.
  render() {}

  // hook: the end screen of a finished game (table/shell.js EndScreen).
  /** @param {View} _view @returns {import("./shell.js").EndScreen} */
  endScreen(_view) {
    throw new Error("a game's flow says how its game ends");
  }

  // --- moving on -------------------------------------------------------------------------------
  // G after a move: the new view, the log, the save, the game's pause (afterMove), the
  // table. False when the game was stopped or replaced meanwhile.
  /** @param {string} gameText @param {number} generation */
  async advance(gameText, generation) {
    const answer = await this.call("view", gameText, this.seat);
    if (!answer.ok) throw new EngineFault(answer.error?.message);
    if (generation !== this.generation || !this.view) return false;
    const before = this.view;
    /** @type {View} */
    const view = answer.view;
    const fresh = view.log.filter((event) => event.n > this.lastEvent);
    this.game = gameText;
    this.view = view;
    if (view.log.length) this.lastEvent = view.log[view.log.length - 1].n;
    this.context.save(gameText);
    if (this.curtain) return true; // nothing is drawn or told behind the privacy screen: the log is retold after
    this.shell.addLog(this.logLines(fresh));
    if (fresh.length) this.context.cue("move");
    if (!(await this.afterMove(before, fresh, generation))) return false;
    this.refresh();
    return true;
  }

  /** @param {number} seat @param {number} generation */
  async botStep(seat, generation) {
    const game = /** @type {string} */ (this.game);
    const chosen = await this.call("bot_move", game, seat, this.levels[seat] || this.level);
    if (!chosen.ok) throw new EngineFault(chosen.error?.message);
    const applied = await this.call("apply", game, seat, JSON.stringify(chosen.move));
    if (!applied.ok) throw new EngineFault(applied.error?.message);
    if (generation !== this.generation) return false;
    return this.advance(JSON.stringify(applied.game), generation);
  }

  // The computer players' turns until a person's (table/handover.js).
  /** @param {number} generation */
  run(generation) {
    return takeTurns(this, generation);
  }

  // hook: the table has settled (the others have moved): what the game offers by itself.
  settled() {}

  /** @param {View} view */
  ended(view) {
    this.context.over(view);
    this.showResult(view);
  }

  /** @param {View} view */
  showResult(view) {
    const screen = this.endScreen(view);
    if (this.people.length > 1) screen.summary = winners(this, view); // everyone's end, not the seat drawn's
    this.shell.showEnd(screen);
  }

  // The person's move: apply it, or show the engine's reason for refusing it.
  /** @param {Move} move */
  async act(move) {
    if (!this.yourTurn()) return;
    const generation = this.generation;
    const game = /** @type {string} */ (this.game);
    this.pending = true;
    this.shell.setAwait("busy");
    try {
      const answer = await this.call("apply", game, this.seat, JSON.stringify(move));
      if (generation !== this.generation) return;
      if (!answer.ok && answer.error?.code === "internal") throw new EngineFault(answer.error.message);
      if (!answer.ok && !this.adopts(answer)) {
        this.pending = false;
        this.shell.setStatus(this.refusal(/** @type {import("../types.js").EngineError} */ (answer.error)), "error");
        this.refresh();
        return;
      }
      this.applied(answer);
      await this.advance(JSON.stringify(answer.game), generation);
    } catch (error) {
      this.context.fault(error);
      return;
    } finally {
      if (generation === this.generation) this.pending = false;
    }
    this.run(generation);
  }

  /** An engine's refusal in words (table/refusal.js). @param {import("../types.js").EngineError} error */
  refusal(error) {
    return refusalFor(error, this.names);
  }

  // Undo (table/undo.js), for the page's Undo button.
  undoState() {
    return undoState(this);
  }

  undo() {
    return takeBack(this);
  }

  // --- what the person may do ------------------------------------------------------------------
  yourTurn() {
    const view = this.view;
    return (
      !this.disposed &&
      !this.pending &&
      !this.curtain &&
      !this.replay &&
      this.loop === null &&
      !!view &&
      !view.over &&
      view.waiting_for.includes(this.seat)
    );
  }

  /** @returns {string} for data-await: "you", "others", "over", "replay" (a game may add its own) */
  awaiting() {
    if (!this.view) return "none";
    if (this.curtain) return "handover";
    if (this.replay) return "replay";
    if (this.view.over) return "over";
    return this.yourTurn() ? "you" : "others";
  }

  /** Who sits at this game: for the seats' names. @returns {import("../types.js").Seating} */
  seating() {
    return { people: this.people, names: this.given, levels: this.levels };
  }

  /** The seat drawn, as the view shows it. */
  me() {
    return /** @type {View} */ (this.view).seats[this.seat];
  }

  notYourTurn() {
    if (this.disposed || !this.view || this.view.over) return;
    if (this.view.phase === "setup" || this.view.turn === null) this.shell.setStatus(t("help.setup_waiting"));
    else this.shell.setStatus(t("status.not_your_turn", { name: this.names(this.view.turn) }));
  }

  // An action button (table/shell.js): the end screen's, the result, skip to the end, the
  // hint; else (yourAction) a move's, on your turn.
  /** @param {string} name */
  onAction(name) {
    if (this.disposed) return;
    if (name === "again") this.context.again();
    else if (name === "menu") this.context.menu();
    else if (name === "result") {
      if (this.view?.over) this.showResult(this.view);
    } else if (name === "skip") {
      this.fast = true;
      this.refresh();
    } else if (name === "hint") {
      this.onHint();
    } else if (name === "replay") {
      watchAgain(this);
    } else if (name === "review") {
      reviewPlay(this);
    } else if (!this.yourTurn()) {
      this.notYourTurn();
    } else {
      this.yourAction(name);
    }
  }

  // --- the hint ------------------------------------------------------------------------------------
  onHint() {
    return askHint(this);
  }

  // The hint of this view, for the table to mark (null once the game moved on).
  shownHint() {
    return this.hint && this.hint.view === this.view ? this.hint : null;
  }

  // --- the table drawn again for this.view (render()): refresh, for "draw" is a move here -----------
  refresh() {
    if (this.disposed || !this.view || this.curtain) return;
    this.render();
  }

  // The language changed: say everything again (the log, the table, its open dialogs).
  retell() {
    if (this.disposed || !this.view) return;
    this.shell.fillRules();
    if (this.shell.keys.length) this.shell.listKeys(this.shell.keys);
    this.table.retell?.();
    if (this.curtain) return cover(this, this.curtain.seat); // the log is told once the cards show
    this.shell.clearLog();
    this.shell.addLog(this.logLines(this.view.log));
    this.shell.setStatus("");
    this.refresh();
    if (this.shell.endOpen() && this.view.over) this.showResult(this.view);
  }
}
