// A module's lesson guide for teachers (issue 20): an optional `lessonGuide` beside `module` and
// `config` in a content file, so an edited or imported module carries its own guide. The schema is
// part of the content schema (moduleSchema.ts); what a schema cannot say (the plan fills one 45-minute
// lesson) is checked here. Pure: no I/O.
import { Type, type Static } from '@sinclair/typebox';
import { says, type ContentProblem } from './contentProblem';

/** A school lesson in the Netherlands: the plan's steps add up to this. */
export const LESSON_MINUTES = 45;

const closed = { additionalProperties: false } as const;
const text = Type.String({ minLength: 1, pattern: '\\S', ...says('moet een niet-lege tekst zijn') });

const step = Type.Object(
  {
    minutes: Type.Integer({ minimum: 1, maximum: LESSON_MINUTES, ...says('moet 1 tot en met 45 minuten zijn') }),
    title: text,
    text,
  },
  closed,
);

const source = Type.Object(
  {
    name: text,
    url: Type.String({ pattern: '^https://\\S+$', ...says('moet een adres zijn dat met https:// begint') }),
  },
  closed,
);

export const lessonGuideSchema = Type.Object(
  {
    goal: text,
    plan: Type.Array(step, { minItems: 1, ...says('moet een lijst van lesstappen zijn') }),
    questions: Type.Array(text, { minItems: 3, maxItems: 3, ...says('moet precies drie vragen hebben') }),
    statistics: Type.Object(
      {
        can: Type.Array(text, { minItems: 1, ...says('moet ten minste één punt hebben') }),
        cannot: Type.Array(text, { minItems: 1, ...says('moet ten minste één punt hebben') }),
      },
      closed,
    ),
    sources: Type.Array(source, { minItems: 1, ...says('moet ten minste één bron hebben') }),
  },
  closed,
);

export type LessonGuide = Static<typeof lessonGuideSchema>;

/** The plan fills exactly one lesson: more does not fit, less leaves the teacher guessing. */
export function lessonGuideProblems(guide: LessonGuide | undefined): ContentProblem[] {
  if (!guide) return [];
  const total = guide.plan.reduce((sum, s) => sum + s.minutes, 0);
  if (total === LESSON_MINUTES) return [];
  return [
    {
      place: 'lessonGuide',
      field: 'plan',
      message: `de stappen duren samen ${total} minuten, een les duurt er ${LESSON_MINUTES}`,
    },
  ];
}
