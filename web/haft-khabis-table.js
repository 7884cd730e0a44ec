// Draw a Haft Khabis view (docs/protocol.md) on its own table (#hk-table): the
// opponents, the stock and the pile's top card, the direction of play and what the top
// card asks for, your hand and buttons, the log, the rules; the score sheet and the
// match's end as dialogs. Holds no game state: the session passes the view and gets
// the clicks back through `handlers`.
//
// The Idiot table (#table) is never touched, only hidden while this one is shown.

import { backCard, cardName, drawFace, faceCard, SUIT_SYMBOLS } from "./cards.js";
import { formatNumber, sayDecided, t, tList, tYou } from "./text.js";
import {
  animateNew, appendLog, badge, el, focusedKey, keysHelp, markArrivals, markHint, roving, settleRoving, shortcuts, showStatus,
} from "./table-parts.js";

const LOG_LINES = 9;
const FAN = 5; // card backs drawn for an opponent's hand
const DECIDED = /(\[decided[^\]]*\])/;

const $ = (id) => document.getElementById(id);

// seat -> the round in which its total reached the limit (it went out of the match).
function outRounds(view) {
  const running = view.seats.map(() => 0);
  const out = new Map();
  for (const row of view.scores.rounds) {
    row.points.forEach((points, seat) => {
      if (points === null) return;
      running[seat] += points;
      if (running[seat] >= view.limit && !out.has(seat)) out.set(seat, row.round);
    });
  }
  return out;
}

export class HaftKhabisTable {
  // handlers: the game's session; its `signal` ends every listener this table adds.
  constructor(handlers) {
    this.handlers = handlers;
    const { signal } = handlers;
    this.ids = {};
    for (const id of ["hk-table", "hk-opponents", "hk-stock", "hk-pile", "hk-pile-caption", "hk-state", "hk-me",
      "hk-me-name", "hk-me-badges", "hk-hand", "hk-help", "hk-status", "hk-log", "hk-rules", "hk-say", "hk-say-label",
      "hk-draw", "hk-pass", "hk-sheet-open", "hk-skip", "hk-result", "hk-hint", "hk-chooser", "hk-chooser-title",
      "hk-chooser-buttons", "hk-sheet", "hk-sheet-title", "hk-round", "hk-sheet-body", "hk-sheet-close",
      "hk-end", "hk-end-summary", "hk-end-order", "hk-end-sheet", "hk-end-again", "hk-end-menu"]) {
      this.ids[id] = $(id);
    }
    const actions = { "hk-draw": "draw", "hk-pass": "pass", "hk-sheet-open": "sheet", "hk-skip": "skip", "hk-result": "result", "hk-hint": "hint" };
    for (const [id, name] of Object.entries(actions)) {
      this.ids[id].addEventListener("click", () => handlers.onAction(name), { signal });
    }
    this.ids["hk-say"].addEventListener("change", () => handlers.onSay(this.ids["hk-say"].checked), { signal });
    const keys = { "hk-draw": "D", "hk-pass": "P", "hk-sheet-open": "S", "hk-say": "B" }; // keys.haft_khabis.* in the catalog
    for (const [id, key] of Object.entries(keys)) this.ids[id].setAttribute("aria-keyshortcuts", key);
    roving(this.ids["hk-hand"], signal);
    roving(this.ids["hk-chooser-buttons"], signal);
    shortcuts(this.ids["hk-table"], signal);
    this.keysHelp = keysHelp(["keys.tab", "keys.arrows", "keys.card", "keys.haft_khabis.draw", "keys.haft_khabis.pass",
      "keys.haft_khabis.say", "keys.sheet", "keys.escape"]);
    this.ids["hk-rules"].after(this.keysHelp);
    this.ids["hk-chooser"].addEventListener("keydown", (event) => {
      if (event.key === "Escape") {
        event.preventDefault();
        handlers.onCancelChoice();
      }
    }, { signal });
    // The game goes on at once (the dialog's "close" event comes a task later, after Escape too).
    this.ids["hk-sheet-close"].addEventListener("click", () => this.finishSheet(), { signal });
    this.ids["hk-sheet"].addEventListener("close", () => {
      if (!this.ids["hk-sheet"].open) this.finishSheet(); // not a stale event of a sheet shown again
    }, { signal });
    this.ids["hk-end-again"].addEventListener("click", () => handlers.onAgain(), { signal });
    this.ids["hk-end-menu"].addEventListener("click", () => handlers.onMenu(), { signal });
    this.sheetDone = null; // resolves the round's pause when the sheet is closed
    this.shownTop = null; // animateNew's mark of the pile's top card; null: a new game
    this.shownRound = null;
    this.shownHand = null;
    this.rulesFilled = false;
    this.sheetShown = null; // what the open score sheet shows, to say it again: {view, event, eliminated}
    this.endShown = null; // the view the end dialog shows
  }

  // --- shown or not ------------------------------------------------------------------

  // This table replaces the Idiot table (main.js shows #table for every game).
  activate() {
    $("table").hidden = true;
    this.ids["hk-table"].hidden = false;
    if (!this.rulesFilled) this.fillRules();
  }

  deactivate() {
    this.ids["hk-table"].hidden = true;
  }

  closeDialogs() {
    if (this.ids["hk-end"].open) this.ids["hk-end"].close();
    this.finishSheet();
  }

  // The game is left: nothing of it stays on the shared markup (its listeners went
  // with the session's signal).
  dispose() {
    this.closeDialogs();
    this.deactivate();
    this.keysHelp.remove();
    this.clearLog();
    this.setStatus("");
    for (const id of ["hk-opponents", "hk-hand", "hk-chooser-buttons"]) this.ids[id].replaceChildren();
  }

  // Close the score sheet, and let a game waiting on it go on.
  finishSheet() {
    if (this.ids["hk-sheet"].open) this.ids["hk-sheet"].close();
    const resolve = this.sheetDone;
    this.sheetDone = null;
    if (resolve) resolve();
  }

  // After a change of language: say again what render() does not draw, with `ui` in the
  // new language (the computer players' names change too).
  retell(ui) {
    this.fillRules();
    const shown = this.sheetShown;
    if (this.ids["hk-sheet"].open && shown) {
      if (shown.event) this.fillRound(shown.view, shown.event, shown.eliminated, ui);
      else this.fillSheet(shown.view, ui);
    }
    if (this.ids["hk-end"].open && this.endShown) this.fillEnd(this.endShown, ui);
  }

  // The rules, our [decided] readings marked as such.
  fillRules() {
    const details = this.ids["hk-rules"];
    for (const old of details.querySelectorAll(":scope > :not(summary)")) old.remove();
    const list = el("ul");
    for (const line of tList("rules.haft_khabis")) {
      const item = el("li");
      for (const part of line.split(DECIDED)) {
        if (!part) continue;
        if (DECIDED.test(part)) {
          const mark = el("span", "hk-decided", sayDecided(part).slice(1, -1));
          mark.title = t("rules.decided_title");
          item.append(mark);
        } else {
          item.append(part);
        }
      }
      list.append(item);
    }
    details.append(el("h3", "", t("rules.haft_khabis.title")), el("p", "hk-rules-note", t("rules.note")), list);
    this.rulesFilled = true;
  }

  // --- the whole table --------------------------------------------------------------

  render(view, ui) {
    const focusKey = focusedKey(this.ids["hk-table"]);
    const table = this.ids["hk-table"];
    table.dataset.await = ui.await;
    table.dataset.players = String(view.players);
    table.dataset.round = String(view.round);
    table.dataset.direction = view.direction;
    table.dataset.over = view.over ? "1" : "0";
    this.renderOpponents(view, ui);
    this.renderCenter(view, ui);
    this.renderMe(view, ui);
    this.renderActions(view, ui);
    this.ids["hk-help"].textContent = ui.help || "";
    settleRoving(this.ids["hk-hand"]);
    settleRoving(this.ids["hk-chooser-buttons"]);
    this.restoreFocus(focusKey, ui);
    markHint(table, ui.hint);
  }


  restoreFocus(key, ui) {
    if (key === null) return;
    const table = this.ids["hk-table"];
    const same = key && table.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (same && !same.hidden && !same.closest("[hidden]")) {
      same.focus();
      return;
    }
    const candidates = [
      ...this.ids["hk-chooser-buttons"].querySelectorAll("button"),
      ...this.ids["hk-hand"].querySelectorAll("button:not([aria-disabled='true'])"),
      ...[...table.querySelectorAll(".actions button")].filter((b) => !b.hidden && !b.disabled),
      ...this.ids["hk-hand"].querySelectorAll("button"),
    ].filter((b) => !b.closest("[hidden]"));
    const me = this.ids["hk-me"];
    // Waiting for the others: on your hand's tab stop, else on your part of the table.
    const stop = this.ids["hk-hand"].querySelector("button[tabindex='0']");
    const target = (ui.await === "you" && candidates[0]) || stop || me;
    if (target === me) me.tabIndex = -1;
    target.focus();
  }

  focusChooser() {
    const first = this.ids["hk-chooser-buttons"].querySelector("button");
    if (first) first.focus();
  }

  focusCard(index) {
    const card = this.ids["hk-hand"].querySelector(`button[data-index="${index}"]`);
    if (card) card.focus();
  }

  // --- opponents -------------------------------------------------------------------

  renderOpponents(view, ui) {
    const box = this.ids["hk-opponents"];
    box.replaceChildren();
    // Seats are numbered clockwise: from your left (seat 1) round to your right.
    for (const seat of view.seats) {
      if (seat.seat !== view.seat) box.append(this.seatPanel(view, seat, ui));
    }
  }

  seatPanel(view, seat, ui) {
    const name = ui.names[seat.seat];
    const panel = el("section", "seat hk-seat");
    panel.dataset.seat = String(seat.seat);
    panel.setAttribute("aria-label", name);
    panel.classList.toggle("is-turn", view.turn === seat.seat);
    panel.classList.toggle("is-out", seat.eliminated);
    panel.classList.toggle("is-next", ui.next === seat.seat);

    const head = el("div", "seat-head");
    head.append(el("h3", "seat-name", name), this.seatBadges(view, seat, ui));
    panel.append(head);

    const body = el("div", "hk-seat-body");
    const fan = el("div", "hk-fan");
    fan.setAttribute("aria-hidden", "true");
    for (let i = 0; i < Math.min(seat.hand_count, FAN); i++) fan.append(backCard("mini"));
    body.append(fan);
    const counts = el("p", "hk-counts");
    counts.append(el("span", "hk-count", t("n_cards", { n: seat.hand_count })),
      el("span", "hk-points", t("haft_khabis.table.seat_points", { n: seat.total })));
    body.append(counts);
    panel.append(body, this.meter(seat.total, view.limit));
    return panel;
  }

  // How close a total is to the limit.
  meter(total, limit) {
    const meter = el("span", "hk-meter");
    meter.setAttribute("aria-hidden", "true");
    const fill = el("span", "hk-meter-fill");
    const share = Math.min(1, total / Math.max(1, limit));
    fill.dataset.tenths = String(Math.round(share * 10)); // widths in style.css: no inline style
    if (share >= 0.75) fill.classList.add("danger");
    meter.append(fill);
    return meter;
  }

  seatBadges(view, seat, ui) {
    const badges = el("span", "badges");
    if (seat.eliminated) badges.append(badge(t("haft_khabis.table.out"), "idiot"));
    if (view.turn === seat.seat) badges.append(badge(t("table.turn"), "turn"));
    else if (ui.next === seat.seat) badges.append(badge(t("haft_khabis.table.next"), "next"));
    if (!seat.eliminated && seat.hand_count === 1 && !view.over) badges.append(badge(t("haft_khabis.table.one_card"), "last"));
    if (view.dealer === seat.seat && !view.over) {
      const chip = badge(t("table.dealer_chip"), "dealer");
      chip.setAttribute("role", "img");
      chip.setAttribute("aria-label", t("table.dealer"));
      chip.title = t("table.dealer");
      badges.append(chip);
    }
    return badges;
  }

  // --- stock, pile, direction, what the top card asks -----------------------------------

  renderCenter(view, ui) {
    const stock = this.ids["hk-stock"];
    stock.replaceChildren();
    stock.append(view.stock > 0 ? backCard("stock-card", t("table.stock")) : el("div", "card placeholder"));
    stock.append(el("span", "center-label", t("table.stock")));
    stock.append(el("span", "center-count", view.stock > 0 ? t("table.stock_count", { n: view.stock }) : t("table.stock_empty")));
    stock.dataset.count = String(view.stock);

    const pile = this.ids["hk-pile"];
    pile.replaceChildren();
    pile.dataset.count = String(view.pile);
    pile.dataset.top = view.top || "";
    pile.classList.toggle("deep", view.pile > 1);
    pile.classList.toggle("deeper", view.pile > 2);
    if (view.top) {
      const card = faceCard(view.top, "hk-top");
      this.shownTop = animateNew([[card, `${view.round}:${view.pile}:${view.top}`]], this.shownTop, "fresh", "");
      pile.append(card);
    }
    const caption = this.ids["hk-pile-caption"];
    caption.replaceChildren(
      el("span", "pile-top", view.top ? t("table.pile_top", { cards: t("cards.one", { card: cardName(view.top) }) }) : ""),
      el("span", "pile-count", t("table.pile_count", { n: view.pile })),
    );

    const state = this.ids["hk-state"];
    state.replaceChildren();
    const clockwise = view.direction === "clockwise";
    const direction = el("div", "hk-direction");
    direction.dataset.direction = view.direction;
    const arrow = el("span", "hk-arrow", clockwise ? "↻" : "↺");
    arrow.setAttribute("aria-hidden", "true");
    const words = el("span", "hk-direction-text");
    words.append(el("span", "hk-direction-name", t("haft_khabis.direction." + view.direction)));
    if (ui.next !== null && !view.over) {
      words.append(el("span", "hk-next", tYou("haft_khabis.table.next_is", ui.next === view.seat, { name: ui.names[ui.next] })));
    }
    direction.append(arrow, words);
    state.append(direction);
    state.append(el("span", "hk-round-label", t("haft_khabis.table.round", { round: view.round, limit: view.limit })));
    if (view.pending) state.append(el("span", "hk-chip sevens", t("haft_khabis.table.sevens", { n: view.pending })));
    if (view.cover) state.append(el("span", "hk-chip cover", t("haft_khabis.table.cover")));
    if (view.named_suit) {
      const chip = el("span", "hk-chip named");
      const symbol = el("span", "hk-suit " + (view.named_suit === "D" || view.named_suit === "H" ? "red" : "black"),
        SUIT_SYMBOLS[view.named_suit]);
      symbol.setAttribute("aria-hidden", "true");
      chip.append(symbol, " ", t("haft_khabis.table.named", { suit: t("suit." + view.named_suit) }));
      state.append(chip);
    }
    if (view.penalty_on_rejected) state.append(el("span", "hk-chip mistakes", t("haft_khabis.table.mistakes")));
  }

  // --- your cards -------------------------------------------------------------------------

  renderMe(view, ui) {
    const me = view.seats[view.seat];
    const box = this.ids["hk-me"];
    box.classList.toggle("is-turn", ui.await === "you");
    box.classList.toggle("is-out", me.eliminated);
    this.ids["hk-me-name"].textContent = ui.names[view.seat];
    const badges = this.seatBadges(view, me, ui);
    badges.prepend(badge(t("haft_khabis.table.points", { n: me.total, limit: view.limit }), "count"));
    badges.id = "hk-me-badges";
    this.ids["hk-me-badges"].replaceWith(badges);
    this.ids["hk-me-badges"] = badges;

    const hand = this.ids["hk-hand"];
    hand.replaceChildren();
    const cards = me.hand || [];
    hand.classList.toggle("crowded", cards.length > 9);
    hand.classList.toggle("packed", cards.length > 16);
    const seen = new Map();
    let drawnMarked = false;
    cards.forEach((code, i) => {
      const copy = seen.get(code) || 0;
      seen.set(code, copy + 1);
      const button = el("button");
      button.type = "button";
      button.dataset.index = String(i);
      button.dataset.key = `hand:${code}:${copy}`;
      drawFace(button, code);
      let label = cardName(code);
      if (view.drawn === code && !drawnMarked) {
        drawnMarked = true;
        button.classList.add("drawn");
        label = t("haft_khabis.card.drawn", { card: label });
      }
      button.setAttribute("aria-label", label);
      if (ui.playable.has(code)) button.removeAttribute("aria-disabled");
      else button.setAttribute("aria-disabled", "true");
      if (ui.choice && ui.choice.index === i) button.classList.add("selected");
      button.addEventListener("click", () => this.handlers.onCard(i));
      hand.append(button);
    });
    this.shownHand = markArrivals(hand, this.shownRound === view.round ? this.shownHand : null);
    this.shownRound = view.round;
    if (!cards.length) hand.append(el("p", "hand-empty", t(me.eliminated ? "haft_khabis.table.you_out" : "table.hand_empty")));
  }

  // --- buttons under your cards, the chooser ---------------------------------------------

  renderActions(view, ui) {
    const show = (id, visible) => {
      this.ids[id].hidden = !visible;
    };
    const choosing = Boolean(ui.choice);
    show("hk-draw", ui.canDraw && !choosing);
    this.ids["hk-draw"].classList.toggle("primary", ui.playable.size === 0);
    this.ids["hk-draw"].textContent = view.pending
      ? t("haft_khabis.act.draw_n", { n: view.pending })
      : t("haft_khabis.act.draw");
    show("hk-pass", ui.canPass && !choosing);
    show("hk-say-label", ui.canSay);
    this.ids["hk-say"].checked = ui.say;
    this.ids["hk-say-label"].classList.toggle("checked", ui.say);
    show("hk-skip", ui.canSkip);
    show("hk-result", view.over);
    show("hk-hint", ui.await === "you");
    this.ids["hk-hint"].disabled = Boolean(ui.hinting);
    this.ids["hk-sheet-open"].hidden = false;

    const chooser = this.ids["hk-chooser"];
    const buttons = this.ids["hk-chooser-buttons"];
    chooser.hidden = !choosing;
    buttons.replaceChildren();
    if (!choosing) return;
    const choice = ui.choice;
    chooser.dataset.kind = choice.kind;
    this.ids["hk-chooser-title"].textContent = choice.kind === "suit"
      ? t("haft_khabis.choose.suit", { card: cardName(choice.card) })
      : t("haft_khabis.choose.player", { card: cardName(choice.card) });
    if (choice.kind === "suit") {
      for (const suit of ui.suits) {
        const button = el("button", "hk-choice suit " + (suit === "D" || suit === "H" ? "red" : "black"));
        button.type = "button";
        button.dataset.key = "suit:" + suit;
        button.dataset.suit = suit;
        const symbol = el("span", "hk-suit", SUIT_SYMBOLS[suit]);
        symbol.setAttribute("aria-hidden", "true");
        button.append(symbol, " ", t("haft_khabis.suit_name." + suit));
        button.addEventListener("click", () => this.handlers.onChoose(suit));
        buttons.append(button);
      }
    } else {
      for (const seat of ui.targets) {
        const button = el("button", "hk-choice target");
        button.type = "button";
        button.dataset.key = "target:" + seat;
        button.dataset.seat = String(seat);
        button.append(el("span", "hk-choice-name", ui.names[seat]), " ",
          el("span", "hk-choice-count", t("n_cards", { n: view.seats[seat].hand_count })));
        button.addEventListener("click", () => this.handlers.onChoose(seat));
        buttons.append(button);
      }
    }
    const cancel = el("button", "hk-choice cancel ghost", t("confirm.cancel"));
    cancel.type = "button";
    cancel.dataset.key = "choice-cancel";
    cancel.addEventListener("click", () => this.handlers.onCancelChoice());
    buttons.append(cancel);
  }

  setAwait(state) {
    this.ids["hk-table"].dataset.await = state;
  }

  // --- status line and log -----------------------------------------------------------------

  setStatus(text, kind = "info") {
    showStatus(this.ids["hk-status"], text, kind);
  }

  addLog(lines) {
    appendLog(this.ids["hk-log"], lines, LOG_LINES);
  }

  clearLog() {
    this.ids["hk-log"].replaceChildren();
    this.shownTop = null;
    this.shownRound = null; // the next hand drawn is dealt
  }

  // --- the score sheet ---------------------------------------------------------------------

  // Rounds down, players across; totals, and who is out.
  sheet(view, ui) {
    const scores = view.scores;
    const wrap = el("div", "hk-sheet-scroll");
    wrap.tabIndex = 0; // a wide sheet scrolls sideways inside, with the keyboard too
    wrap.setAttribute("role", "region");
    wrap.setAttribute("aria-label", t("haft_khabis.sheet.title"));
    const table = el("table", "hk-score");
    table.dataset.players = String(view.players);
    table.append(el("caption", "", t("haft_khabis.sheet.caption", { limit: view.limit })));
    const head = el("tr");
    head.append(el("th", "", t("haft_khabis.sheet.round")));
    for (const seat of view.seats) {
      const th = el("th", seat.seat === ui.you ? "you" : "", ui.names[seat.seat]);
      th.scope = "col";
      th.title = ui.names[seat.seat]; // a phone may shorten the name
      head.append(th);
    }
    const thead = el("thead");
    thead.append(head);
    table.append(thead);
    const body = el("tbody");
    const outRound = outRounds(view);
    for (const row of scores.rounds) {
      const tr = el("tr");
      const th = el("th", "", formatNumber(row.round));
      th.scope = "row";
      if (row.doubled) {
        const mark = el("span", "hk-doubled", t("haft_khabis.sheet.doubled"));
        mark.title = t("haft_khabis.sheet.doubled_title");
        th.append(" ", mark);
      }
      tr.append(th);
      row.points.forEach((points, seat) => {
        const td = el("td");
        if (points === null) {
          td.textContent = "–";
          td.className = "gone";
          td.setAttribute("aria-label", t("haft_khabis.sheet.gone"));
        } else {
          if (seat === row.winner) {
            td.className = "won";
            td.append(el("span", "hk-star", "★"), " ", formatNumber(points));
            td.setAttribute("aria-label", t("haft_khabis.sheet.won", { n: points }));
          } else {
            td.textContent = formatNumber(points);
          }
        }
        if (seat === ui.you) td.classList.add("you");
        tr.append(td);
      });
      body.append(tr);
    }
    if (!scores.rounds.length) {
      const tr = el("tr");
      const td = el("td", "hk-empty", t("haft_khabis.sheet.none"));
      td.colSpan = view.seats.length + 1;
      tr.append(td);
      body.append(tr);
    }
    table.append(body);
    const foot = el("tfoot");
    const totals = el("tr", "totals");
    const totalHead = el("th", "", t("haft_khabis.sheet.total"));
    totalHead.scope = "row";
    totals.append(totalHead);
    const status = el("tr", "status");
    const statusHead = el("th", "", t("haft_khabis.sheet.status"));
    statusHead.scope = "row";
    status.append(statusHead);
    const winner = view.over && view.result ? view.result.winner : null;
    for (const seat of view.seats) {
      const td = el("td", seat.seat === ui.you ? "you" : "", formatNumber(scores.totals[seat.seat]));
      if (seat.eliminated) td.classList.add("out");
      totals.append(td);
      let text = t("haft_khabis.sheet.in");
      let kind = "in";
      if (seat.seat === winner) {
        text = t("haft_khabis.sheet.winner");
        kind = "winner";
      } else if (seat.eliminated) {
        text = t("haft_khabis.sheet.out");
        kind = "out";
      }
      const cell = el("td", "state " + kind + (seat.seat === ui.you ? " you" : ""));
      const long = el("span", "hk-long", text); // a narrow sheet shows the short form
      if (kind === "out" && outRound.has(seat.seat)) {
        long.append(el("span", "hk-when", t("haft_khabis.sheet.in_round", { round: outRound.get(seat.seat) })));
      }
      const short = el("span", "hk-short", kind === "winner" ? "★" : text);
      if (kind === "winner") {
        short.setAttribute("role", "img");
        short.setAttribute("aria-label", text);
      }
      cell.append(long, short);
      status.append(cell);
    }
    foot.append(totals, status);
    table.append(foot);
    wrap.append(table);
    return wrap;
  }

  // The sheet any time, with a Close button.
  showSheet(view, ui) {
    const dialog = this.ids["hk-sheet"];
    if (dialog.open) return Promise.resolve();
    this.sheetShown = { view };
    this.fillSheet(view, ui);
    dialog.dataset.mode = "any";
    dialog.showModal();
    this.ids["hk-sheet-close"].focus();
    return new Promise((resolve) => {
      this.sheetDone = resolve;
    });
  }

  fillSheet(view, ui) {
    this.ids["hk-sheet-title"].textContent = t("haft_khabis.sheet.title");
    this.ids["hk-round"].replaceChildren();
    this.ids["hk-round"].hidden = true;
    this.ids["hk-sheet-body"].replaceChildren(this.sheet(view, ui));
    this.ids["hk-sheet-close"].textContent = t("haft_khabis.sheet.close");
  }

  // After a round: who went out, the hands laid down and their points, who is out of
  // the match, the sheet; resolves when the person closes it ("Next round").
  showRound(view, event, eliminated, ui) {
    const dialog = this.ids["hk-sheet"];
    this.finishSheet(); // the sheet opened by hand gives way to the round's
    this.sheetShown = { view, event, eliminated };
    this.fillRound(view, event, eliminated, ui);
    dialog.dataset.mode = "round";
    dialog.showModal();
    this.ids["hk-sheet-close"].focus();
    return new Promise((resolve) => {
      this.sheetDone = resolve;
    });
  }

  fillRound(view, event, eliminated, ui) {
    const you = event.seat === ui.you;
    this.ids["hk-sheet-title"].textContent = tYou("haft_khabis.round.title", you, { round: event.round, name: ui.names[event.seat] });
    const round = this.ids["hk-round"];
    round.replaceChildren();
    round.hidden = false;
    if (event.doubled) round.append(el("p", "hk-round-doubled", t("haft_khabis.round.doubled")));
    const list = el("ul", "hk-hands");
    for (const [seatText, cards] of Object.entries(event.hands)) {
      const seat = Number(seatText);
      const item = el("li", seat === ui.you ? "you" : "");
      item.append(el("span", "hk-hand-name", ui.names[seat]));
      const row = el("span", "hk-hand-cards");
      for (const code of cards) row.append(faceCard(code, "mini"));
      if (!cards.length) row.append(el("span", "hk-none", t("haft_khabis.round.no_cards")));
      item.append(el("span", "hk-hand-points", t("haft_khabis.round.points", { n: event.points[seat] })), row);
      list.append(item);
    }
    round.append(list);
    for (const out of eliminated) {
      round.append(el("p", "hk-round-out", tYou("haft_khabis.log.eliminated", out.seat === ui.you, { name: ui.names[out.seat], total: out.total })));
    }
    this.ids["hk-sheet-body"].replaceChildren(this.sheet(view, ui));
    this.ids["hk-sheet-close"].textContent = t("haft_khabis.round.next", { round: view.round });
  }

  // --- the match's end ---------------------------------------------------------------------

  showEnd(view, ui) {
    this.endShown = view;
    this.fillEnd(view, ui);
    this.finishSheet();
    const dialog = this.ids["hk-end"];
    if (!dialog.open) dialog.showModal();
    this.ids["hk-end-again"].focus();
  }

  fillEnd(view, ui) {
    const result = view.result;
    const you = ui.you;
    const place = result.ranking.indexOf(you) + 1;
    let summary;
    if (result.winner === you) summary = t("haft_khabis.end.you_won");
    else summary = t("haft_khabis.end.other_won", { name: ui.names[result.winner], place: t("place." + place), n: result.totals[you] });
    this.ids["hk-end-summary"].textContent = summary;
    const order = this.ids["hk-end-order"];
    order.replaceChildren();
    const out = outRounds(view);
    for (const seat of result.ranking) {
      const item = el("li", seat === you ? "you" : "");
      item.append(el("span", "end-name", ui.names[seat]), " ",
        el("span", "hk-end-points", t("haft_khabis.end.points", { n: result.totals[seat] })));
      if (seat === result.winner) item.append(" ", badge(t("haft_khabis.end.winner"), "place"));
      else if (out.has(seat)) item.append(" ", badge(t("haft_khabis.end.out_in", { round: out.get(seat) }), "out"));
      order.append(item);
    }
    this.ids["hk-end-sheet"].replaceChildren(this.sheet(view, ui));
  }
}
