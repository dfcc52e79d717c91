// Loads every content file the seed loads and checks it against the rule engine, so content bugs show up here.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildModule, type ContentFile } from '../../src/rules/contentFile';
import { processModule } from '../../src/rules/engine';
import { formatNormValue } from '../../src/rules/format';
import { isNormTitle } from '../../src/rules/norms';
import { validateModuleConfig } from '../../src/rules/validateConfig';
import { emptyAnswer } from '../../src/rules/emptyAnswer';

const CONTENT = join(__dirname, '..', '..', 'content');
const files = readdirSync(join(CONTENT, 'modules'))
  .filter((f) => f.endsWith('.json'))
  .sort();
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

// Issue 12 item 4: sitting 10:15 showed as '10,3'. Every norm measured in hours says so, so the
// norm table and the PDF show it as h:mm through formatNormValue.
it('marks every norm measured in hours (a title ending in "(uur…)") with unit hours', () => {
  const unmarked: string[] = [];
  for (const fileName of files) {
    const file = JSON.parse(readFileSync(join(CONTENT, 'modules', fileName), 'utf8')) as ContentFile;
    const { config } = buildModule(file, 1, () => ({ id: 1, modified: 1 }));
    for (const [name, entries] of Object.entries(config.norm)) {
      const title = entries.find(isNormTitle);
      if (title && /\(uur\b/.test(title.title) && title.unit !== 'hours') unmarked.push(`${fileName}: ${name}`);
    }
  }
  expect(unmarked).toEqual([]);
});

it('shows fitheid sitting of 10:15 as 10:15 in the norm results', () => {
  const file = JSON.parse(readFileSync(join(CONTENT, 'modules', '01-fitheid.json'), 'utf8')) as ContentFile;
  const { module, config } = buildModule(file, 1, () => ({ id: 1, modified: 1 }));
  const zitten = module.slides.find((s) => s.name === 'zitten')!;
  const answers = [{ ...emptyAnswer({ id: zitten.id }), value: 10.25 }];
  const state = processModule(module, config, { answers, meta: { age: 16, gender: 'female' } });
  const sitting = state.normResult.find((n) => n.name === 'stilzitten')!;
  expect(formatNormValue(sitting)).toBe('10:15');
});
