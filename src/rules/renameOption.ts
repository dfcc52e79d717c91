// Renaming an option (issue 33): its key, which no expression reads, or its value, which expressions compare
// with (`q.sport == 2`, `2 in q.eten`); see rename.ts for slides and sub-questions.
import type { ContentFile } from './contentFile';
import type { AstNode } from './expression';
import { memberChains, readOf, readsDynamically, tokens, walk } from './expressionNames';
import { KEY_PATTERN } from './moduleSchema';
import { refuse, rewriteAll, mentions, slidePlace, type RenameOutcome } from './renameRewrite';

/** Gives an option a new key. No expression reads option keys (they read values), so only the key changes. */
export function renameOptionKey(document: ContentFile, slide: string, option: number, to: string): RenameOutcome {
  const index = document.module.slides.findIndex((s) => s.name === slide);
  const options = index < 0 ? undefined : document.module.slides[index].options;
  if (!options?.[option])
    return refuse([
      { path: '/module/slides', place: '', field: '', message: `geen optie ${option + 1} in dia '${slide}'` },
    ]);
  const at = {
    path: `/module/slides/${index}/options/${option}/key`,
    place: slidePlace(document, index),
    field: `options[${option}].key`,
  };
  if (!new RegExp(KEY_PATTERN).test(to))
    return refuse([{ ...at, message: 'moet een korte sleutel zijn (a-z, 0-9, _)' }]);
  if (options.some((o, i) => i !== option && o.key === to))
    return refuse([{ ...at, message: `sleutel '${to}' komt al voor in deze dia` }]);
  const file = structuredClone(document);
  const before = options[option].key ?? '';
  file.module.slides[index].options![option].key = to;
  return { ok: true, file, changes: [{ path: at.path, before, after: to }] };
}

/**
 * Expressions name an option by its value (`q.sport == 2`, `2 in q.eten`, `q.stelling.a == 1`): changing the value
 * rewrites those comparisons. Any other use of the question's value (`q.sport >= 2`, `q.sport * 60`, a norm
 * rating it) cannot follow a new value with certainty: then nothing changes and the places are listed.
 */
export function changeOptionValue(document: ContentFile, slide: string, option: number, value: number): RenameOutcome {
  const index = document.module.slides.findIndex((s) => s.name === slide);
  const source = index < 0 ? undefined : document.module.slides[index];
  const opt = source?.options?.[option];
  if (!source || !opt)
    return refuse([
      { path: '/module/slides', place: '', field: '', message: `geen optie ${option + 1} in dia '${slide}'` },
    ]);
  const place = slidePlace(document, index);
  const at = { path: `/module/slides/${index}/options/${option}/value`, place, field: `options[${option}].value` };
  if (!Number.isFinite(value)) return refuse([{ ...at, message: 'moet een getal zijn' }]);
  const other = (source.options ?? []).findIndex((o, i) => i !== option && o.value === value);
  if (other >= 0) return refuse([{ ...at, message: `optie ${other + 1} heeft die waarde al` }]);
  const old = opt.value ?? null;
  const file = structuredClone(document);
  if (old === null || old === value) {
    file.module.slides[index].options![option].value = value;
    return { ok: true, file, changes: [{ path: at.path, before: String(old), after: String(value) }] };
  }
  const composite = (source.sub_questions ?? []).length > 0;
  /** The node that holds the chosen option's value: `q.slide`, or `q.slide.<sub>` on a composite. */
  const isValueRead = (node: AstNode, parent: AstNode | null): boolean =>
    composite
      ? node.type === 'FunctionCall' &&
        node.name === '__index' &&
        !!node.args?.[0] &&
        readOf(node.args[0], ['q']) === slide &&
        parent !== null
      : readOf(node, ['q']) === slide;

  const uses = (tree: AstNode): { literals: AstNode[]; blocked: boolean } => {
    const literals: AstNode[] = [];
    let blocked = readsDynamically(tree, ['q']);
    walk(tree, (node, parent) => {
      const readsSubOf = parent?.type === 'FunctionCall' && parent.name === '__index' && parent.args?.[0] === node;
      if (composite && readOf(node, ['q']) === slide && !readsSubOf) blocked = true; // the whole composite object
      if (!isValueRead(node, parent)) return;
      const p = parent;
      const otherSide = (p?.type === 'BinaryExpression' ? (p.left === node ? p.right : p.left) : undefined) as
        AstNode | undefined;
      if (p?.type === 'FunctionCall' && p.name === 'count') return;
      if (otherSide?.type === 'Identifier' && otherSide.value === 'null' && !otherSide.from) return;
      const comparison = p?.type === 'BinaryExpression' && (p.operator === '==' || p.operator === '!=');
      const membership = p?.type === 'BinaryExpression' && p.operator === 'in' && p.right === node;
      if ((comparison || membership) && otherSide?.type === 'Literal' && typeof otherSide.value === 'number') {
        if (otherSide.value === old) literals.push(otherSide);
        return;
      }
      blocked = true;
    });
    return { literals, blocked };
  };

  const { problems, changes } = rewriteAll(file, {
    touches: (e) => mentions(e, slide),
    blocker: (tree) =>
      uses(tree).blocked
        ? `gebruikt de waarde van '${slide}' anders dan met ==, != of in; pas de expressie zelf aan`
        : null,
    expected: (tree) => {
      // uses() finds the same literals in a copy: those are the ones the text edits change.
      const copy = JSON.parse(JSON.stringify(tree)) as AstNode;
      for (const literal of uses(copy).literals) literal.value = value;
      return copy;
    },
    edits: (e) => {
      const list = tokens(e);
      const edits: Array<{ start: number; end: number; text: string }> = [];
      for (const chain of memberChains(e, ['q'])) {
        if (chain.segments[0]?.name !== slide || chain.segments.length !== (composite ? 2 : 1)) continue;
        const first = chain.segments[0].start;
        const last = chain.segments[chain.segments.length - 1].end;
        const i = list.findIndex((t) => t.end === last);
        const r = list.findIndex((t) => t.end === first); // the root token ends where the first segment starts
        const after = [list[i + 1], list[i + 2]];
        const before = [list[r - 2], list[r - 1]];
        if (
          (after[0]?.text === '==' || after[0]?.text === '!=') &&
          after[1]?.kind === 'number' &&
          Number(after[1].text) === old
        )
          edits.push({ start: after[1].start, end: after[1].end, text: String(value) });
        if (
          (before[1]?.text === '==' || before[1]?.text === '!=' || before[1]?.text === 'in') &&
          before[0]?.kind === 'number' &&
          Number(before[0].text) === old
        )
          edits.push({ start: before[0].start, end: before[0].end, text: String(value) });
      }
      return edits;
    },
  });
  if (problems.length) return refuse(problems);
  file.module.slides[index].options![option].value = value;
  changes.unshift({ path: at.path, before: String(old), after: String(value) });
  return { ok: true, file, changes };
}
