// The FAQ filter: pure, so it is tested without a page. A question matches when every word typed
// appears in its question or answer, ignoring case and accents ("prive" finds "privé"), with the
// same fold as the server's list search.
import { foldSearch as fold } from '../../../shared/management/foldSearch';
import type { FaqItem, HelpBlock } from './helpContent';

function blockText(block: HelpBlock): string {
  switch (block.kind) {
    case 'steps':
    case 'list':
      return block.items.join(' ');
    case 'shot':
      return block.alt;
    default:
      return block.text;
  }
}

export function searchFaq(items: readonly FaqItem[], query: string): FaqItem[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...items];
  return items.filter((item) => {
    const text = fold([item.question, ...item.answer.map(blockText)].join(' '));
    return words.every((word) => text.includes(word));
  });
}
