import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { createPasswordHasher } from '../lib/security/password.ts';
import { createTestDb } from '../testing/test-db.ts';
import { ensureAdmin } from './admin.ts';

let handle: DbHandle;
const hasher = createPasswordHasher(10);

beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

describe('ensureAdmin', () => {
  it('creates the administrator with a hashed password that signs in', async () => {
    expect(
      await ensureAdmin(handle.db, hasher, {
        username: 'boss',
        password: 'Boss!Pass123',
        email: 'boss@example.com',
      }),
    ).toBe('created');
    const [row] = await handle.db.select().from(users).where(eq(users.username, 'boss'));
    expect(row!.isAdmin).toBe(true);
    expect(await hasher.verify('Boss!Pass123', row!.passwordHash)).toBe(true);
  });

  it('promotes an existing account without touching its password', async () => {
    const hash = await hasher.hash('Member!Pass1');
    await handle.db
      .insert(users)
      .values({ username: 'member', name: 'Member', email: 'm@example.com', passwordHash: hash });
    expect(
      await ensureAdmin(handle.db, hasher, {
        username: 'MEMBER',
        password: 'Other!Pass99',
        email: 'x@example.com',
      }),
    ).toBe('promoted');
    const [row] = await handle.db.select().from(users).where(eq(users.username, 'member'));
    expect(row!.isAdmin).toBe(true);
    expect(row!.passwordHash).toBe(hash);
  });

  it('refuses a weak ADMIN_PASSWORD', async () => {
    await expect(
      ensureAdmin(handle.db, hasher, { username: 'weak', password: 'password', email: 'w@example.com' }),
    ).rejects.toThrow(/ADMIN_PASSWORD is too weak/);
  });
});
