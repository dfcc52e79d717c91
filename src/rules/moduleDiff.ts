// What changed between two versions of a module (content files, e.g. version 3 and the draft): slides,
// their options, sub-questions and info texts, result texts, rules, computed values, norms, result rules,
// actions, the module's own fields, the topic and the lesson guide. Elements are matched by their id when
// both have one, else by key or name, so a renamed slide with an id is "changed", not removed and added;
// "moved" means its place among the elements both versions have changed (the fewest such, by LCS). Pure.
import type { ContentFile } from './contentFile';

export interface ModuleChange {
  kind: string;
  change: 'added' | 'removed' | 'changed' | 'moved';
  label: string;
  fields: string[];
  before: unknown;
  after: unknown;
}

type Item = Record<string, unknown>;

function canonical(value: unknown): string {
  if (value === undefined || value === null) return 'null';
  if (typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  return `{${Object.entries(value as Item)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`)
    .join(',')}}`;
}
const same = (a: unknown, b: unknown): boolean => canonical(a) === canonical(b);

/** The fields of two objects that differ (ids and `skip` lists excluded). */
function changedFields(a: Item, b: Item, skip: string[] = []): string[] {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== 'id' && !skip.includes(k));
  return keys.filter((k) => !same(a[k], b[k])).sort();
}

/** Indexes of b's items (by a's order) that are not on a longest common subsequence: the moved ones. */
function movedKeys(aKeys: string[], bKeys: string[]): Set<string> {
  const common = new Set(aKeys.filter((k) => bKeys.includes(k)));
  const a = aKeys.filter((k) => common.has(k));
  const b = bKeys.filter((k) => common.has(k));
  const table = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i][j] = a[i] === b[j] ? table[i + 1][j + 1] + 1 : Math.max(table[i + 1][j], table[i][j + 1]);
  const kept = new Set<string>();
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    if (a[i] === b[j]) {
      kept.add(a[i]);
      i++;
      j++;
    } else if (table[i + 1][j] >= table[i][j + 1]) i++;
    else j++;
  }
  return new Set(a.filter((k) => !kept.has(k)));
}

interface ListSpec {
  kind: string;
  label: (item: Item) => string;
  /** Fields compared as their own lists (not reported as a changed field of the item). */
  nested?: string[];
  children?: (before: Item, after: Item, parent: string) => ModuleChange[];
}

const identity = (item: Item, i: number, list: Item[]): string => {
  if (typeof item.id === 'number' && list.every((x) => typeof x.id === 'number')) return `#${item.id}`;
  if (typeof item.key === 'string') return `k:${item.key}`;
  if (typeof item.name === 'string') return `n:${item.name}`;
  return `i:${i}`;
};

function diffList(before: Item[] = [], after: Item[] = [], spec: ListSpec): ModuleChange[] {
  const both = before.length > 0 && after.length > 0 && [...before, ...after].every((x) => typeof x.id === 'number');
  const key = (item: Item, i: number, list: Item[]) => (both ? `#${String(item.id)}` : identity(item, i, list));
  const aKeys = before.map((x, i) => key(x, i, before));
  const bKeys = after.map((x, i) => key(x, i, after));
  const moved = movedKeys(aKeys, bKeys);
  const changes: ModuleChange[] = [];
  const entry = (change: ModuleChange['change'], item: Item, fields: string[], a: unknown, b: unknown) =>
    changes.push({ kind: spec.kind, change, label: spec.label(item), fields, before: a ?? null, after: b ?? null });
  before.forEach((item, i) => {
    if (!bKeys.includes(aKeys[i])) entry('removed', item, [], item, null);
  });
  after.forEach((item, j) => {
    const i = aKeys.indexOf(bKeys[j]);
    if (i < 0) return entry('added', item, [], null, item);
    const old = before[i];
    if (moved.has(bKeys[j])) entry('moved', item, [], i, j);
    const fields = changedFields(old, item, spec.nested);
    if (fields.length > 0) entry('changed', item, fields, old, item);
    if (spec.children) changes.push(...spec.children(old, item, spec.label(item)));
  });
  return changes;
}

const named = (word: string) => (item: Item) => `${word} "${String(item.name ?? item.title ?? '')}"`;

function slideChildren(a: Item, b: Item, parent: string): ModuleChange[] {
  const list = (x: Item, k: string) => (x[k] as Item[] | undefined) ?? [];
  const child = (kind: string, word: string) => ({ kind, label: (x: Item) => `${named(word)(x)} van ${parent}` });
  return [
    ...diffList(list(a, 'options'), list(b, 'options'), child('option', 'antwoord')),
    ...diffList(list(a, 'sub_questions'), list(b, 'sub_questions'), child('sub_question', 'deelvraag')),
    ...diffList(list(a, 'info_texts'), list(b, 'info_texts'), child('info_text', 'infotekst')),
  ];
}

function diffRecord(kind: string, word: string, a: Record<string, unknown> = {}, b: Record<string, unknown> = {}) {
  const changes: ModuleChange[] = [];
  for (const name of [...new Set([...Object.keys(a), ...Object.keys(b)])]) {
    const label = `${word} "${name}"`;
    if (!(name in b)) changes.push({ kind, change: 'removed', label, fields: [], before: a[name], after: null });
    else if (!(name in a)) changes.push({ kind, change: 'added', label, fields: [], before: null, after: b[name] });
    else if (!same(a[name], b[name]))
      changes.push({ kind, change: 'changed', label, fields: [], before: a[name], after: b[name] });
  }
  return changes;
}

function diffIndexed(kind: string, word: string, a: unknown[] = [], b: unknown[] = []): ModuleChange[] {
  const changes: ModuleChange[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const label = `${word} ${i + 1}`;
    if (i >= b.length) changes.push({ kind, change: 'removed', label, fields: [], before: a[i], after: null });
    else if (i >= a.length) changes.push({ kind, change: 'added', label, fields: [], before: null, after: b[i] });
    else if (!same(a[i], b[i]))
      changes.push({
        kind,
        change: 'changed',
        label,
        fields: changedFields(a[i] as Item, b[i] as Item),
        before: a[i],
        after: b[i],
      });
  }
  return changes;
}

export function diffModules(a: ContentFile, b: ContentFile): ModuleChange[] {
  const changes: ModuleChange[] = [];
  const moduleFields = changedFields(a.module as unknown as Item, b.module as unknown as Item, [
    'slides',
    'result_texts',
  ]);
  if (moduleFields.length > 0) {
    const pick = (m: Item) => Object.fromEntries(moduleFields.map((f) => [f, m[f] ?? null]));
    changes.push({
      kind: 'module',
      change: 'changed',
      label: 'module',
      fields: moduleFields,
      before: pick(a.module as unknown as Item),
      after: pick(b.module as unknown as Item),
    });
  }
  const topicFields = changedFields(a.topic as unknown as Item, b.topic as unknown as Item);
  if (topicFields.length > 0)
    changes.push({
      kind: 'topic',
      change: 'changed',
      label: 'onderwerp',
      fields: topicFields,
      before: a.topic,
      after: b.topic,
    });
  const slides = (f: ContentFile) => f.module.slides as unknown as Item[];
  changes.push(
    ...diffList(slides(a), slides(b), {
      kind: 'slide',
      label: named('dia'),
      nested: ['options', 'sub_questions', 'info_texts'],
      children: slideChildren,
    }),
    ...diffList(a.module.result_texts as unknown as Item[], b.module.result_texts as unknown as Item[], {
      kind: 'result_text',
      label: named('resultaattekst'),
    }),
    ...diffIndexed('rule', 'regel', a.config.rules, b.config.rules),
    ...diffRecord('computed', 'berekende waarde', a.config.computed, b.config.computed),
    ...diffRecord('norm', 'norm', a.config.norm, b.config.norm),
    ...diffIndexed('result', 'resultaatregel', a.config.result, b.config.result),
    ...diffList(a.config.actions as unknown as Item[], b.config.actions as unknown as Item[], {
      kind: 'action',
      label: named('actie'),
    }),
  );
  if (!same(a.config.required_meta ?? [], b.config.required_meta ?? []))
    changes.push({
      kind: 'module',
      change: 'changed',
      label: 'gevraagde gegevens',
      fields: ['required_meta'],
      before: a.config.required_meta ?? [],
      after: b.config.required_meta ?? [],
    });
  if (!same(a.lessonGuide, b.lessonGuide))
    changes.push({
      kind: 'lesson_guide',
      change: a.lessonGuide ? (b.lessonGuide ? 'changed' : 'removed') : 'added',
      label: 'lesbrief',
      fields: [],
      before: a.lessonGuide ?? null,
      after: b.lessonGuide ?? null,
    });
  return changes;
}
