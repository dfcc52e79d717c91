// The HTML a module's rich texts may hold (start text, more-info, result texts, info texts, the
// actions' more-info): what the student app's dialog styles and renders (.md-html in
// src/features/moduleDialog/moduleDialog.css, through SafeHtml's DOMPurify) and what the eight
// modules use. The editor's TipTap extensions are configured to produce exactly this, and the
// server's sanitiser on save may use the same lists, so the two cannot drift apart.
export const RICH_TEXT_TAGS = ['p', 'br', 'strong', 'em', 'ul', 'ol', 'li', 'a'] as const;

export type RichTextTag = (typeof RICH_TEXT_TAGS)[number];

/** Attributes per tag; every other attribute is dropped. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Partial<Record<RichTextTag, readonly string[]>>> = { a: ['href'] };

/** A link may lead only here (no javascript:, data: or relative tricks). */
export const RICH_TEXT_LINK_SCHEMES = ['https', 'http', 'mailto'] as const;

/** Whether a link target is one the rich text may hold. */
export function isAllowedLink(href: string): boolean {
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(href.trim());
  return match !== null && (RICH_TEXT_LINK_SCHEMES as readonly string[]).includes(match[1].toLowerCase());
}

/** An editor's empty document (`<p></p>`) is no text. */
export function isEmptyRichText(html: string): boolean {
  return html.replace(/<\/?p>|<br\s*\/?>|\s|&nbsp;/g, '') === '';
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/**
 * A rich text as one line of plain text, at most `max` characters (an item's summary in the editor).
 * The text is rendered as text, never as HTML, so dropping the tags is all it needs.
 */
export function richTextPreview(html: string | null | undefined, max: number): string {
  const text = (html ?? '')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name])
    .replace(/\s+/g, ' ')
    .trim();
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

const TAG = new RegExp(`</?(?:${RICH_TEXT_TAGS.join('|')})\\b`, 'i');
const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/**
 * A text that may be plain (the topics' "Meer informatie" was a plain textarea before it became a rich
 * text, and content files may hold either) as the html the student app renders: text with none of the
 * rich-text tags is escaped, a blank line starts a paragraph and a line break stays one. Html is left
 * as it is; the sanitisers still run on it.
 */
export function asRichText(text: string): string {
  if (TAG.test(text)) return text;
  return text
    .trim()
    .split(/\r?\n\s*\r?\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${block.replace(/[&<>"]/g, (c) => ESCAPES[c]!).replace(/\r?\n/g, '<br>')}</p>`)
    .join('');
}
