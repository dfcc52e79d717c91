// What every rename (rename.ts, renameOption.ts) shares: the expressions of a module document with their places,
// and rewriting them all or none. A rewrite is checked by meaning: the rewritten expression's syntax tree must
// be the old one with only the renamed reads changed, else the place is listed and nothing is changed.
import type { ContentFile } from './contentFile';
import type { AstNode } from './expression';
import {
  applyEdits,
  memberChains,
  normalTree,
  readOf,
  readsDynamically,
  sameTree,
  segmentText,
  walk,
} from './expressionNames';

export interface RenamePlace {
  /** JSON pointer into the document: '/config/rules/2/when'. */
  path: string;
  /** Dutch, as the content checker writes it: 'regel 3', 'computed "x"', 'norm "slaap"[1]', 'dia 2 "sport"'. */
  place: string;
  field: string;
  message: string;
}

export interface RenameChange {
  path: string;
  before: string;
  after: string;
}

export type RenameOutcome =
  { ok: true; file: ContentFile; changes: RenameChange[] } | { ok: false; problems: RenamePlace[] };

export interface ExpressionField {
  path: string;
  place: string;
  field: string;
  expression: string;
  set: (value: string) => void;
}

export const pointer = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every expression of the config, with where it is and how to write it back. */
function expressionFields(file: ContentFile): ExpressionField[] {
  const config = file.config;
  const fields: ExpressionField[] = [];
  for (const name of Object.keys(config.computed ?? {})) {
    const computed = config.computed as Record<string, string>;
    fields.push({
      path: `/config/computed/${pointer(name)}`,
      place: `computed "${name}"`,
      field: '',
      expression: computed[name],
      set: (v) => (computed[name] = v),
    });
  }
  for (const [name, entries] of Object.entries(config.norm ?? {}))
    entries.forEach((entry, i) => {
      if ('value' in entry && typeof entry.value === 'string')
        fields.push({
          path: `/config/norm/${pointer(name)}/${i}/value`,
          place: `norm "${name}"[${i}]`,
          field: 'value',
          expression: entry.value,
          set: (v) => (entry.value = v),
        });
    });
  (config.rules ?? []).forEach((rule, i) =>
    fields.push({
      path: `/config/rules/${i}/when`,
      place: `regel ${i + 1}`,
      field: 'when',
      expression: rule.when,
      set: (v) => (rule.when = v),
    }),
  );
  (config.result ?? []).forEach((rule, i) =>
    fields.push({
      path: `/config/result/${i}/when`,
      place: `result ${i + 1}`,
      field: 'when',
      expression: rule.when,
      set: (v) => (rule.when = v),
    }),
  );
  return fields;
}

export const refuse = (problems: RenamePlace[]): RenameOutcome => ({ ok: false, problems });
export const slidePlace = (file: ContentFile, i: number): string => `dia ${i + 1} "${file.module.slides[i].name}"`;
export const mentions = (expression: string, name: string): boolean => expression.includes(name);

/** Clones the tree and changes each Literal for which `change` gives a new value. */
export function changedTree(tree: AstNode, change: (node: AstNode, parent: AstNode | null) => unknown): AstNode {
  const copy = JSON.parse(JSON.stringify(tree)) as AstNode;
  walk(copy, (node, parent) => {
    const value = change(node, parent);
    if (value !== undefined) node.value = value;
  });
  return copy;
}

export interface Rewrite {
  /** What the reads become in the tree (the expected meaning of the rewritten text). */
  expected: (tree: AstNode) => AstNode;
  /** The text edits. */
  edits: (expression: string) => Array<{ start: number; end: number; text: string }>;
  /** Why this expression cannot be rewritten with certainty; null when it can. */
  blocker?: (tree: AstNode) => string | null;
  /** Whether the expression may read the renamed thing (only those are looked at). */
  touches: (expression: string) => boolean;
}

/** Rewrites every expression, or lists the places it cannot; the file is changed only when all can. */
export function rewriteAll(file: ContentFile, rewrite: Rewrite): { problems: RenamePlace[]; changes: RenameChange[] } {
  const problems: RenamePlace[] = [];
  const pending: Array<{ field: ExpressionField; after: string }> = [];
  for (const field of expressionFields(file)) {
    if (!rewrite.touches(field.expression)) continue;
    const at = { path: field.path, place: field.place, field: field.field };
    const tree = normalTree(field.expression);
    if (!tree) {
      problems.push({ ...at, message: 'de expressie klopt niet; verbeter haar eerst' });
      continue;
    }
    const blocked = rewrite.blocker?.(tree) ?? null;
    if (blocked) {
      problems.push({ ...at, message: blocked });
      continue;
    }
    const after = applyEdits(field.expression, rewrite.edits(field.expression));
    if (!sameTree(normalTree(after), rewrite.expected(tree))) {
      problems.push({ ...at, message: 'kan niet met zekerheid worden aangepast; pas de expressie zelf aan' });
      continue;
    }
    if (after !== field.expression) pending.push({ field, after });
  }
  if (problems.length) return { problems, changes: [] };
  return {
    problems,
    changes: pending.map(({ field, after }) => {
      const before = field.expression;
      field.set(after);
      return { path: field.path, before, after };
    }),
  };
}

/**
 * The rewrite of a name read as the first segment after one of `roots` (`q.<slide>`, `skipped.<slide>`,
 * `computed.<naam>`): every such read becomes `to`; an expression that reads a root by a computed key
 * is refused with `dynamicMessage`.
 */
export const firstSegmentRewrite = (
  roots: readonly string[],
  from: string,
  to: string,
  dynamicMessage: string,
): Rewrite => ({
  touches: (e) => mentions(e, from),
  blocker: (tree) => (readsDynamically(tree, roots) ? dynamicMessage : null),
  expected: (tree) =>
    changedTree(tree, (node, parent) =>
      parent && readOf(parent, roots) === from && parent.args?.[1] === node ? to : undefined,
    ),
  edits: (e) =>
    memberChains(e, roots)
      .filter((c) => c.segments[0]?.name === from)
      .map((c) => ({ start: c.segments[0].start, end: c.segments[0].end, text: segmentText(to) })),
});
