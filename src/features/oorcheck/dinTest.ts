// The digits-in-noise (DIN) procedure of the built-in Oorcheck, after Smits et al. (2004, 2013):
// 24 digit triplets, a triplet counts as heard only when all three digits are right, the SNR goes
// 2 dB down after a correct triplet and 2 dB up after a wrong one (1-up/1-down, converging on 50 %
// intelligibility), and the speech reception threshold (SRT) is the mean SNR of triplets 5..25.
// Pure code without DOM access: the test page runs it, and the server replays it from the trials
// it receives, so the stored threshold and result never rest on the page's own arithmetic.
// The cut-off and its basis are documented in docs/oorcheck.md.

export const TRIPLET_COUNT = 24;
export const START_SNR_DB = 0;
export const STEP_DB = 2;
/** The SNR range is clamped: below −20 dB nobody hears digits; above +10 dB the speech is far too loud. */
export const MIN_SNR_DB = -20;
export const MAX_SNR_DB = 10;
/** The first triplet is repeated (2 dB easier each time) until heard, at most this many times. */
export const MAX_FIRST_REPEATS = 5;
/** SRT at or below this value: 'good'; above: 'bad' (see docs/oorcheck.md for the basis). */
export const SRT_CUTOFF_DB = -4;

export type Triplet = [number, number, number];

export interface Trial {
  digits: Triplet;
  /** What the student typed (digits only are scored). */
  response: string;
  snr: number;
}

export type HearingResult = 'good' | 'bad';

export interface DinOutcome {
  /** Speech reception threshold in dB SNR, rounded to 0.1 dB. */
  srt: number;
  result: HearingResult;
}

/** All three digits in order; spaces and other characters between them are ignored. */
export function isCorrect(digits: Triplet, response: string): boolean {
  return response.replace(/\D/g, '') === digits.join('');
}

const clamp = (snr: number): number => Math.min(MAX_SNR_DB, Math.max(MIN_SNR_DB, snr));

/** SNR of the next triplet given the trials so far (the adaptive staircase). */
export function nextSnr(trials: readonly Trial[]): number {
  let snr = START_SNR_DB;
  let firstRepeats = 0;
  let counted = 0;
  for (const trial of trials) {
    const correct = isCorrect(trial.digits, trial.response);
    if (counted === 0 && !correct && firstRepeats < MAX_FIRST_REPEATS) {
      // Still looking for an audible start: repeat the first triplet 2 dB easier.
      firstRepeats += 1;
      snr = clamp(snr + STEP_DB);
      continue;
    }
    counted += 1;
    snr = clamp(correct ? snr - STEP_DB : snr + STEP_DB);
  }
  return snr;
}

/** Number of triplets that count for the staircase (first-triplet repeats do not). */
export function countedTrials(trials: readonly Trial[]): number {
  return trials.length - firstRepeatCount(trials);
}

function firstRepeatCount(trials: readonly Trial[]): number {
  let repeats = 0;
  for (const trial of trials) {
    if (isCorrect(trial.digits, trial.response) || repeats >= MAX_FIRST_REPEATS) break;
    repeats += 1;
  }
  return repeats;
}

export const isFinished = (trials: readonly Trial[]): boolean => countedTrials(trials) >= TRIPLET_COUNT;

/**
 * Checks that the trials follow the staircase (each SNR is what nextSnr gives for the trials
 * before it) and returns the SRT and result; null when the run is incomplete or inconsistent.
 */
export function scoreRun(trials: readonly Trial[]): DinOutcome | null {
  if (!isFinished(trials) || countedTrials(trials) !== TRIPLET_COUNT) return null;
  for (let i = 0; i < trials.length; i++) {
    if (trials[i].snr !== nextSnr(trials.slice(0, i))) return null;
  }
  const counted = trials.slice(firstRepeatCount(trials));
  // Triplets 5..24 plus the SNR the 25th would have had: 21 values, the DIN test's usual average.
  const levels = [...counted.slice(4).map((t) => t.snr), nextSnr(trials)];
  const srt = Math.round((levels.reduce((sum, v) => sum + v, 0) / levels.length) * 10) / 10;
  return { srt, result: srt <= SRT_CUTOFF_DB ? 'good' : 'bad' };
}

/** A random triplet; no digit twice in a row, as in the DIN test lists. */
export function randomTriplet(random: () => number = Math.random): Triplet {
  const digits: number[] = [];
  while (digits.length < 3) {
    const d = Math.floor(random() * 10);
    if (d !== digits[digits.length - 1]) digits.push(d);
  }
  return digits as Triplet;
}
