// The module editor's content shapes (issue 33, spec §7 "Slides"): the elements of a module's draft as
// the content routes read and write them. The draft's document is a content file (module.ts), so an
// element here is the content file's own (schema src/rules/moduleSchema.ts), with the id every element
// of a draft carries (src/shared/moduleDraft/ids.ts) and media as content paths (`images/x.png`).
import { Type, type Static } from '@sinclair/typebox';
import type { ContentOption, ContentResultText, ContentSlide, ContentSubQuestion } from '../../rules/contentFile';
import { contentFileSchema } from '../../rules/moduleSchema';
import { Id, IdText } from './common';

const moduleBlock = contentFileSchema.properties.module.properties;
const slideFields = moduleBlock.slides.items.properties;

// Typed as the content file's own types (src/rules/contentFile.ts), which the schema checks.
/** One slide of a draft (question or info slide) with its options, sub-questions and info texts. */
export const SlideSchema = Type.Unsafe<ContentSlide>(moduleBlock.slides.items);
export const OptionSchema = Type.Unsafe<ContentOption>(slideFields.options.items);
export const SubQuestionSchema = Type.Unsafe<ContentSubQuestion>(slideFields.sub_questions.items);
export const InfoTextSchema = Type.Unsafe<NonNullable<ContentSlide['info_texts']>[number]>(
  slideFields.info_texts.items,
);
export const ResultTextSchema = Type.Unsafe<ContentResultText>(moduleBlock.result_texts.items);

/** GET /api/slide?module={id}: the slides of the module's draft, in order. */
export const SlideListQuery = Type.Object({ module: IdText }, { additionalProperties: false });
export const SlideList = Type.Object({ moduleId: Id, items: Type.Array(SlideSchema) });
export type SlideList = Static<typeof SlideList>;

/** POST /api/<element>/{id}/move/{target}: target is the 0-based place the element ends at in its own list. */
export const MoveParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }), target: Type.String({ pattern: '^[0-9]{1,4}$' }) },
  { additionalProperties: false },
);

/** What a delete answers (besides the new ETag). */
export const Deleted = Type.Object({ success: Type.Literal(true) });
