// argon2id password hashing (@node-rs/argon2's default algorithm is argon2id; a test asserts the prefix).
// The cost comes from the settings (PASSWORD_HASH_MEMORY_KIB, PASSWORD_HASH_ITERATIONS); config.ts
// refuses anything below OWASP's minimum unless NODE_ENV=test, where a cheap hash keeps the suite fast.
// Verifying reads the cost from the stored hash, so a change of cost never locks anyone out.
import { hash, verify } from '@node-rs/argon2';
import { PRODUCTION_HASH_COST, type PasswordHashCost } from './passwordCost';

// Process-wide, set by buildApp from the settings: hashing is called from services and the seed
// that have no app at hand, and every app of one process reads the same environment.
let cost: PasswordHashCost = PRODUCTION_HASH_COST;

export const setPasswordHashCost = (next: PasswordHashCost): void => {
  cost = next;
};

export const hashPassword = (password: string): Promise<string> => hash(password, cost);

/** False for a malformed hash as well as for a wrong password (never throws on bad stored data). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
