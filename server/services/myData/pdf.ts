// The PDF of a student's own copy: the collected data, with each finished test's answers matched to
// the questions of the module version it was taken with.
import type { Kysely } from 'kysely' with { 'resolution-mode': 'import' };
import type { Answer } from '../../../src/rules/types';
import type { Database } from '../../db/schema';
import { fill } from '../../messages/pdf';
import { MY_DATA_PDF } from '../../messages/myDataPdf';
import { answerLines } from '../../pdf/answerLines';
import { type AnswerLinesByTest, renderMyDataPdf } from '../../pdf/myDataPdf';
import { loadModule } from '../module';
import { collectMyData } from './collect';

const WORDS = {
  skipped: MY_DATA_PDF.tests.skipped,
  question: (id: number) => fill(MY_DATA_PDF.tests.question, { id }),
};

export async function myDataPdf(db: Kysely<Database>, userId: number, now: Date): Promise<Buffer> {
  const data = await collectMyData(db, userId, now);
  const lines: AnswerLinesByTest = new Map();
  for (const test of data.finishedTests) {
    const stored = await loadModule(db, test.moduleId, test.moduleVersion);
    const answers = Array.isArray(test.answers) ? (test.answers as Answer[]) : [];
    lines.set(test.id, answerLines(stored?.module.slides ?? [], answers, WORDS));
  }
  return renderMyDataPdf(data, lines);
}
