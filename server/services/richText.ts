// The server's sanitising of a module's html on save (issue 33): start text, more info, info texts, result
// texts and contact information keep only the html the student app renders, from the one list both read
// (src/shared/management/richTextHtml.ts; the student app's SafeHtml sanitises with it again on screen).
// Anything else is dropped: script and style with their content, other tags keep their text.
import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_LINK_SCHEMES,
  RICH_TEXT_TAGS,
} from '../../src/shared/management/richTextHtml';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: [...RICH_TEXT_LINK_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // A link whose scheme was refused loses its href; an <a> without one is no link.
  exclusiveFilter: (frame) => frame.tag === 'a' && !frame.attribs.href,
};

export const cleanHtml = (html: string): string => sanitizeHtml(html, OPTIONS);

export const cleanOptionalHtml = (html: string | null | undefined): string | null | undefined =>
  typeof html === 'string' ? cleanHtml(html) : html;
