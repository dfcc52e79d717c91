// What changed between two versions of a module document (issue 33: "which slides, options, rules and texts
// changed, side by side"). Each change names its kind, whether it was added, removed, changed or moved, a Dutch
// label, the changed fields, the item in both versions and its JSON pointer in each. The shape is
// src/shared/management/moduleVersion.ts's ModuleChange, the two paths included; the server's compare route sends it.
import type { ContentFile, ContentOption, ContentSlide, ContentSubQuestion } from './contentFile';
import { changedFields, matchBy, matchBySequence, type ListMatch } from './listMatch';

export type ModuleChangeKind =
  | 'module'
  | 'topic'
  | 'slide'
  | 'option'
  | 'sub_question'
  | 'info_text'
  | 'result_text'
  | 'computed'
  | 'norm'
  | 'rule'
  | 'result'
  | 'action'
  | 'lesson_guide';

export interface ModuleChange {
  kind: ModuleChangeKind;
  change: 'added' | 'removed' | 'changed' | 'moved';
  /** Dutch: 'dia "vrienden"', 'optie "Nee" van dia "roken"', 'regel 3', 'norm "slaap"'. */
  label: string;
  /** For 'changed': the fields that differ ('text', 'options[1].value'); for 'moved': ['positie']. */
  fields: string[];
  /** The item in version a and in version b; null where it does not exist. */
  before: unknown;
  after: unknown;
  /** JSON pointers of the item in a and in b ('/module/slides/3'); null where it does not exist. */
  pathBefore: string | null;
  pathAfter: string | null;
}

type Named = { id?: number; key?: string; name?: string };
const byId = (t: Named): number | undefined => t.id;
const byKey = (t: Named): string | undefined => t.key;
const byName = (t: Named): string | undefined => t.name;
const pointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** The added, removed, moved and changed items of one list, in the order of b (removed ones at a's place). */
function listChanges<T>(
  a: T[],
  b: T[],
  match: ListMatch,
  describe: {
    kind: ModuleChangeKind;
    label: (item: T, index: number) => string;
    path: (side: 'a' | 'b', index: number) => string;
    /** Top-level fields reported elsewhere (a slide's options are changes of their own). */
    skip?: readonly string[];
    /** Changes inside a paired item (a slide's options, sub-questions, info texts). */
    inner?: (before: T, after: T, ia: number, ib: number) => ModuleChange[];
  },
): ModuleChange[] {
  const out: ModuleChange[] = [];
  const base = (change: ModuleChange['change'], item: T, index: number) => ({
    kind: describe.kind,
    change,
    label: describe.label(item, index),
  });
  for (const i of match.removed)
    out.push({
      ...base('removed', a[i], i),
      fields: [],
      before: a[i],
      after: null,
      pathBefore: describe.path('a', i),
      pathAfter: null,
    });
  for (const [i, j] of match.pairs) {
    const paths = { pathBefore: describe.path('a', i), pathAfter: describe.path('b', j) };
    if (match.moved.has(j))
      out.push({ ...base('moved', b[j], j), fields: ['positie'], before: a[i], after: b[j], ...paths });
    // An id is the item's identity (the pairing used it), not its content: a version taken from a content file
    // has none where the draft has database ids, and that is no change an author made.
    const fields = changedFields(a[i], b[j], ['id', ...(describe.skip ?? [])]);
    if (fields.length) out.push({ ...base('changed', b[j], j), fields, before: a[i], after: b[j], ...paths });
    if (describe.inner) out.push(...describe.inner(a[i], b[j], i, j));
  }
  for (const j of match.added)
    out.push({
      ...base('added', b[j], j),
      fields: [],
      before: null,
      after: b[j],
      pathBefore: null,
      pathAfter: describe.path('b', j),
    });
  return out;
}

/** Changes of a record keyed by name (computed values, norms). */
function recordChanges<V>(
  a: Record<string, V>,
  b: Record<string, V>,
  kind: ModuleChangeKind,
  label: (name: string) => string,
  path: (name: string) => string,
): ModuleChange[] {
  const names = [...Object.keys(a), ...Object.keys(b).filter((n) => !(n in a))];
  return names.flatMap((name): ModuleChange[] => {
    const [x, y] = [a[name], b[name]];
    const common = { kind, label: label(name) };
    if (x === undefined)
      return [
        { ...common, change: 'added', fields: [], before: null, after: y, pathBefore: null, pathAfter: path(name) },
      ];
    if (y === undefined)
      return [
        { ...common, change: 'removed', fields: [], before: x, after: null, pathBefore: path(name), pathAfter: null },
      ];
    const fields = typeof x === 'string' ? (x === y ? [] : ['']) : changedFields(x, y);
    return fields.length
      ? [{ ...common, change: 'changed', fields, before: x, after: y, pathBefore: path(name), pathAfter: path(name) }]
      : [];
  });
}

/** A whole object (module fields, topic, lesson guide) as one change, when any field differs. */
function objectChange(
  kind: ModuleChangeKind,
  label: string,
  path: string,
  a: unknown,
  b: unknown,
  skip: readonly string[] = [],
): ModuleChange[] {
  if ((a === undefined || a === null) && (b === undefined || b === null)) return [];
  if (a === undefined || a === null)
    return [{ kind, change: 'added', label, fields: [], before: null, after: b, pathBefore: null, pathAfter: path }];
  if (b === undefined || b === null)
    return [{ kind, change: 'removed', label, fields: [], before: a, after: null, pathBefore: path, pathAfter: null }];
  const fields = changedFields(a, b, skip);
  return fields.length
    ? [{ kind, change: 'changed', label, fields, before: a, after: b, pathBefore: path, pathAfter: path }]
    : [];
}

function slideInner(sa: ContentSlide, sb: ContentSlide, ia: number, ib: number): ModuleChange[] {
  const of = ` van dia "${sb.name}"`;
  const at = (side: 'a' | 'b', list: string, k: number) => `/module/slides/${side === 'a' ? ia : ib}/${list}/${k}`;
  const options = [sa.options ?? [], sb.options ?? []] as const;
  const subs = [sa.sub_questions ?? [], sb.sub_questions ?? []] as const;
  const infos = [sa.info_texts ?? [], sb.info_texts ?? []] as const;
  return [
    ...listChanges<ContentOption>(options[0], options[1], matchBy(options[0], options[1], [byId, byKey, byName]), {
      kind: 'option',
      label: (o) => `optie "${o.name}"${of}`,
      path: (side, k) => at(side, 'options', k),
    }),
    ...listChanges<ContentSubQuestion>(subs[0], subs[1], matchBy(subs[0], subs[1], [byId, byKey, byName]), {
      kind: 'sub_question',
      label: (s) => `subvraag "${s.key ?? s.name}"${of}`,
      path: (side, k) => at(side, 'sub_questions', k),
    }),
    ...listChanges(infos[0], infos[1], matchBy(infos[0], infos[1], [byId, byName]), {
      kind: 'info_text',
      label: (t) => `infotekst "${t.name}"${of}`,
      path: (side, k) => at(side, 'info_texts', k),
    }),
  ];
}

/** Every change from document `a` to document `b`, in document order. */
export function diffModules(a: ContentFile, b: ContentFile): ModuleChange[] {
  const [ma, mb] = [a.module, b.module];
  const [ca, cb] = [a.config ?? {}, b.config ?? {}];
  const rules = [ca.rules ?? [], cb.rules ?? []] as const;
  const results = [ca.result ?? [], cb.result ?? []] as const;
  const actions = [ca.actions ?? [], cb.actions ?? []] as const;
  return [
    ...objectChange('module', 'module', '/module', ma, mb, ['slides', 'result_texts']),
    ...objectChange('topic', 'onderwerp', '/topic', a.topic, b.topic),
    ...(JSON.stringify(ca.required_meta ?? []) === JSON.stringify(cb.required_meta ?? [])
      ? []
      : objectChange(
          'module',
          'gevraagde gegevens (required_meta)',
          '/config/required_meta',
          ca.required_meta ?? [],
          cb.required_meta ?? [],
        )),
    ...listChanges(ma.slides, mb.slides, matchBy(ma.slides, mb.slides, [byId, byName]), {
      kind: 'slide',
      label: (s) => `dia "${s.name}"`,
      path: (_, i) => `/module/slides/${i}`,
      skip: ['options', 'sub_questions', 'info_texts'],
      inner: slideInner,
    }),
    ...listChanges(ma.result_texts, mb.result_texts, matchBy(ma.result_texts, mb.result_texts, [byId, byName]), {
      kind: 'result_text',
      label: (t) => `resultaattekst "${t.name}"`,
      path: (_, i) => `/module/result_texts/${i}`,
    }),
    ...recordChanges(
      ca.computed ?? {},
      cb.computed ?? {},
      'computed',
      (n) => `berekende waarde "${n}"`,
      (n) => `/config/computed/${pointer(n)}`,
    ),
    ...recordChanges(
      ca.norm ?? {},
      cb.norm ?? {},
      'norm',
      (n) => `norm "${n}"`,
      (n) => `/config/norm/${pointer(n)}`,
    ),
    ...listChanges(rules[0], rules[1], matchBySequence(rules[0], rules[1]), {
      kind: 'rule',
      label: (_, i) => `regel ${i + 1}`,
      path: (_, i) => `/config/rules/${i}`,
    }),
    ...listChanges(results[0], results[1], matchBySequence(results[0], results[1]), {
      kind: 'result',
      label: (_, i) => `resultaatregel ${i + 1}`,
      path: (_, i) => `/config/result/${i}`,
    }),
    ...listChanges(actions[0], actions[1], matchBy(actions[0], actions[1], [byName]), {
      kind: 'action',
      label: (t) => `actie "${t.name}"`,
      path: (_, i) => `/config/actions/${i}`,
    }),
    ...objectChange('lesson_guide', 'lesmateriaal', '/lessonGuide', a.lessonGuide, b.lessonGuide),
  ];
}
