// The server's password rules (docs/product.md §5 and §8), in the order a person fixes them: length,
// leaked, same as before. Returns the error code of docs/product.md §8, or null when acceptable.
import { isBreached } from './breachedPasswords';
import { verifyPassword } from './passwords';

export const MIN_PASSWORD_LENGTH = 10;

export type PasswordRuleError = 'password_policy' | 'password_breached' | 'old_password_used';

export async function checkNewPassword(
  password: string,
  currentHash: string | null,
  rangeUrl: string | null,
  fetchFn?: typeof fetch,
): Promise<PasswordRuleError | null> {
  // Counted in characters as a person sees them, not UTF-16 units.
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'password_policy';
  if (await isBreached(password, rangeUrl, fetchFn)) return 'password_breached';
  if (await verifyPassword(currentHash, password)) return 'old_password_used';
  return null;
}
