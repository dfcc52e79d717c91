// Renaming in the module editor (issue 33): a slide, a sub-question key, an option's key or value, a computed
// value (renameComputed.ts). Every
// expression and name list that names it is rewritten, or, when one cannot be rewritten with certainty, nothing
// is changed and the answer lists the places (JSON pointer, Dutch place and field, why). A rewrite is checked by
// meaning: the rewritten expression's syntax tree must be the old one with only the renamed reads changed.
import type { ContentFile } from './contentFile';
import type { AstNode } from './expression';
import { memberChains, readOf, readsDynamically, segmentText, walk, type Segment } from './expressionNames';
import { KEY_PATTERN } from './moduleSchema';
import {
  changedTree,
  firstSegmentRewrite,
  mentions,
  refuse,
  rewriteAll,
  slidePlace,
  type RenameOutcome,
} from './renameRewrite';

export type { RenameChange, RenameOutcome, RenamePlace } from './renameRewrite';
export { changeOptionValue, renameOptionKey } from './renameOption';
export { renameComputed } from './renameComputed';

const ROOTS = ['q', 'skipped'] as const;

/** Renames slide `from` to `to` in the slide, every `q.`/`skipped.` read, skip_slides and skip_to_end_from. */
export function renameSlide(document: ContentFile, from: string, to: string): RenameOutcome {
  const index = document.module.slides.findIndex((s) => s.name === from);
  if (index < 0)
    return refuse([{ path: '/module/slides', place: '', field: '', message: `geen dia met de naam '${from}'` }]);
  const at = { path: `/module/slides/${index}/name`, place: slidePlace(document, index), field: 'name' };
  if (to.trim() === '') return refuse([{ ...at, message: 'de nieuwe naam mag niet leeg zijn' }]);
  const taken = document.module.slides.findIndex((s, i) => i !== index && s.name === to);
  if (taken >= 0) return refuse([{ ...at, message: `${slidePlace(document, taken)} heeft die naam al` }]);

  const file = structuredClone(document);
  const { problems, changes } = rewriteAll(
    file,
    firstSegmentRewrite(ROOTS, from, to, 'leest q of skipped niet met een vaste naam; pas de expressie zelf aan'),
  );
  if (problems.length) return refuse(problems);
  (file.config.rules ?? []).forEach((rule, i) => {
    if (rule.skip_slides?.includes(from)) {
      const before = JSON.stringify(rule.skip_slides);
      rule.skip_slides = rule.skip_slides.map((n) => (n === from ? to : n));
      changes.push({ path: `/config/rules/${i}/skip_slides`, before, after: JSON.stringify(rule.skip_slides) });
    }
    if (rule.skip_to_end_from === from) {
      rule.skip_to_end_from = to;
      changes.push({ path: `/config/rules/${i}/skip_to_end_from`, before: from, after: to });
    }
  });
  file.module.slides[index].name = to;
  changes.unshift({ path: at.path, before: from, after: to });
  return { ok: true, file, changes };
}

const span = (s: Segment): { start: number; end: number } => ({ start: s.start, end: s.end });

/**
 * Gives sub-question `from` (its key, or its text when it has none) of slide `slide` the key `to`, and rewrites
 * `q.<slide>.<from>` / `q.<slide>['<text>']` to `q.<slide>.<to>`.
 */
export function renameSubQuestion(document: ContentFile, slide: string, from: string, to: string): RenameOutcome {
  const index = document.module.slides.findIndex((s) => s.name === slide);
  if (index < 0)
    return refuse([{ path: '/module/slides', place: '', field: '', message: `geen dia met de naam '${slide}'` }]);
  const subs = document.module.slides[index].sub_questions ?? [];
  const k = subs.findIndex((s) => (s.key ?? s.name) === from);
  const place = slidePlace(document, index);
  if (k < 0)
    return refuse([
      {
        path: `/module/slides/${index}/sub_questions`,
        place,
        field: 'sub_questions',
        message: `geen subvraag '${from}'`,
      },
    ]);
  const at = { path: `/module/slides/${index}/sub_questions/${k}/key`, place, field: `sub_questions[${k}].key` };
  if (!new RegExp(KEY_PATTERN).test(to))
    return refuse([{ ...at, message: 'moet een korte sleutel zijn (a-z, 0-9, _)' }]);
  if (subs.some((s, i) => i !== k && (s.key ?? s.name) === to))
    return refuse([{ ...at, message: `sleutel '${to}' komt al voor in deze dia` }]);

  const sub = subs[k];
  const names = [sub.key, sub.name].filter((n): n is string => typeof n === 'string');
  const readsSub = (node: AstNode): boolean =>
    node.type === 'FunctionCall' &&
    node.name === '__index' &&
    !!node.args?.[0] &&
    readOf(node.args[0], ['q']) === slide;
  const file = structuredClone(document);
  const { problems, changes } = rewriteAll(file, {
    touches: (e) => mentions(e, slide),
    blocker: (tree) => {
      let dynamic = readsDynamically(tree, ['q']);
      walk(tree, (node) => {
        if (readsSub(node) && node.args?.[1]?.type !== 'Literal') dynamic = true;
      });
      return dynamic ? `leest de subvragen van '${slide}' niet met een vaste sleutel; pas de expressie zelf aan` : null;
    },
    expected: (tree) =>
      changedTree(tree, (node, parent) =>
        parent && readsSub(parent) && parent.args?.[1] === node && names.includes(String(node.value)) ? to : undefined,
      ),
    edits: (e) =>
      memberChains(e, ['q'])
        .filter((c) => c.segments[0]?.name === slide && c.segments[1] && names.includes(c.segments[1].name))
        .map((c) => ({ ...span(c.segments[1]), text: segmentText(to) })),
  });
  if (problems.length) return refuse(problems);
  const target = file.module.slides[index].sub_questions?.[k];
  if (target) target.key = to;
  changes.unshift({ path: at.path, before: sub.key ?? '', after: to });
  return { ok: true, file, changes };
}
