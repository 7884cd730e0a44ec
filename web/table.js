// Draw the view (docs/protocol.md) on the table: opponents, pile, stock, your cards,
// the action buttons and the log. Holds no game state: the session passes the view
// and what the person has selected, and gets the clicks back through `handlers`.

import {
  SUIT_SYMBOLS, backCard, cardName, cardsPhrase, declaredLabel, declaredName, drawBack, drawFace, faceCard, isJoker, isRed,
  jokerName, rankLabel, rankOf, suitOf,
} from "./cards.js";
import { line } from "./events.js";
import { formatNumber, t } from "./text.js";
import {
  animateNew, appendLog, badge, el, focusedKey, keysHelp, markArrivals, markHint, roving, settleRoving, shortcuts, showStatus,
} from "./table-parts.js";

const SVG = "http://www.w3.org/2000/svg";
const ARROW_MS = 1600; // how long the "turn goes back" arrow stays

const KEYS = { play: "P", take: "T", risk: "D", ready: "R", choose: "L" }; // listed in keys.* of the catalog
const PILE_SHOWN = 7; // the top cards of the pile drawn, overlapping
const LOG_LINES = 8;

// The run of same-rank cards on top of the pile (their pile indices).
function topRun(view) {
  const ranks = view.pile_ranks;
  if (!ranks.length) return 0;
  const top = ranks[ranks.length - 1];
  let run = 0;
  for (let i = ranks.length - 1; i >= 0 && ranks[i] === top; i--) run++;
  return run;
}

export class TableView {
  // handlers: the game's session; its `signal` ends every listener this table adds.
  constructor(handlers) {
    this.handlers = handlers;
    const { signal } = handlers;
    this.ids = {};
    for (const id of ["table", "opponents", "stock", "pile", "pile-area", "pile-caption", "burned", "log", "me",
      "me-name", "me-badges", "slots", "hand", "help", "status", "act-play", "act-take", "act-risk",
      "act-ready", "act-choose", "act-skip", "act-result", "act-hint", "joker", "joker-title", "joker-help", "joker-ranks",
      "joker-spade", "joker-spade-row", "joker-cancel"]) {
      this.ids[id] = document.getElementById(id);
    }
    for (const name of ["play", "take", "risk", "ready", "choose", "skip", "result", "hint"]) {
      this.ids["act-" + name].addEventListener("click", () => handlers.onAction(name), { signal });
      if (KEYS[name]) this.ids["act-" + name].setAttribute("aria-keyshortcuts", KEYS[name]);
    }
    roving(this.ids.hand, signal);
    roving(this.ids.slots, signal);
    shortcuts(this.ids.me, signal);
    const side = this.ids.table.querySelector(":scope > .side");
    if (!side.querySelector(".keys-help")) {
      side.append(keysHelp(["keys.tab", "keys.arrows", "keys.space", "keys.enter", "keys.play", "keys.take",
        "keys.risk", "keys.ready", "keys.choose", "keys.escape"]));
    }
    this.shownPile = null; // animateNew's marks of the pile's cards; null: a new game
    this.lastBurn = null; // the last burn event shown; null: none yet in this game
    this.lastBack = null; // the last "turn goes back" event shown
    this.lastTake = null; // the last "took the pile" event shown
    this.shownHand = null; // the keys of your cards drawn last; null: a new deal
    this.chooser = null; // {moves, onPick} while the joker chooser is open
    this.ids["joker-cancel"].addEventListener("click", () => this.closeChooser(), { signal });
    this.ids.joker.addEventListener("close", () => { this.chooser = null; }, { signal });
    this.ids["joker-spade"].addEventListener("change", () => this.labelRanks(), { signal });
  }

  // --- the whole table --------------------------------------------------------------

  render(view, ui) {
    const focusKey = focusedKey(this.ids.table);
    this.ids.table.dataset.phase = view.phase;
    this.ids.table.dataset.await = ui.await;
    this.ids.table.dataset.players = String(view.players);
    this.ids.table.dataset.dealer = String(view.dealer);
    this.ids.table.dataset.game = view.ruleset;
    this.game = view.ruleset;
    this.renderOpponents(view, ui);
    this.renderCenter(view);
    this.renderMe(view, ui);
    this.renderActions(view, ui);
    this.ids.help.textContent = ui.help || "";
    settleRoving(this.ids.hand);
    settleRoving(this.ids.slots);
    this.restoreFocus(focusKey, ui);
    markHint(this.ids.table, ui.hint);
    this.showBack(view);
    this.showTake(view);
  }

  // Whoever just took the pile: their cards brighten for a moment.
  showTake(view) {
    const last = this.freshEvent(view, "take", "lastTake");
    const box = last && this.seatBox(last.seat);
    if (!box) return;
    box.classList.remove("took"); // yours stays drawn: restart its animation
    void box.offsetWidth;
    box.classList.add("took");
  }


  // Re-rendering replaces the card buttons: put the focus back where it was, or on
  // the nearest sensible control, so a keyboard user never falls out of the table.
  restoreFocus(key, ui) {
    if (key === null) return;
    const same = key && this.ids.table.querySelector(`[data-key="${CSS.escape(key)}"]`);
    if (same && !same.hidden) {
      same.focus();
      return;
    }
    const candidates = [
      ...this.ids.hand.querySelectorAll("button:not([aria-disabled='true'])"),
      ...this.ids.slots.querySelectorAll("button:not([aria-disabled='true'])"),
      ...this.ids.hand.querySelectorAll("button"),
      ...[...this.ids.table.querySelectorAll(".actions button")].filter((b) => !b.hidden && !b.disabled),
    ];
    // Waiting for the others: on your cards' tab stop, else on your part of the table.
    const stop = this.ids.hand.querySelector("button[tabindex='0']") || this.ids.slots.querySelector("button[tabindex='0']");
    const target = (ui.await === "you" && candidates[0]) || stop || this.ids.me;
    if (target === this.ids.me) target.tabIndex = -1;
    target.focus();
  }

  // --- opponents -------------------------------------------------------------------

  renderOpponents(view, ui) {
    const box = this.ids.opponents;
    box.replaceChildren();
    for (const seat of view.seats) {
      if (seat.seat === view.seat) continue;
      box.append(this.seatPanel(view, seat, ui));
    }
  }

  seatPanel(view, seat, ui) {
    const name = ui.names[seat.seat];
    const panel = el("section", "seat");
    panel.dataset.seat = String(seat.seat);
    panel.setAttribute("aria-label", name);
    if (view.turn === seat.seat) panel.classList.add("is-turn");
    if (seat.place !== null) panel.classList.add("is-out");
    if (view.result && view.result.loser === seat.seat) panel.classList.add("is-idiot");

    const head = el("div", "seat-head");
    head.append(el("h3", "seat-name", name));
    head.append(this.seatBadges(view, seat));
    panel.append(head);

    const cards = el("div", "seat-cards");
    const slots = el("div", "mini-slots");
    slots.setAttribute("role", "group");
    slots.setAttribute("aria-label", t("table.face_up_of", { name }));
    const count = Math.max(seat.visible.length, seat.hidden);
    for (let i = 0; i < count; i++) {
      const slot = el("div", "slot");
      if (i < seat.hidden) slot.append(backCard("mini under", line("card.back", { game: view.ruleset })));
      if (i < seat.visible.length) slot.append(faceCard(seat.visible[i], "mini over"));
      slots.append(slot);
    }
    cards.append(slots);
    const hand = el("div", "mini-hand");
    hand.setAttribute("aria-hidden", "true");
    if (seat.hand_count > 0) {
      hand.append(drawBack(el("div", "mini")));
      hand.append(el("span", "mini-count", formatNumber(seat.hand_count)));
    }
    cards.append(hand);
    panel.append(cards);

    const counts = el("p", "seat-counts");
    counts.append(el("span", "", t("table.in_hand", { n: seat.hand_count })), el("span", "sep", " · "),
      el("span", "", line("table.hidden", { game: view.ruleset, params: { n: seat.hidden } })));
    panel.append(counts);
    const known = seat.known || [];
    if (known.length && seat.hand_count > 0) panel.append(this.knownCards(known));
    return panel;
  }

  // The cards everyone saw go into this hand (taken with the pile, picked up...).
  knownCards(known) {
    const shown = 6;
    const box = el("p", "seat-known");
    const names = known.map(cardName).join(t("list.comma"));
    box.title = t("table.known", { cards: names });
    const label = el("span", "known-label", t("table.known_short"));
    label.setAttribute("aria-hidden", "true");
    box.append(el("span", "sr-only", box.title), label); // the chips are for the eye only
    for (const code of known.slice(0, shown)) {
      const text = isJoker(code) ? "★" : rankLabel(rankOf(code)) + SUIT_SYMBOLS[suitOf(code)];
      const chip = el("span", "known-card " + (isRed(code) ? "red" : "black"), text);
      chip.setAttribute("aria-hidden", "true");
      box.append(chip);
    }
    if (known.length > shown) {
      const more = el("span", "known-more", t("table.known_more", { n: known.length - shown }));
      more.setAttribute("aria-hidden", "true");
      box.append(more);
    }
    return box;
  }

  seatBadges(view, seat) {
    const badges = el("span", "badges");
    if (view.turn === seat.seat) badges.append(badge(t("table.turn"), "turn"));
    if (view.result && view.result.loser === seat.seat) badges.append(badge(line("table.idiot", { game: view.ruleset }), "idiot"));
    else if (seat.place !== null) badges.append(badge(t("table.out", { place: t("place.short." + seat.place) }), "place"));
    if (view.phase === "setup" && seat.ready) badges.append(badge(t("table.ready"), "ready"));
    if (view.dealer === seat.seat && view.phase !== "over") {
      const chip = badge(t("table.dealer_chip"), "dealer"); // the dealer button of a card table
      chip.setAttribute("role", "img");
      chip.setAttribute("aria-label", t("table.dealer"));
      chip.title = t("table.dealer");
      badges.append(chip);
    }
    return badges;
  }

  // --- pile, stock, burned -------------------------------------------------------------

  renderCenter(view) {
    const pile = this.ids.pile;
    pile.replaceChildren();
    const size = view.pile.length;
    const first = Math.max(0, size - PILE_SHOWN);
    const run = topRun(view);
    pile.classList.toggle("empty", size === 0);
    pile.dataset.count = String(size);
    pile.dataset.top = size ? view.pile_ranks[size - 1] : "";
    const declared = new Map((view.jokers || []).map((joker) => [joker.index, joker]));
    const laid = []; // [card, key] to animate when new
    for (let i = first; i < size; i++) {
      const card = faceCard(view.pile[i], "pile-card");
      const joker = declared.get(i);
      if (joker) {
        card.setAttribute("aria-label", jokerName(view.pile[i], joker.as, joker.spade));
        const mark = el("span", "declared" + (joker.spade ? " spade" : ""), "= " + declaredLabel(joker.as, joker.spade));
        mark.setAttribute("aria-hidden", "true");
        card.append(mark);
      }
      card.classList.add("pos-" + (i - first));
      if (i >= size - run) card.classList.add("in-run");
      pile.append(card);
      laid.push([card, i + ":" + view.pile[i]]);
    }
    this.shownPile = animateNew(laid, this.shownPile, "fresh", "");
    pile.classList.toggle("spread-" + Math.min(size, PILE_SHOWN), true);
    for (let k = 0; k <= PILE_SHOWN; k++) {
      if (k !== Math.min(size, PILE_SHOWN)) pile.classList.remove("spread-" + k);
    }
    const burnedNow = this.flashBurn(view);

    const caption = this.ids["pile-caption"];
    caption.replaceChildren();
    if (size === 0) {
      caption.append(el("span", "pile-count", t("table.pile_empty")));
    } else {
      const topCards = view.pile.slice(size - run);
      const topKey = view.pile_ranks[size - 1] === "2" ? "table.pile_after_two" : "table.pile_top";
      caption.append(el("span", "pile-top", t(topKey, { cards: this.runPhrase(view, topCards) })));
      caption.append(el("span", "pile-count", t("table.pile_count", { n: size })));
    }

    const stock = this.ids.stock;
    stock.replaceChildren();
    const stockCard = view.stock > 0 ? backCard("stock-card", t("table.stock")) : el("div", "card placeholder");
    stock.append(stockCard);
    stock.append(el("span", "center-label", t("table.stock")));
    stock.append(el("span", "center-count", view.stock > 0 ? t("table.stock_count", { n: view.stock }) : t("table.stock_empty")));
    stock.dataset.count = String(view.stock);

    const burned = this.ids.burned;
    burned.replaceChildren();
    const burnedCard = view.burned > 0 ? backCard("burned-card", t("table.burned")) : el("div", "card placeholder");
    if (burnedNow) burnedCard.classList.add("fresh");
    burned.append(burnedCard);
    burned.append(el("span", "center-label", t("table.burned")));
    burned.append(el("span", "center-count", t("table.stock_count", { n: view.burned })));
    burned.dataset.count = String(view.burned);
  }

  // The run on top in words, a joker as what it stands for: "two queens (one a joker)".
  runPhrase(view, cards) {
    const jokers = cards.filter(isJoker).length;
    if (!jokers) return cardsPhrase(cards);
    const rank = view.pile_ranks[view.pile_ranks.length - 1];
    const last = (view.jokers || []).find((joker) => joker.index === view.pile.length - 1);
    if (cards.length === 1) return t("table.pile_joker", { card: jokerName(cards[0], rank, Boolean(last && last.spade)) });
    return t("table.pile_run_jokers", { n: jokers, cards: cardsPhrase(Array(cards.length).fill(rank + "C")) });
  }

  // A short "Burned!" over the pile when a burn happened since the last drawing (true then).
  flashBurn(view) {
    const burned = this.freshEvent(view, "burn", "lastBurn") !== null;
    const area = this.ids["pile-area"];
    if (burned) {
      area.removeAttribute("data-flash");
      void area.offsetWidth; // restart the animation
      area.dataset.flash = t("table.burn_flash");
    } else if (view.pile.length > 0) {
      area.removeAttribute("data-flash"); // the next card is already down
    }
    return burned;
  }

  // --- your cards -------------------------------------------------------------------------

  renderMe(view, ui) {
    const me = view.seats[view.seat];
    this.ids.me.classList.toggle("is-turn", ui.await === "you");
    this.ids.me.classList.toggle("is-out", me.place !== null);
    this.ids["me-name"].textContent = ui.names[view.seat];
    const badges = this.seatBadges(view, me);
    if (me.hidden > 0 && me.visible.length > 0) {
      badges.append(badge(line("table.hidden", { game: view.ruleset, params: { n: me.hidden } }), "count"));
    }
    this.ids["me-badges"].replaceWith(badges);
    badges.id = "me-badges";
    this.ids["me-badges"] = badges;

    const legal = ui.legal;
    const setup = view.phase === "setup" && ui.await === "you";
    const playing = view.phase === "play" && ui.await === "you";
    const game = view.ruleset;

    // The face-up cards lie on the hidden ones, as on a real table.
    const slots = this.ids.slots;
    slots.replaceChildren();
    const count = Math.max(me.visible.length, me.hidden);
    for (let i = 0; i < count; i++) {
      const slot = el("div", "slot");
      if (i < me.hidden) {
        if (i < me.visible.length) {
          slot.append(backCard("under", line("card.back", { game })));
          slot.lastChild.setAttribute("aria-hidden", "true");
        } else {
          const button = this.cardButton("hidden", i, null);
          const enabled = playing && legal.flips.has(i);
          this.setEnabled(button, enabled);
          slot.append(button);
        }
      }
      if (i < me.visible.length) {
        const code = me.visible[i];
        const button = this.cardButton("visible", i, code);
        const enabled = setup || (playing && me.source === "visible" && legal.playable.has(code));
        this.setEnabled(button, enabled);
        this.setPressed(button, ui, "visible", i, setup || (playing && me.source === "visible"));
        button.classList.add("over");
        slot.append(button);
      }
      slots.append(slot);
    }

    const hand = this.ids.hand;
    hand.replaceChildren();
    const cards = me.hand || [];
    hand.classList.toggle("crowded", cards.length > 9);
    hand.classList.toggle("packed", cards.length > 16);
    hand.classList.toggle("choosing", setup && ui.choosing);
    cards.forEach((code, i) => {
      const button = this.cardButton("hand", i, code, cards);
      const enabled = setup || (playing && me.source === "hand" && legal.playable.has(code));
      this.setEnabled(button, enabled);
      this.setPressed(button, ui, "hand", i, setup || (playing && me.source === "hand"));
      hand.append(button);
    });
    this.shownHand = markArrivals(hand, this.shownHand);
    if (view.revealed && me.source === "revealed") {
      // A joker drawn blind from the surprises: in your hand until you say what it is.
      const button = this.cardButton("revealed", 0, view.revealed);
      button.classList.add("revealed");
      this.setEnabled(button, playing);
      hand.append(button);
    } else if (!cards.length) {
      hand.append(el("p", "hand-empty", t("table.hand_empty")));
    }
  }

  // A card of yours as a button. Identical cards (several decks) are separate buttons,
  // keyed by their copy number so that focus stays on the one clicked.
  cardButton(zone, index, code, all = []) {
    const button = el("button");
    button.type = "button";
    button.dataset.zone = zone;
    button.dataset.index = String(index);
    if (code) {
      drawFace(button, code);
      button.setAttribute("aria-label", cardName(code));
      const copy = all.slice(0, index).filter((c) => c === code).length;
      button.dataset.key = `${zone}:${code}:${copy}`;
    } else {
      drawBack(button);
      button.setAttribute("aria-label", line("card.hidden", { game: this.game, params: { n: index + 1 } }));
      button.dataset.key = `${zone}:${index}`;
    }
    button.addEventListener("click", () => this.handlers.onCard(zone, index));
    button.addEventListener("dblclick", () => this.handlers.onCardPlay(zone, index));
    button.addEventListener("keydown", (event) => {
      if (event.key === "Enter" && !event.repeat && this.handlers.onCardEnter(zone, index)) event.preventDefault();
    });
    return button;
  }

  setEnabled(button, enabled) {
    if (enabled) {
      button.removeAttribute("aria-disabled");
    } else {
      button.setAttribute("aria-disabled", "true");
    }
  }

  setPressed(button, ui, zone, index, toggles) {
    const picked = (ui.selected.zone === zone && ui.selected.indices.has(index))
      || (ui.swapPick && ui.swapPick.zone === zone && ui.swapPick.index === index);
    if (toggles) button.setAttribute("aria-pressed", picked ? "true" : "false");
    button.classList.toggle("selected", Boolean(picked));
  }

  // --- buttons under your cards ----------------------------------------------------------

  renderActions(view, ui) {
    const legal = ui.legal;
    const me = view.seats[view.seat];
    const yours = ui.await === "you";
    const playing = view.phase === "play" && yours;
    const show = (name, visible, enabled = visible) => {
      const button = this.ids["act-" + name];
      button.hidden = !visible;
      button.disabled = !enabled;
    };
    const fromCards = playing && (me.source === "hand" || me.source === "visible" || me.source === "revealed")
      && legal.playable.size > 0;
    show("play", fromCards, fromCards && ui.selectionIsPlay);
    show("take", playing && legal.take);
    show("risk", playing && legal.risk);
    show("ready", view.phase === "setup" && yours && legal.ready);
    show("choose", view.phase === "setup" && yours && ui.choosing, ui.selectionIsChoice);
    show("skip", ui.canSkip);
    show("result", view.over);
    show("hint", yours && !view.over, !ui.hinting);
  }

  // --- the joker chooser ---------------------------------------------------------------------

  // Ask what the jokers stand for: a rank button per rank the legal `moves` declare, and
  // for the black joker whether it is a spade. onPick(move) gets the chosen legal move.
  openChooser({ jokers, reals, moves, onPick }) {
    const ids = this.ids;
    this.chooser = { jokers, reals, moves, onPick };
    const black = jokers.includes("BJ");
    this.sayChooser();
    const spades = moves.some((move) => move.spade);
    ids["joker-spade-row"].hidden = !(black && spades);
    ids["joker-spade"].checked = false;
    const ranks = [];
    for (const move of moves) if (!ranks.includes(move.as)) ranks.push(move.as);
    const box = ids["joker-ranks"];
    box.replaceChildren();
    for (const rank of ranks) {
      const button = el("button", "rank-choice", rankLabel(rank));
      button.type = "button";
      button.dataset.rank = rank;
      button.addEventListener("click", () => this.pick(rank));
      box.append(button);
    }
    this.labelRanks();
    if (!ids.joker.open) ids.joker.showModal();
    box.firstElementChild.focus();
  }

  // The chooser's question, for the jokers and the cards laid with them.
  sayChooser() {
    const { jokers, reals } = this.chooser;
    const jokerWords = jokers.length === 1 ? t("cards.one", { card: cardName(jokers[0]) }) : t("joker.both");
    this.ids["joker-title"].textContent = t("joker.title", { jokers: jokerWords });
    this.ids["joker-help"].textContent = reals.length
      ? t("joker.help_with", { cards: cardsPhrase(reals) })
      : t("joker.help");
  }

  // After a change of language: say again what render() does not draw (the chooser, if open).
  retell() {
    if (this.chooser && this.ids.joker.open) {
      this.sayChooser();
      this.labelRanks();
    }
  }

  // The rank buttons say what the joker becomes: "Q" or "Q♠" as the spade box says.
  labelRanks() {
    const spade = this.ids["joker-spade"].checked && !this.ids["joker-spade-row"].hidden;
    for (const button of this.ids["joker-ranks"].children) {
      const rank = button.dataset.rank;
      button.textContent = declaredLabel(rank, spade);
      button.setAttribute("aria-label", declaredName(rank, spade));
    }
  }

  pick(rank) {
    if (!this.chooser) return;
    const spade = this.ids["joker-spade"].checked && !this.ids["joker-spade-row"].hidden;
    const { moves, onPick } = this.chooser;
    const move = moves.find((m) => m.as === rank && Boolean(m.spade) === spade) || moves.find((m) => m.as === rank);
    this.closeChooser();
    if (move) onPick(move);
  }

  closeDialogs() {
    this.closeChooser();
  }

  // The game is left: nothing of it stays on the shared markup (its listeners went
  // with the session's signal).
  dispose() {
    this.closeDialogs();
    clearTimeout(this.arrowTimer);
    this.clearLog();
    this.setStatus("");
    this.ids.table.querySelector(":scope > svg.turn-back")?.remove();
    for (const id of ["opponents", "hand", "slots"]) this.ids[id].replaceChildren();
  }

  closeChooser() {
    this.chooser = null;
    if (this.ids.joker.open) this.ids.joker.close();
  }

  // --- a spade sends the turn back: an arrow from the player to the one on the right ---------

  showBack(view) {
    const last = this.freshEvent(view, "back", "lastBack");
    if (last) this.drawArrow(last.seat, last.to);
  }

  // The log's newest event of `type` if it came since the last drawing (this[field]
  // remembers the one seen; null there: a new game, nothing to show yet), else null.
  freshEvent(view, type, field) {
    let last = null;
    for (const event of view.log) if (event.type === type) last = event;
    const seen = this[field];
    this[field] = last ? last.n : -1;
    return seen === null || !last || last.n <= seen ? null : last;
  }

  seatBox(seat) {
    if (seat === 0) return this.ids.me;
    return this.ids.opponents.querySelector(`.seat[data-seat="${seat}"]`);
  }

  drawArrow(from, to) {
    const table = this.ids.table;
    const a = this.seatBox(from);
    const b = this.seatBox(to);
    if (!a || !b) return;
    const frame = table.getBoundingClientRect();
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    const x = (r) => r.left + r.width / 2 - frame.left;
    let x1, y1, x2, y2, cx, cy;
    if (ra.top < rb.bottom && rb.top < ra.bottom) {
      // side by side in a row: from the bottom of one to the bottom of the other, dipping
      // into the middle of the table
      [x1, y1] = [x(ra), ra.bottom - frame.top];
      [x2, y2] = [x(rb), rb.bottom - frame.top];
      cx = (x1 + x2) / 2;
      cy = Math.max(y1, y2) + Math.min(70, 24 + Math.abs(x2 - x1) / 4);
    } else {
      // one above the other (you and an opponent, or rows of opponents): facing edges
      // (your wide box: from just below the other seat, not from its middle)
      const down = rb.top > ra.top;
      const near = (r, other) => Math.min(Math.max(x(other), r.left - frame.left + 40), r.right - frame.left - 40);
      [x1, y1] = [ra.width > 2 * rb.width ? near(ra, rb) : x(ra), (down ? ra.bottom : ra.top) - frame.top];
      [x2, y2] = [rb.width > 2 * ra.width ? near(rb, ra) : x(rb), (down ? rb.top : rb.bottom) - frame.top];
      cx = (x1 + x2) / 2 + (x1 === x2 ? 40 : 0);
      cy = (y1 + y2) / 2;
    }
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    let svg = table.querySelector(":scope > svg.turn-back");
    if (!svg) {
      svg = document.createElementNS(SVG, "svg");
      svg.setAttribute("class", "turn-back");
      svg.setAttribute("aria-hidden", "true");
      const defs = document.createElementNS(SVG, "defs");
      const marker = document.createElementNS(SVG, "marker");
      marker.setAttribute("id", "turn-back-head");
      for (const [name, value] of [["viewBox", "0 0 10 10"], ["refX", "7"], ["refY", "5"], ["markerWidth", "5"],
        ["markerHeight", "5"], ["orient", "auto-start-reverse"]]) marker.setAttribute(name, value);
      const head = document.createElementNS(SVG, "path");
      head.setAttribute("d", "M0,0 L10,5 L0,10 z");
      head.setAttribute("class", "head");
      marker.append(head);
      defs.append(marker);
      svg.append(defs);
      table.append(svg);
    }
    for (const old of svg.querySelectorAll("g")) old.remove();
    const group = document.createElementNS(SVG, "g");
    const path = document.createElementNS(SVG, "path");
    path.setAttribute("d", `M${x1.toFixed(1)},${y1.toFixed(1)} Q${cx.toFixed(1)},${cy.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`);
    path.setAttribute("class", "arrow");
    path.setAttribute("marker-end", "url(#turn-back-head)");
    path.setAttribute("pathLength", "100");
    const label = document.createElementNS(SVG, "text");
    label.setAttribute("x", ((mx + cx) / 2).toFixed(1));
    label.setAttribute("y", ((my + cy) / 2 + 5).toFixed(1));
    label.setAttribute("class", "label");
    label.textContent = t("table.back_arrow");
    group.append(path, label);
    svg.append(group);
    clearTimeout(this.arrowTimer);
    this.arrowTimer = setTimeout(() => group.remove(), ARROW_MS);
  }

  setAwait(state) {
    this.ids.table.dataset.await = state;
  }

  // --- status line and log -----------------------------------------------------------------

  setStatus(text, kind = "info") {
    showStatus(this.ids.status, text, kind);
  }

  // Append the new lines (oldest first) and keep the last LOG_LINES: only additions,
  // so a screen reader announces just what happened since.
  addLog(lines) {
    appendLog(this.ids.log, lines, LOG_LINES);
  }

  clearLog() {
    this.ids.log.replaceChildren();
    this.shownPile = null;
    this.lastBurn = null;
    this.lastBack = null;
    this.lastTake = null;
    this.shownHand = null;
    this.ids["pile-area"].removeAttribute("data-flash");
  }
}
