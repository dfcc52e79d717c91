// One hearing-test run as the server keeps it: the trials so far and the triplet now playing. The
// server picks every triplet and noise segment (crypto randomness), the page only hears the sound
// and types an answer, and this code scores it and decides the next SNR or the end. Pure, so the
// precision bench drives exactly what the server runs.
import {
  isFinished,
  nextSnr,
  randomTriplet,
  repeatsFirst,
  scoreRun,
  countedTrials,
  TRIPLET_COUNT,
  type DinMode,
  type DinOutcome,
  type RandomInt,
  type Trial,
  type Triplet,
} from './dinTest';

export interface CurrentTrial {
  digits: Triplet;
  snr: number;
  /** Picks the noise segment; stored so the same trial sounds the same when fetched again. */
  noiseSeed: number;
}

export interface DinRun {
  mode: DinMode;
  /** Counted triplets in this run: TRIPLET_COUNT (absent in runs stored before it could be set) unless shortened for a test. */
  rounds?: number;
  trials: Trial[];
  current: CurrentTrial | null;
}

/** What the page may know: where it is, never the digits. */
export interface RunProgress {
  /** 1-based round among the counted triplets; never above `total`. */
  round: number;
  total: number;
  /** This presentation repeats the missed first triplet a little louder: the page labels it so, not as round 1 again. */
  repeat: boolean;
}

const NOISE_SEEDS = 2 ** 31;

function nextTrial(mode: DinMode, trials: Trial[], randomInt: RandomInt): CurrentTrial {
  // A missed first triplet is repeated with the same digits, as in the DIN procedure.
  const digits = repeatsFirst(trials) ? trials[trials.length - 1].digits : randomTriplet(randomInt);
  return { digits, snr: nextSnr(trials, mode), noiseSeed: randomInt(NOISE_SEEDS) };
}

export function beginRun(mode: DinMode, randomInt: RandomInt, rounds = TRIPLET_COUNT): DinRun {
  return { mode, rounds, trials: [], current: nextTrial(mode, [], randomInt) };
}

export function progressOf(run: DinRun): RunProgress {
  const counted = countedTrials(run.trials);
  const total = run.rounds ?? TRIPLET_COUNT;
  return {
    round: Math.min(counted + 1, total),
    total,
    repeat: run.trials.length > 0 && counted === 0,
  };
}

export type AnswerOutcome =
  { run: DinRun; outcome: null; progress: RunProgress } | { run: DinRun; outcome: DinOutcome; progress: null };

/** Scores the typed answer to the current triplet; the next triplet, or the outcome at the end. */
export function answerRun(run: DinRun, response: string, randomInt: RandomInt, cutoffDb: number): AnswerOutcome {
  if (!run.current) throw new Error('no trial is playing');
  const trials = [...run.trials, { digits: run.current.digits, snr: run.current.snr, response }];
  const rounds = run.rounds ?? TRIPLET_COUNT;
  if (isFinished(trials, rounds)) {
    const outcome = scoreRun(trials, run.mode, cutoffDb, rounds);
    if (!outcome) throw new Error('the staircase broke its own rules'); // cannot happen: the server built it
    return { run: { ...run, trials, current: null }, outcome, progress: null };
  }
  const next: DinRun = { ...run, trials, current: nextTrial(run.mode, trials, randomInt) };
  return { run: next, outcome: null, progress: progressOf(next) };
}
