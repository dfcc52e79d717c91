// The client's check with the server's schema: every failing field gets its Dutch message, so a
// form shows what the server would refuse before sending it.
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { messageOf } from '../../rules/contentProblem';
import { fieldMessages, type ManagementField } from './messages';

export type FieldErrors = Partial<Record<string, string>>;

const GENERAL = 'Controleer deze waarde.';

/** A message the body's own schema gives its field (`says()`), where one name means different things. */
const ownMessage = (schema: TSchema, field: string): string | undefined => {
  const property = (schema as { properties?: Record<string, TSchema> }).properties?.[field];
  return property ? messageOf(property) : undefined;
};

/** Field name → Dutch message for each invalid field (the first path segment names the field). */
export function fieldErrors(schema: TSchema, value: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const error of Value.Errors(schema, value)) {
    const field = error.path.split('/')[1] ?? '';
    if (errors[field]) continue;
    errors[field] =
      ownMessage(schema, field) ?? (fieldMessages as Record<string, string>)[field as ManagementField] ?? GENERAL;
  }
  return errors;
}
