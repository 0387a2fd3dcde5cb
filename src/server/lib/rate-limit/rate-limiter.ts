import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

export type RateLimitResult = { isAllowed: boolean; count: number; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one hit against `key` in a fixed window and says whether it is within `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /**
   * Takes one of `limit` places in the window before the work it guards, atomically: of any number
   * of concurrent calls, exactly the free places are granted and the rest refused (a refusal does not
   * add to the count). `count` is the place taken, 1 for the first in the window.
   */
  reserve(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Gives back one place taken in the current window. */
  release(key: string): Promise<void>;
  /**
   * Clears the window when `place` is still the last place taken (nobody reserved after it);
   * otherwise gives back that one place only.
   */
  releaseLast(key: string, place: number): Promise<void>;
  /** Reads the current count without adding to it. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters in PostgreSQL, so every app server behind a load balancer shares them.
 * One atomic upsert per hit: the window restarts when its reset time has passed.
 */
export function createRateLimiter(db: Database): RateLimiter {
  async function peek(key: string): Promise<{ count: number; retryAfterSeconds: number }> {
    const rows = await queryRows<{ count: number; retry_after: number }>(
      db,
      sql`
      select count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after
      from rate_limits where key = ${key} and reset_at > now()`,
    );
    const row = rows[0];
    return row
      ? { count: row.count, retryAfterSeconds: row.retry_after }
      : { count: 0, retryAfterSeconds: 0 };
  }

  return {
    async hit(key, limit, windowSeconds) {
      const rows = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after`,
      );
      const row = rows[0]!;
      return { isAllowed: row.count <= limit, count: row.count, retryAfterSeconds: row.retry_after };
    },
    async reserve(key, limit, windowSeconds) {
      const rows = await queryRows<{ count: number; retry_after: number }>(
        db,
        sql`
        insert into rate_limits (key, count, reset_at)
        values (${key}, 1, now() + make_interval(secs => ${windowSeconds}))
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
          reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
        where rate_limits.reset_at <= now() or rate_limits.count < ${limit}
        returning count, greatest(1, ceil(extract(epoch from reset_at - now())))::int as retry_after`,
      );
      const row = rows[0];
      if (row) return { isAllowed: true, count: row.count, retryAfterSeconds: row.retry_after };
      const current = await peek(key);
      return {
        isAllowed: false,
        count: current.count,
        retryAfterSeconds: Math.max(1, current.retryAfterSeconds),
      };
    },
    async release(key) {
      await db.execute(
        sql`update rate_limits set count = greatest(0, count - 1) where key = ${key} and reset_at > now()`,
      );
    },
    async releaseLast(key, place) {
      await db.execute(
        sql`update rate_limits set count = case when count = ${place} then 0 else greatest(0, count - 1) end
            where key = ${key} and reset_at > now()`,
      );
    },
    peek,
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
