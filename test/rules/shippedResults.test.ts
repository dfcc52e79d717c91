// Issue 23: the shipped modules were migrated to sub-question and option keys. Their results on 60 seeded
// answer sets each were recorded from the files as they were before (fixtures/shippedResults.json, written
// once with RECORD=1) and must stay identical: the migration changes names, not meaning.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule } from '../../src/rules/engine';
import { answerSets } from './shippedAnswers';

const CONTENT = join(__dirname, '..', '..', 'content', 'modules');
const FIXTURE = join(__dirname, 'fixtures', 'shippedResults.json');
const files = readdirSync(CONTENT)
  .filter((f) => f.endsWith('.json'))
  .sort();

function results(): Record<string, unknown[]> {
  const out: Record<string, unknown[]> = {};
  for (const [i, name] of files.entries()) {
    const file = JSON.parse(readFileSync(join(CONTENT, name), 'utf8')) as ContentFile;
    const { module, config } = buildModule(file, i + 1, () => ({ id: 1, modified: 1 }));
    out[name] = answerSets(module, 60, 23 + i).map((test) => processModule(module, config, test));
  }
  return out;
}

it('gives every shipped module the results it gave before the migration to keys', () => {
  if (process.env.RECORD === '1') writeFileSync(FIXTURE, JSON.stringify(results()));
  const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, unknown[]>;
  expect(Object.keys(before)).toEqual(files);
  const after = results();
  for (const name of files) expect({ name, results: after[name] }).toEqual({ name, results: before[name] });
});
