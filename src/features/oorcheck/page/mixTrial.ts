// Builds the sound of one trial as plain samples: steady noise with three digits in it at a given
// signal-to-noise ratio. Pure arithmetic on Float32Arrays (no Web Audio), so the SNR can be checked
// in a unit test, and the same mix plays the same on every browser.
export const SAMPLE_RATE = 16_000;
/** RMS of the noise: about −26 dBFS, leaving head room for speech up to +10 dB SNR. */
export const NOISE_RMS = 0.05;
const LEAD_S = 0.5;
const GAP_S = 0.3;
const TAIL_S = 0.4;

export function rms(samples: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < samples.length; i++) sum += samples[i] * samples[i];
  return samples.length === 0 ? 0 : Math.sqrt(sum / samples.length);
}

/**
 * Speech-shaped noise: white noise through a gentle low-pass (about 6 dB per octave above
 * ~500 Hz), close to the long-term spectrum of speech, scaled to NOISE_RMS.
 */
export function speechShapedNoise(length: number, random: () => number = Math.random): Float32Array {
  const out = new Float32Array(length);
  const a = Math.exp((-2 * Math.PI * 500) / SAMPLE_RATE);
  let y = 0;
  for (let i = 0; i < length; i++) {
    y = (1 - a) * (random() * 2 - 1) + a * y;
    out[i] = y;
  }
  const scale = NOISE_RMS / (rms(out) || 1);
  for (let i = 0; i < length; i++) out[i] *= scale;
  return out;
}

export interface MixedTrial {
  samples: Float32Array;
  /** Where each digit starts, in samples. */
  digitStarts: number[];
}

/** Noise with the three digits, each scaled so that its RMS is NOISE_RMS · 10^(snr/20). */
export function mixTrial(digits: Float32Array[], snrDb: number, random: () => number = Math.random): MixedTrial {
  const lead = Math.round(LEAD_S * SAMPLE_RATE);
  const gap = Math.round(GAP_S * SAMPLE_RATE);
  const tail = Math.round(TAIL_S * SAMPLE_RATE);
  const length = lead + digits.reduce((n, d) => n + d.length, 0) + gap * (digits.length - 1) + tail;
  const samples = speechShapedNoise(length, random);
  const target = NOISE_RMS * 10 ** (snrDb / 20);
  const digitStarts: number[] = [];
  let at = lead;
  for (const digit of digits) {
    digitStarts.push(at);
    const gain = target / (rms(digit) || 1);
    for (let i = 0; i < digit.length; i++) samples[at + i] += digit[i] * gain;
    at += digit.length + gap;
  }
  // Never clip: scale everything down together, which keeps the SNR as it is.
  let peak = 0;
  for (let i = 0; i < samples.length; i++) peak = Math.max(peak, Math.abs(samples[i]));
  if (peak > 0.99) for (let i = 0; i < samples.length; i++) samples[i] *= 0.99 / peak;
  return { samples, digitStarts };
}
