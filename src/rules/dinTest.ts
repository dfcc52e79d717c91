// The digits-in-noise (DIN) procedure of the built-in Oorcheck, after Smits et al. (2004, 2013):
// 24 digit triplets, a triplet counts as heard only when all three digits are right, the SNR goes
// 2 dB down after a correct triplet and 2 dB up after a wrong one (1-up/1-down, converging on 50 %
// intelligibility), and the speech reception threshold (SRT) is the mean SNR of triplets 5..25.
// Pure code without DOM or IO: the server runs it (it picks the digits and scores every answer,
// see dinRun.ts), and the precision bench runs the very same functions with a simulated listener.
// The cut-offs and their basis are documented in docs/oorcheck.md.
import type { OorcheckResult } from './values';

export const TRIPLET_COUNT = 24;
/**
 * The fewest rounds a shortened run may have (OORCHECK_ROUNDS, for browser tests only): the SRT
 * averages the counted triplets from the fifth on, so a run needs at least five.
 */
export const MIN_ROUNDS = 5;
export const STEP_DB = 2;
/** The first triplet is repeated (2 dB easier each time) until heard, at most this many times. */
export const MAX_FIRST_REPEATS = 5;

/**
 * How the digits reach the ears. Antiphasic: the digits in opposite phase in the two ears, the
 * noise the same in both (N0Sπ), which needs headphones; diotic: the same sound in both ears.
 */
export type DinMode = 'antiphasic' | 'diotic';
export const DIN_MODES: readonly DinMode[] = ['antiphasic', 'diotic'];

export interface ModeProcedure {
  /** SNR of the first triplet: a few dB above where young normal-hearing listeners end up. */
  startSnr: number;
  /** The staircase stays within these SNRs. */
  minSnr: number;
  maxSnr: number;
  /**
   * An SRT below this is not a listener's: far below the best normal-hearing thresholds in this
   * mode (docs/oorcheck.md). Such a run is refused, never stored as a result.
   */
  floorSrt: number;
}

// Antiphasic presentation lowers the SRT of normal-hearing listeners by the binaural masking level
// difference for speech (about 5–6 dB), so its procedure sits lower.
export const PROCEDURES: Record<DinMode, ModeProcedure> = {
  diotic: { startSnr: 0, minSnr: -20, maxSnr: 10, floorSrt: -14 },
  antiphasic: { startSnr: -6, minSnr: -26, maxSnr: 10, floorSrt: -20 },
};

export type Triplet = [number, number, number];

export interface Trial {
  digits: Triplet;
  /** What the student typed (digits only are scored). */
  response: string;
  snr: number;
}

export type HearingResult = OorcheckResult;

export interface DinOutcome {
  /** Speech reception threshold in dB SNR, rounded to 0.1 dB. */
  srt: number;
  /** 'refused': an SRT below the mode's floor, which no listener reaches. */
  result: HearingResult | 'refused';
}

/** All three digits in order; spaces and other characters between them are ignored. */
export function isCorrect(digits: Triplet, response: string): boolean {
  return response.replace(/\D/g, '') === digits.join('');
}

/** SNR of the next triplet given the trials so far (the adaptive staircase). */
export function nextSnr(trials: readonly Trial[], mode: DinMode = 'diotic'): number {
  const { startSnr, minSnr, maxSnr } = PROCEDURES[mode];
  const clamp = (snr: number): number => Math.min(maxSnr, Math.max(minSnr, snr));
  let snr = startSnr;
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

/** `rounds`: counted triplets in a run, TRIPLET_COUNT unless a test shortened it (OORCHECK_ROUNDS). */
export const isFinished = (trials: readonly Trial[], rounds = TRIPLET_COUNT): boolean =>
  countedTrials(trials) >= rounds;

/** The next triplet repeats the first one: it was missed and the audible start is still sought. */
export const repeatsFirst = (trials: readonly Trial[]): boolean =>
  trials.length > 0 && countedTrials(trials) === 0 && trials.length <= MAX_FIRST_REPEATS;

/**
 * Checks that the trials follow the staircase (each SNR is what nextSnr gives for the trials
 * before it) and returns the SRT and result; null when the run is incomplete or inconsistent.
 */
export function scoreRun(
  trials: readonly Trial[],
  mode: DinMode,
  cutoffDb: number,
  rounds = TRIPLET_COUNT,
): DinOutcome | null {
  if (!isFinished(trials, rounds) || countedTrials(trials) !== rounds) return null;
  for (let i = 0; i < trials.length; i++) {
    if (trials[i].snr !== nextSnr(trials.slice(0, i), mode)) return null;
  }
  const counted = trials.slice(firstRepeatCount(trials));
  // Triplets 5..24 plus the SNR the 25th would have had: 21 values, the DIN test's usual average
  // (in a run shortened to N rounds: triplets 5..N and the N+1th).
  const levels = [...counted.slice(4).map((t) => t.snr), nextSnr(trials, mode)];
  const srt = Math.round((levels.reduce((sum, v) => sum + v, 0) / levels.length) * 10) / 10;
  if (srt < PROCEDURES[mode].floorSrt) return { srt, result: 'refused' };
  return { srt, result: srt <= cutoffDb ? 'good' : 'bad' };
}

/** Uniform integer in [0, n): crypto.randomInt on the server, a seeded generator in the bench. */
export type RandomInt = (n: number) => number;

/**
 * A random triplet of three different digits, as in the DIN test lists (a digit never repeats
 * within a triplet, so "twee – twee" cannot blur into one word).
 */
export function randomTriplet(randomInt: RandomInt): Triplet {
  const digits: number[] = [];
  while (digits.length < 3) {
    const d = randomInt(10);
    if (!digits.includes(d)) digits.push(d);
  }
  return digits as Triplet;
}
