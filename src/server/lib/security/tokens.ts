import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe secret (256 bits). */
export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of a secret token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
