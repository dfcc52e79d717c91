// The PDF of one finished attempt. Everything printed comes from the stored attempt and the rule engine
// run here on its stored answers, so a crafted link cannot put text in the PDF.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import { processModule } from '../../src/rules/engine';
import { SCHOOL_TIME_ZONE, formatDate } from '../../src/rules/format';
import { hasNormTable } from '../../src/rules/normModules';
import { fillPlaceholders } from '../../src/rules/placeholders';
import type { Answer, AttemptMeta } from '../../src/rules/types';
import type { Database } from '../db/schema';
import { renderResultPdf } from '../pdf/resultPdf';
import { RATING_LABELS, UNKNOWN_RATING } from '../messages/pdf';
import { loadModule } from './module';

/** The attempt's PDF and its file name, or null when the attempt is not this user's (or not there). */
export async function resultPdfOf(
  db: Kysely<Database>,
  userId: number,
  attemptId: string,
): Promise<{ pdf: Buffer; filename: string } | null> {
  const stored = await db
    .selectFrom('tests')
    .select(['user_id', 'module_id', 'module_version', 'answers', 'meta', 'actions', 'finished_at'])
    .where('id', '=', attemptId.toLowerCase())
    .executeTakeFirst();
  // Someone else's attempt answers exactly like one that does not exist: a manager or admin (or
  // another student) learns nothing about it, not even that it is there.
  if (!stored || stored.user_id !== userId) return null;
  // Rendered from the module version the attempt was taken with.
  const loaded = await loadModule(db, stored.module_id, stored.module_version);
  if (!loaded) return null;
  const { module, config } = loaded;

  const processed = processModule(module, config, {
    answers: stored.answers as Answer[],
    meta: stored.meta as AttemptMeta,
  });
  const texts = processed.resultTexts
    .map((name) => module.result_texts.find((text) => text.name === name))
    .filter((text) => text !== undefined)
    .map((text) => ({
      title: text.title,
      html: fillPlaceholders(text.text, processed, (r) => (r ? RATING_LABELS[r] : UNKNOWN_RATING)),
    }));
  const actionTitles = new Map(config.actions.map((a) => [a.name, a.title]));
  const actions = (stored.actions as string[]).map((name) => actionTitles.get(name) ?? name);

  const pdf = await renderResultPdf({
    moduleTitle: module.title,
    date: formatDate(stored.finished_at, SCHOOL_TIME_ZONE),
    result: processed.result,
    norms: hasNormTable(module) ? processed.normResult : null,
    texts,
    actions,
  });
  return { pdf, filename: `resultaat-${module.name}.pdf` };
}
