// @ts-check
// The page's elements by id, typed: the markup (index.html) is the page's, so a missing
// id is a bug to hear of at once, not a null to carry around.

/** @param {string} id @returns {HTMLElement} */
export function $(id) {
  const found = document.getElementById(id);
  if (!found) throw new Error(`the page has no #${id}`);
  return found;
}

/** @param {string} id */
export function inputOf(id) {
  return /** @type {HTMLInputElement} */ ($(id));
}

/** @param {string} id */
export function selectOf(id) {
  return /** @type {HTMLSelectElement} */ ($(id));
}

/** @param {string} id */
export function dialogOf(id) {
  return /** @type {HTMLDialogElement} */ ($(id));
}

/** @param {string} id */
export function buttonOf(id) {
  return /** @type {HTMLButtonElement} */ ($(id));
}
