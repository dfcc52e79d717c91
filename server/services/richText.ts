// The server's sanitising of a module's html on save (issue 33): start text, more info, info texts, result
// texts and contact information keep only the html the student app renders, from the one list both read
// (src/shared/management/richTextHtml.ts; the student app's SafeHtml sanitises with it again on screen).
// Anything else is dropped: script and style with their content, other tags keep their text.
import sanitizeHtml from 'sanitize-html';
import type { ContentFile } from '../../src/rules/contentFile';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_LINK_SCHEMES, RICH_TEXT_TAGS } from '../../src/shared/management/richTextHtml';

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

/**
 * Every html field of a draft document sanitised (start text, info content, each slide's more info and
 * info texts, result texts, the topic's further contact information, the actions' more info): for
 * POST /api/module/{id} and the import, which take a whole document. Pure; returns a new document.
 */
export function sanitizeDocumentHtml(doc: ContentFile): ContentFile {
  const contact = doc.topic.contactData;
  return {
    ...doc,
    topic: contact
      ? { ...doc.topic, contactData: { ...contact, furtherInfo: cleanOptionalHtml(contact.furtherInfo) ?? null } }
      : doc.topic,
    module: {
      ...doc.module,
      start_text: cleanHtml(doc.module.start_text),
      info_content: cleanOptionalHtml(doc.module.info_content),
      slides: doc.module.slides.map((s) => ({
        ...s,
        more_info: cleanOptionalHtml(s.more_info),
        ...(s.info_texts ? { info_texts: s.info_texts.map((t) => ({ ...t, text: cleanHtml(t.text) })) } : {}),
      })),
      result_texts: doc.module.result_texts.map((r) => ({ ...r, text: cleanHtml(r.text) })),
    },
    config: doc.config.actions
      ? {
          ...doc.config,
          actions: doc.config.actions.map((a) =>
            a.more_info === undefined ? a : { ...a, more_info: cleanHtml(a.more_info) },
          ),
        }
      : doc.config,
  };
}
