// Alerts: things a manager must act on (a school year awaiting approval, a school awaiting approval,
// an import with rows in error), read or unread per user.
import { Type, type Static } from '@sinclair/typebox';
import { BoolText, Id, listQuery, listResponse } from './common';

export const ALERT_TYPES = ['school_year_approval', 'school_approval', 'import_incomplete', 'mail_failed'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];

export const Alert = Type.Object({
  id: Id,
  type: Type.String(),
  header: Type.String(),
  text: Type.String(),
  link: Type.Union([Type.String(), Type.Null()]),
  schoolId: Type.Union([Id, Type.Null()]),
  schoolName: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String(),
  read: Type.Boolean(),
});
export type Alert = Static<typeof Alert>;
export const AlertListQuery = listQuery(['createdAt'] as const, { read: Type.Optional(BoolText) });
export type AlertListQuery = Static<typeof AlertListQuery>;
export const AlertList = Type.Composite([listResponse(Alert), Type.Object({ unread: Type.Integer() })]);
export const AlertReadBody = Type.Object({ read: Type.Boolean() }, { additionalProperties: false });
