// /api/resetting: a forgotten password. POST /reset mails a link; POST /set (from a reset or
// activation link) sets the password and logs in, answering as POST /login does (./login.ts).
import { Type, type Static } from '@sinclair/typebox';
import { Username } from './login';

const Password = Type.String({ minLength: 1, maxLength: 1024 });

export const ResetRequest = Type.Object({ email: Username }, { additionalProperties: false });

export const SetPasswordRequest = Type.Object(
  {
    token: Type.String({ minLength: 1, maxLength: 200 }),
    password: Password,
    repeatPassword: Password,
    /** Sent by the activation page only. */
    enabled: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SetPasswordRequest = Static<typeof SetPasswordRequest>;
