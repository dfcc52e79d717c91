// The one schema of a module content file (docs/rules.md, content/README.md). The loader, the command
// `npm run content:check` and the module editor's import all check a file against it, so no path accepts
// what another refuses. Every object is closed: an unknown field (a typo such as `skipable`) is an error
// instead of being dropped without a word.
import { Type, type TSchema } from '@sinclair/typebox';
import { says } from './contentProblem';
import { lessonGuideSchema } from './lessonGuide';

const closed = { additionalProperties: false } as const;
const oneOf = (values: readonly string[]): TSchema =>
  Type.Union(
    values.map((v) => Type.Literal(v)),
    says(`moet een van ${values.map((v) => `'${v}'`).join(', ')} zijn`),
  );
const nullable = (schema: TSchema, what: string): TSchema =>
  Type.Union([schema, Type.Null()], { ...says(`moet ${what} of null zijn`) });
const text = Type.String({ minLength: 1, ...says('moet een niet-lege tekst zijn') });
const optionalText = Type.Optional(nullable(Type.String(), 'tekst'));
const optionalNumber = Type.Optional(nullable(Type.Number(), 'een getal'));
/** A short technical key: what rules write after `q.slide.` (letters, digits and _; starts with a letter). */
export const KEY_PATTERN = '^[a-z][a-z0-9_]*$';
const key = Type.String({ pattern: KEY_PATTERN, ...says('moet een korte sleutel zijn (a-z, 0-9, _)') });
/**
 * A module draft's stable element id (issue 33, /work/notes/33-content-ids.md): the editor keeps ids
 * across moves; files written by hand carry none and buildModule numbers them by position.
 */
const elementId = Type.Optional(
  Type.Integer({ minimum: 1, maximum: 2147483647, ...says('moet een positief geheel getal zijn') }),
);

export const QUESTION_TYPE_VALUES = ['single-choice', 'multiple-choice', 'range-value', 'bmi', 'oorcheck'] as const;
export const SUBTYPE_VALUES = [
  'percentage',
  'quarter-hour',
  'quarter-hour-range',
  'integer',
  'frac-2',
  'frac-10',
  'none',
] as const;
export const RATING_VALUES = ['good', 'warning', 'neutral', 'bad'] as const;

const contactData = Type.Object(
  {
    name: text,
    department: optionalText,
    email: optionalText,
    phone: optionalText,
    furtherInfo: optionalText,
  },
  closed,
);

const topic = Type.Object(
  {
    key: Type.Optional(key),
    name: text,
    category: text,
    status: oneOf(['disabled', 'optional', 'mandatory']),
    icon: nullable(Type.String(), 'een mediapad'),
    image: nullable(Type.String(), 'een mediapad'),
    contactData: Type.Union([contactData, Type.Null()], {
      ...says('moet null zijn of { name, department, email, phone, furtherInfo }'),
    }),
  },
  closed,
);

const option = Type.Object(
  {
    id: elementId,
    key: Type.Optional(key),
    name: text,
    value: Type.Number({ ...says('moet een getal zijn: dat ziet een regel als q.<dia>') }),
    input: Type.Optional(Type.Boolean()),
    exclusive: Type.Optional(Type.Boolean()),
  },
  closed,
);

const subQuestion = Type.Object({ id: elementId, key: Type.Optional(key), name: text }, closed);

const categoryMapping = Type.Object(
  {
    gender: Type.Optional(nullable(oneOf(['male', 'female']), "'male' of 'female'")),
    min_age: optionalNumber,
    max_age: optionalNumber,
    start: Type.Number(),
    end: Type.Number(),
    category: text,
  },
  closed,
);

const slide = Type.Object(
  {
    id: elementId,
    name: text,
    category: Type.Optional(oneOf(['question', 'info_slide'])),
    text: Type.String(),
    more_info: optionalText,
    info_image: optionalText,
    type: Type.Optional(nullable(oneOf(QUESTION_TYPE_VALUES), 'een vraagtype')),
    subtype: Type.Optional(nullable(oneOf(SUBTYPE_VALUES), 'een subtype')),
    composite: Type.Optional(Type.Boolean()),
    sub_questions: Type.Optional(Type.Array(subQuestion)),
    options: Type.Optional(Type.Array(option)),
    min_value: optionalNumber,
    max_value: optionalNumber,
    value_label: optionalText,
    skippable: Type.Optional(Type.Boolean()),
    skip_label: optionalText,
    info_texts: Type.Optional(Type.Array(Type.Object({ id: elementId, name: text, text: Type.String() }, closed))),
    category_mappings: Type.Optional(Type.Array(categoryMapping)),
  },
  closed,
);

const resultText = Type.Object(
  { id: elementId, name: text, title: Type.String(), text: Type.String(), info_image: optionalText },
  closed,
);

const moduleBlock = Type.Object(
  {
    name: Type.String({ pattern: '^[a-z][a-z0-9_]*$', ...says('moet een technische naam zijn (a-z, 0-9, _)') }),
    title: text,
    start_text: Type.String(),
    info_link: optionalText,
    info_content: optionalText,
    show_norm_table: Type.Optional(Type.Boolean()),
    slides: Type.Array(slide),
    result_texts: Type.Array(resultText),
  },
  closed,
);

export const normTitleSchema = Type.Object({ title: text, unit: Type.Optional(oneOf(['hours'])) }, closed);
export const normRuleSchema = Type.Object(
  {
    value: text,
    gender: Type.Optional(nullable(oneOf(['male', 'female']), "'male' of 'female'")),
    min_age: optionalNumber,
    max_age: optionalNumber,
    start: Type.Number(),
    end: Type.Number(),
    rating: oneOf(RATING_VALUES),
  },
  closed,
);

const names = Type.Optional(Type.Array(Type.String()));
const rule = Type.Object(
  {
    when: text,
    skip_slides: names,
    skip_texts: names,
    skip_to_end_from: Type.Optional(Type.String()),
    show_texts: names,
    actions: names,
    select_actions: names,
  },
  closed,
);

const config = Type.Object(
  {
    required_meta: Type.Optional(Type.Array(oneOf(['age', 'gender']))),
    computed: Type.Optional(Type.Record(Type.String(), text)),
    // Norm entries are a title entry or a rule: checked one by one (checkContent) for a precise message.
    // Open objects (additionalProperties: true) so an answer's serialiser keeps their fields (module editor).
    norm: Type.Optional(Type.Record(Type.String(), Type.Array(Type.Object({}, { additionalProperties: true })))),
    rules: Type.Optional(Type.Array(rule)),
    result: Type.Optional(Type.Array(Type.Object({ when: text, value: oneOf(RATING_VALUES) }, closed))),
    actions: Type.Optional(
      Type.Array(Type.Object({ name: text, title: text, more_info: Type.Optional(Type.String()) }, closed)),
    ),
  },
  closed,
);

/** lessonGuide: the teachers' lesson guide for this module (lessonGuide.ts), optional. */
export const contentFileSchema = Type.Object(
  { topic, module: moduleBlock, config, lessonGuide: Type.Optional(lessonGuideSchema) },
  closed,
);
