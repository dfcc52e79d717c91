// Schools and their locations.
import { Type, type Static } from '@sinclair/typebox';
import { FilterOption, Id, IdText, BoolText, listQuery, listResponse, OptionalText, Text } from './common';
import { LIMITS } from './limits';

export const Brin = Type.String({ pattern: '^[0-9]{2}[A-Z0-9]{2}$' });

export const SchoolInput = Type.Object(
  { name: Text(LIMITS.schoolName), brin: Brin, active: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type SchoolInput = Static<typeof SchoolInput>;

export const School = Type.Object({
  id: Id,
  name: Type.String(),
  brin: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  approved: Type.Boolean(),
  locationCount: Type.Integer(),
  studentCount: Type.Integer(),
  /** Prefix of the active external-apps token, null without one. */
  apiTokenPrefix: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
});
export type School = Static<typeof School>;

export const SCHOOL_SORT = ['name', 'brin', 'createdAt', 'studentCount'] as const;
export const SchoolListQuery = listQuery(SCHOOL_SORT, {
  active: Type.Optional(BoolText),
  approved: Type.Optional(BoolText),
});
export type SchoolListQuery = Static<typeof SchoolListQuery>;
export const SchoolList = listResponse(School);

export const ActivateBody = Type.Object({ active: Type.Boolean() }, { additionalProperties: false });
export const ApproveSchoolYearBody = Type.Object(
  { schoolId: Id, schoolYear: Type.Integer({ minimum: 2000, maximum: 2100 }) },
  { additionalProperties: false },
);
export type ApproveSchoolYearBody = Static<typeof ApproveSchoolYearBody>;

/** POST /api/school/{id}/generate: the token, shown this once. */
export const GeneratedToken = Type.Object({ token: Type.String(), prefix: Type.String() });

export const LocationInput = Type.Object(
  {
    schoolId: Id,
    name: Text(LIMITS.locationName),
    city: OptionalText(LIMITS.city),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type LocationInput = Static<typeof LocationInput>;
/** PUT: a location stays at its school. */
export const LocationUpdate = Type.Omit(LocationInput, ['schoolId'], { additionalProperties: false });
export type LocationUpdate = Static<typeof LocationUpdate>;

export const Location = Type.Object({
  id: Id,
  schoolId: Id,
  schoolName: Type.String(),
  name: Type.String(),
  city: Type.Union([Type.String(), Type.Null()]),
  active: Type.Boolean(),
  studentCount: Type.Integer(),
});
export type Location = Static<typeof Location>;

export const LOCATION_SORT = ['name', 'schoolName', 'city', 'studentCount'] as const;
export const LocationListQuery = listQuery(LOCATION_SORT, {
  schoolId: Type.Optional(IdText),
  active: Type.Optional(BoolText),
});
export type LocationListQuery = Static<typeof LocationListQuery>;
export const LocationList = listResponse(Location);
export const LocationFilterData = Type.Object({ schools: Type.Array(FilterOption) });
