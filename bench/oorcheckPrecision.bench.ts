// Precision of the built-in hearing test (issue 22): a simulated listener, a logistic psychometric
// function of the triplet score with a given SRT, slope (at the midpoint, %/dB) and lapse rate, is
// run through the very code the server runs (beginRun/answerRun of src/features/oorcheck/dinRun.ts)
// thousands of times with fixed seeds. Per mode and slope: the bias of the measured SRT, its SD,
// and the test–retest SD (SD of the difference of two runs of the same listener, divided by √2).
// OORCHECK_BENCH_RUNS sets the number of test–retest pairs per row (default 4000).
import { answerRun, beginRun } from '../src/features/oorcheck/dinRun';
import type { DinMode } from '../src/features/oorcheck/dinTest';
import { seeded } from '../server/oorcheck/sound/speechNoise';
import { envNumber, report, round } from './support/report';

const PAIRS = envNumber('OORCHECK_BENCH_RUNS', 4000);
/** A typical young normal-hearing SRT in each mode (docs/oorcheck.md); the cut-off does not matter here. */
const TRUE_SRT: Record<DinMode, number> = { diotic: -7, antiphasic: -13 };

function simulatedSrt(mode: DinMode, srt: number, slope: number, lapse: number, random: () => number): number {
  const randomInt = (n: number) => Math.floor(random() * n);
  let run = beginRun(mode, randomInt);
  for (;;) {
    const { snr, digits } = run.current!;
    const p = (1 - lapse) / (1 + Math.exp(-4 * slope * (snr - srt)));
    const response = random() < p ? digits.join('') : digits.map((d) => (d + 1) % 10).join('');
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
        test.push(simulatedSrt(mode, TRUE_SRT[mode], slopePct / 100, lapse, random));
        retest.push(simulatedSrt(mode, TRUE_SRT[mode], slopePct / 100, lapse, random));
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
