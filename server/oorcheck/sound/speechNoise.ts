// Masking noise with the long-term average spectrum (LTASS) of the digit recordings, as in the DIN
// test: the magnitude of every frequency follows the digits' mean power spectrum, the phases are
// random, and one inverse FFT gives a long stationary noise that each trial takes a segment from.
import { fft } from './fft';
import { FRAME, SAMPLE_RATE } from './spectrum';

/** 2^17 samples: 8.2 s at 16 kHz, longer than any trial. */
export const NOISE_LENGTH = 2 ** 17;

/** A small seeded generator (mulberry32): the noise is the same on every start of the server. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noise of NOISE_LENGTH samples whose spectrum follows `psd` (FRAME/2 + 1 bins), scaled to `targetRms`. */
export function ltassNoise(psd: Float64Array, targetRms: number, random: () => number = seeded(22)): Float32Array {
  const n = NOISE_LENGTH;
  const re = new Float64Array(n);
  const im = new Float64Array(n);
  const binHz = SAMPLE_RATE / FRAME;
  for (let k = 1; k < n / 2; k++) {
    // Linear interpolation of the Welch spectrum onto the fine grid.
    const at = (k * SAMPLE_RATE) / n / binHz;
    const i = Math.min(Math.floor(at), psd.length - 2);
    const power = psd[i] + (psd[i + 1] - psd[i]) * (at - i);
    const magnitude = Math.sqrt(Math.max(power, 0));
    const phase = 2 * Math.PI * random();
    re[k] = magnitude * Math.cos(phase);
    im[k] = magnitude * Math.sin(phase);
    re[n - k] = re[k];
    im[n - k] = -im[k];
  }
  fft(re, im, true);
  let sum = 0;
  for (let i = 0; i < n; i++) sum += re[i] * re[i];
  const scale = targetRms / Math.sqrt(sum / n || 1);
  return Float32Array.from(re, (v) => v * scale);
}
