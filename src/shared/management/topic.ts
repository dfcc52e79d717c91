// Topics (spec §7 "Topics", issue 33): the tiles students see, shared by modules. GET /api/topics,
// GET /api/topics/{id}, POST /api/topics (new), POST /api/topics/{id} (change), DELETE /api/topics/{id},
// POST /api/topics/{id}/move/{target}. A topic is no part of a module's draft: a change is live at once
// (services/topic.ts says why); the list has a revision of its own (ETag / If-Match).
import { Type, type Static, type TUnsafe } from '@sinclair/typebox';
import { says } from '../../rules/contentProblem';
import { Id } from './common';
import { closed, Label, NullableHtml, nullable } from './contentFields';

export const TOPIC_STATUSES = ['mandatory', 'optional', 'disabled'] as const;
export type TopicStatus = (typeof TOPIC_STATUSES)[number];
/** The Dutch labels of spec §3 (Verplicht, Facultatief, Uitgeschakeld). */
export const TOPIC_STATUS_LABELS: Record<TopicStatus, string> = {
  mandatory: 'Verplicht',
  optional: 'Facultatief',
  disabled: 'Uitgeschakeld',
};

const MediaRefSchema = Type.Object({ id: Id, modified: Type.Integer({ minimum: 0 }) });

const ContactOut = Type.Object({
  name: Type.String(),
  department: Type.Union([Type.String(), Type.Null()]),
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
  furtherInfo: Type.Union([Type.String(), Type.Null()]),
});

export const Topic = Type.Object({
  id: Id,
  name: Type.String(),
  category: Type.String(),
  status: Type.Unsafe<TopicStatus>({ type: 'string', enum: [...TOPIC_STATUSES] }),
  contactData: Type.Union([ContactOut, Type.Null()]),
  icon: Type.Union([MediaRefSchema, Type.Null()]),
  image: Type.Union([MediaRefSchema, Type.Null()]),
  position: Type.Integer(),
  /** The modules of this topic, by id and title. */
  modules: Type.Array(Type.Object({ id: Id, title: Type.String() })),
});
export type Topic = Static<typeof Topic>;
export const TopicList = Type.Object({ items: Type.Array(Topic) });
export type TopicList = Static<typeof TopicList>;

const optionalLine = (max: number, message: string) => nullable(Type.String({ maxLength: max }), message);

const ContactBody = Type.Object(
  {
    name: Label(120, 'Vul de naam van de contactpersoon of organisatie in (hoogstens 120 tekens).'),
    department: optionalLine(120, 'Een afdeling is hoogstens 120 tekens lang.'),
    email: nullable(
      Type.String({ maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$' }),
      'Vul een geldig e-mailadres in (of laat het leeg).',
    ),
    phone: nullable(
      Type.String({ maxLength: 30, pattern: '^[0-9+() -]{6,30}$' }),
      'Een telefoonnummer bestaat uit cijfers, spaties en + ( ) - (hoogstens 30 tekens).',
    ),
    furtherInfo: NullableHtml('De extra contactinformatie is te lang.'),
  },
  closed,
);

export const TopicBody = Type.Object(
  {
    name: Label(120, 'Vul een naam in van hoogstens 120 tekens.'),
    category: Label(120, 'Vul een categorie in van hoogstens 120 tekens.'),
    status: Type.Union(
      TOPIC_STATUSES.map((s) => Type.Literal(s)),
      says('Kies Verplicht, Facultatief of Uitgeschakeld.'),
    ) as unknown as TUnsafe<TopicStatus>,
    contactData: Type.Union([ContactBody, Type.Null()], says('Vul de contactgegevens in, of geen.')),
    iconId: nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }), 'Kies een pictogram (of geen).'),
    imageId: nullable(Type.Integer({ minimum: 1, maximum: 2147483647 }), 'Kies een afbeelding (of geen).'),
  },
  closed,
);
export type TopicBody = Static<typeof TopicBody>;
