// POST /login and POST /api/check-username: what the login form sends and reads.
import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './nullable';

/** An email address as typed by a person; trimmed and lowercased by the server. */
export const Username = Type.String({ minLength: 1, maxLength: 254 });

export const LoginRequest = Type.Object(
  { username: Username, password: Type.String({ minLength: 1, maxLength: 1024 }) },
  { additionalProperties: false },
);
export type LoginRequest = Static<typeof LoginRequest>;

export const LoginResponse = Type.Object({
  success: Type.Boolean(),
  error: Nullable(Type.String()),
  '2fa_complete': Type.Boolean(),
  email_auth_enabled: Type.Boolean(),
  google_authenticator_enabled: Type.Boolean(),
});
export type LoginResponse = Static<typeof LoginResponse>;

export const UsernameRequest = Type.Object({ username: Username }, { additionalProperties: false });

/** 'login': active account; 'register': account exists but is not activated (activation mail sent). */
export const CheckUsernameResponse = Type.Object({
  result: Type.Union([Type.Literal('login'), Type.Literal('register')]),
});
export type CheckUsernameResponse = Static<typeof CheckUsernameResponse>;
