import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';

/**
 * The new dates of a series take the answer rules (RSVP settings) of `latest`, its latest date so
 * far, with the deadline as long before each new start as it was before that date's.
 */
export async function copyRsvpSettings(
  tx: DbExecutor,
  latest: { id: number; date: Date },
  ids: readonly number[],
): Promise<void> {
  await tx.execute(sql`
    insert into event_rsvp_settings (event_id, is_enabled, capacity, deadline, is_guest_list_public, plus_one_max)
    select e.id, s.is_enabled, s.capacity, e.date - (${latest.date}::timestamptz - s.deadline),
      s.is_guest_list_public, s.plus_one_max
    from events e, event_rsvp_settings s
    where e.id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) and s.event_id = ${latest.id}
    on conflict (event_id) do nothing`);
}
