// @ts-check
// Pass and play: several people at one device, each seeing only their own seat. When the
// game waits for a person other than the one drawn, the table leaves the page and a
// privacy screen asks for the device to be passed on ("Pass the device to Bjørn"); only
// Bjørn's tap (or Enter) draws Bjørn's view, and the log is retold in Bjørn's words. Moves
// several people make at once (the setup) are made one person at a time, each behind the
// screen. With one person at the device, none of this shows.

import { t } from "../text.js";
import { sleep } from "./flow.js";
import { announce, el } from "./parts.js";

/** @typedef {import("./flow.js").Flow} Flow */
/** @typedef {import("../types.js").View} View */
/** @typedef {import("../types.js").Seating} Seating */

// Who sits at the game G (text): its table's people and names; a save from before tables
// kept none: one person, at seat 0, named as the menu names the seats.
/** @param {string} gameText @returns {Seating} */
function seatingOf(gameText) {
  const table = JSON.parse(gameText).table;
  if (!table) return { people: [0], names: null, levels: [] };
  return { people: table.people, names: table.names ?? [], levels: table.levels ?? [] };
}

// The seat a game opens on: the one person's; with several, `keep` when the game waits
// for it (an undo), else null: behind the privacy screen. A finished game opens on its
// first person's seat (its end is public).
/** @param {View} view @param {number[]} people @param {number | null} keep */
function drawnSeat(view, people, keep) {
  if (people.length === 1 || view.over) return people[0];
  return keep !== null && view.waiting_for.includes(keep) ? keep : null;
}

// G (text) as a game opens: the view of the seat to draw (or of its first person's, to
// stand behind the privacy screen: drawn false), who sits there; or the engine's refusal of G.
/** @param {Flow} flow @param {string} gameText @param {number | null} keep */
export async function opening(flow, gameText, keep) {
  let answer = await flow.call("view", gameText, 0);
  if (!answer.ok) return { answer, seating: { people: [0], names: null, levels: [] }, seat: 0, drawn: false };
  const seating = seatingOf(gameText);
  const drawn = drawnSeat(answer.view, seating.people, keep);
  const seat = drawn ?? seating.people[0];
  if (seat !== 0) answer = await flow.call("view", gameText, seat);
  return { answer, seating, seat, drawn: drawn !== null };
}

// What the game waits for next: a computer player's move ({bot}), another person's
// ({person}: the privacy screen), or nothing to do here (null: the drawn person's move, or
// the end). Computers go first, so that in the setup the people are left, one at a time.
/** @param {Flow} flow @returns {{bot: number, person?: undefined} | {person: number, bot?: undefined} | null} */
function nextStep(flow) {
  const view = /** @type {View} */ (flow.view);
  if (view.over) return flow.curtain ? { person: flow.people[0] } : null; // ended while no one was drawn
  const bot = view.waiting_for.find((seat) => !flow.people.includes(seat));
  if (bot !== undefined) return { bot };
  if (!flow.curtain && view.waiting_for.includes(flow.seat)) return null;
  const person = view.waiting_for[0];
  return person === undefined || flow.curtain?.seat === person ? null : { person };
}

// Before play the computer players get ready at once, nothing to watch (Idiot's swaps,
// Belgia's face-up choice: moves that several seats make at the same time; the people
// make theirs one at a time, each behind the privacy screen).
/** @param {Flow} flow @param {number} generation */
export async function computersGetReady(flow, generation) {
  try {
    while (generation === flow.generation && flow.view && flow.view.phase === "setup") {
      const seat = flow.view.waiting_for.find((s) => !flow.people.includes(s));
      if (seat === undefined) break;
      if (!(await flow.botStep(seat, generation))) break;
    }
  } catch (error) {
    flow.context.fault(error);
  }
}

// The computer players' turns, one by one, `delay` ms apart (at once before play, or
// behind the privacy screen), until it is the drawn person's turn, or another person's:
// then, once the last move has been seen, the privacy screen asks for the device.
/** @param {Flow} flow @param {number} generation */
export async function takeTurns(flow, generation) {
  if (flow.loop === generation) return;
  flow.loop = generation;
  let moved = false;
  try {
    for (let next = nextStep(flow); next && generation === flow.generation; next = nextStep(flow)) {
      const watched = !flow.curtain && /** @type {View} */ (flow.view).phase !== "setup";
      const pause = flow.fast ? 0 : flow.delay;
      if (watched) flow.refresh();
      if (watched && pause > 0 && next.bot !== undefined) flow.shell.thinking(next.bot); // the pause is seen
      if (watched || (next.person !== undefined && moved)) await sleep(pause);
      if (generation !== flow.generation) return;
      if (next.person !== undefined) {
        cover(flow, next.person);
        break;
      }
      if (!(await flow.botStep(next.bot, generation))) return;
      moved = true;
    }
  } catch (error) {
    flow.context.fault(error);
  } finally {
    if (flow.loop === generation) flow.loop = null;
  }
  if (generation !== flow.generation || !flow.view) return;
  flow.refresh();
  if (flow.view.over && !flow.curtain) flow.ended(flow.view);
  flow.settled();
  if (flow.yourTurn() && (moved || !flow.greeted)) {
    // Screen readers: the others' moves were read from the log; now it is yours.
    flow.greeted = true;
    announce(t("sr.your_turn"));
    flow.context.cue("turn");
  }
  flow.context.settled();
}

// The privacy screen, for `seat` (null: the computer players move before anyone's turn,
// as when a game opens). Nothing of the last seat stays: the table's parts and the game's
// dialogs leave the page (shell.cover), the log is emptied, the status cleared.
/** @param {Flow} flow @param {number | null} seat */
export function cover(flow, seat) {
  flow.curtain = { seat };
  flow.hint = null;
  flow.shell.clearLog();
  flow.shell.setStatus("");
  const panel = el("section", "handover");
  panel.id = "handover";
  panel.setAttribute("aria-labelledby", "handover-title");
  const title = el("h2", "", seat === null ? t("handover.waiting") : t("handover.title", { name: flow.names(seat) }));
  title.id = "handover-title";
  panel.append(title);
  if (seat !== null) {
    const button = el("button", "primary", t("handover.show", { name: flow.names(seat) }));
    button.type = "button";
    button.id = "handover-show";
    button.addEventListener("click", () => reveal(flow), { signal: flow.shell.signal });
    panel.append(el("p", "", t("handover.body", { name: flow.names(seat) })), button);
  }
  flow.shell.cover(panel);
  flow.shell.setAwait(seat === null ? "others" : "handover");
  panel.querySelector("button")?.focus();
}

// The person tapped: their seat's view is drawn, the log retold in their words, and their
// turn goes on (the flow's loop greets them).
/** @param {Flow} flow */
async function reveal(flow) {
  const curtain = flow.curtain;
  if (!curtain || curtain.seat === null || flow.disposed || !flow.game) return;
  const seat = curtain.seat;
  const generation = flow.generation;
  const answer = await flow.call("view", flow.game, seat);
  if (generation !== flow.generation || flow.curtain !== curtain) return;
  if (!answer.ok) {
    flow.context.fault(new Error(answer.error?.message));
    return;
  }
  flow.curtain = null;
  flow.seat = flow.shell.seat = seat;
  flow.view = answer.view;
  flow.reset();
  flow.shell.uncover();
  flow.shell.addLog(flow.logLines(answer.view.log));
  flow.greeted = false;
  flow.refresh();
  flow.shell.restoreFocus("");
  flow.run(generation);
}

// The end at a shared device, said to everyone: who won (those sharing first place, where
// a game gives places: Planowanie's equal totals), by name.
/** @param {Flow} flow @param {View} view */
export function winners(flow, view) {
  const result = /** @type {import("../types.js").Result} */ (view.result);
  const places = result.places;
  const first = places ? result.ranking.filter((seat) => places[seat] === 1) : result.ranking.slice(0, 1);
  const names = first.map((seat) => flow.names(seat)).join(t("list.comma"));
  return t("end.people_won", { n: first.length, names });
}
