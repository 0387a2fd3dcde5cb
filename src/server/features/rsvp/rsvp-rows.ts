import { asc, eq, type SQL, sql } from 'drizzle-orm';
import type { RsvpStatus } from '#shared/contracts/rsvp.ts';
import type { DbExecutor } from '../../db/client.ts';
import { rsvps, users } from '../../db/schema.ts';

export type RsvpRecord = {
  id: number;
  eventId: number;
  userId: number | null;
  status: RsvpStatus;
  plusOnes: number;
  note: string;
  isConfirmed: boolean;
  waitlistPosition: number | null;
  updatedAt: Date;
  /** The account's name and email, or the guest's. */
  name: string;
  email: string;
  avatar: string | null;
  unsubscribeToken: string;
  isUnsubscribed: boolean;
};

// 1-based place among the event's confirmed waitlist, in the order people joined it.
const waitlistPosition = sql<number | null>`case when ${rsvps.status} = 'waitlisted' then (
  select count(*)::int from rsvps w
  where w.event_id = ${rsvps.eventId} and w.status = 'waitlisted' and w.is_confirmed
    and (w.waitlisted_at, w.id) <= (${rsvps.waitlistedAt}, ${rsvps.id})
) end`;

/** What an answer is read with: its own fields and its account's or guest's name and email. */
export const rsvpColumns = {
  id: rsvps.id,
  eventId: rsvps.eventId,
  userId: rsvps.userId,
  status: sql<RsvpStatus>`${rsvps.status}`,
  plusOnes: rsvps.plusOnes,
  note: rsvps.note,
  isConfirmed: rsvps.isConfirmed,
  waitlistPosition,
  updatedAt: rsvps.updatedAt,
  name: sql<string>`coalesce(${users.name}, ${rsvps.guestName})`,
  email: sql<string>`coalesce(${users.email}, ${rsvps.guestEmail})`,
  avatar: users.avatar,
  unsubscribeToken: rsvps.unsubscribeToken,
  isUnsubscribed: rsvps.isUnsubscribed,
};

/** Answers matching `where`, in the order they came. */
export function selectRsvps(tx: DbExecutor, where: SQL | undefined): Promise<RsvpRecord[]> {
  return tx
    .select(rsvpColumns)
    .from(rsvps)
    .leftJoin(users, eq(users.id, rsvps.userId))
    .where(where)
    .orderBy(asc(rsvps.createdAt), asc(rsvps.id));
}
