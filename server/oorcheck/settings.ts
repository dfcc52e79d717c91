// Which Oorcheck provider runs the hearing test, and the built-in test's settings. Without
// OORCHECK_PROVIDER_URL the built-in digits-in-noise page of this app is used; with it, start and
// status are forwarded to an external service with the same contract (docs/oorcheck.md).
import path from 'node:path';
import { DIN_MODES, MIN_ROUNDS, TRIPLET_COUNT, type DinMode } from '../../src/rules/dinTest';

export interface OorcheckSettings {
  /** Base URL of an external provider (…/start and …/status/{token} below it), or null. */
  providerUrl: string | null;
  /** Sent as "Authorization: Bearer …" to the external provider when set. */
  providerKey: string | null;
  /** A built-in session older than this is forgotten (its status answers 404). */
  sessionHours: number;
  /** Folder with the digit recordings 0.wav … 9.wav of the built-in test. */
  digitsDir: string;
  /** SRT (dB SNR) at or below which the built-in test says 'good', per presentation mode. */
  cutoffs: Record<DinMode, number>;
  /**
   * Counted triplets in a built-in run: the DIN test's 24. Only the browser tests lower it
   * (OORCHECK_ROUNDS), so that a whole run of the real page takes seconds; the cut-offs hold for 24.
   */
  rounds: number;
}

type Env = Record<string, string | undefined>;

/** Defaults and their basis: docs/oorcheck.md, "Cut-off". */
export const DEFAULT_CUTOFFS: Record<DinMode, number> = { diotic: -4, antiphasic: -10 };

function cutoff(env: Env, mode: DinMode): number {
  const name = `OORCHECK_CUTOFF_${mode.toUpperCase()}_DB`;
  const raw = env[name]?.trim();
  if (!raw) return DEFAULT_CUTOFFS[mode];
  const value = Number(raw);
  if (!Number.isFinite(value) || value < -20 || value > 5)
    throw new Error(`${name} must be a number of dB between -20 and 5, got '${raw}'`);
  return value;
}

function rounds(env: Env): number {
  const raw = env.OORCHECK_ROUNDS?.trim();
  if (!raw) return TRIPLET_COUNT;
  if (!/^\d+$/.test(raw) || Number(raw) < MIN_ROUNDS || Number(raw) > TRIPLET_COUNT)
    throw new Error(
      `OORCHECK_ROUNDS must be a whole number from ${MIN_ROUNDS} to ${TRIPLET_COUNT} (the DIN test has ${TRIPLET_COUNT}; fewer is for browser tests only), got '${raw}'`,
    );
  return Number(raw);
}

export function loadOorcheckSettings(env: Env, cwd = process.cwd()): OorcheckSettings {
  const url = env.OORCHECK_PROVIDER_URL?.trim() || null;
  if (url && !/^https?:\/\//.test(url)) throw new Error(`OORCHECK_PROVIDER_URL must be an http(s) URL, got '${url}'`);
  return {
    providerUrl: url ? url.replace(/\/+$/, '') : null,
    providerKey: env.OORCHECK_PROVIDER_KEY?.trim() || null,
    sessionHours: 24,
    digitsDir: path.resolve(cwd, env.OORCHECK_DIGITS_DIR?.trim() || path.join('content', 'oorcheck', 'digits')),
    cutoffs: Object.fromEntries(DIN_MODES.map((mode) => [mode, cutoff(env, mode)])) as Record<DinMode, number>,
    rounds: rounds(env),
  };
}
