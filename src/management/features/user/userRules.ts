// The rules of the staff form, in plain TS: which roles the caller may hand out (the server's
// mayGrant), the form values as the API's UserInput, and the checks the schema alone cannot make
// (a manager needs at least one school or location; the server answers that with a bare 400).
import type { StaffRole as CallerRole } from '../../app/access';
import { fieldMessages } from '../../../shared/management/messages';
import { UserInput, type StaffRole } from '../../../shared/management/user';
import { fieldErrors, type FieldErrors } from '../../../shared/management/validate';

export interface UserValues extends Record<string, unknown> {
  email: string;
  givenName: string;
  namePreposition: string;
  familyName: string;
  role: string;
  managingSchools: number[];
  managingLocations: number[];
}

/** Roles the caller may give (mirrors mayGrant in server/services/user.ts). */
export function grantableRoles(caller: CallerRole): StaffRole[] {
  if (caller === 'superAdmin') return ['superAdmin', 'admin', 'schoolManager', 'locationManager'];
  if (caller === 'admin') return ['admin', 'schoolManager', 'locationManager'];
  if (caller === 'schoolManager') return ['schoolManager', 'locationManager'];
  return [];
}

/** The API body: only the list that belongs to the role is sent. */
export function toUserInput(v: UserValues): UserInput {
  return {
    email: v.email.trim(),
    givenName: v.givenName.trim(),
    namePreposition: v.namePreposition.trim() ? v.namePreposition.trim() : null,
    familyName: v.familyName.trim(),
    role: v.role as StaffRole,
    managingSchools: v.role === 'schoolManager' ? v.managingSchools : [],
    managingLocations: v.role === 'locationManager' ? v.managingLocations : [],
  };
}

export function validateUser(v: UserValues): FieldErrors {
  const errors = fieldErrors(UserInput, toUserInput(v));
  if (v.role === 'schoolManager' && v.managingSchools.length === 0)
    errors.managingSchools = fieldMessages.managingSchools;
  if (v.role === 'locationManager' && v.managingLocations.length === 0)
    errors.managingLocations = fieldMessages.managingLocations;
  return errors;
}

/** Adds or removes one id from a choice list. */
export const toggleId = (ids: number[], id: number, on: boolean): number[] =>
  on ? (ids.includes(id) ? ids : [...ids, id]) : ids.filter((x) => x !== id);

const KINDS = ['superAdmin', 'admin', 'schoolManager', 'locationManager', 'student'] as const;
type Kind = (typeof KINDS)[number];

/** The API types an account's kind as text: narrowed here, so the labels stay typed. */
export const asKind = (kind: string): Kind =>
  (KINDS as readonly string[]).includes(kind) ? (kind as Kind) : 'student';
