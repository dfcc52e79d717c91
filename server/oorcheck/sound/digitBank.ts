// The sound material of the built-in test, prepared once per server: the ten digit recordings, their
// equalising gains (equalise.ts) and the masking noise with their long-term average spectrum
// (speechNoise.ts). Read from OORCHECK_DIGITS_DIR (default content/oorcheck/digits).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { EQUALISE_AT_DB, equalisingGains, unitBandLevels } from './equalise';
import { ltassNoise } from './speechNoise';
import { powerSpectrum, rms } from './spectrum';
import { parseWav } from './wav';

/** RMS of the noise: about −26 dBFS, leaving head room for speech up to +10 dB SNR. */
export const NOISE_RMS = 0.05;

export interface DigitBank {
  /** The recordings, each scaled to RMS 1. */
  digits: Float32Array[];
  /** Level of each digit in dB relative to RMS-equal, for equal predicted intelligibility. */
  gainsDb: number[];
  /** Third-octave band levels (unit power) of each digit and of the noise, for the checks and the docs. */
  digitBands: number[][];
  noiseBands: number[];
  /** Long speech-shaped noise at NOISE_RMS; trials take segments of it. */
  noise: Float32Array;
}

const unit = (samples: Float32Array): Float32Array => {
  const level = rms(samples) || 1;
  return samples.map((v) => v / level);
};

export function buildDigitBank(recordings: Float32Array[]): DigitBank {
  const raw = recordings.map(unit);
  const digitBands = raw.map((d) => unitBandLevels(powerSpectrum([d])));
  // The noise follows the LTASS of the digits as the test plays them: the long-term spectrum of all
  // ten recordings (each equally often, so each weighs by its duration) at the gains they are played with. Gains and spectrum depend on each
  // other; a few rounds settle them (the last round moves the gains by less than 0.01 dB).
  const ltass = (gains: number[]) => powerSpectrum(raw.map((d, i) => d.map((v) => v * 10 ** (gains[i] / 20))));
  let gainsDb = raw.map(() => 0);
  for (let round = 0; round < 6; round++)
    gainsDb = equalisingGains(digitBands, unitBandLevels(ltass(gainsDb)), EQUALISE_AT_DB);
  const psd = ltass(gainsDb);
  return { digits: raw, gainsDb, digitBands, noiseBands: unitBandLevels(psd), noise: ltassNoise(psd, NOISE_RMS) };
}

const banks = new Map<string, DigitBank>();

export function loadDigitBank(dir: string): DigitBank {
  let bank = banks.get(dir);
  if (!bank) {
    const recordings = Array.from({ length: 10 }, (_, d) => parseWav(readFileSync(path.join(dir, `${d}.wav`))));
    bank = buildDigitBank(recordings);
    banks.set(dir, bank);
  }
  return bank;
}
