// "Is this password known from leaks?" Offline: the common-passwords list that ships with
// @zxcvbn-ts/language-common (≈ 49,000 leaked passwords, compared case-insensitively) and the
// common Dutch passwords of src/rules/dutchPasswords ('wachtwoord123', 'Welkom2026!'). Optionally
// also a k-anonymity range lookup (Have I Been Pwned style): only the first five hex characters
// of the SHA-1 leave the server, and a failing lookup falls back to the offline answer.
import { createHash } from 'node:crypto';
import { dictionary } from '@zxcvbn-ts/language-common';
import { isCommonDutchPassword } from '../../src/rules/dutchPasswords';

let offline: Set<string> | null = null;

function offlineList(): Set<string> {
  offline ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return offline;
}

export function isInOfflineList(password: string): boolean {
  return offlineList().has(password.toLowerCase()) || isCommonDutchPassword(password);
}

const LOOKUP_TIMEOUT_MS = 3000;

/** True/false from the range service, null when it could not be asked. */
export async function isInRangeService(
  password: string,
  rangeUrl: string,
  fetchFn: typeof fetch = fetch,
): Promise<boolean | null> {
  const sha1 = createHash('sha1').update(password).digest('hex').toUpperCase();
  const prefix = sha1.slice(0, 5);
  const suffix = sha1.slice(5);
  try {
    const res = await fetchFn(`${rangeUrl.replace(/\/?$/, '/')}${prefix}`, {
      headers: { 'Add-Padding': 'true' },
      signal: AbortSignal.timeout(LOOKUP_TIMEOUT_MS),
    });
    if (!res.ok) return null;
    const body = await res.text();
    return body.split('\n').some((line) => {
      const [hashSuffix, count] = line.trim().split(':');
      return hashSuffix === suffix && Number(count) > 0; // padding lines have count 0
    });
  } catch {
    return null;
  }
}

export async function isBreached(password: string, rangeUrl: string | null, fetchFn?: typeof fetch): Promise<boolean> {
  if (isInOfflineList(password)) return true;
  if (!rangeUrl) return false;
  return (await isInRangeService(password, rangeUrl, fetchFn)) === true;
}
