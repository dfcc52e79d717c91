// Shared TypeBox building blocks for route schemas.
import { Type } from '@sinclair/typebox';

export const ErrorBody = Type.Object({ error: Type.String() });
export const SuccessBody = Type.Object({ success: Type.Boolean() });

/** An email address as typed by a person; trimmed and lowercased by the route. */
export const Username = Type.String({ minLength: 1, maxLength: 254 });
export const UsernameBody = Type.Object({ username: Username }, { additionalProperties: false });

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const Uuid = Type.String({
  pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$',
});

/** JSON object keys that are numeric ids (Record<number, T> on the client; BMI keeps raw inputs under -1 and -2). */
export const IdRecord = <T extends Parameters<typeof Type.Record>[1]>(value: T) =>
  Type.Record(Type.String({ pattern: '^-?[0-9]{1,10}$' }), value, { additionalProperties: false });
