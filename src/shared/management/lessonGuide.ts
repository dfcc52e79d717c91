// Lesmateriaal (issue 20): the teachers' lesson guides of the enabled modules (the guide's own schema
// is the content schema's, src/rules/lessonGuide.ts).
import { Type, type Static } from '@sinclair/typebox';
import { lessonGuideSchema } from '../../rules/lessonGuide';
import { Id } from './common';

export const LessonModule = Type.Object({
  id: Id,
  title: Type.String(),
  hasGuide: Type.Boolean(),
});
export type LessonModule = Static<typeof LessonModule>;

export const LessonModuleList = Type.Object({ items: Type.Array(LessonModule) });
export type LessonModuleList = Static<typeof LessonModuleList>;

export const LessonGuidePage = Type.Object({
  id: Id,
  title: Type.String(),
  /** null: the module has no guide yet ("Nog geen lesmateriaal voor deze module"). */
  guide: Type.Union([lessonGuideSchema, Type.Null()]),
});
export type LessonGuidePage = Static<typeof LessonGuidePage>;
