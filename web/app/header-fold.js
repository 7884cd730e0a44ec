// @ts-check
// The header's tools fold behind "More" whenever they would take a second row. How wide
// they are depends on the language (Portuguese's labels are longer than English's) and on
// the reader's font size as much as on the window, so the fold is measured, not set at a
// width: a second row of header would push the table's bottom out of the window.

/** The header's row of items, and the tools' own (they may wrap inside their box): the
 * notices take rows of their own, by design. */
const ROW_ITEMS = ":scope > :not(.notice), :scope > .tools > *";

/** @param {HTMLElement} bar */
function wraps(bar) {
  const boxes = [...bar.querySelectorAll(ROW_ITEMS)]
    .filter((item) => item.getClientRects().length > 0) // shown (Safari before 17.4 has no checkVisibility)
    .map((item) => item.getBoundingClientRect());
  // Items of one row overlap in height (they are centred on it); an item that starts below
  // the bottom of another is on a later row.
  const firstBottom = Math.min(...boxes.map((box) => box.bottom));
  return boxes.some((box) => box.top >= firstBottom);
}

/** @param {HTMLElement} bar @param {HTMLElement} more the "More" button */
function fit(bar, more) {
  bar.removeAttribute("data-fold");
  const fold = wraps(bar);
  bar.toggleAttribute("data-fold", fold);
  if (!fold) {
    more.setAttribute("aria-expanded", "false");
    bar.removeAttribute("data-more");
  }
}

/**
 * Keep the header in one row for the life of the page: measured now, again when its size
 * changes (the window) and when its items change (a language, a button shown or hidden).
 * Each measure waits for the next frame, so that folding, which resizes the header, never
 * runs inside the observer it would wake.
 * @param {HTMLElement} bar @param {HTMLElement} more
 */
export function foldToolsWhenCrowded(bar, more) {
  let queued = 0;
  const later = () => {
    if (!queued)
      queued = requestAnimationFrame(() => {
        queued = 0;
        fit(bar, more);
      });
  };
  new ResizeObserver(later).observe(bar);
  new MutationObserver(later).observe(bar, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ["hidden"],
  });
  fit(bar, more);
}
