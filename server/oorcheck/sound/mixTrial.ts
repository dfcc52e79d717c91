// The sound of one trial, made on the server so the page never learns the digits: a segment of the
// speech-shaped noise with three digits in it, each at the trial's SNR plus its equalising gain.
// Antiphasic: the digits in opposite phase in the two ears, the noise the same in both; diotic:
// the same sound in both ears.
import type { DinMode, Triplet } from '../../../src/rules/dinTest';
import { NOISE_RMS, type DigitBank } from './digitBank';
import { SAMPLE_RATE } from './spectrum';
import { seeded } from './speechNoise';

const LEAD_S = 0.5;
const GAP_S = 0.3;
const TAIL_S = 0.4;

export interface MixedTrial {
  left: Float32Array;
  right: Float32Array;
  /** Where each digit starts, in samples. */
  digitStarts: number[];
}

export function mixTrial(
  bank: DigitBank,
  digits: Triplet,
  snrDb: number,
  mode: DinMode,
  noiseSeed: number,
): MixedTrial {
  const sounds = digits.map((d) => bank.digits[d]);
  const lead = Math.round(LEAD_S * SAMPLE_RATE);
  const gap = Math.round(GAP_S * SAMPLE_RATE);
  const length =
    lead + sounds.reduce((n, d) => n + d.length, 0) + gap * (sounds.length - 1) + Math.round(TAIL_S * SAMPLE_RATE);
  // A noise segment from a seeded start: the same trial fetched twice sounds exactly the same.
  const start = Math.floor(seeded(noiseSeed)() * bank.noise.length);
  const left = new Float32Array(length);
  for (let i = 0; i < length; i++) left[i] = bank.noise[(start + i) % bank.noise.length];
  const right = left.slice();
  const sign = mode === 'antiphasic' ? -1 : 1;
  const digitStarts: number[] = [];
  let at = lead;
  sounds.forEach((sound, i) => {
    digitStarts.push(at);
    const gain = NOISE_RMS * 10 ** ((snrDb + bank.gainsDb[digits[i]]) / 20); // the digits are stored at RMS 1
    for (let k = 0; k < sound.length; k++) {
      left[at + k] += sound[k] * gain;
      right[at + k] += sign * sound[k] * gain;
    }
    at += sound.length + gap;
  });
  // Never clip: scale everything down together, which keeps the SNR as it is.
  let peak = 0;
  for (let i = 0; i < length; i++) peak = Math.max(peak, Math.abs(left[i]), Math.abs(right[i]));
  const scale = peak > 0.99 ? 0.99 / peak : 1;
  for (let i = 0; i < length && scale !== 1; i++) {
    left[i] *= scale;
    right[i] *= scale;
  }
  return { left, right, digitStarts };
}
