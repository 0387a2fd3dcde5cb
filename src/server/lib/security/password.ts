import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string | null): Promise<boolean>;
};

function derive(password: string, salt: Buffer, logN: number): Promise<Buffer> {
  const N = 2 ** logN;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N, r: BLOCK_SIZE, p: PARALLELISM, maxmem: 256 * N * BLOCK_SIZE },
      (err, key) => (err ? reject(err) : resolve(key)),
    );
  });
}

/**
 * scrypt (memory-hard, in Node's crypto) with a per-password salt, stored as
 * `scrypt$logN$r$p$salt$hash`. `logN` 15 uses 32 MiB per hash; tests pass a lower cost.
 */
export function createPasswordHasher(logN: number): PasswordHasher {
  // Verifying against this when the account does not exist keeps timing the same.
  const dummy = `scrypt$${logN}$${BLOCK_SIZE}$${PARALLELISM}$${randomBytes(16).toString('base64')}$${randomBytes(KEY_LENGTH).toString('base64')}`;
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await derive(password, salt, logN);
      return `scrypt$${logN}$${BLOCK_SIZE}$${PARALLELISM}$${salt.toString('base64')}$${key.toString('base64')}`;
    },
    async verify(password, stored) {
      const [scheme, n, , , salt, hash] = (stored ?? dummy).split('$');
      if (scheme !== 'scrypt' || !n || !salt || !hash) return false;
      const expected = Buffer.from(hash, 'base64');
      const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n));
      return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected);
    },
  };
}
