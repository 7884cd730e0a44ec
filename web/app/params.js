// @ts-check
// The page's URL parameters. game=idiot, seats=2..5, level=simple, people=N skip the menu
// once (a link to a game; people=2: seats 1 and 2 are people at this device, the rest the
// computer's); seed=N fixes the deal (tests); delay=ms paces the computer players, over the
// pace chosen in the settings; lang=pl picks the language; embed=1 and host=origin: the
// page is embedded in a site.

export const params = new URLSearchParams(location.search);

const MAX_SEED = 2 ** 53 - 1;

/** A whole number parameter within [low, high], else null. @param {string} name @param {number} low @param {number} high */
export function intParam(name, low, high) {
  const text = params.get(name);
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text);
  return Number.isSafeInteger(value) && value >= low && value <= high ? value : null;
}

export const fixedDelay = intParam("delay", 0, 60_000);
let fixedSeed = intParam("seed", 0, MAX_SEED);

function randomSeed() {
  const [high, low] = crypto.getRandomValues(new Uint32Array(2));
  return (high & 0x1fffff) * 2 ** 32 + low; // 53 random bits: 0 .. 2^53-1
}

export function nextSeed() {
  if (fixedSeed === null) return randomSeed();
  const seed = fixedSeed;
  fixedSeed = (fixedSeed + 1) % (MAX_SEED + 1); // "Play again" with ?seed= stays repeatable
  return seed;
}

const LINK = ["game", "seats", "level", "people"];
export const DEAL = "deal"; // deal=CODE: a shared deal (app/deals.js)

// people=N: the seats 0 .. N-1 (none for 0, which the table refuses), or null without it.
// A number beyond the seats is kept, for the table to refuse saying so.
/** @returns {number[] | null} */
export function peopleParam() {
  const n = intParam("people", 0, 99);
  return n === null ? null : Array.from({ length: n }, (_, seat) => seat);
}

// Whether the URL links to a game (game=, seats=, level= or people=).
export function linksToGame() {
  return LINK.some((name) => params.has(name));
}

// The link is followed (or left for the menu): its game=, seats=, level=, people= and deal=
// are dropped, so that a reload resumes the game, or shows the menu.
export function forgetLink() {
  const url = new URL(location.href);
  for (const name of [...LINK, DEAL]) url.searchParams.delete(name);
  if (url.href !== location.href) history.replaceState(null, "", url.href);
}
