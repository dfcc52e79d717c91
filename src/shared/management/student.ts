// Students: the accounts a school manages (username = e-mail).
import { Type, type Static } from '@sinclair/typebox';
import { BoolText, Email, FilterOption, Id, IdText, listQuery, listResponse, OptionalText, Text } from './common';
import { ActivationMailState } from './activationMail';
import { LEVELS, LIMITS } from './limits';

export const Level = Type.Union(LEVELS.map((l) => Type.Literal(l)));
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()]);

export const StudentUpdate = Type.Object(
  {
    email: Email,
    givenName: Text(LIMITS.givenName),
    namePreposition: OptionalText(LIMITS.namePreposition),
    familyName: Text(LIMITS.familyName),
    schoolId: Id,
    locationId: Nullable(Id),
    className: OptionalText(LIMITS.className),
    studyYear: Nullable(Type.Integer({ minimum: LIMITS.minStudyYear, maximum: LIMITS.maxStudyYear })),
    level: Nullable(Level),
    enabled: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type StudentUpdate = Static<typeof StudentUpdate>;

export const Student = Type.Object({
  id: Id,
  email: Type.String(),
  givenName: Type.Union([Type.String(), Type.Null()]),
  namePreposition: Type.Union([Type.String(), Type.Null()]),
  familyName: Type.Union([Type.String(), Type.Null()]),
  schoolId: Type.Union([Id, Type.Null()]),
  schoolName: Type.Union([Type.String(), Type.Null()]),
  locationId: Type.Union([Id, Type.Null()]),
  locationName: Type.Union([Type.String(), Type.Null()]),
  className: Type.Union([Type.String(), Type.Null()]),
  studyYear: Type.Union([Type.Integer(), Type.Null()]),
  level: Type.Union([Level, Type.Null()]),
  enabled: Type.Boolean(),
  activated: Type.Boolean(),
  lastLogin: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type Student = Static<typeof Student>;

/** GET /api/student/{id} and the answer to an edit: the list's fields and the activation mail. */
export const StudentDetail = Type.Composite([Student, Type.Object({ activationMail: Nullable(ActivationMailState) })]);
export type StudentDetail = Static<typeof StudentDetail>;

export const STUDENT_SORT = [
  'familyName',
  'givenName',
  'email',
  'className',
  'studyYear',
  'level',
  'lastLogin',
  'createdAt',
] as const;
export const StudentListQuery = listQuery(STUDENT_SORT, {
  schoolId: Type.Optional(IdText),
  locationId: Type.Optional(IdText),
  className: Type.Optional(Type.String({ minLength: 1, maxLength: LIMITS.className })),
  studyYear: Type.Optional(Type.String({ pattern: '^[1-8]$' })),
  level: Type.Optional(Level),
  enabled: Type.Optional(BoolText),
  activated: Type.Optional(BoolText),
});
export type StudentListQuery = Static<typeof StudentListQuery>;
export const StudentList = listResponse(Student);

export const StudentFilterData = Type.Object({
  schools: Type.Array(FilterOption),
  locations: Type.Array(Type.Object({ value: Id, label: Type.String(), schoolId: Id })),
  classes: Type.Array(FilterOption),
  studyYears: Type.Array(FilterOption),
  levels: Type.Array(FilterOption),
});
export type StudentFilterData = Static<typeof StudentFilterData>;

/** POST /api/student/send-activation-mail: students not yet activated get the mail again. */
export const SendActivationBody = Type.Object(
  { ids: Type.Array(Id, { minItems: 1, maxItems: LIMITS.activationBatchMax, uniqueItems: true }) },
  { additionalProperties: false },
);
export type SendActivationBody = Static<typeof SendActivationBody>;
export const SendActivationResponse = Type.Object({
  queued: Type.Integer(),
  /** Already activated, or asked for within the mail window. */
  skipped: Type.Integer(),
});
