// GET /api/account: the logged-in account as both client apps read it. One TypeBox schema per shape,
// used by the route (and so the OpenAPI document); the types are derived from it.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './nullable';

export const Role = Type.Union([
  Type.Literal('ROLE_USER'),
  Type.Literal('ROLE_ADMIN'),
  Type.Literal('ROLE_SUPER_ADMIN'),
]);
export type Role = Static<typeof Role>;

export const MfaType = Type.Union([Type.Literal('none'), Type.Literal('email'), Type.Literal('google')]);
export type MfaType = Static<typeof MfaType>;

export const Account = Type.Object({
  id: Type.Integer(),
  username: Type.String(),
  roles: Type.Array(Role),
  school: Nullable(Type.Object({ name: Type.String() })),
  mfaType: MfaType,
  mfaMandatory: Type.Boolean(),
  hasGoogleAuthenticatorSecret: Type.Boolean(),
  finishedModules: Type.Array(Type.Integer()),
  skippedModules: Type.Array(Type.Integer()),
  managingSchools: Type.Array(Type.Integer()),
  managingLocations: Type.Array(Type.Integer()),
  /** The account's imitate flag (may act as another user). */
  imitate: Type.Boolean(),
  /** True while a super admin acts as this account. */
  imitating: Type.Boolean(),
  lastLogin: Nullable(Type.String({ format: 'date-time' })),
  givenName: Nullable(Type.String()),
  namePreposition: Nullable(Type.String()),
  familyName: Nullable(Type.String()),
});
export type Account = Static<typeof Account>;
