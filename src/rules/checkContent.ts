// Checks one module content file (parsed JSON) the way the loader, `npm run content:check` and the editor's
// import all do: first the schema (moduleSchema.ts: unknown fields, missing values, wrong types), then what a
// schema cannot say (norm gaps and overlaps, steps that contradict the subtype, ages nobody can choose),
// then the config's references (validateConfig.ts, referenceCheck.ts). Pure: no file access.
import { Value, ValueErrorType } from '@sinclair/typebox/value';
import type { TSchema } from '@sinclair/typebox';
import { buildModule, type ContentFile } from './contentFile';
import { messageOf, type ContentProblem } from './contentProblem';
import { lessonGuideProblems } from './lessonGuide';
import { contentFileSchema, normRuleSchema, normTitleSchema } from './moduleSchema';
import { ageProblem, normCoverageProblems } from './normCoverage';
import { placeholderProblems } from './placeholders';
import { sliderStep } from './steps';
import type { Module, ModuleConfig, NormRule } from './types';
import { checkReferences } from './referenceCheck';
import { validateModuleConfig } from './validateConfig';
import { valueSteps } from './valueStep';

export interface ContentCheck {
  problems: ContentProblem[];
  warnings: ContentProblem[];
  /** The built module when there are no problems (ids from moduleId 1, media unresolved). */
  built: { module: Module; config: ModuleConfig } | null;
}

const MESSAGES: Record<string, string> = {
  ObjectAdditionalProperties: 'onbekend veld',
  ObjectRequiredProperty: 'ontbreekt',
  Number: 'moet een getal zijn',
  String: 'moet tekst zijn',
  Boolean: 'moet true of false zijn',
  Array: 'moet een lijst zijn',
  Object: 'moet een object zijn',
  StringMinLength: 'mag niet leeg zijn',
  StringPattern: 'heeft niet de juiste vorm',
};

type Segment = string | number;
const segments = (path: string): Segment[] =>
  path
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));

const fieldOf = (rest: Segment[]): string =>
  rest.map((s, i) => (typeof s === 'number' ? `[${s}]` : i === 0 ? s : `.${s}`)).join('');

const nameAt = (list: unknown, i: number): string => {
  const name = Array.isArray(list) ? (list[i] as { name?: unknown } | undefined)?.name : undefined;
  return typeof name === 'string' ? ` "${name}"` : '';
};

/** "/module/slides/3/options/0/value" → place 'dia 4 "vrienden"', field 'options[0].value'. */
export function placeOf(file: unknown, path: string): { place: string; field: string } {
  const [root, second, third, ...rest] = segments(path);
  const f = (file ?? {}) as Partial<Record<string, Record<string, unknown>>>;
  if (root === 'module' && second === 'slides' && typeof third === 'number')
    return { place: `dia ${third + 1}${nameAt(f.module?.slides, third)}`, field: fieldOf(rest) };
  if (root === 'module' && second === 'result_texts' && typeof third === 'number')
    return { place: `resultaattekst ${third + 1}${nameAt(f.module?.result_texts, third)}`, field: fieldOf(rest) };
  if (root === 'config' && second === 'rules' && typeof third === 'number')
    return { place: `regel ${third + 1}`, field: fieldOf(rest) };
  if (root === 'config' && second === 'result' && typeof third === 'number')
    return { place: `result ${third + 1}`, field: fieldOf(rest) };
  if (root === 'config' && second === 'actions' && typeof third === 'number')
    return { place: `actie ${third + 1}${nameAt(f.config?.actions, third)}`, field: fieldOf(rest) };
  if (root === 'config' && second === 'norm' && third !== undefined) {
    const [index, ...field] = rest;
    return typeof index === 'number'
      ? { place: `norm "${third}"[${index}]`, field: fieldOf(field) }
      : { place: `norm "${third}"`, field: fieldOf(rest) };
  }
  if (root === 'config' && second === 'computed' && third !== undefined)
    return { place: `computed "${third}"`, field: fieldOf(rest) };
  if (root === undefined) return { place: '', field: '' };
  return { place: String(root), field: fieldOf([second, third, ...rest].filter((s) => s !== undefined)) };
}

function schemaProblems(schema: TSchema, value: unknown, file: unknown, prefix = ''): ContentProblem[] {
  const seen = new Set<string>();
  const problems: ContentProblem[] = [];
  for (const e of Value.Errors(schema, value)) {
    const path = prefix + e.path;
    if (seen.has(path)) continue; // a missing field also fails its type check: one message is enough
    seen.add(path);
    const kind = ValueErrorType[e.type];
    const custom = messageOf(e.schema);
    const structural =
      e.type === ValueErrorType.ObjectRequiredProperty || e.type === ValueErrorType.ObjectAdditionalProperties;
    const message = (!structural && custom) || MESSAGES[kind] || e.message;
    problems.push({ ...placeOf(file, path), message });
  }
  return problems;
}

function normEntryProblems(file: Record<string, unknown>): ContentProblem[] {
  const norm = ((file.config as Record<string, unknown> | undefined)?.norm ?? {}) as Record<string, unknown[]>;
  const problems: ContentProblem[] = [];
  for (const [name, entries] of Object.entries(norm)) {
    if (!Array.isArray(entries)) continue;
    entries.forEach((entry, i) => {
      const isTitle = typeof entry === 'object' && entry !== null && 'title' in entry && !('value' in entry);
      const path = `/config/norm/${name.replace(/~/g, '~0').replace(/\//g, '~1')}/${i}`;
      problems.push(...schemaProblems(isTitle ? normTitleSchema : normRuleSchema, entry, file, path));
    });
  }
  return problems;
}

function stepProblems(module: Module): ContentProblem[] {
  const problems: ContentProblem[] = [];
  module.slides.forEach((slide, i) => {
    const step = slide.type === 'range-value' ? sliderStep(slide.subtype) : null;
    if (step === null) return;
    const place = `dia ${i + 1} "${slide.name}"`;
    for (const field of ['min_value', 'max_value'] as const) {
      const v = slide[field];
      const onStep = v === null || Math.abs(v / step - Math.round(v / step)) < 1e-9;
      if (!onStep)
        problems.push({ place, field, message: `${v} past niet bij subtype '${slide.subtype}' (stappen van ${step})` });
    }
  });
  return problems;
}

function ageProblems(module: Module, config: ModuleConfig): ContentProblem[] {
  const problems: ContentProblem[] = [];
  for (const [name, entries] of Object.entries(config.norm)) {
    entries.forEach((entry, i) => {
      for (const field of ['min_age', 'max_age'] as const) {
        const problem = ageProblem((entry as NormRule)[field]);
        if (problem) problems.push({ place: `norm "${name}"[${i}]`, field, message: problem });
      }
    });
  }
  module.slides.forEach((slide, i) =>
    slide.category_mappings.forEach((m, j) => {
      for (const field of ['min_age', 'max_age'] as const) {
        const problem = ageProblem(m[field]);
        if (problem)
          problems.push({
            place: `dia ${i + 1} "${slide.name}"`,
            field: `category_mappings[${j}].${field}`,
            message: problem,
          });
      }
    }),
  );
  return problems;
}

function keyProblems(module: Module): ContentProblem[] {
  const problems: ContentProblem[] = [];
  module.slides.forEach((slide, i) => {
    for (const [list, label] of [
      [slide.sub_questions, 'sub_questions'],
      [slide.options, 'options'],
    ] as const) {
      const seen = new Set<string>();
      list.forEach((item, j) => {
        if (!item.key) return;
        if (seen.has(item.key))
          problems.push({
            place: `dia ${i + 1} "${slide.name}"`,
            field: `${label}[${j}].key`,
            message: `sleutel '${item.key}' komt al eerder voor`,
          });
        seen.add(item.key);
      });
    }
  });
  return problems;
}

/** validateConfig's messages already name their place ("slide "x": …", "rules[2].when: …"). */
const asProblem = (message: string): ContentProblem => ({ place: '', field: '', message });

function resultTextProblems(module: Module, config: ModuleConfig): ContentProblem[] {
  const computed = Object.keys(config.computed);
  const norms = Object.keys(config.norm);
  return module.result_texts.flatMap((text, i) =>
    placeholderProblems(text.text, computed, norms).map((message) => ({
      place: `resultaattekst ${i + 1} "${text.name}"`,
      field: 'text',
      message,
    })),
  );
}

export function checkContentFile(raw: unknown): ContentCheck {
  const schema = [...schemaProblems(contentFileSchema, raw, raw), ...normEntryProblems(raw as Record<string, unknown>)];
  if (schema.length > 0) return { problems: schema, warnings: [], built: null };
  const file = raw as ContentFile;
  const built = buildModule(file, 1, () => ({ id: 0, modified: 0 }));
  const { module, config } = built;
  const stepOf = valueSteps(module, config);
  const references = checkReferences(module, config);
  const problems = [
    // Unknown question names are reported by checkReferences, in Dutch and with a suggestion.
    ...validateModuleConfig(module, config)
      .filter((m) => !/refers to unknown question/.test(m))
      .map(asProblem),
    ...keyProblems(module),
    ...references.problems,
    ...stepProblems(module),
    ...resultTextProblems(module, config),
    ...ageProblems(module, config),
    ...Object.entries(config.norm).flatMap(([name, entries]) => normCoverageProblems(name, entries, stepOf)),
    ...lessonGuideProblems(file.lessonGuide),
  ];
  const warnings: ContentProblem[] = [...references.warnings];
  module.slides.forEach((slide, i) => {
    if (slide.category_mappings.length > 0)
      warnings.push({
        place: `dia ${i + 1} "${slide.name}"`,
        field: 'category_mappings',
        message: 'wordt opgeslagen maar door de app niet gebruikt',
      });
  });
  return { problems, warnings, built: problems.length ? null : built };
}
