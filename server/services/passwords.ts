// argon2id password hashing (@node-rs/argon2's default algorithm is argon2id; a test asserts the prefix).
import { hash, verify } from '@node-rs/argon2';

export const hashPassword = (password: string): Promise<string> => hash(password);

/** False for a malformed hash as well as for a wrong password (never throws on bad stored data). */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) return false;
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
