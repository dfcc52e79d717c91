// Staff accounts (GET/POST /api/user...): admins and managers. Students appear in the user list too
// (the imitate page searches it) but are edited through /api/student.
import { Type, type Static } from '@sinclair/typebox';
import { ActivationMailState } from './activationMail';
import { Email, Id, listQuery, listResponse, OptionalText, Text } from './common';
import { LIMITS } from './limits';

export const STAFF_ROLES = ['superAdmin', 'admin', 'schoolManager', 'locationManager'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];
export const AccountKind = Type.Union([...STAFF_ROLES, 'student'].map((r) => Type.Literal(r)));
export type AccountKind = StaffRole | 'student';

export const UserInput = Type.Object(
  {
    email: Email,
    givenName: Text(LIMITS.givenName),
    namePreposition: OptionalText(LIMITS.namePreposition),
    familyName: Text(LIMITS.familyName),
    role: Type.Union(STAFF_ROLES.map((r) => Type.Literal(r))),
    /** For a school manager: the schools; for a location manager: empty. */
    managingSchools: Type.Array(Id, { maxItems: 50, uniqueItems: true }),
    /** For a location manager: the locations; for a school manager: empty. */
    managingLocations: Type.Array(Id, { maxItems: 200, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type UserInput = Static<typeof UserInput>;

export const UserItem = Type.Object({
  id: Id,
  username: Type.String(),
  enabled: Type.Boolean(),
  kind: AccountKind,
  givenName: Type.Union([Type.String(), Type.Null()]),
  namePreposition: Type.Union([Type.String(), Type.Null()]),
  familyName: Type.Union([Type.String(), Type.Null()]),
  activated: Type.Boolean(),
  lastLogin: Type.Union([Type.String(), Type.Null()]),
});
export type UserItem = Static<typeof UserItem>;

export const UserDetail = Type.Composite([
  UserItem,
  Type.Object({
    roles: Type.Array(Type.String()),
    mfaType: Type.Union([Type.Literal('none'), Type.Literal('email'), Type.Literal('google')]),
    mfaMandatory: Type.Boolean(),
    imitate: Type.Boolean(),
    managingSchools: Type.Array(Id),
    managingLocations: Type.Array(Id),
    schoolId: Type.Union([Id, Type.Null()]),
    /** While not activated; null once activated or when no mail was sent. */
    activationMail: Type.Union([ActivationMailState, Type.Null()]),
  }),
]);
export type UserDetail = Static<typeof UserDetail>;

export const USER_SORT = ['username', 'familyName', 'lastLogin', 'createdAt'] as const;
export const UserListQuery = listQuery(USER_SORT, {
  /** staff: every kind but student. */
  kind: Type.Optional(Type.Union([...STAFF_ROLES, 'student', 'staff'].map((r) => Type.Literal(r)))),
  schoolId: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$' })),
});
export type UserListQuery = Static<typeof UserListQuery>;
export const UserList = listResponse(UserItem);

export const SendConfirmationBody = Type.Object({ id: Id }, { additionalProperties: false });
