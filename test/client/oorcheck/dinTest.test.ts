// The digits-in-noise procedure and the trial mix: staircase steps, SRT, cut-off, and that the
// mixed sound really has the SNR it was asked for.
import { readFileSync } from 'node:fs';
import { isCorrect, isFinished, nextSnr, randomTriplet, scoreRun, SRT_CUTOFF_DB, type Trial } from '../../../src/features/oorcheck/dinTest';
import { mixTrial, NOISE_RMS, rms } from '../../../src/features/oorcheck/page/mixTrial';
import { parseWav } from '../../../src/features/oorcheck/page/wav';

const run = (hears: (snr: number) => boolean): Trial[] => {
  const trials: Trial[] = [];
  while (!isFinished(trials)) {
    const snr = nextSnr(trials);
    trials.push({ digits: [1, 2, 3], snr, response: hears(snr) ? '1 2 3' : '' });
  }
  return trials;
};

it('scores a triplet only when all three digits are right, in order', () => {
  expect(isCorrect([4, 0, 7], '407')).toBe(true);
  expect(isCorrect([4, 0, 7], '4 0 7')).toBe(true);
  expect(isCorrect([4, 0, 7], '470')).toBe(false);
  expect(isCorrect([4, 0, 7], '40')).toBe(false);
});

it('goes 2 dB down after a correct triplet and 2 dB up after a wrong one; the first is repeated easier until heard', () => {
  const t = (snr: number, ok: boolean): Trial => ({ digits: [1, 2, 3], snr, response: ok ? '123' : '' });
  expect(nextSnr([])).toBe(0);
  expect(nextSnr([t(0, false)])).toBe(2); // repeat of the first, easier
  expect(nextSnr([t(0, false), t(2, true)])).toBe(0);
  expect(nextSnr([t(0, false), t(2, true), t(0, false)])).toBe(2);
  expect(isFinished(run(() => true))).toBe(true);
  expect(run(() => true)).toHaveLength(24);
  expect(run((snr) => snr > 1)).toHaveLength(25); // one repeat of the first triplet
});

it('puts the SRT near the listener threshold and applies the cut-off', () => {
  const good = scoreRun(run((snr) => snr > -8))!;
  expect(Math.abs(good.srt + 8)).toBeLessThanOrEqual(1.5);
  expect(good.result).toBe('good');
  const poor = scoreRun(run((snr) => snr > -2))!;
  expect(poor.srt).toBeGreaterThan(SRT_CUTOFF_DB);
  expect(poor.result).toBe('bad');
  const tampered = run((snr) => snr > -8).map((trial, i) => (i === 3 ? { ...trial, snr: -20 } : trial));
  expect(scoreRun(tampered)).toBeNull();
  expect(scoreRun(run(() => true).slice(0, 12))).toBeNull();
});

it('draws triplets of digits 0–9 without the same digit twice in a row', () => {
  for (let i = 0; i < 200; i++) {
    const [a, b, c] = randomTriplet();
    expect([a, b, c].every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    expect(a !== b && b !== c).toBe(true);
  }
});

it('mixes digits into noise at the requested SNR without clipping', () => {
  const tone = (n: number) => Float32Array.from({ length: 4000 }, (_, i) => 0.3 * Math.sin((2 * Math.PI * 440 * i) / 16000) * (n + 1));
  for (const snr of [-10, -4, 0, 6]) {
    const { samples, digitStarts } = mixTrial([tone(0), tone(1), tone(2)], snr, () => 0.5); // silent "noise": speech only
    const speech = samples.subarray(digitStarts[1], digitStarts[1] + 4000);
    expect(20 * Math.log10(rms(speech) / NOISE_RMS)).toBeCloseTo(snr, 1);
  }
  const loud = mixTrial([tone(0), tone(0), tone(0)], 10);
  expect(Math.max(...loud.samples.map(Math.abs))).toBeLessThanOrEqual(0.99);
});

it('reads the shipped 16 kHz mono WAV recordings', () => {
  for (let d = 0; d <= 9; d++) {
    const bytes = readFileSync(`${__dirname}/../../../public/oorcheck/digits/${d}.wav`);
    const samples = parseWav(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
    expect(samples.length / 16000).toBeGreaterThan(0.2);
    expect(samples.length / 16000).toBeLessThan(1);
    expect(rms(samples)).toBeGreaterThan(0.02);
  }
});
