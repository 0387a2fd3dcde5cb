import { alias } from 'drizzle-orm/pg-core';
import type { QuoteRequest } from '#shared/contracts/vendors.ts';
import { events, quoteRequests, users, vendors } from '../../db/schema.ts';

/** The person who asked, joined under its own name beside the vendor's owner. */
export const requester = alias(users, 'requester');

/** What a request is read with: its own fields, its vendor, requester and event. */
export const quoteRequestColumns = {
  id: quoteRequests.id,
  vendorId: vendors.id,
  vendorName: vendors.name,
  vendorCategory: vendors.category,
  requesterUsername: requester.username,
  requesterName: requester.name,
  eventId: events.id,
  eventTitle: events.title,
  eventDate: quoteRequests.eventDate,
  guestCount: quoteRequests.guestCount,
  budgetCents: quoteRequests.budgetCents,
  message: quoteRequests.message,
  status: quoteRequests.status,
  reply: quoteRequests.reply,
  respondedAt: quoteRequests.respondedAt,
  createdAt: quoteRequests.createdAt,
  lastCustomerAt: quoteRequests.lastCustomerAt,
  lastVendorAt: quoteRequests.lastVendorAt,
};

type Row = {
  id: number;
  vendorId: number;
  vendorName: string;
  vendorCategory: string;
  requesterUsername: string;
  requesterName: string;
  eventId: number | null;
  eventTitle: string | null;
  eventDate: string;
  guestCount: number;
  budgetCents: number | null;
  message: string;
  status: QuoteRequest['status'];
  reply: string | null;
  respondedAt: Date | null;
  createdAt: Date;
  lastCustomerAt: Date;
  lastVendorAt: Date | null;
  unread: boolean;
};

/** A request row as the API answers it. */
export function toQuoteRequest(row: Row): QuoteRequest {
  return {
    id: row.id,
    vendor: { id: row.vendorId, name: row.vendorName, category: row.vendorCategory },
    requester: { username: row.requesterUsername, name: row.requesterName },
    event:
      row.eventId !== null && row.eventTitle !== null ? { id: row.eventId, title: row.eventTitle } : null,
    eventDate: row.eventDate,
    guestCount: row.guestCount,
    budget: row.budgetCents === null ? null : row.budgetCents / 100,
    message: row.message,
    status: row.status,
    reply: row.reply,
    respondedAt: row.respondedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: (row.lastVendorAt && row.lastVendorAt > row.lastCustomerAt
      ? row.lastVendorAt
      : row.lastCustomerAt
    ).toISOString(),
    unread: Boolean(row.unread),
  };
}
