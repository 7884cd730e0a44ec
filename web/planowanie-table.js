// Draw a Planowanie view (docs/protocol.md, "Planowanie"): the trump card in the
// corner, the opponents with "won/declared" beside their names, the trick, your bid
// buttons and hand, the log, the rules, and two dialogs: the score sheet and the end.
//
// Built inside the shared #table container as its own section: while it is active
// (#table[data-kind="planowanie"]) the other tables' parts are hidden by style.css,
// and it is hidden whenever another game is at the table. Holds no game state.

import { backCard, cardName, drawFace, faceCard, rankLabel, SUIT_SYMBOLS } from "./cards.js";
import { formatNumber, formatSigned, has, t, tList, tYou } from "./text.js";
import {
  animateNew, appendLog, badge, el, focusedKey, keysHelp, markArrivals, markHint, roving, settleRoving, shortcuts, showStatus,
} from "./table-parts.js";

const KIND = "planowanie";
const LOG_LINES = 10;

function button(className, text, onClick) {
  const b = el("button", className, text);
  b.type = "button";
  b.addEventListener("click", onClick);
  return b;
}

// The skeleton's fixed words carry their key, so that applyText() (main.js, on a change
// of language) says them again: textContent from data-t, aria-label from data-t-label.
function keyed(element, key) {
  element.dataset.t = key;
  element.textContent = t(key);
  return element;
}

function labelled(element, key) {
  element.dataset.tLabel = key;
  element.setAttribute("aria-label", t(key));
  return element;
}

// A dialog labelled by its heading (the text of key titleKey): [dialog #id, its h2 #id-title].
function labelledDialog(id, className, titleKey) {
  const dialog = el("dialog", className);
  dialog.id = id;
  dialog.setAttribute("aria-labelledby", id + "-title");
  const heading = keyed(el("h2"), titleKey);
  heading.id = id + "-title";
  return [dialog, heading];
}

function dealerChip() {
  const chip = badge(t("table.dealer_chip"), "dealer");
  chip.setAttribute("role", "img");
  chip.setAttribute("aria-label", t("table.dealer"));
  chip.title = t("table.dealer");
  return chip;
}

// "7♠": a card in a line of text (the sheet), named for screen readers.
function cardText(code) {
  const span = el("span", "pl-cardtext " + (code[1] === "D" || code[1] === "H" ? "red" : "black"),
    rankLabel(code[0]) + SUIT_SYMBOLS[code[1]]);
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", cardName(code));
  span.dataset.card = code;
  return span;
}

// "won/declared" beside a name, as the rules have it ("1/2"; "1/-" before the bid).
function tally(seat) {
  const span = el("span", "pl-tally", `${formatNumber(seat.won)}/${seat.bid === null ? "-" : formatNumber(seat.bid)}`);
  span.setAttribute("role", "img");
  span.setAttribute("aria-label", seat.bid === null
    ? t("planowanie.tally_no_bid", { won: seat.won })
    : t("planowanie.tally_label", { won: seat.won, bid: seat.bid }));
  span.title = t("planowanie.tally_title");
  return span;
}

// The score sheet: deals down, players across; each cell the bid, the tricks taken,
// the points and the running total; the deal in progress last, while it has bids.
export function sheetTable(view, ui, { current = true } = {}) {
  const wrap = el("div", "pl-sheet-wrap");
  wrap.tabIndex = 0; // a keyboard user can scroll it sideways on a phone
  wrap.setAttribute("role", "region");
  wrap.setAttribute("aria-label", t("planowanie.sheet.title"));
  const table = el("table", "pl-sheet");
  const caption = el("caption", "pl-sheet-legend", t("planowanie.sheet.legend"));
  table.append(caption);
  const head = el("tr");
  head.append(Object.assign(el("th", "pl-sheet-deal", t("planowanie.sheet.deal")), { scope: "col" }));
  for (let seat = 0; seat < view.players; seat++) {
    const th = el("th", seat === ui.you ? "you" : "", ui.names[seat]);
    th.scope = "col";
    head.append(th);
  }
  const thead = el("thead");
  thead.append(head);
  table.append(thead);
  const body = el("tbody");
  const rowHead = (deal, cards, trump, dealer) => {
    const th = el("th", "pl-sheet-deal");
    th.scope = "row";
    th.append(el("span", "pl-r-deal", formatNumber(deal)));
    const sub = el("span", "pl-r-sub");
    sub.append(t("planowanie.sheet.cards", { n: cards }), " ", cardText(trump));
    th.append(sub);
    th.title = t("planowanie.sheet.dealt_by", { name: ui.names[dealer] });
    return th;
  };
  for (const row of view.sheet) {
    const tr = el("tr");
    tr.dataset.deal = String(row.deal);
    tr.append(rowHead(row.deal, row.cards, row.trump, row.dealer));
    for (let seat = 0; seat < view.players; seat++) {
      tr.append(sheetCell(seat, row.bids[seat], row.tricks[seat], row.points[seat], row.totals[seat], ui));
    }
    body.append(tr);
  }
  const inPlay = current && !view.over && view.bids.some((bid) => bid !== null);
  if (inPlay) {
    const tr = el("tr", "current");
    tr.dataset.deal = String(view.deal);
    tr.append(rowHead(view.deal, view.cards, view.trump, view.dealer));
    for (let seat = 0; seat < view.players; seat++) {
      const s = view.seats[seat];
      tr.append(sheetCell(seat, s.bid, s.won, null, null, ui));
    }
    body.append(tr);
  }
  if (!view.sheet.length && !inPlay) {
    const tr = el("tr");
    const td = el("td", "pl-sheet-empty", t("planowanie.sheet.empty"));
    td.colSpan = view.players + 1;
    tr.append(td);
    body.append(tr);
  }
  table.append(body);
  const foot = el("tfoot");
  const tr = el("tr");
  tr.append(Object.assign(el("th", "pl-sheet-deal", t("planowanie.sheet.total")), { scope: "row" }));
  for (let seat = 0; seat < view.players; seat++) {
    const td = el("td", "pl-sheet-total" + (seat === ui.you ? " you" : ""), formatNumber(view.totals[seat]));
    td.dataset.seat = String(seat);
    tr.append(td);
  }
  foot.append(tr);
  table.append(foot);
  wrap.append(table);
  return wrap;
}

function sheetCell(seat, bid, tricks, points, total, ui) {
  const td = el("td", "pl-cell" + (seat === ui.you ? " you" : ""));
  td.dataset.seat = String(seat);
  if (points !== null) td.classList.add(bid === tricks ? "made" : "missed");
  const line = el("span", "pl-c-line");
  const said = el("span", "pl-c-said");
  said.append(t("planowanie.sheet.bid"), " ", el("b", "pl-c-bid", bid === null ? "–" : formatNumber(bid)));
  const took = el("span", "pl-c-took");
  took.append(t("planowanie.sheet.took"), " ", el("b", "pl-c-tricks", formatNumber(tricks)));
  line.append(said, el("span", "pl-c-sep", " · "), took);
  td.append(line);
  const score = el("span", "pl-c-score");
  if (points === null) {
    score.append(el("span", "pl-c-pending", t("planowanie.sheet.in_play")));
  } else {
    const pts = el("b", "pl-c-points", formatSigned(points));
    pts.dataset.value = String(points);
    const tot = el("span", "pl-c-total", formatNumber(total));
    tot.setAttribute("aria-label", t("planowanie.sheet.total_label", { n: total }));
    score.append(pts, " ", tot);
  }
  td.append(score);
  return td;
}

export class PlanowanieTable {
  // handlers: the game's session; its `signal` ends the listeners this table adds outside its own elements.
  constructor(handlers) {
    this.handlers = handlers;
    this.host = document.getElementById("table");
    this.build();
    this.buildDialogs();
    this.sheetClosed = null; // resolves the promise of showSheet when the dialog closes
    this.sheetShown = null; // what the open sheet shows, to say it again: {view, after}
    this.endShown = null; // the view the end dialog shows
    this.shownTrick = null; // animateNew's marks of the trick's cards; null: a new game
    this.shownDeal = null;
    this.shownHand = null;
  }

  // --- the skeleton, made once ------------------------------------------------------------

  build() {
    const root = el("section", "pl-table");
    root.id = "pl-table";
    labelled(root, "planowanie.table");
    this.root = root;

    const top = el("div", "pl-top");
    this.info = el("div", "pl-info");
    this.dealTitle = el("h2", "pl-deal");
    this.bidsLine = el("p", "pl-bids-line");
    this.info.append(this.dealTitle, this.bidsLine);
    const corner = el("div", "pl-corner");
    this.trumpBox = el("div", "pl-trump");
    this.sheetButton = keyed(button("ghost pl-sheet-button", "", () => this.handlers.onSheet()), "planowanie.sheet.open");
    this.sheetButton.dataset.key = "sheet";
    this.sheetButton.setAttribute("aria-keyshortcuts", "S");
    this.hintButton = keyed(button("ghost pl-hint-button", "", () => this.handlers.onHint()), "hint.button");
    this.hintButton.dataset.key = "hint";
    corner.append(this.trumpBox, this.sheetButton, this.hintButton);
    top.append(this.info, corner);

    this.opponents = el("div", "pl-opponents");
    this.opponents.setAttribute("role", "group");
    labelled(this.opponents, "table.opponents");

    const middle = el("div", "pl-middle");
    this.trick = el("div", "pl-trick");
    this.trick.setAttribute("role", "group");
    labelled(this.trick, "planowanie.trick");
    this.trickCaption = el("p", "pl-trick-caption"); // the log announces the same
    middle.append(this.trick, this.trickCaption);

    const me = el("section", "pl-me");
    labelled(me, "table.you");
    this.me = me;
    this.meHead = el("div", "pl-me-head");
    this.bidBox = el("div", "pl-bid");
    this.hand = el("div", "pl-hand");
    this.hand.setAttribute("role", "group");
    labelled(this.hand, "table.hand");
    this.help = el("p", "help pl-help");
    this.actions = el("div", "actions pl-actions");
    this.resultButton = keyed(button("primary", "", () => this.handlers.onResult()), "act.result");
    this.resultButton.dataset.key = "result";
    this.actions.append(this.resultButton);
    this.status = el("p", "status pl-status");
    this.status.setAttribute("role", "status");
    me.append(this.meHead, this.bidBox, this.hand, this.help, this.actions, this.status);

    const side = el("aside", "side pl-side");
    side.append(keyed(el("h2"), "table.log"));
    this.log = el("ol", "log pl-log");
    this.log.setAttribute("aria-relevant", "additions");
    this.log.setAttribute("aria-live", "polite");
    side.append(this.log);
    this.rules = el("details", "rules pl-rules");
    this.fillRules();
    side.append(this.rules, keysHelp(["keys.tab", "keys.arrows", "keys.card", "keys.planowanie.bid", "keys.sheet", "keys.escape"]));

    root.append(top, this.opponents, middle, me, side);
    roving(this.bidBox, this.handlers.signal);
    roving(this.hand, this.handlers.signal);
    shortcuts(root, this.handlers.signal);
    root.hidden = true;
    this.host.append(root);
  }

  // After a change of language: say again what render() does not draw, with `ui` in the
  // new language (the computer players' names change too).
  retell(ui) {
    this.fillRules();
    if (this.sheetDialog.open && this.sheetShown) this.fillSheet(this.sheetShown.view, ui, this.sheetShown.after);
    if (this.endDialog.open && this.endShown) this.fillEnd(this.endShown, ui);
  }

  // The rules.
  fillRules() {
    const details = this.rules;
    details.replaceChildren(el("summary", "", t("menu.how")), el("h3", "", t("rules.planowanie.title")));
    const list = el("ul");
    for (const line of tList("rules.planowanie")) {
      const item = el("li");
      const marker = t("planowanie.rules.marker");
      if (line.startsWith(marker)) {
        item.classList.add("decided");
        item.append(badge(t("rules.decided"), "decided"), " ", line.slice(marker.length).trim());
      } else {
        item.textContent = line;
      }
      list.append(item);
    }
    details.append(list);
    if (has("planowanie.rules.note")) details.append(el("p", "pl-rules-note", t("planowanie.rules.note")));
  }

  buildDialogs() {
    // The score sheet: open at any time; after a deal it opens by itself.
    const [sheet, title] = labelledDialog("pl-sheet", "pl-dialog pl-sheet-dialog", "planowanie.sheet.title");
    this.sheetNote = el("p", "pl-sheet-note");
    this.sheetBody = el("div", "pl-sheet-body");
    const buttons = el("div", "end-buttons");
    this.sheetClose = button("primary", t("planowanie.sheet.close"), () => sheet.close());
    this.sheetClose.id = "pl-sheet-close";
    buttons.append(this.sheetClose);
    sheet.append(title, this.sheetNote, this.sheetBody, buttons);
    sheet.addEventListener("close", () => {
      // The control focused before may have been redrawn meanwhile: stay at the table.
      if (!this.root.hidden && !this.root.contains(document.activeElement)) {
        this.me.tabIndex = -1;
        this.me.focus();
      }
      const done = this.sheetClosed;
      this.sheetClosed = null;
      if (done) done();
    });
    this.sheetDialog = sheet;

    // The end of the game: the winner, the order, the final sheet.
    const [end, endTitle] = labelledDialog("pl-end", "pl-dialog pl-end", "end.title");
    this.endSummary = el("p", "end-summary pl-end-summary");
    this.endOrder = el("ol", "end-order pl-end-order");
    this.endSheet = el("div", "pl-sheet-body");
    const endButtons = el("div", "end-buttons");
    const again = keyed(button("primary", "", () => this.handlers.onAgain()), "end.again");
    again.id = "pl-end-again";
    const menu = keyed(button("", "", () => this.handlers.onMenu()), "end.menu");
    menu.id = "pl-end-menu";
    endButtons.append(again, menu);
    // The buttons before the long sheet, so that they are at hand (and focused first).
    end.append(endTitle, this.endSummary, keyed(el("h3"), "end.order"), this.endOrder, endButtons,
      keyed(el("h3"), "planowanie.sheet.final"), this.endSheet);
    this.endDialog = end;
    document.body.append(sheet, end);
  }

  // --- this table or another --------------------------------------------------------------

  activate() {
    this.host.dataset.kind = KIND;
    this.root.hidden = false;
  }

  deactivate() {
    if (this.host.dataset.kind === KIND) delete this.host.dataset.kind;
    this.root.hidden = true;
  }

  closeDialogs() {
    if (this.sheetDialog.open) this.sheetDialog.close();
    if (this.endDialog.open) this.endDialog.close();
    const done = this.sheetClosed;
    this.sheetClosed = null;
    if (done) done();
  }

  // The game is left: its table and dialogs go (its keyboard listener went with the
  // session's signal).
  dispose() {
    this.closeDialogs();
    this.deactivate();
    this.root.remove();
    this.sheetDialog.remove();
    this.endDialog.remove();
  }

  // --- the whole table -------------------------------------------------------------------------

  render(view, ui) {
    this.activate();
    const focusKey = focusedKey(this.root);
    const root = this.root;
    root.dataset.phase = view.phase;
    root.dataset.await = ui.await;
    root.dataset.players = String(view.players);
    root.dataset.deal = String(view.deal);
    root.dataset.deals = String(view.deals);
    root.dataset.dealer = String(view.dealer);
    if (ui.collecting) root.dataset.collecting = ui.collecting.gathering ? "gather" : "show";
    else delete root.dataset.collecting;
    this.renderTop(view);
    this.renderOpponents(view, ui);
    this.renderTrick(view, ui);
    this.renderMe(view, ui);
    this.help.textContent = ui.help || "";
    this.resultButton.hidden = !view.over;
    this.actions.hidden = !view.over;
    this.hintButton.hidden = ui.await !== "you";
    this.hintButton.disabled = Boolean(ui.hinting);
    settleRoving(this.bidBox);
    settleRoving(this.hand);
    this.restoreFocus(focusKey, ui);
    markHint(this.root, ui.hint);
  }


  // Re-drawing replaces the cards and bid buttons: put the focus back on the same one,
  // else on the nearest sensible control, so a keyboard user stays at the table.
  restoreFocus(key, ui) {
    if (key === null) return;
    const same = key && this.root.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (same && !same.hidden && !same.disabled) {
      same.focus();
      return;
    }
    // Waiting for the others: on your hand's tab stop, else on your part of the table.
    const target = ui.await === "you"
      ? this.root.querySelector(".pl-bid button:not([aria-disabled='true']), .pl-hand button:not([aria-disabled='true'])")
      : this.hand.querySelector("button[tabindex='0']");
    if (target) {
      target.focus();
    } else {
      this.me.tabIndex = -1;
      this.me.focus();
    }
  }

  renderTop(view) {
    this.dealTitle.textContent = t("planowanie.deal", { deal: view.deal, deals: view.deals, n: view.cards });
    const made = view.bids.filter((bid) => bid !== null);
    const sum = made.reduce((a, b) => a + b, 0);
    let line = "";
    if (view.over) line = "";
    else if (made.length === view.players) {
      const key = sum > view.cards ? "planowanie.bids.over" : "planowanie.bids.under";
      line = t(key, { sum, n: view.cards, diff: Math.abs(sum - view.cards) });
    } else if (made.length) line = t("planowanie.bids.so_far", { sum, n: view.cards });
    this.bidsLine.textContent = line;

    const box = this.trumpBox;
    box.replaceChildren();
    const card = faceCard(view.trump, "pl-trump-card");
    card.setAttribute("aria-label", t("planowanie.trump_card", { card: cardName(view.trump) }));
    const label = el("span", "pl-trump-label", t("planowanie.trump"));
    const suit = el("span", "pl-trump-suit", t("planowanie.trump_suit", { suit: t("suit." + view.trump_suit) }));
    const words = el("span", "pl-trump-words");
    words.append(label, suit);
    box.append(card, words);
    box.dataset.suit = view.trump_suit;
  }

  // --- opponents ---------------------------------------------------------------------------

  renderOpponents(view, ui) {
    this.opponents.replaceChildren();
    const n = view.players;
    // Clockwise from your left, as they sit round the table.
    for (let i = 1; i < n; i++) {
      const seat = view.seats[(view.seat + i) % n];
      this.opponents.append(this.seatPanel(view, seat, ui));
    }
  }

  turnOf(view, ui) {
    return ui.collecting ? null : view.turn;
  }

  seatPanel(view, seat, ui) {
    const name = ui.names[seat.seat];
    const panel = el("section", "seat pl-seat");
    panel.dataset.seat = String(seat.seat);
    panel.setAttribute("aria-label", name);
    const turn = this.turnOf(view, ui) === seat.seat;
    panel.classList.toggle("is-turn", turn);
    if (ui.collecting && ui.collecting.trick.winner === seat.seat) panel.classList.add("is-winner");
    if (view.over && view.result && view.result.places[seat.seat] === 1) panel.classList.add("is-first");

    const head = el("div", "seat-head pl-seat-head");
    head.append(el("h3", "seat-name", name), tally(seat));
    const badges = el("span", "badges");
    if (view.dealer === seat.seat && !view.over) badges.append(dealerChip());
    if (turn) badges.append(badge(t(view.phase === "bid" ? "planowanie.bidding" : "table.turn"), "turn"));
    head.append(badges);
    panel.append(head);

    const row = el("div", "pl-seat-row");
    const hand = el("div", "pl-seat-hand");
    hand.setAttribute("aria-hidden", "true");
    const shown = Math.min(seat.hand_count, 5);
    for (let i = 0; i < shown; i++) hand.append(backCard("mini"));
    row.append(hand);
    const meta = el("p", "pl-seat-meta");
    meta.append(el("span", "", t("table.in_hand", { n: seat.hand_count })), " · ",
      el("span", "pl-points", t("planowanie.points", { n: seat.total })));
    row.append(meta);
    panel.append(row);
    return panel;
  }

  // --- the trick ---------------------------------------------------------------------------

  renderTrick(view, ui) {
    const box = this.trick;
    box.replaceChildren();
    const n = view.players;
    let leader = view.leader;
    let cards = view.trick;
    let winner = null;
    if (ui.collecting) {
      leader = ui.collecting.trick.leader;
      cards = ui.collecting.trick.cards;
      winner = ui.collecting.trick.winner;
    }
    box.classList.toggle("gather", Boolean(ui.collecting && ui.collecting.gathering));
    box.classList.toggle("bidding", view.phase === "bid" && !ui.collecting);
    const turn = this.turnOf(view, ui);
    const laid = []; // [card, key] to animate when new
    for (let i = 0; i < n; i++) {
      const seat = (leader + i) % n;
      const played = cards.find((c) => c.seat === seat);
      const slot = el("div", "pl-played");
      slot.dataset.seat = String(seat);
      if (played) {
        const card = faceCard(played.card, "pl-trick-card");
        laid.push([card, played.seat + ":" + played.card]);
        slot.append(card);
        slot.dataset.card = played.card;
        if (i === 0 && cards.length) slot.classList.add("led");
      } else {
        slot.append(el("div", "card placeholder pl-trick-card"));
      }
      if (seat === winner) slot.classList.add("winner");
      if (!played && seat === turn && view.phase === "play") slot.classList.add("next");
      slot.append(el("span", "pl-played-name", ui.names[seat]));
      box.append(slot);
    }
    this.shownTrick = animateNew(laid, this.shownTrick, "fresh", "");
    let caption = "";
    if (ui.collecting) {
      caption = winner === view.seat ? t("planowanie.trick.you_take") : t("planowanie.trick.takes", { name: ui.names[winner] });
    } else if (view.over) {
      caption = "";
    } else if (view.phase === "bid") {
      const first = (view.dealer + 1) % n;
      caption = tYou("planowanie.trick.bidding", first === view.seat, { name: ui.names[first] });
    } else if (cards.length) {
      caption = t("planowanie.trick.led", { suit: t("suit." + cards[0].card[1]), trump: t("suit." + view.trump_suit) });
    } else {
      caption = t("planowanie.trick.to_lead", { name: ui.names[view.leader], trick: view.cards - view.hand.length + 1, n: view.cards });
    }
    this.trickCaption.textContent = caption;
    this.trickCaption.classList.toggle("winner", Boolean(ui.collecting));
  }

  // --- you -----------------------------------------------------------------------------------

  renderMe(view, ui) {
    const me = view.seats[view.seat];
    const yours = ui.await === "you";
    this.me.classList.toggle("is-turn", yours);
    this.me.classList.toggle("is-winner", Boolean(ui.collecting && ui.collecting.trick.winner === view.seat));
    const head = this.meHead;
    head.replaceChildren();
    head.append(el("h2", "me-name", ui.names[view.seat]), tally(me));
    const badges = el("span", "badges");
    if (view.dealer === view.seat && !view.over) badges.append(dealerChip());
    badges.append(badge(t("planowanie.points", { n: me.total }), "pl-points-badge"));
    head.append(badges);

    // Bidding: 0 .. cards; the forbidden one dimmed, with the reason.
    const bidBox = this.bidBox;
    bidBox.replaceChildren();
    bidBox.hidden = !ui.bids.length;
    if (ui.bids.length) {
      const label = el("p", "pl-bid-label", t("planowanie.bid.label", { n: view.cards }));
      label.id = "pl-bid-label";
      const group = el("div", "pl-bid-buttons");
      group.id = "pl-bids";
      group.setAttribute("role", "group");
      group.setAttribute("aria-labelledby", "pl-bid-label");
      for (const n of ui.bids) {
        const b = button("pl-bid-button", formatNumber(n), () => this.handlers.onBid(n));
        b.dataset.key = "bid:" + n;
        b.dataset.bid = String(n);
        b.setAttribute("aria-label", t("planowanie.bid.button", { n }));
        if (n <= 9) b.setAttribute("aria-keyshortcuts", String(n));
        if (n === ui.forbidden) {
          b.setAttribute("aria-disabled", "true");
          b.setAttribute("aria-describedby", "pl-bid-reason");
          b.title = ui.forbiddenReason;
        }
        group.append(b);
      }
      bidBox.append(label, group);
      if (ui.forbidden !== null) {
        const reason = el("p", "pl-bid-reason", ui.forbiddenReason);
        reason.id = "pl-bid-reason";
        bidBox.append(reason);
      }
    }

    const hand = this.hand;
    hand.replaceChildren();
    const cards = view.hand || [];
    const playing = view.phase === "play" && yours;
    cards.forEach((code, i) => {
      const b = el("button");
      b.type = "button";
      drawFace(b, code);
      b.setAttribute("aria-label", cardName(code));
      b.dataset.key = "card:" + code;
      b.dataset.index = String(i);
      if (!(playing && ui.playable.has(code))) b.setAttribute("aria-disabled", "true");
      if (playing && !ui.playable.has(code)) b.classList.add("off-suit");
      if (code[1] === view.trump_suit) b.classList.add("trump");
      b.addEventListener("click", () => this.handlers.onCard(i));
      hand.append(b);
    });
    const deal = view.deal + ":" + view.cards;
    this.shownHand = markArrivals(hand, this.shownDeal === deal ? this.shownHand : null);
    this.shownDeal = deal;
    if (!cards.length) hand.append(el("p", "hand-empty", t("table.hand_empty")));
  }

  setAwait(state) {
    this.root.dataset.await = state;
  }

  // --- the score sheet and the end -----------------------------------------------------------

  // Open the sheet; resolves when it is closed. options.after: the deal just finished.
  showSheet(view, ui, { after = null } = {}) {
    this.sheetShown = { view, after };
    this.fillSheet(view, ui, after);
    this.sheetDialog.dataset.after = after === null ? "" : String(after);
    const previous = this.sheetClosed;
    const closed = new Promise((resolve) => {
      this.sheetClosed = () => {
        if (previous) previous();
        resolve();
      };
    });
    if (!this.sheetDialog.open) this.sheetDialog.showModal();
    this.sheetClose.focus();
    return closed;
  }

  fillSheet(view, ui, after) {
    this.sheetBody.replaceChildren(sheetTable(view, ui, { current: after === null }));
    this.sheetNote.textContent = after === null ? "" : t("planowanie.sheet.after", { deal: after, next: view.deal, n: view.cards });
    this.sheetClose.textContent = t(after === null ? "planowanie.sheet.close" : "planowanie.sheet.next");
  }

  showEnd(view, ui) {
    if (this.sheetDialog.open) this.sheetDialog.close();
    this.endShown = view;
    this.fillEnd(view, ui);
    if (!this.endDialog.open) this.endDialog.showModal();
  }

  fillEnd(view, ui) {
    const result = view.result;
    const top = Math.max(...result.scores);
    const winners = result.ranking.filter((seat) => result.places[seat] === 1);
    let summary;
    if (winners.length === 1 && winners[0] === view.seat) summary = t("planowanie.end.you_won", { points: top });
    else if (winners.length === 1) {
      summary = t("planowanie.end.won", { name: ui.names[winners[0]], points: top, place: t("place." + result.places[view.seat]),
        mine: result.scores[view.seat] });
    } else {
      summary = t(winners.includes(view.seat) ? "planowanie.end.you_share" : "planowanie.end.share", {
        names: winners.map((seat) => ui.names[seat]).join(t("list.comma")), points: top,
      });
    }
    this.endSummary.textContent = summary;
    this.endOrder.replaceChildren();
    for (const seat of result.ranking) {
      const item = el("li");
      item.append(el("span", "end-name", ui.names[seat]), " ",
        el("span", "pl-end-points", t("planowanie.points", { n: result.scores[seat] })));
      if (result.places[seat] === 1) item.append(" ", badge(t("planowanie.end.winner"), "winner"));
      if (seat === view.seat) item.classList.add("you");
      this.endOrder.append(item);
    }
    this.endSheet.replaceChildren(sheetTable(view, ui, { current: false }));
  }

  // --- status line and log ---------------------------------------------------------------------

  setStatus(text, kind = "info") {
    showStatus(this.status, text, kind);
  }

  addLog(lines) {
    appendLog(this.log, lines, LOG_LINES);
  }

  clearLog() {
    this.log.replaceChildren();
    this.shownTrick = null;
    this.shownDeal = null; // the next hand drawn is dealt
  }
}
