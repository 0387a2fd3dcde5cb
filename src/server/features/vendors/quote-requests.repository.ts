import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { QuoteRequest } from '#shared/contracts/vendors.ts';
import type { AlsoRecord, Database } from '../../db/client.ts';
import { events, quoteRequests, users, vendors } from '../../db/schema.ts';
import { type ThreadSide, unreadFor } from './quote-messages.repository.ts';
import { quoteRequestColumns, requester, toQuoteRequest } from './quote-request-rows.ts';

/** Replies counted in a vendor's measured response time, newest first. */
export const RESPONSE_SAMPLE = 20;
/** Fewer replies than this say too little; the vendor's own words are shown instead. */
export const RESPONSE_MIN_REPLIES = 3;

export type NewQuoteRequest = {
  vendorId: number;
  userId: number;
  eventId: number | null;
  eventDate: string;
  guestCount: number;
  budgetCents: number | null;
  message: string;
};

/**
 * The median minutes from request to reply over the vendor's last RESPONSE_SAMPLE replies, or
 * null with fewer than RESPONSE_MIN_REPLIES; read from quote_requests_vendor_replied_idx.
 */
function medianReplySql(vendorId: number) {
  return sql`(
    select case when count(*) >= ${RESPONSE_MIN_REPLIES}
      then percentile_cont(0.5) within group (order by r.minutes) end
    from (
      select (extract(epoch from ${quoteRequests.respondedAt} - ${quoteRequests.createdAt}) / 60)::float8 as minutes
      from ${quoteRequests}
      where ${quoteRequests.vendorId} = ${vendorId} and ${quoteRequests.status} = 'replied'
      order by ${quoteRequests.respondedAt} desc
      limit ${RESPONSE_SAMPLE}
    ) r
  )`;
}

export function createQuoteRequestsRepository(db: Database) {
  const selectRows = (side: ThreadSide | 'none' = 'none') =>
    db
      .select({ ...quoteRequestColumns, unread: unreadFor[side] })
      .from(quoteRequests)
      .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
      .innerJoin(requester, eq(requester.id, quoteRequests.userId))
      .leftJoin(events, eq(events.id, quoteRequests.eventId));

  async function findById(id: number, side: ThreadSide | 'none' = 'none'): Promise<QuoteRequest | null> {
    const [row] = await selectRows(side).where(eq(quoteRequests.id, id));
    return row ? toQuoteRequest(row) : null;
  }

  async function page(where: SQL | undefined, side: ThreadSide, limit: number, offset: number) {
    const [rows, [count]] = await Promise.all([
      selectRows(side)
        .where(where)
        .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(quoteRequests)
        .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
        .where(where),
    ]);
    return { quoteRequests: rows.map(toQuoteRequest), total: Number(count?.total ?? 0) };
  }

  return {
    findById,

    /** Who owns the vendor and where its mail goes; null when there is no such vendor. */
    async findVendorContact(vendorId: number) {
      const [row] = await db
        .select({
          id: vendors.id,
          name: vendors.name,
          ownerId: vendors.userId,
          contactEmail: vendors.contactEmail,
          ownerEmail: users.email,
        })
        .from(vendors)
        .leftJoin(users, eq(users.id, vendors.userId))
        .where(eq(vendors.id, vendorId));
      return row ?? null;
    },

    /** Who may answer a request (the vendor's owner) and where the answer is mailed (the requester). */
    async findParties(id: number) {
      const [row] = await db
        .select({
          vendorId: quoteRequests.vendorId,
          vendorName: vendors.name,
          ownerId: vendors.userId,
          vendorContactEmail: vendors.contactEmail,
          status: quoteRequests.status,
          eventDate: quoteRequests.eventDate,
          requesterId: users.id,
          requesterEmail: users.email,
          requesterName: users.name,
        })
        .from(quoteRequests)
        .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
        .innerJoin(users, eq(users.id, quoteRequests.userId))
        .where(eq(quoteRequests.id, id));
      return row ?? null;
    },

    /** Whether the event exists and this user organizes it. */
    async isOrganizer(eventId: number, userId: number): Promise<boolean> {
      const [row] = await db
        .select({ id: events.id })
        .from(events)
        .where(and(eq(events.id, eventId), eq(events.organizerId, userId)));
      return Boolean(row);
    },

    /** `alsoRecord` commits with the request (an idempotency record). */
    async insert(
      values: NewQuoteRequest & { createdAt: Date },
      alsoRecord?: AlsoRecord,
    ): Promise<QuoteRequest> {
      const id = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(quoteRequests)
          .values({ ...values, lastCustomerAt: values.createdAt })
          .returning({ id: quoteRequests.id });
        await alsoRecord?.(tx, row!.id);
        return row!.id;
      });
      return (await findById(id))!;
    },

    /** Requests to one vendor, newest first. */
    findPageForVendor: (vendorId: number, limit: number, offset: number) =>
      page(eq(quoteRequests.vendorId, vendorId), 'vendor', limit, offset),

    /** Requests to every vendor this user owns, newest first. */
    findPageForOwner: (ownerId: number, limit: number, offset: number) =>
      page(eq(vendors.userId, ownerId), 'vendor', limit, offset),

    /** Requests this user sent, newest first. */
    findPageForRequester: (userId: number, limit: number, offset: number) =>
      page(eq(quoteRequests.userId, userId), 'customer', limit, offset),

    /**
     * Answers a pending request (reply or decline) and, for a reply, rewrites the vendor's measured
     * response time. The vendor row is locked first, so concurrent replies take turns and each
     * median sees every earlier reply. False when the request was already answered.
     */
    async respond(
      id: number,
      vendorId: number,
      answer: { status: 'replied' | 'declined'; reply: string | null; at: Date },
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select id from ${vendors} where id = ${vendorId} for update`);
        const [row] = await tx
          .update(quoteRequests)
          .set({
            status: answer.status,
            reply: answer.reply,
            respondedAt: answer.at,
            lastVendorAt: answer.at,
            vendorReadAt: answer.at,
          })
          .where(and(eq(quoteRequests.id, id), eq(quoteRequests.status, 'pending')))
          .returning({ id: quoteRequests.id });
        if (!row) return false;
        if (answer.status === 'replied') {
          await tx
            .update(vendors)
            .set({ replyMedianMinutes: medianReplySql(vendorId) })
            .where(eq(vendors.id, vendorId));
        }
        return true;
      });
    },

    /** Whether the user asked this vendor for a quote at or before `before` (a verified review). */
    async hasAskedBefore(userId: number, vendorId: number, before: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: quoteRequests.id })
        .from(quoteRequests)
        .where(
          and(
            eq(quoteRequests.userId, userId),
            eq(quoteRequests.vendorId, vendorId),
            lte(quoteRequests.createdAt, before),
          ),
        )
        .limit(1);
      return Boolean(row);
    },
  };
}
export type QuoteRequestsRepository = ReturnType<typeof createQuoteRequestsRepository>;
