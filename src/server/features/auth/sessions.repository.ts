import { and, eq, gt, lte } from 'drizzle-orm';
import type { User } from '#shared/contracts/auth.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { toUser, userPublicColumns } from './users.repository.ts';

export function createSessionsRepository(db: Database) {
  return {
    async insert(values: {
      id: string;
      userId: number;
      expiresAt: Date;
      userAgent: string | null;
    }): Promise<void> {
      await db.insert(sessions).values(values);
    },
    /** The live session's user, or null when the session is unknown or expired. */
    async findUserBySessionId(id: string, now: Date): Promise<User | null> {
      const [row] = await db
        .select(userPublicColumns)
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.id, id), gt(sessions.expiresAt, now)));
      return row ? toUser(row) : null;
    },
    async remove(id: string): Promise<void> {
      await db.delete(sessions).where(eq(sessions.id, id));
    },
    async removeExpired(now: Date): Promise<void> {
      await db.delete(sessions).where(lte(sessions.expiresAt, now));
    },
  };
}
export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
