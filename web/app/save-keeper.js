// @ts-check
// The saved game's flow: what is saved when, what a save that cannot be resumed
// becomes, files opened and downloaded, and another tab's newer save. main.js owns
// the screens; this module calls it back to play a game or show the menu.
//
// A save that cannot be resumed never stops the page: damaged, it is set aside (and
// offered as a download); made by a newer version, it is kept untouched, and this tab
// does not write over it, nor over another tab's newer save.

import * as panels from "./save-panels.js";
import { SaveSlot } from "./save-slot.js";
import * as store from "./store.js";
import { t } from "../text.js";

/** @typedef {import("../types.js").Answer} Answer */
/** @typedef {import("../types.js").EngineError} EngineError */

/**
 * What the keeper calls back.
 * @typedef {object} KeeperContext
 * @property {import("../types.js").EngineApi} engine
 * @property {Pick<store.Settings, "save">} settings  read at each save: the page's own object
 * @property {(gameText: string) => Promise<boolean>} play  resume G at the table; false if it failed
 * @property {(notice: string) => void} menu  show the menu, saying `notice`
 * @property {(error: unknown) => void} crashed  the crash panel
 * @property {() => string | null} playing  the game at the table (G text) when a table shows
 * @property {() => void} changed  another tab changed the save (the tools and the menu may show it)
 * @property {() => void} saved  the game was written to storage
 * @property {(value: unknown, file: string) => boolean} statistics  a file opened (JSON.parse'd) is one of
 *   statistics and names: taken in, true
 */

// A refusal always says why (docs/protocol.md).
/** @param {Answer} answer */
const refusalOf = (answer) => /** @type {EngineError} */ (answer.error);

export class SaveKeeper {
  /** @param {KeeperContext} context */
  constructor({ engine, settings, play, menu, crashed, playing, changed, saved, statistics }) {
    this.engine = engine;
    this.settings = settings;
    this.play = play;
    this.menu = menu;
    this.crashed = crashed;
    this.playing = playing;
    this.changed = changed;
    this.saved = saved;
    this.statistics = statistics;
    this.slot = new SaveSlot();
    store.onSaveChanged(() => this.onOtherTab());
  }

  // After every move (and when saving is switched on).
  /** @param {string} gameText */
  save(gameText) {
    if (!this.settings.save) return;
    const written = this.slot.write(gameText);
    if (written === "newer") this.offerNewer();
    else if (written === "saved") this.saved();
  }

  // Why the game is not being saved, or "".
  notice() {
    if (!this.settings.save) return "";
    if (this.slot.keepsNewer) return t("save.not_saved_newer");
    if (this.slot.behind) return t("save.not_saved_tab");
    if (store.storageTrouble() === "full") return t("save.not_saved_full");
    return store.storageWorks() ? "" : t("tools.not_saved");
  }

  // This tab's next game replaces the save (a new game; a file opened).
  takeOver() {
    this.slot.takeOver();
    panels.hideNewerSave();
  }

  // "Delete save": whatever is saved goes, a newer version's save too.
  deleted() {
    store.deleteGame();
    this.slot.cleared();
  }

  // The save of this tab's game goes (its game is over, or saving was switched off),
  // but never a newer one: another tab's, or a newer version's.
  dropOwn() {
    if (!this.slot.keepsNewer && !this.slot.newerStored()) store.deleteGame();
  }

  // The menu shows afresh: what it said of a damaged save is past.
  hideDamaged() {
    panels.hideDamaged();
  }

  // The save record the menu can go back to, if any (a newer version's is not one).
  stored() {
    return this.settings.save && !this.slot.keepsNewer ? store.loadSave() : null;
  }

  // The game in memory as a record, for the menu to go back to when nothing is saved.
  /** @param {string} gameText @returns {store.SaveRecord} */
  inMemory(gameText) {
    return { text: gameText, rev: this.slot.rev, game: gameText };
  }

  // Resume `record` (store.loadSave()'s, or inMemory's): false when it cannot be, and
  // the menu says why.
  /** @param {store.SaveRecord} record @returns {Promise<boolean>} */
  async resume(record) {
    if (record.game === null) return this.damaged(record, t("save.not_json"));
    const answer = await this.check(record.game);
    if (answer === null) return false;
    if (!answer.ok && refusalOf(answer).code === "newer_save") {
      this.slot.keepsNewer = true;
      this.menu(t("notice.newer_save"));
      return false;
    }
    if (!answer.ok && refusalOf(answer).code === "bad_table") {
      this.menu(t("save.bad_table", { message: refusalOf(answer).message })); // kept as it is, like a newer one
      return false;
    }
    if (!answer.ok) return this.damaged(record, refusalOf(answer).message);
    this.slot.adopt(record);
    panels.hideNewerSave();
    return this.play(record.game);
  }

  // A save that cannot be resumed: set aside, and offered as a download on the menu.
  /** @param {store.SaveRecord} record @param {string} reason */
  damaged(record, reason) {
    store.setAsideDamaged(record.text);
    this.menu("");
    panels.showDamaged(record.text, reason);
    return false;
  }

  // Open the file chosen in `input`: a file of statistics and names is taken in; a game is
  // checked by the engine (its whole replay), then played; else the menu says why, naming the file.
  /** @param {HTMLInputElement} input */
  async open(input) {
    const chosen = await panels.readChosenFile(input);
    if (chosen === null) return;
    const refused = (/** @type {string} */ message) => this.menu(t("import.refused", { file: chosen.name, message }));
    if (chosen.error !== undefined) return refused(chosen.error);
    /** @type {unknown} undefined: not JSON */
    let value;
    try {
      value = JSON.parse(chosen.text);
    } catch {
      value = undefined;
    }
    if (this.statistics(value, chosen.name)) return;
    const game = value === undefined ? null : JSON.stringify(value); // what the engine accepts, the page reads too
    const answer = await this.check(game ?? chosen.text);
    if (answer === null) return;
    if (!answer.ok) return refused(refusalOf(answer).message); // the engine's reason comes first
    if (game === null) return refused(t("save.not_json"));
    this.takeOver();
    await this.play(game);
  }

  /** @param {string} gameText @param {string} rulesetId */
  download(gameText, rulesetId) {
    panels.downloadText(gameText, panels.fileName(rulesetId));
  }

  // The engine's view of G: {ok, ...}, or null when the engine failed (the crash panel shows).
  // Seat 0's: every game has one, and any seat's view replays the whole game.
  /** @param {string} gameText @returns {Promise<Answer | null>} */
  async check(gameText) {
    try {
      return await this.engine.call("view", gameText, 0);
    } catch (error) {
      this.crashed(error);
      return null;
    }
  }

  // Another tab changed the save: at the table, offer its newer save.
  onOtherTab() {
    if (this.settings.save && this.playing() !== null && this.slot.newerStored()) this.offerNewer();
    this.changed();
  }

  offerNewer() {
    panels.offerNewerSave(() => {
      const record = store.loadSave();
      if (record !== null) this.resume(record);
    });
  }
}
