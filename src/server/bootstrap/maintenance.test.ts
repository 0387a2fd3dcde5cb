import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client.ts';
import { rateLimits, sessions, users } from '../db/schema.ts';
import { createTestDb } from '../testing/test-db.ts';
import { removeExpiredRows } from './maintenance.ts';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
});
afterAll(async () => handle.close());

describe('removeExpiredRows', () => {
  it('deletes expired sessions and spent rate-limit windows, and keeps live ones', async () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const [user] = await handle.db
      .insert(users)
      .values({ username: 'u', name: 'U', email: 'u@example.com' })
      .returning();
    await handle.db.insert(sessions).values([
      { id: 'old', userId: user!.id, expiresAt: new Date('2026-11-01T00:00:00Z') },
      { id: 'live', userId: user!.id, expiresAt: new Date('2026-12-01T00:00:00Z') },
    ]);
    await handle.db.insert(rateLimits).values([
      { key: 'spent', count: 3, resetAt: new Date('2026-11-22T11:00:00Z') },
      { key: 'open', count: 3, resetAt: new Date('2026-11-22T13:00:00Z') },
    ]);
    await removeExpiredRows(handle.db, now);
    expect((await handle.db.select({ id: sessions.id }).from(sessions)).map((r) => r.id)).toEqual(['live']);
    expect((await handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key)).toEqual([
      'open',
    ]);
  });
});
