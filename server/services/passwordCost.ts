// The argon2id cost of a password hash and OWASP's floor for it: pure, so config.ts can check the
// settings without loading the hashing library.
export interface PasswordHashCost {
  /** Memory in KiB. */
  memoryCost: number;
  /** Passes over the memory. */
  timeCost: number;
  parallelism: number;
}

/**
 * OWASP Password Storage Cheat Sheet (argon2id): any one of these pairs is the minimum; the first is
 * the default here (19 MiB, 2 passes, 1 lane).
 */
export const OWASP_ARGON2ID_MINIMUMS: readonly Pick<PasswordHashCost, 'memoryCost' | 'timeCost'>[] = [
  { memoryCost: 19_456, timeCost: 2 },
  { memoryCost: 47_104, timeCost: 1 },
  { memoryCost: 12_288, timeCost: 3 },
  { memoryCost: 9_216, timeCost: 4 },
  { memoryCost: 7_168, timeCost: 5 },
];

export const PRODUCTION_HASH_COST: PasswordHashCost = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** True when the cost is at least one of OWASP's minimum pairs. */
export const meetsOwaspMinimum = (cost: PasswordHashCost): boolean =>
  OWASP_ARGON2ID_MINIMUMS.some((min) => cost.memoryCost >= min.memoryCost && cost.timeCost >= min.timeCost);
