// Bytes of the largest legitimate finish (bench/fixtures/largestFinish.ts) of every shipped module
// and of the synthetic 100-slide module, against the body limits of the finish and queue routes
// (server/schemas/limits.ts). Sizes, not times: the figures the limits were set from.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../src/rules/contentFile';
import { FINISH_BODY_LIMIT, QUEUE_BODY_LIMIT, QUEUE_MAX_ITEMS } from '../server/schemas/limits';
import { bigModuleFile } from './fixtures/bigModule';
import { largestFinish } from './fixtures/largestFinish';
import { report } from './support/report';

// Ids as large as a long-lived database gives them (module ids are serial, slide ids follow from them).
const MODULE_ID = 99_999;
const dir = join(__dirname, '..', 'content', 'modules');
const files: Array<[string, ContentFile]> = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .sort()
  .map((f) => [f, JSON.parse(readFileSync(join(dir, f), 'utf8')) as ContentFile]);
files.push(['bigModule (100 slides)', bigModuleFile(100)]);

for (const [name, file] of files) {
  const { module, config } = buildModule(file, MODULE_ID, () => ({ id: 2_147_483_647, modified: 9_999_999_999_999 }));
  const { bytes } = largestFinish(module, config);
  report({
    section: 'Largest legitimate finish (bytes of JSON)',
    name,
    bytes,
    finish_limit: FINISH_BODY_LIMIT,
    margin: Math.round((FINISH_BODY_LIMIT / bytes) * 10) / 10,
    queue_limit: QUEUE_BODY_LIMIT,
    queue_items: QUEUE_MAX_ITEMS,
  });
}
