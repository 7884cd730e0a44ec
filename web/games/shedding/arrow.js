// @ts-check
// Belgia's spade sends the turn back: for a moment an arrow runs over the table from the
// seat that played it to the seat that plays again.

import { t } from "../../text.js";

const SVG = "http://www.w3.org/2000/svg";
const ARROW_MS = 1600; // how long the arrow stays

/** @param {string} tag @param {Record<string, string>} [attributes] */
function svgElement(tag, attributes = {}) {
  const element = document.createElementNS(SVG, tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

// The drawing layer over the table, made the first time an arrow is drawn.
/** @param {HTMLElement} table */
function layer(table) {
  const found = table.querySelector(":scope > svg.turn-back");
  if (found) return found;
  const svg = svgElement("svg", { class: "turn-back", "aria-hidden": "true" });
  const defs = svgElement("defs");
  const marker = svgElement("marker", {
    id: "turn-back-head",
    viewBox: "0 0 10 10",
    refX: "7",
    refY: "5",
    markerWidth: "5",
    markerHeight: "5",
    orient: "auto-start-reverse",
  });
  marker.append(svgElement("path", { d: "M0,0 L10,5 L0,10 z", class: "head" }));
  defs.append(marker);
  svg.append(defs);
  table.append(svg);
  return svg;
}

export class TurnBackArrow {
  /** @param {HTMLElement} table  the table the arrow is drawn over (positioned) */
  constructor(table) {
    this.table = table;
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    this.timer = undefined;
  }

  /** @param {HTMLElement} a  the seat that played the spade @param {HTMLElement} b  the one that plays again */
  draw(a, b) {
    const frame = this.table.getBoundingClientRect();
    const ra = a.getBoundingClientRect();
    const rb = b.getBoundingClientRect();
    /** @param {DOMRect} r */
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
      /** @param {DOMRect} r @param {DOMRect} other */
      const near = (r, other) => Math.min(Math.max(x(other), r.left - frame.left + 40), r.right - frame.left - 40);
      [x1, y1] = [ra.width > 2 * rb.width ? near(ra, rb) : x(ra), (down ? ra.bottom : ra.top) - frame.top];
      [x2, y2] = [rb.width > 2 * ra.width ? near(rb, ra) : x(rb), (down ? rb.top : rb.bottom) - frame.top];
      cx = (x1 + x2) / 2 + (x1 === x2 ? 40 : 0);
      cy = (y1 + y2) / 2;
    }
    const mx = (x1 + x2) / 2;
    const my = (y1 + y2) / 2;
    const svg = layer(this.table);
    for (const old of svg.querySelectorAll("g")) old.remove();
    const group = svgElement("g");
    const path = svgElement("path", {
      d: `M${x1.toFixed(1)},${y1.toFixed(1)} Q${cx.toFixed(1)},${cy.toFixed(1)} ${x2.toFixed(1)},${y2.toFixed(1)}`,
      class: "arrow",
      "marker-end": "url(#turn-back-head)",
      pathLength: "100",
    });
    const label = svgElement("text", {
      x: ((mx + cx) / 2).toFixed(1),
      y: ((my + cy) / 2 + 5).toFixed(1),
      class: "label",
    });
    label.textContent = t("table.back_arrow");
    group.append(path, label);
    svg.append(group);
    clearTimeout(this.timer);
    this.timer = setTimeout(() => group.remove(), ARROW_MS);
  }

  dispose() {
    clearTimeout(this.timer);
    this.table.querySelector(":scope > svg.turn-back")?.remove();
  }
}
