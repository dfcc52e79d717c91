// What a management service answers: a value, or a refusal the route turns into a status and code.
import type { ErrorCode } from '../../src/shared/errorCodes';

export type Refusal = { status: 400 | 403 | 404 | 409; error: ErrorCode };
export type Outcome<T> = { ok: true; value: T } | ({ ok: false } & Refusal);

export const ok = <T>(value: T): Outcome<T> => ({ ok: true, value });
export const refuse = (status: Refusal['status'], error: ErrorCode): Outcome<never> => ({
  ok: false,
  status,
  error,
});

/** A unique-constraint violation (PostgreSQL 23505) from either driver. */
export const isUniqueViolation = (err: unknown): boolean =>
  typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
