// Response schemas of the account and login routes, each tied to its type in src/shared/api.ts.
import { Type } from '@sinclair/typebox';
import type { Account, LoginResponse } from '../../src/shared/api';
import { describes } from './common';

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) => Type.Union([schema, Type.Null()]);

export const RoleSchema = Type.Union([
  Type.Literal('ROLE_USER'),
  Type.Literal('ROLE_ADMIN'),
  Type.Literal('ROLE_SUPER_ADMIN'),
]);
export const MfaTypeSchema = Type.Union([Type.Literal('none'), Type.Literal('email'), Type.Literal('google')]);

export const AccountSchema = describes<Account>()(
  Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    roles: Type.Array(RoleSchema),
    school: Nullable(Type.Object({ name: Type.String() })),
    mfaType: MfaTypeSchema,
    mfaMandatory: Type.Boolean(),
    hasGoogleAuthenticatorSecret: Type.Boolean(),
    finishedModules: Type.Array(Type.Integer()),
    skippedModules: Type.Array(Type.Integer()),
    managingSchools: Type.Array(Type.Integer()),
    managingLocations: Type.Array(Type.Integer()),
    imitate: Type.Boolean(),
    imitating: Type.Boolean(),
    lastLogin: Nullable(Type.String({ format: 'date-time' })),
    givenName: Nullable(Type.String()),
    namePreposition: Nullable(Type.String()),
    familyName: Nullable(Type.String()),
  }),
);

export const LoginResponseSchema = describes<LoginResponse>()(
  Type.Object({
    success: Type.Boolean(),
    error: Nullable(Type.String()),
    '2fa_complete': Type.Boolean(),
    email_auth_enabled: Type.Boolean(),
    google_authenticator_enabled: Type.Boolean(),
  }),
);
