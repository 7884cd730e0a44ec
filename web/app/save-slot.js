// @ts-check
// This tab's hold on the saved game: the revision of the save its game continues, so
// that it never writes over a newer save, whether another tab's or a newer version's.
//
//   slot.adopt(record)   this tab's game continues that save (just loaded)
//   slot.takeOver()      this tab's game replaces what is stored (a new game, a file)
//   slot.write(G)        "saved", "unchanged", "newer" (another tab saved since: not
//                        written), "kept" (a newer version's save is kept), "failed"

import * as store from "./store.js";

export class SaveSlot {
  constructor() {
    this.rev = 0;
    this.keepsNewer = false; // a save made by a newer version is kept untouched
    this.behind = false; // another tab saved since this tab's game was loaded
  }

  /** @param {store.SaveRecord} record */
  adopt(record) {
    this.rev = record.rev;
    this.behind = false;
  }

  takeOver() {
    const stored = store.loadSave();
    this.rev = Math.max(this.rev, stored ? stored.rev : 0);
    this.behind = false;
  }

  // The save made by a newer version was deleted: this tab may write again.
  cleared() {
    this.keepsNewer = false;
    this.behind = false;
  }

  // Whether the stored save is newer than this tab's game (another tab wrote it).
  newerStored() {
    const stored = store.loadSave();
    return stored !== null && stored.rev > this.rev;
  }

  /** @param {string} gameText @returns {"saved" | "unchanged" | "newer" | "kept" | "failed"} */
  write(gameText) {
    if (this.keepsNewer) return "kept";
    const stored = store.loadSave();
    if (stored !== null && stored.rev > this.rev) {
      this.behind = true;
      return "newer";
    }
    if (stored !== null && stored.rev === this.rev && stored.game === gameText) return "unchanged";
    const rev = Math.max(this.rev, stored ? stored.rev : 0) + 1;
    if (!store.saveGame(gameText, rev)) return "failed";
    this.rev = rev;
    return "saved";
  }
}
