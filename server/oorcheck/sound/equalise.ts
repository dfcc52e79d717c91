// Digit levels for equal predicted intelligibility. Each digit gets a gain so that, at a reference
// SNR near the normal-hearing threshold, its Speech Intelligibility Index (ANSI S3.5-1997, one-third
// octave bands, band importance of average speech) equals the mean SII of the ten digits at equal
// RMS. The SII here is the standard's core: band audibility (band SNR + 15 dB) / 30, clipped to
// 0…1, weighted by band importance, with the noise as the only disturbance (normal hearing, no
// spread of masking or level distortion: the playback level is unknown anyway). docs/oorcheck.md
// says why this is a prediction and how the residual spread is measured.
import { BAND_IMPORTANCE, bandLevels } from './spectrum';

/** Reference SNR (dB, digit RMS re noise RMS) for the equalisation: about the diotic DIN threshold. */
export const EQUALISE_AT_DB = -7;

/** Band levels in dB of a power spectrum normalised to unit total power (i.e. at RMS 1). */
export function unitBandLevels(psd: Float64Array): number[] {
  const total = psd.reduce((sum, p) => sum + p, 0) || 1;
  return bandLevels(psd.map((p) => p / total));
}

/** SII of speech with these unit band levels at `snrDb` in noise with these unit band levels. */
export function sii(speech: readonly number[], noise: readonly number[], snrDb: number): number {
  let index = 0;
  for (let i = 0; i < BAND_IMPORTANCE.length; i++) {
    const audibility = (speech[i] + snrDb - noise[i] + 15) / 30;
    index += BAND_IMPORTANCE[i] * Math.min(1, Math.max(0, audibility));
  }
  return index;
}

/** The SNR at which speech reaches `target` SII (bisection; SII rises with the SNR). */
export function snrForSii(speech: readonly number[], noise: readonly number[], target: number): number {
  let lo = -60;
  let hi = 60;
  for (let i = 0; i < 60; i++) {
    const mid = (lo + hi) / 2;
    if (sii(speech, noise, mid) < target) lo = mid;
    else hi = mid;
  }
  return (lo + hi) / 2;
}

/** Gain in dB per digit (added to its RMS-equal level) for equal SII at EQUALISE_AT_DB. */
export function equalisingGains(digits: readonly number[][], noise: readonly number[], at = EQUALISE_AT_DB): number[] {
  const target = digits.reduce((sum, d) => sum + sii(d, noise, at), 0) / digits.length;
  return digits.map((d) => snrForSii(d, noise, target) - at);
}

/**
 * For the SII the average digit reaches at nominal `snr` (with the given gains), how many dB more
 * (or less) than that each digit needs: the digits' predicted intelligibility offsets.
 */
export function digitOffsets(
  digits: readonly number[][],
  noise: readonly number[],
  gains: readonly number[],
  snr: number,
): number[] {
  const target = digits.reduce((sum, d, i) => sum + sii(d, noise, snr + gains[i]), 0) / digits.length;
  return digits.map((d, i) => snrForSii(d, noise, target) - gains[i] - snr);
}

/**
 * Residual spread: for targets reached by the average digit at each of `snrs`, the range (max − min,
 * dB) over the digits of the SNR each needs for it, with the given gains. Zero at the reference
 * SNR by construction; elsewhere it shows how far one set of gains holds across the staircase.
 */
export function residualSpread(
  digits: readonly number[][],
  noise: readonly number[],
  gains: readonly number[],
  snrs: readonly number[],
): Array<{ snr: number; spread: number }> {
  return snrs.map((snr) => {
    const offsets = digitOffsets(digits, noise, gains, snr);
    return { snr, spread: Math.max(...offsets) - Math.min(...offsets) };
  });
}
