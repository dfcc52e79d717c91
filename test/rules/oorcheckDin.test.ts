// The digits-in-noise procedure as the server runs it: staircase steps, SRT, cut-off, the floor
// below which a run is refused, triplets of three different digits, and a run whose progress
// never repeats or exceeds its total and never names the digits.
import { loadOorcheckSettings } from '../../server/oorcheck/settings';
import { answerRun, beginRun, progressOf, type DinRun } from '../../src/rules/dinRun';
import {
  isCorrect,
  isFinished,
  nextSnr,
  PROCEDURES,
  randomTriplet,
  scoreRun,
  type Trial,
} from '../../src/rules/dinTest';

const seededInt = (seed: number) => {
  let a = seed;
  return (n: number) => {
    a = (a * 1103515245 + 12345) % 2147483648;
    return Math.floor((a / 2147483648) * n);
  };
};

const run = (hears: (snr: number) => boolean, mode: 'diotic' | 'antiphasic' = 'diotic'): Trial[] => {
  const trials: Trial[] = [];
  while (!isFinished(trials)) {
    const snr = nextSnr(trials, mode);
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
  expect(nextSnr([], 'antiphasic')).toBe(PROCEDURES.antiphasic.startSnr);
  expect(nextSnr([t(0, false)])).toBe(2);
  expect(nextSnr([t(0, false), t(2, true)])).toBe(0);
  expect(nextSnr([t(0, false), t(2, true), t(0, false)])).toBe(2);
  expect(run(() => true)).toHaveLength(24);
  expect(run((snr) => snr > 1)).toHaveLength(25);
});

it('puts the SRT near the listener threshold, applies the cut-off and refuses a threshold no listener reaches', () => {
  const good = scoreRun(
    run((snr) => snr > -8),
    'diotic',
    -4,
  )!;
  expect(Math.abs(good.srt + 8)).toBeLessThanOrEqual(1.5);
  expect(good.result).toBe('good');
  expect(
    scoreRun(
      run((snr) => snr > -2),
      'diotic',
      -4,
    )!.result,
  ).toBe('bad');
  expect(
    scoreRun(
      run((snr) => snr > -2),
      'diotic',
      0,
    )!.result,
  ).toBe('good'); // the cut-off is a setting
  // Hearing everything (an echo of the digits): far below the floor, refused.
  expect(
    scoreRun(
      run(() => true),
      'diotic',
      -4,
    )!.result,
  ).toBe('refused');
  expect(
    scoreRun(
      run(() => true, 'antiphasic'),
      'antiphasic',
      -10,
    )!.result,
  ).toBe('refused');
  const tampered = run((snr) => snr > -8).map((trial, i) => (i === 3 ? { ...trial, snr: -20 } : trial));
  expect(scoreRun(tampered, 'diotic', -4)).toBeNull();
});

it('draws triplets of three different digits 0–9', () => {
  const random = seededInt(7);
  for (let i = 0; i < 500; i++) {
    const triplet = randomTriplet(random);
    expect(triplet.every((d) => Number.isInteger(d) && d >= 0 && d <= 9)).toBe(true);
    expect(new Set(triplet).size).toBe(3);
  }
});

it('counts rounds 1…24 once each (a repeated first triplet is labelled a repeat) and never shows the digits in the progress', () => {
  const random = seededInt(3);
  let state: DinRun = beginRun('diotic', random);
  const shown: string[] = [];
  let outcome = null;
  let presentations = 0;
  // A listener who misses the first two presentations, then hears above −2 dB.
  while (!outcome) {
    const p = progressOf(state);
    expect(Object.keys(p).sort()).toEqual(['repeat', 'round', 'total']);
    shown.push(p.repeat ? 'repeat' : `${p.round}/${p.total}`);
    const heard = presentations >= 2 && state.current!.snr > -2;
    const step = answerRun(state, heard ? state.current!.digits.join('') : '000', random, -4);
    state = step.run;
    outcome = step.outcome;
    presentations += 1;
  }
  const rounds = shown.filter((s) => s !== 'repeat');
  expect(rounds).toEqual(Array.from({ length: 24 }, (_, i) => `${i + 1}/24`).slice(0, rounds.length));
  expect(new Set(rounds).size).toBe(rounds.length);
  expect(shown.filter((s) => s === 'repeat')).toHaveLength(2);
  expect(state.current).toBeNull();
  expect(outcome.result).toBe('bad');
});

it('ends a run shortened for a browser test (OORCHECK_ROUNDS) after that many counted rounds, scored the same way', () => {
  const random = seededInt(5);
  let state: DinRun = beginRun('diotic', random, 6);
  const shown: string[] = [];
  let outcome = null;
  while (!outcome) {
    const p = progressOf(state);
    shown.push(p.repeat ? 'repeat' : `${p.round}/${p.total}`);
    const step = answerRun(state, '000', random, -4); // hears nothing: the first triplet is repeated 5 times
    state = step.run;
    outcome = step.outcome;
  }
  expect(shown).toEqual(['1/6', ...Array(5).fill('repeat'), '2/6', '3/6', '4/6', '5/6', '6/6']);
  expect(state.trials).toHaveLength(11);
  expect(outcome).toEqual(scoreRun(state.trials, 'diotic', -4, 6));
  expect(outcome.result).toBe('bad');
  // The same trials are no complete run of the full length, and a full run is none of 6.
  expect(scoreRun(state.trials, 'diotic', -4)).toBeNull();
  expect(
    scoreRun(
      run(() => true),
      'diotic',
      -4,
      6,
    ),
  ).toBeNull();
});

it('reads OORCHECK_ROUNDS (default 24) and refuses nonsense at start-up', () => {
  expect(loadOorcheckSettings({}).rounds).toBe(24);
  expect(loadOorcheckSettings({ OORCHECK_ROUNDS: ' 6 ' }).rounds).toBe(6);
  expect(loadOorcheckSettings({ OORCHECK_ROUNDS: '24' }).rounds).toBe(24);
  for (const raw of ['4', '0', '25', '6.5', '-6', 'zes', '1e1'])
    expect(() => loadOorcheckSettings({ OORCHECK_ROUNDS: raw })).toThrow(
      `OORCHECK_ROUNDS must be a whole number from 5 to 24 (the DIN test has 24; fewer is for browser tests only), got '${raw}'`,
    );
});
