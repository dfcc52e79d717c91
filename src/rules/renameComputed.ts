// Renaming a computed value (issue 33): rules, norms and other computed values read it as `computed.<naam>`
// and result texts show it as `{{naam}}` / `{{naam:uren}}` (placeholders.ts), so a new name rewrites every one
// of them in the same edit, or refuses with the places, like a slide's rename (rename.ts). The value keeps its
// place in the record: the order is the evaluation order.
import type { ContentFile } from './contentFile';
import { firstSegmentRewrite, pointer, refuse, rewriteAll, type RenameOutcome } from './renameRewrite';

const ROOTS = ['computed'] as const;
/** What a placeholder can name (placeholders.ts), so what `computed.<naam>` reads without brackets too. */
const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Computed value `from` named `to` in the record (same place), every `computed.<from>` read and placeholder. */
export function renameComputed(document: ContentFile, from: string, to: string): RenameOutcome {
  const computed = document.config.computed ?? {};
  const at = { path: `/config/computed/${pointer(from)}`, place: `computed "${from}"`, field: 'name' };
  if (!(from in computed)) return refuse([{ ...at, message: `geen berekende waarde met de naam '${from}'` }]);
  if (!NAME.test(to))
    return refuse([{ ...at, message: 'moet een naam zijn van letters, cijfers en _, niet beginnend met een cijfer' }]);
  if (to !== from && to in computed) return refuse([{ ...at, message: `berekende waarde '${to}' bestaat al` }]);

  const file = structuredClone(document);
  const { problems, changes } = rewriteAll(
    file,
    firstSegmentRewrite(ROOTS, from, to, 'leest computed niet met een vaste naam; pas de expressie zelf aan'),
  );
  if (problems.length) return refuse(problems);
  // `{{naam}}` and `{{naam:uren}}`; `{{norm.naam}}` names a norm, not this value.
  const placeholder = new RegExp(`\\{\\{(\\s*)${escape(from)}(\\s*(?::uren)?\\s*)\\}\\}`, 'g');
  file.module.result_texts.forEach((text, i) => {
    const after = text.text.replace(placeholder, (_all, lead: string, tail: string) => `{{${lead}${to}${tail}}}`);
    if (after === text.text) return;
    changes.push({ path: `/module/result_texts/${i}/text`, before: text.text, after });
    text.text = after;
  });
  file.config.computed = Object.fromEntries(
    Object.entries(file.config.computed ?? {}).map(([key, value]) => [key === from ? to : key, value]),
  );
  changes.unshift({ path: `/config/computed/${pointer(to)}`, before: from, after: to });
  return { ok: true, file, changes };
}
