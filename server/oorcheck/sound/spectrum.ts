// Long-term spectra and third-octave band levels: what the noise is shaped after, what the noise
// test compares, and what the digit equalisation (equalise.ts) weighs band by band.
import { fft } from './fft';

export const SAMPLE_RATE = 16_000;
export const FRAME = 512;

/**
 * ANSI S3.5-1997 (SII), Table 3, one-third-octave procedure: band centre frequencies and the band
 * importance function for average speech. The 8 kHz band lies above our Nyquist frequency
 * (16 kHz sampling), so it is left out and the other weights are scaled to sum to 1.
 */
const SII_BANDS: Array<[number, number]> = [
  [160, 0.0083],
  [200, 0.0095],
  [250, 0.015],
  [315, 0.0289],
  [400, 0.044],
  [500, 0.0578],
  [630, 0.0653],
  [800, 0.0711],
  [1000, 0.0818],
  [1250, 0.0844],
  [1600, 0.0882],
  [2000, 0.0898],
  [2500, 0.0868],
  [3150, 0.0844],
  [4000, 0.0771],
  [5000, 0.0527],
  [6300, 0.0364],
];
export const BAND_CENTRES = SII_BANDS.map(([f]) => f);
const importanceSum = SII_BANDS.reduce((sum, [, w]) => sum + w, 0);
export const BAND_IMPORTANCE = SII_BANDS.map(([, w]) => w / importanceSum);

/** Mean power per FFT bin (0 … FRAME/2) over Hann-windowed frames with 50 % overlap (Welch). */
export function powerSpectrum(signals: readonly Float32Array[]): Float64Array {
  const psd = new Float64Array(FRAME / 2 + 1);
  const window = Float64Array.from({ length: FRAME }, (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / FRAME));
  let frames = 0;
  const re = new Float64Array(FRAME);
  const im = new Float64Array(FRAME);
  for (const signal of signals) {
    for (let start = 0; start + FRAME <= signal.length; start += FRAME / 2) {
      re.fill(0);
      im.fill(0);
      for (let i = 0; i < FRAME; i++) re[i] = signal[start + i] * window[i];
      fft(re, im);
      for (let k = 0; k <= FRAME / 2; k++) psd[k] += re[k] * re[k] + im[k] * im[k];
      frames += 1;
    }
  }
  if (frames > 0) for (let k = 0; k < psd.length; k++) psd[k] /= frames;
  return psd;
}

/** Level (dB, arbitrary reference) of each third-octave band of BAND_CENTRES in a power spectrum. */
export function bandLevels(psd: Float64Array, rate = SAMPLE_RATE): number[] {
  const binHz = rate / ((psd.length - 1) * 2);
  return BAND_CENTRES.map((centre) => {
    const lo = centre * 2 ** (-1 / 6);
    const hi = centre * 2 ** (1 / 6);
    let power = 0;
    for (let k = 0; k < psd.length; k++) {
      const f = k * binHz;
      if (f >= lo && f < hi) power += psd[k];
    }
    return 10 * Math.log10(power || 1e-30);
  });
}

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}
