// The built-in hearing test's run, held on the server (issue 22): the page chooses a presentation
// mode and begins, fetches the sound of the current trial, and posts each typed answer; the server
// picks the digits (crypto randomness), scores, sets the next SNR and ends the run with the result
// it computed. The digits never leave the server.
import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { answerRun, beginRun, progressOf, type DinRun, type RunProgress } from '../../../src/rules/dinRun';
import { randomTriplet, TRIPLET_COUNT, type DinMode, type DinOutcome } from '../../../src/rules/dinTest';
import { kysely } from '../../db/kysely';
import { json } from '../../db/json';
import type { Database } from '../../db/schema';
import { loadDigitBank } from '../../oorcheck/sound/digitBank';
import { mixTrial } from '../../oorcheck/sound/mixTrial';
import { encodeStereoWav } from '../../oorcheck/sound/wav';
import type { OorcheckSettings } from '../../oorcheck/settings';
import { hashToken } from './session';

type Db = Kysely<Database>;
const secureInt = (n: number): number => randomInt(n);

/** The volume sample: a random triplet well above threshold. It is no trial and is never scored. */
const SAMPLE_SNR_DB = 4;

async function openRow(db: Db, userId: number, token: string, hours: number) {
  const since = new Date(Date.now() - hours * 3_600_000);
  return db
    .selectFrom('oorcheck_sessions')
    .select(['token_hash', 'status', 'run'])
    .where('token_hash', '=', hashToken(token))
    .where('user_id', '=', userId)
    .where('created_at', '>', since)
    .executeTakeFirst();
}

export type BeginOutcome = { kind: 'not_found' } | { kind: 'finished' } | { kind: 'ok'; progress: RunProgress };

/** Starts (or restarts, e.g. after a reload) the run in the chosen mode; a finished session stays finished. */
export async function beginSessionRun(
  db: Db,
  userId: number,
  token: string,
  mode: DinMode,
  hours: number,
  rounds = TRIPLET_COUNT,
): Promise<BeginOutcome> {
  const row = await openRow(db, userId, token, hours);
  if (!row) return { kind: 'not_found' };
  if (row.status === 'complete' || row.status === 'refused') return { kind: 'finished' };
  const run = beginRun(mode, secureInt, rounds);
  await db
    .updateTable('oorcheck_sessions')
    .set({ status: 'started', mode, run: json(run), trials: null })
    .where('token_hash', '=', row.token_hash)
    .where('status', 'in', ['pending', 'started'])
    .execute();
  return { kind: 'ok', progress: progressOf(run) };
}

/** The sound of the trial now playing (the same bytes however often it is fetched), or null. */
export async function trialSound(
  db: Db,
  userId: number,
  token: string,
  settings: OorcheckSettings,
): Promise<Buffer | null> {
  const row = await openRow(db, userId, token, settings.sessionHours);
  const run = row?.status === 'started' ? (row.run as DinRun | null) : null;
  if (!run?.current) return null;
  const { digits, snr, noiseSeed } = run.current;
  const mixed = mixTrial(loadDigitBank(settings.digitsDir), digits, snr, run.mode, noiseSeed);
  return encodeStereoWav(mixed.left, mixed.right);
}

/** A volume sample for an open session (random digits, fresh noise). */
export async function sampleSound(
  db: Db,
  userId: number,
  token: string,
  mode: DinMode,
  settings: OorcheckSettings,
): Promise<Buffer | null> {
  const row = await openRow(db, userId, token, settings.sessionHours);
  if (!row || row.status === 'complete' || row.status === 'refused') return null;
  const mixed = mixTrial(
    loadDigitBank(settings.digitsDir),
    randomTriplet(secureInt),
    SAMPLE_SNR_DB,
    mode,
    secureInt(2 ** 31),
  );
  return encodeStereoWav(mixed.left, mixed.right);
}

export type AnswerResult =
  | { kind: 'not_found' }
  | { kind: 'no_run' }
  | { kind: 'conflict' }
  | { kind: 'next'; progress: RunProgress }
  | { kind: 'done'; outcome: DinOutcome; mode: DinMode };

/** Scores one typed answer; at the end stores the threshold, the result (or the refusal) and the mode. */
export async function answerSessionTrial(
  db: Db,
  userId: number,
  token: string,
  response: string,
  settings: OorcheckSettings,
): Promise<AnswerResult> {
  const row = await openRow(db, userId, token, settings.sessionHours);
  if (!row) return { kind: 'not_found' };
  const run = row.status === 'started' ? (row.run as DinRun | null) : null;
  if (!run?.current) return { kind: 'no_run' };
  const step = answerRun(run, response, secureInt, settings.cutoffs[run.mode]);
  const { sql } = kysely();
  // Only if nobody answered this trial in the meantime (a double click, two tabs): the trial count
  // stored must still be the one this answer was scored against.
  const base = db
    .updateTable('oorcheck_sessions')
    .where('token_hash', '=', row.token_hash)
    .where('status', '=', 'started')
    .where(sql<number>`jsonb_array_length(run->'trials')`, '=', run.trials.length);
  const update = step.outcome
    ? base.set({
        status: step.outcome.result === 'refused' ? 'refused' : 'complete',
        result: step.outcome.result === 'refused' ? null : step.outcome.result,
        threshold_db: step.outcome.srt,
        trials: json(step.run.trials),
        run: null,
        completed_at: new Date(),
      })
    : base.set({ run: json(step.run) });
  const done = await update.executeTakeFirst();
  if (Number(done.numUpdatedRows) !== 1) return { kind: 'conflict' };
  return step.outcome
    ? { kind: 'done', outcome: step.outcome, mode: run.mode }
    : { kind: 'next', progress: step.progress };
}
