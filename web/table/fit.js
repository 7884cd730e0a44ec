// @ts-check
// The table fits the screen: the cards (yours, the pile, the others') and the gaps between
// them scale together, by the table's --fit (style.css: every card size is its base size
// times --fit), to the largest size at which your area ends inside the window, so that
// the pile, your cards and your buttons are on screen without scrolling. The page may
// still scroll below your area (on a phone: the log and the rules). The fit is measured
// only when the table or one of its parts changes size (a new window size, a hand that
// takes one more row), never on a redraw that changes nothing.

const LOWEST = 0.5; // your cards no narrower than 27 px on a phone (54 px at full size): still a touch target
const STEPS = 6; // halvings between LOWEST and 1: within 1% of the best fit

export class Fit {
  /**
   * @param {HTMLElement} root  the table (#table): its --fit
   * @param {HTMLElement[]} parts  what changes size with the game: the seats, your area
   * @param {HTMLElement} me  your area, which must end inside the window
   * @param {AbortSignal} signal  the table's: the observer ends with it
   */
  constructor(root, parts, me, signal) {
    this.root = root;
    this.me = me;
    this.scale = 1;
    /** @type {string} the sizes the last fit left, so that its own change does not fit again */
    this.left = "";
    this.observer = new ResizeObserver(() => this.fit());
    for (const part of [root, ...parts]) this.observer.observe(part);
    signal.addEventListener("abort", () => this.observer.disconnect(), { once: true });
  }

  /** @returns {string} the window's and the observed parts' sizes */
  sizes() {
    const me = this.me.getBoundingClientRect();
    const root = this.root.getBoundingClientRect();
    return [innerWidth, innerHeight, root.width, root.height, me.width, me.height].map(Math.round).join(",");
  }

  // How far your area runs past the bottom of the window (px, 0 or less: it fits), at the
  // page's top: the table's padding, border and margin below your area count too, unless
  // more of the table (the log, on a phone) follows it.
  /** @param {number} scale */
  overflow(scale) {
    this.root.style.setProperty("--fit", String(scale)); // a number, not markup: CSP allows the CSSOM
    const me = this.me.getBoundingClientRect();
    const root = this.root.getBoundingClientRect();
    const style = getComputedStyle(this.root);
    const last = root.bottom - me.bottom < 40; // your area is the table's last row
    const below = last ? root.bottom - me.bottom + parseFloat(style.marginBottom) : 4;
    return me.bottom + scrollY + below - document.documentElement.clientHeight;
  }

  // Measured again though nothing it observes changed size (the table moved: a bar above it came or went).
  again() {
    this.left = "";
    this.fit();
  }

  // The largest scale (at most 1, at least LOWEST) at which your area fits, by halving.
  fit() {
    if (!this.me.isConnected || this.root.hidden || !this.me.getClientRects().length) return; // behind the privacy screen
    if (this.sizes() === this.left) return;
    let low = LOWEST;
    let high = 1;
    if (this.overflow(high) <= 0.5) low = high;
    else if (this.overflow(low) > 0.5) high = low;
    for (let step = 0; step < STEPS && high - low > 0.005; step++) {
      const middle = (low + high) / 2;
      if (this.overflow(middle) <= 0.5) low = middle;
      else high = middle;
    }
    this.scale = Math.round(low * 1000) / 1000;
    this.root.style.setProperty("--fit", String(this.scale));
    this.left = this.sizes();
  }
}
