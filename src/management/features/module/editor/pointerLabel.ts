// A JSON pointer into a module document in words an author knows: '/module/slides/3/options/1/name'
// → 'Dia 4 (vrienden) › Antwoord 2 › Tekst'. Parts without a word of their own keep their key.
import { tm } from '../../../i18n/modules';
import type { ModuleMessageKey } from '../../../i18n/modules';
import { valueAt } from './documentDiff';

const LISTS: Record<string, ModuleMessageKey> = {
  slides: 'labels.slide',
  options: 'labels.option',
  sub_questions: 'labels.subQuestion',
  info_texts: 'labels.infoText',
  result_texts: 'labels.resultText',
  rules: 'labels.rule',
  result: 'labels.resultRule',
  actions: 'labels.action',
};

const FIELDS: Record<string, ModuleMessageKey> = {
  title: 'labels.title',
  text: 'labels.text',
  name: 'labels.name',
  key: 'labels.key',
  value: 'labels.value',
  start_text: 'labels.startText',
  more_info: 'labels.moreInfo',
  when: 'labels.when',
};

export function pointerLabel(document: unknown, pointer: string): string {
  const parts = pointer.split('/').slice(1);
  const words: string[] = [];
  parts.forEach((part, index) => {
    const list = LISTS[parts[index - 1] ?? ''];
    if (list && /^\d+$/.test(part)) {
      const item = valueAt(document, `/${parts.slice(0, index + 1).join('/')}`) as { name?: unknown } | undefined;
      const name = typeof item?.name === 'string' && item.name ? ` (${item.name.slice(0, 40)})` : '';
      words.push(`${tm(list, { n: Number(part) + 1 })}${name}`);
    } else if (!LISTS[part] && part !== 'module' && part !== 'config') {
      words.push(FIELDS[part] ? tm(FIELDS[part]) : part);
    }
  });
  return words.join(' › ') || tm('labels.document');
}
