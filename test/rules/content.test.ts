// Loads every content file the seed loads and checks it against the rule engine, so content bugs show up here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule } from '../../src/rules/engine';
import { validateModuleConfig } from '../../src/rules/validateConfig';

const CONTENT = join(__dirname, '..', '..', 'content');
const files = readdirSync(join(CONTENT, 'modules')).filter((f) => f.endsWith('.json')).sort();
const mediaMissing: string[] = [];

describe.each(files)('content/modules/%s', (fileName) => {
  const file = JSON.parse(readFileSync(join(CONTENT, 'modules', fileName), 'utf8')) as ContentFile;
  const built = buildModule(file, 1, (path) => {
    if (!existsSync(join(CONTENT, 'media', path))) mediaMissing.push(`${fileName}: ${path}`);
    return { id: 1, modified: 1 };
  });

  it('passes validateModuleConfig', () => {
    expect(validateModuleConfig(built.module, built.config)).toEqual([]);
  });

  it('refers only to media files that exist', () => {
    expect(mediaMissing.filter((m) => m.startsWith(`${fileName}:`))).toEqual([]);
  });

  it('processes an empty test', () => {
    const state = processModule(built.module, built.config, { answers: [], meta: { age: null, gender: null } });
    expect(['good', 'warning', 'bad', 'neutral']).toContain(state.result);
    expect(state.normResult).toHaveLength(Object.keys(built.config.norm).length);
  });
});

it('finds content files', () => {
  expect(files.length).toBeGreaterThan(0);
});
