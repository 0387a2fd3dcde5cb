import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { QuoteMessage } from '#shared/contracts/vendors.ts';
import type { Database } from '../../db/client.ts';
import { quoteMessages, quoteRequests, vendors } from '../../db/schema.ts';

/** Which side of a thread is reading: each sees the other side's new words as unread. */
export type ThreadSide = 'customer' | 'vendor';

export const unreadFor: Record<ThreadSide | 'none', SQL<boolean>> = {
  customer: sql<boolean>`coalesce(${quoteRequests.lastVendorAt} > coalesce(${quoteRequests.customerReadAt}, '-infinity'::timestamptz), false)`,
  vendor: sql<boolean>`${quoteRequests.lastCustomerAt} > coalesce(${quoteRequests.vendorReadAt}, '-infinity'::timestamptz)`,
  none: sql<boolean>`false`,
};

/** A quote request's conversation: follow-up messages and what each side has read. */
export function createQuoteMessagesRepository(db: Database) {
  return {
    /** The follow-up messages of one thread, oldest first, with their side's display name. */
    async findMessages(id: number): Promise<Omit<QuoteMessage, 'authorName'>[]> {
      const rows = await db
        .select({
          id: quoteMessages.id,
          side: quoteMessages.side,
          body: quoteMessages.body,
          createdAt: quoteMessages.createdAt,
        })
        .from(quoteMessages)
        .where(eq(quoteMessages.quoteRequestId, id))
        .orderBy(asc(quoteMessages.createdAt), asc(quoteMessages.id));
      return rows.map((row) => ({
        id: `m${row.id}`,
        side: row.side,
        body: row.body,
        isDecline: false,
        createdAt: row.createdAt.toISOString(),
      }));
    },

    /** Adds a follow-up; the writer's side has spoken and has read everything up to it. */
    async insertMessage(id: number, message: { authorId: number; side: ThreadSide; body: string; at: Date }) {
      await db.transaction(async (tx) => {
        await tx.insert(quoteMessages).values({
          quoteRequestId: id,
          authorId: message.authorId,
          side: message.side,
          body: message.body,
          createdAt: message.at,
        });
        await tx
          .update(quoteRequests)
          .set(
            message.side === 'customer'
              ? { lastCustomerAt: message.at, customerReadAt: message.at }
              : { lastVendorAt: message.at, vendorReadAt: message.at },
          )
          .where(eq(quoteRequests.id, id));
      });
    },

    /** The side has now read the whole thread. */
    async markRead(id: number, side: ThreadSide, at: Date): Promise<void> {
      await db
        .update(quoteRequests)
        .set(side === 'customer' ? { customerReadAt: at } : { vendorReadAt: at })
        .where(eq(quoteRequests.id, id));
    },

    /** Threads with words this user has not read: as the customer, and as a vendor's owner. */
    async countUnread(userId: number): Promise<{ sent: number; received: number }> {
      const [[sent], [received]] = await Promise.all([
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quoteRequests)
          .where(and(eq(quoteRequests.userId, userId), unreadFor.customer)),
        db
          .select({ n: sql<number>`count(*)::int` })
          .from(quoteRequests)
          .innerJoin(vendors, eq(vendors.id, quoteRequests.vendorId))
          .where(and(eq(vendors.userId, userId), unreadFor.vendor)),
      ]);
      return { sent: Number(sent?.n ?? 0), received: Number(received?.n ?? 0) };
    },
  };
}
export type QuoteMessagesRepository = ReturnType<typeof createQuoteMessagesRepository>;
