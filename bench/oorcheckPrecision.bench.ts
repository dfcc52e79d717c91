// Precision of the built-in hearing test (issue 22): a simulated listener, a logistic psychometric
// function of the triplet score with a given SRT, slope (at the midpoint, %/dB) and lapse rate, is
// run through the very code the server runs (beginRun/answerRun of src/features/oorcheck/dinRun.ts)
// thousands of times with fixed seeds. Per mode and slope: the bias of the measured SRT, its SD,
// and the test–retest SD (SD of the difference of two runs of the same listener, divided by √2).
// A second table uses a digit-level listener whose digits differ in difficulty as the SII predicts
// for our recordings, at equal RMS and after equalisation: what the equalisation buys.
// OORCHECK_BENCH_RUNS sets the number of test–retest pairs per row (default 4000).
import { answerRun, beginRun } from '../src/rules/dinRun';
import type { DinMode } from '../src/rules/dinTest';
import path from 'node:path';
import { loadDigitBank } from '../server/oorcheck/sound/digitBank';
import { digitOffsets } from '../server/oorcheck/sound/equalise';
import { seeded } from '../server/oorcheck/sound/speechNoise';
import { envNumber, report, round } from './support/report';

const PAIRS = envNumber('OORCHECK_BENCH_RUNS', 4000);
/** A typical young normal-hearing SRT in each mode (docs/oorcheck.md); the cut-off does not matter here. */
const TRUE_SRT: Record<DinMode, number> = { diotic: -7, antiphasic: -13 };

/** P(a triplet is heard) for a listener; `digits` for listeners that tell the digits apart. */
type Listener = (snr: number, digits: readonly number[]) => number;

function simulatedSrt(mode: DinMode, listener: Listener, random: () => number): number {
  const randomInt = (n: number) => Math.floor(random() * n);
  let run = beginRun(mode, randomInt);
  for (;;) {
    const { snr, digits } = run.current!;
    const response = random() < listener(snr, digits) ? digits.join('') : digits.map((d) => (d + 1) % 10).join('');
    const step = answerRun(run, response, randomInt, 0);
    if (step.outcome) return step.outcome.srt;
    run = step.run;
  }
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
const sd = (xs: number[]) => {
  const m = mean(xs);
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / (xs.length - 1));
};

for (const mode of ['diotic', 'antiphasic'] as const) {
  for (const lapse of [0, 0.03]) {
    for (const slopePct of [5, 10, 15, 20]) {
      const random = seeded(1000 * slopePct + (mode === 'diotic' ? 1 : 2) + lapse * 100);
      const test: number[] = [];
      const retest: number[] = [];
      for (let i = 0; i < PAIRS; i++) {
        const listener: Listener = (snr) =>
          (1 - lapse) / (1 + Math.exp(-4 * (slopePct / 100) * (snr - TRUE_SRT[mode])));
        test.push(simulatedSrt(mode, listener, random));
        retest.push(simulatedSrt(mode, listener, random));
      }
      const all = [...test, ...retest];
      const bias = mean(all) - TRUE_SRT[mode];
      const testRetestSd = sd(test.map((t, i) => t - retest[i])) / Math.SQRT2;
      report({
        section: 'Oorcheck: simulated precision (digits-in-noise staircase)',
        name: `${mode}, slope ${slopePct} %/dB, lapse ${lapse * 100} %`,
        runs: all.length,
        'bias dB': round(bias, 2),
        'SD dB': round(sd(all), 2),
        'test–retest SD dB': round(testRetestSd, 2),
        target: '|bias| ≤ 0.3, SD ≤ 1.0',
        met: Math.abs(bias) <= 0.3 && testRetestSd <= 1.0,
      });
    }
  }
}

// Digit-level listener (diotic, SRT −7 dB): each digit is heard with a logistic probability whose
// 50 % point is shifted by that digit's SII-predicted offset at the presented SNR; the digit slope is
// chosen so that ten equally hard digits would give a triplet slope of 20 %/dB (digit slope × 1.24).
const bank = loadDigitBank(path.join(__dirname, '..', 'content', 'oorcheck', 'digits'));
const DIGIT_SLOPE = 0.2 / 1.24;
// Where a single digit must be 50 % for three of them to be 50 % together (p = 0.5^(1/3) = 0.794).
const DIGIT_MID = TRUE_SRT.diotic - Math.log(0.7937 / 0.2063) / (4 * DIGIT_SLOPE);
for (const [label, gains] of [
  ['equal RMS', bank.gainsDb.map(() => 0)],
  ['SII-equalised', bank.gainsDb],
] as const) {
  const offsetCache = new Map<number, number[]>();
  const offsets = (snr: number) => {
    if (!offsetCache.has(snr)) offsetCache.set(snr, digitOffsets(bank.digitBands, bank.noiseBands, gains, snr));
    return offsetCache.get(snr)!;
  };
  const listener: Listener = (snr, digits) =>
    digits.reduce((p, d) => p / (1 + Math.exp(-4 * DIGIT_SLOPE * (snr - DIGIT_MID - offsets(snr)[d]))), 1);
  const random = seeded(label.length * 7919);
  const test: number[] = [];
  const retest: number[] = [];
  for (let i = 0; i < PAIRS; i++) {
    test.push(simulatedSrt('diotic', listener, random));
    retest.push(simulatedSrt('diotic', listener, random));
  }
  const all = [...test, ...retest];
  // The SRT this listener really has: where a random triplet is heard half the time.
  let lo = -20;
  let hi = 10;
  const heard = (snr: number) => {
    let sum = 0;
    for (let a = 0; a < 10; a++)
      for (let b = 0; b < 10; b++)
        for (let c = 0; c < 10; c++) if (a !== b && b !== c && a !== c) sum += listener(snr, [a, b, c]);
    return sum / 720;
  };
  for (let i = 0; i < 40; i++) {
    const mid = (lo + hi) / 2;
    if (heard(mid) < 0.5) lo = mid;
    else hi = mid;
  }
  const trueSrt = (lo + hi) / 2;
  const slope = (heard(trueSrt + 0.5) - heard(trueSrt - 0.5)) * 100;
  const bias = mean(all) - trueSrt;
  const testRetestSd = sd(test.map((t, i) => t - retest[i])) / Math.SQRT2;
  report({
    section: 'Oorcheck: digit-level listener with the predicted digit offsets (diotic)',
    name: label,
    runs: all.length,
    'triplet slope %/dB': round(slope, 1),
    'bias dB': round(bias, 2),
    'test–retest SD dB': round(testRetestSd, 2),
    target: '|bias| ≤ 0.3, SD ≤ 1.0',
    met: Math.abs(bias) <= 0.3 && testRetestSd <= 1.0,
  });
}
