import { describe, expect, it } from '@jest/globals';
import { PasswordHasher, RECOMMENDED_SCRYPT_COST } from './password-hasher.js';

// A low cost keeps the unit test fast; the production cost is asserted separately.
const hasher = new PasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

describe('PasswordHasher', () => {
  it('verifies the right password and rejects a wrong one', async () => {
    const hash = await hasher.hash('Segura2026');
    expect(await hasher.verify('Segura2026', hash)).toBe(true);
    expect(await hasher.verify('segura2026', hash)).toBe(false);
  });

  it('never stores the password and salts every hash', async () => {
    const [a, b] = [await hasher.hash('Segura2026'), await hasher.hash('Segura2026')];
    expect(a).not.toContain('Segura2026');
    expect(a).not.toBe(b);
  });

  it('asks for a rehash when the stored cost is below the current one', async () => {
    const weak = await hasher.hash('Segura2026');
    expect(new PasswordHasher().needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(weak)).toBe(false);
  });

  it('rejects malformed stored hashes without throwing', async () => {
    expect(await hasher.verify('x', 'not-a-hash')).toBe(false);
    expect(await hasher.verify('x', 'scrypt$a$b$c$d$e')).toBe(false);
  });

  it('uses the OWASP scrypt cost by default', () => {
    expect(RECOMMENDED_SCRYPT_COST).toEqual({ N: 131072, r: 8, p: 1 });
  });
});
