/**
 * Synthesises the coin sound (docs/design.md, "Sound") and writes it as a WAV file with Node only.
 *
 *   npm run assets -- coin-sound [--force]
 *
 * Two square-wave notes, the second a perfect fourth higher: B5 (≈ 988 Hz) for 80 ms, then E6
 * (≈ 1319 Hz) for 250 ms with an exponential decay. Short attack and release ramps avoid clicks.
 * The square waves are band-limited (odd harmonics below Nyquist only) so they do not alias at
 * 22 050 Hz. Peak is normalised to -12 dBFS. Mono, 22 050 Hz, 16-bit PCM: about 14.6 KB.
 * Deterministic: no randomness, no dates.
 */
import { describe, writeAsset } from "./write-asset.mjs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const SAMPLE_RATE = 22050;
const PEAK_DBFS = -12;

/** @typedef {{ freq: number, duration: number, attack: number, release: number, tau: number }} Note */

/** @type {Note[]} */
const NOTES = [
  // frequency (Hz), duration (s), attack (s), release (s), decay time constant (s; Infinity = flat)
  { freq: 987.77, duration: 0.08, attack: 0.003, release: 0.004, tau: Infinity }, // B5
  { freq: 1318.51, duration: 0.25, attack: 0.002, release: 0.02, tau: 0.09 }, // E6, a fourth above
];

/**
 * Band-limited square wave at time t: Fourier series of odd harmonics up to 90% of Nyquist.
 * @param {number} freq Hz
 * @param {number} t seconds
 */
function square(freq, t) {
  const limit = (SAMPLE_RATE / 2) * 0.9;
  let v = 0;
  for (let k = 1; k * freq < limit; k += 2) v += Math.sin(2 * Math.PI * k * freq * t) / k;
  return (4 / Math.PI) * v;
}

/**
 * The note's gain at `t` seconds from its start: attack ramp, decay, release ramp.
 * @param {number} t
 * @param {Note} note
 */
function envelope(t, { duration, attack, release, tau }) {
  let g = Number.isFinite(tau) ? Math.exp(-t / tau) : 1;
  if (t < attack) g *= t / attack;
  const left = duration - t;
  if (left < release) g *= Math.max(0, left / release);
  return g;
}

function synthesize() {
  const samples = [];
  for (const note of NOTES) {
    const count = Math.round(note.duration * SAMPLE_RATE);
    for (let i = 0; i < count; i++) {
      const t = i / SAMPLE_RATE;
      samples.push(square(note.freq, t) * envelope(t, note));
    }
  }
  const peak = samples.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  const target = 10 ** (PEAK_DBFS / 20);
  return Float64Array.from(samples, (v) => (v / peak) * target);
}

/**
 * A mono 16-bit PCM WAV file of `samples` (in [-1, 1]).
 * @param {Float64Array} samples
 * @param {number} [sampleRate]
 */
function encodeWav(samples, sampleRate = SAMPLE_RATE) {
  const dataBytes = samples.length * 2;
  const buf = Buffer.alloc(44 + dataBytes);
  buf.write("RIFF", 0, "ascii");
  buf.writeUInt32LE(36 + dataBytes, 4);
  buf.write("WAVE", 8, "ascii");
  buf.write("fmt ", 12, "ascii");
  buf.writeUInt32LE(16, 16); // fmt chunk size
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(sampleRate, 24);
  buf.writeUInt32LE(sampleRate * 2, 28); // byte rate
  buf.writeUInt16LE(2, 32); // block align
  buf.writeUInt16LE(16, 34); // bits per sample
  buf.write("data", 36, "ascii");
  buf.writeUInt32LE(dataBytes, 40);
  samples.forEach((v, i) => buf.writeInt16LE(Math.max(-32768, Math.min(32767, Math.round(v * 32767))), 44 + i * 2));
  return buf;
}

/** @type {import("./write-asset.mjs").Generator} */
export async function main({ force = false } = {}) {
  const result = await writeAsset(path.join(ROOT, "static", "sounds", "coin.wav"), () => encodeWav(synthesize()), { force });
  console.log(describe("coin-sound", result));
  return [result];
}
