// Turns the small html of result texts (p, ul/ol/li, strong, em, br, h2–h4, a) into plain text
// blocks for the PDF. Content is written by staff and sanitised on the client; here only its text
// is kept, so nothing in it can run or load anything.
export type Block = { kind: 'paragraph' | 'heading'; text: string } | { kind: 'bullet'; text: string };

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  euro: '€',
  ndash: '–',
  mdash: '—',
  hellip: '…',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|\w+);/gi, (whole, code: string) => {
    if (code.startsWith('#')) {
      const n = code[1].toLowerCase() === 'x' ? parseInt(code.slice(2), 16) : parseInt(code.slice(1), 10);
      return Number.isFinite(n) && n > 0 && n < 0x110000 ? String.fromCodePoint(n) : whole;
    }
    return ENTITIES[code.toLowerCase()] ?? whole;
  });
}

const clean = (html: string): string =>
  decodeEntities(html.replace(/<br\s*\/?>/gi, '\n').replace(/<[^>]*>/g, ''))
    .replace(/[ \t\r\f\v]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();

export function htmlToBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  // Split on block-level boundaries, remembering which kind each piece was.
  const pattern = /<(li|h[1-6]|p|div)\b[^>]*>([\s\S]*?)<\/\1>/gi;
  let last = 0;
  const pushLoose = (fragment: string) => {
    const text = clean(fragment.replace(/<\/?(ul|ol)\b[^>]*>/gi, ''));
    if (text) blocks.push({ kind: 'paragraph', text });
  };
  for (const match of html.matchAll(pattern)) {
    pushLoose(html.slice(last, match.index));
    last = (match.index ?? 0) + match[0].length;
    const text = clean(match[2]);
    if (!text) continue;
    const tag = match[1].toLowerCase();
    blocks.push({ kind: tag === 'li' ? 'bullet' : tag.startsWith('h') ? 'heading' : 'paragraph', text });
  }
  pushLoose(html.slice(last));
  return blocks;
}
