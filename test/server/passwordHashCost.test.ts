// The argon2id cost of password hashes: OWASP's parameters in production, refused below them unless
// NODE_ENV=test (where the suite hashes cheaply), and old hashes of another cost still verify.
import { loadConfig } from '../../server/config';
import { PRODUCTION_HASH_COST, meetsOwaspMinimum } from '../../server/services/passwordCost';
import { hashPassword, setPasswordHashCost, verifyPassword } from '../../server/services/passwords';

const CHEAP = { memoryCost: 256, timeCost: 1, parallelism: 1 };

describe('password hashing cost', () => {
  afterEach(() => setPasswordHashCost(CHEAP));

  it('is argon2id with 19 MiB, 2 iterations and 1 lane by default (OWASP), and hashes with exactly that', async () => {
    const config = loadConfig({});
    expect(config.passwordHashCost).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(config.passwordHashCost).toEqual(PRODUCTION_HASH_COST);
    setPasswordHashCost(config.passwordHashCost);
    const hash = await hashPassword('Welkom-check-2026');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'Welkom-check-2026')).toBe(true);
  });

  it('refuses a cost below OWASP’s minimum outside NODE_ENV=test, naming the settings', () => {
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '1024' })).toThrow(/PASSWORD_HASH_MEMORY_KIB=1024.*OWASP/);
    expect(() => loadConfig({ PASSWORD_HASH_ITERATIONS: '1', NODE_ENV: 'production' })).toThrow(/OWASP/);
    expect(() => loadConfig({ PASSWORD_HASH_MEMORY_KIB: '4', NODE_ENV: 'test' })).toThrow(/at least 8/);
    // OWASP's other pairs, and more than the minimum, are accepted.
    expect(
      loadConfig({ PASSWORD_HASH_MEMORY_KIB: '47104', PASSWORD_HASH_ITERATIONS: '1' }).passwordHashCost.memoryCost,
    ).toBe(47_104);
    expect(
      loadConfig({ PASSWORD_HASH_MEMORY_KIB: '65536', PASSWORD_HASH_ITERATIONS: '3' }).passwordHashCost.timeCost,
    ).toBe(3);
    expect(meetsOwaspMinimum({ memoryCost: 7_168, timeCost: 5, parallelism: 1 })).toBe(true);
    expect(meetsOwaspMinimum({ memoryCost: 19_455, timeCost: 2, parallelism: 1 })).toBe(false);
  });

  it('allows a cheap cost under NODE_ENV=test, and a hash of one cost verifies under another', async () => {
    const config = loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_MEMORY_KIB: '256', PASSWORD_HASH_ITERATIONS: '1' });
    setPasswordHashCost(config.passwordHashCost);
    const cheap = await hashPassword('geheim-wachtwoord');
    expect(cheap).toMatch(/^\$argon2id\$v=19\$m=256,t=1,p=1\$/);
    setPasswordHashCost(PRODUCTION_HASH_COST);
    expect(await verifyPassword(cheap, 'geheim-wachtwoord')).toBe(true);
    expect(await verifyPassword(cheap, 'ander-wachtwoord')).toBe(false);
  });
});
