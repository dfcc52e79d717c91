// Info texts of a slide (spec §7 "Info texts"): the sidebar's folding texts. GET /api/info-text?slide={id},
// GET/PUT/DELETE /api/info-text/{id}, POST /api/info-text, POST /api/info-text/{id}/move/{target}.
import { Type, type Static } from '@sinclair/typebox';
import { IdText } from './common';
import { closed, CONTENT_LIMITS, Html, Label, ParentId, Position } from './contentFields';
import { InfoTextSchema } from './slide';

export const InfoTextFields = {
  name: Label(
    CONTENT_LIMITS.label,
    `Vul de titel van de informatietekst in (hoogstens ${CONTENT_LIMITS.label} tekens).`,
  ),
  text: Html('De informatietekst is te lang.'),
};

export const InfoTextBody = Type.Object(InfoTextFields, closed);
export type InfoTextBody = Static<typeof InfoTextBody>;

export const NewInfoTextBody = Type.Object(
  { ...InfoTextFields, slideId: ParentId('Kies de dia waar de tekst bij hoort.'), position: Position },
  closed,
);
export type NewInfoTextBody = Static<typeof NewInfoTextBody>;

export const InfoTextListQuery = Type.Object({ slide: IdText }, closed);
export const InfoTextList = Type.Object({ items: Type.Array(InfoTextSchema) });
