// One cell's text to one student value, or the reason it cannot be. Pure and small, so the rules
// are easy to read and the tests pin each one.
import { LEVELS, type Level } from './types';

export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_CLASS_LENGTH = 30;

/**
 * A practical address check (not the whole of RFC 5322): a local part of the usual characters
 * without leading, trailing or double dots, and a domain of at least two labels with a letter TLD.
 */
const EMAIL =
  /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*@([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** Addresses are usernames and stored in lower case (users.username has that check). */
export const normaliseEmail = (text: string): string =>
  text
    .trim()
    .replace(/^mailto:/i, '')
    .toLowerCase();

export const isValidEmail = (email: string): boolean => email.length <= MAX_EMAIL_LENGTH && EMAIL.test(email);

/** Letters of any script, spaces, hyphens, apostrophes (’ too) and dots: "Jansen-de Vries", "O'Neill", "d'Hondt". */
const NAME = /^[\p{L}\p{M}][\p{L}\p{M} .'’-]*$/u;
export const isValidName = (text: string): boolean => NAME.test(text);

/** "3", "3.0" (a spreadsheet number), "leerjaar 3", "3 havo", "H3": the year 1–8, or null. */
export function parseYear(text: string): number | null {
  const match = /^\D*?([1-8])(?:[.,]0+)?(?!\d)/.exec(text.trim());
  return match ? Number(match[1]) : null;
}

/** Words schools use for each level, as they appear in exports ("VMBO-T", "Atheneum", "MBO niveau 2", "H3"). */
const LEVEL_WORDS: [RegExp, Level][] = [
  [/\b(vmbo|mavo|vmbo-?[bkgt]+|tl|kb|bb|gl|kgt|bbl\/kbl)\b/, 'vmbo'],
  [/\bhavo\b|^h\s*\d?$/, 'havo'],
  [/\b(vwo|atheneum|gymnasium|tto)\b|^[va]\s*\d?$/, 'vwo'],
  [/\b(mbo|bol|bbl|entree|niveau\s*[1-4])\b/, 'mbo'],
];

/** The level named in the text, or null when none is recognised. */
export function parseLevel(text: string): Level | null {
  const lower = text.trim().toLowerCase();
  if ((LEVELS as readonly string[]).includes(lower)) return lower as Level;
  for (const [pattern, level] of LEVEL_WORDS) if (pattern.test(lower)) return level;
  return null;
}

/** Names compared the way people read them: accents and case count, spacing does not. */
export const sameText = (a: string | null, b: string | null): boolean =>
  (a ?? '').replace(/\s+/g, ' ').trim() === (b ?? '').replace(/\s+/g, ' ').trim();

/** Location and class names matched loosely: "Hoofdlocatie" = "hoofdlocatie ", "Zuid-Oost" = "Zuid Oost". */
export const looseKey = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
