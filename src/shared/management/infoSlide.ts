// Info slides (spec §7 "Info slides"): a slide without a question, with its title (text), its html body
// (more_info), an image and info texts. GET /api/info-slide/{id}, POST /api/info-slide (new),
// POST /api/info-slide/{id} (change).
import { Type, type Static } from '@sinclair/typebox';
import { closed, CONTENT_LIMITS, Key, Label, NullableHtml, OptionalImage, ParentId, Position } from './contentFields';

export const InfoSlideFields = {
  name: Key('De naam van een dia'),
  text: Label(CONTENT_LIMITS.slideText, `Vul de titel van de dia in (hoogstens ${CONTENT_LIMITS.slideText} tekens).`),
  more_info: NullableHtml('De tekst van de dia is te lang.'),
  info_image: OptionalImage,
};

export const InfoSlideBody = Type.Object(InfoSlideFields, closed);
export type InfoSlideBody = Static<typeof InfoSlideBody>;

export const NewInfoSlideBody = Type.Object(
  { ...InfoSlideFields, moduleId: ParentId('Kies de module.'), position: Position },
  closed,
);
export type NewInfoSlideBody = Static<typeof NewInfoSlideBody>;
