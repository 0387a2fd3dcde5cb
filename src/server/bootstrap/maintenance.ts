import { lte } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { rateLimits, sessions } from '../db/schema.ts';

/** Deletes expired sessions and spent rate-limit windows (both indexed on their expiry). */
export async function removeExpiredRows(db: Database, now: Date): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, now));
  await db.delete(rateLimits).where(lte(rateLimits.resetAt, now));
}

/** Runs the clean-up every hour without keeping the process alive. */
export function scheduleMaintenance(db: Database, log: (err: unknown) => void): () => void {
  const timer = setInterval(() => removeExpiredRows(db, new Date()).catch(log), 60 * 60 * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
