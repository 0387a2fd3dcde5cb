import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

export type RateLimitResult = { isAllowed: boolean; count: number; retryAfterSeconds: number };

export type RateLimiter = {
  /** Counts one hit against `key` in a fixed window and says whether it is within `limit`. */
  hit(key: string, limit: number, windowSeconds: number): Promise<RateLimitResult>;
  /** Reads the current count without adding to it. */
  peek(key: string): Promise<{ count: number; retryAfterSeconds: number }>;
  reset(key: string): Promise<void>;
};

/**
 * Fixed-window counters in PostgreSQL, so every app server behind a load balancer shares them.
 * One atomic upsert per hit: the window restarts when its reset time has passed.
 */
export function createRateLimiter(db: Database): RateLimiter {
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
    async peek(key) {
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
    },
    async reset(key) {
      await db.execute(sql`delete from rate_limits where key = ${key}`);
    },
  };
}
