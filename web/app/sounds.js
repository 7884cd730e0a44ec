// @ts-check
// The table's sounds, when switched on in the settings (off by default): a short soft tick
// for a move, two rising notes for your turn. Made in the page with Web Audio, no files.
// Silent while the system asks for reduced motion, while sounds are off (muted), and
// while the tab is hidden.

import { settings } from "./settings.js";

const reduced = matchMedia("(prefers-reduced-motion: reduce)");

/** @type {Record<string, {wave: OscillatorType, notes: number[]}>} the notes' frequencies in Hz, 120 ms apart */
const CUES = {
  move: { wave: "triangle", notes: [330] },
  turn: { wave: "sine", notes: [523, 784] },
};
const NOTE_S = 0.14;
const LOUDNESS = 0.12;

/** @type {AudioContext | null} made on the first sound (a browser lets it play once the page has been used) */
let audio = null;

/** @param {"move" | "turn"} kind */
export function cue(kind) {
  if (!settings.sound || reduced.matches || document.hidden) return;
  audio ??= new AudioContext();
  if (audio.state === "suspended") audio.resume().catch(() => {}); // still waiting for the person to use the page
  const { wave, notes } = CUES[kind];
  notes.forEach((frequency, n) => {
    const context = /** @type {AudioContext} */ (audio);
    const start = context.currentTime + n * 0.12;
    const tone = context.createOscillator();
    const volume = context.createGain();
    tone.type = wave;
    tone.frequency.value = frequency;
    volume.gain.setValueAtTime(0.0001, start);
    volume.gain.exponentialRampToValueAtTime(LOUDNESS, start + 0.01);
    volume.gain.exponentialRampToValueAtTime(0.0001, start + NOTE_S);
    tone.connect(volume).connect(context.destination);
    tone.start(start);
    tone.stop(start + NOTE_S);
  });
}
