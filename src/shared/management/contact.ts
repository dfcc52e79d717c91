// The contact form of the management site (issue 20): one question to the operator's support
// address. The same schema checks the form in the browser and the body on the server, so both
// show the same Dutch message per field (messages.ts).
import { Type, type Static } from '@sinclair/typebox';
import { Email, Text } from './common';
import { LIMITS } from './limits';

export const ContactMessage = Type.Object(
  {
    senderName: Text(LIMITS.contactName),
    school: Text(LIMITS.contactSchool),
    senderEmail: Email,
    question: Type.String({ minLength: LIMITS.questionMin, maxLength: LIMITS.questionMax, pattern: '\\S' }),
  },
  { additionalProperties: false },
);
export type ContactMessage = Static<typeof ContactMessage>;

/** A school manager a teacher or student of that school can ask first. */
export const Coordinator = Type.Object({
  name: Type.String(),
  email: Type.String(),
  school: Type.String(),
});
export type Coordinator = Static<typeof Coordinator>;

/** What the contact page shows: the caller's own details to start from, and their school's coordinators. */
export const ContactPage = Type.Object({
  senderName: Type.String(),
  senderEmail: Type.String(),
  school: Type.String(),
  coordinators: Type.Array(Coordinator),
});
export type ContactPage = Static<typeof ContactPage>;

export const ContactSent = Type.Object({ success: Type.Literal(true) });
