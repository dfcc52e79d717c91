// The renames one content edit makes (issue 33): a slide, sub-question or option that keeps its id but gets
// another name, key or value. The content routes change only the module block, while the rules that name
// these things live in the config; so every rename goes through the editor's own pure functions
// (src/rules/rename.ts), which rewrite every expression and name list or refuse with the places; the saved
// example answer sets, which name slides, options and sub-questions too, follow (src/rules/renameExamples.ts).
import type { ContentFile } from '../../rules/contentFile';
import {
  changeOptionValue,
  renameOptionKey,
  renameSlide,
  renameSubQuestion,
  type RenameChange,
  type RenameOutcome,
  type RenamePlace,
} from '../../rules/rename';
import { followInExamples, type RenameExample } from '../../rules/renameExamples';
import type { DraftContent, DraftSlide } from './edit';

interface Step {
  /** Whether another element of the slide holds the target now (then a later step may free it first). */
  blocked: (file: ContentFile) => boolean;
  apply: (file: ContentFile) => RenameOutcome;
}

const slideNamed = (file: ContentFile, name: string): DraftSlide | undefined =>
  file.module.slides.find((s) => s.name === name);

const ident = (sub: { key?: string; name: string }): string => sub.key ?? sub.name;

/** The steps that turn `before`'s options and sub-questions into `after`'s (the slide's own name is not one). */
function stepsOfChildren(before: DraftSlide, after: DraftSlide): Step[] {
  const slide = before.name;
  const steps: Step[] = [];
  (before.options ?? []).forEach((old, i) => {
    const now = after.options?.find((o) => o.id !== undefined && o.id === old.id);
    if (!now) return;
    const key = now.key;
    if (key && key !== old.key)
      steps.push({
        blocked: (file) => (slideNamed(file, slide)?.options ?? []).some((o, j) => j !== i && o.key === key),
        apply: (file) => renameOptionKey(file, slide, i, key),
      });
    const value = now.value;
    if (typeof value === 'number' && value !== old.value)
      steps.push({
        blocked: (file) => (slideNamed(file, slide)?.options ?? []).some((o, j) => j !== i && o.value === value),
        apply: (file) => changeOptionValue(file, slide, i, value),
      });
  });
  for (const old of before.sub_questions ?? []) {
    const now = after.sub_questions?.find((q) => q.id !== undefined && q.id === old.id);
    // The routes always send a key; a sub-question without one is read by its text, which no rename can name.
    if (!now?.key || now.key === ident(old)) continue;
    const to = now.key;
    steps.push({
      blocked: (file) => (slideNamed(file, slide)?.sub_questions ?? []).some((q) => q.id !== old.id && ident(q) === to),
      apply: (file) => {
        const current = (slideNamed(file, slide)?.sub_questions ?? []).find((q) => q.id === old.id);
        return renameSubQuestion(file, slide, current ? ident(current) : ident(old), to);
      },
    });
  }
  return steps;
}

/** Runs `steps`, each when its target is free if one is; the first refusal ends it. */
function run(file: ContentFile, steps: Step[], changes: RenameChange[]): RenameOutcome {
  let pending = steps;
  while (pending.length > 0) {
    // Values or keys that move up one (2 → 3, 1 → 2) go in the order that frees each target first; a swap
    // cannot, and the first step's refusal says where.
    const next = pending.find((s) => !s.blocked(file)) ?? pending[0];
    const outcome = next.apply(file);
    if (!outcome.ok) return outcome;
    file = outcome.file;
    changes.push(...outcome.changes);
    pending = pending.filter((s) => s !== next);
  }
  return { ok: true, file, changes };
}

export type FollowOutcome =
  | { ok: true; file: ContentFile; changes: RenameChange[]; examples: RenameExample[] }
  | { ok: false; problems: RenamePlace[] };

/**
 * `document` (its module with every element's id) with each rename `after` makes applied by the rename
 * functions: every expression and name list of the config rewritten, and `examples` (the module's saved
 * example answer sets) naming the new names; `examples` in the answer are the ones that changed. Refused,
 * with the places, when one cannot be rewritten with certainty; `changes` is empty when the edit renames
 * nothing.
 */
export function followRenames(
  document: ContentFile,
  after: DraftContent,
  examples: readonly RenameExample[] = [],
): FollowOutcome {
  const children: Step[] = [];
  const slides: Step[] = [];
  for (const old of document.module.slides) {
    const now = after.slides.find((s) => s.id !== undefined && s.id === old.id);
    if (!now) continue;
    children.push(...stepsOfChildren(old, now));
    if (now.name !== old.name)
      slides.push({
        blocked: (file) => slideNamed(file, now.name) !== undefined,
        apply: (file) => renameSlide(file, old.name, now.name),
      });
  }
  // Options and sub-questions are renamed under their slide's old name, so the slides' own renames come last.
  const changes: RenameChange[] = [];
  const first = run(document, children, changes);
  const renamed = first.ok ? run(first.file, slides, changes) : first;
  if (!renamed.ok) return renamed;
  const followed = followInExamples(document, renamed.file, examples);
  return followed.ok ? { ...renamed, examples: followed.changed } : followed;
}
