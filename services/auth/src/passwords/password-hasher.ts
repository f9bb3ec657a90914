import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt at OWASP's recommended cost (N=2^17, r=8, p=1: 128 MiB, memory-hard). The parameters are stored with each
 * hash so the cost can be raised later: `needsRehash` tells when a stored hash is below the current cost.
 */
export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}
export const RECOMMENDED_SCRYPT_COST: ScryptCost = { N: 2 ** 17, r: 8, p: 1 };

const KEY_LENGTH = 64;
const SALT_LENGTH = 16;

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export class PasswordHasher {
  constructor(private readonly cost: ScryptCost = RECOMMENDED_SCRYPT_COST) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_LENGTH);
    const key = await derive(password, salt, this.cost);
    const { N, r, p } = this.cost;
    return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$');
  }

  async verify(password: string, stored: string): Promise<boolean> {
    const parsed = parseHash(stored);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.cost);
    return key.length === parsed.key.length && timingSafeEqual(key, parsed.key);
  }

  needsRehash(stored: string): boolean {
    const parsed = parseHash(stored);
    return !parsed || parsed.cost.N < this.cost.N || parsed.cost.r < this.cost.r || parsed.cost.p < this.cost.p;
  }

  /**
   * Spends the same time as a real verification. Used when the username does not exist, so response time does not
   * reveal which usernames are registered.
   */
  async verifyAgainstDummy(password: string): Promise<false> {
    await derive(password, DUMMY_SALT, this.cost);
    return false;
  }
}

const DUMMY_SALT = randomBytes(SALT_LENGTH);

function parseHash(stored: string): { cost: ScryptCost; salt: Buffer; key: Buffer } | null {
  const [scheme, N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return null;
  const cost = { N: Number(N), r: Number(r), p: Number(p) };
  if (![cost.N, cost.r, cost.p].every((n) => Number.isInteger(n) && n > 0)) return null;
  return { cost, salt: Buffer.from(salt, 'base64url'), key: Buffer.from(key, 'base64url') };
}
