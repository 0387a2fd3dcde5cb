import { z } from 'zod';
import { QUOTE_MESSAGE_MAX } from '../constants.ts';
import { multiLineText } from '../lib/text.ts';
import { idSchema, pagingSchemas } from './common.ts';
import { emptyToNull } from './vendors-profile.ts';

// Quote requests and their threads. Part of the vendors contract; import it through vendors.ts.

/** POST /api/vendors/{id}/quote-requests. */
export const createQuoteRequestBodySchema = z
  .object({
    /** The day of the party (YYYY-MM-DD); the server refuses a day already past. */
    eventDate: z
      .string({ error: 'Enter the event date' })
      .min(1, { error: 'Enter the event date', abort: true })
      .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the event date as YYYY-MM-DD')
      .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), 'Enter a real date'),
    guestCount: z.coerce
      .number({ error: 'Guest count must be a number' })
      .int('Guest count must be a whole number')
      .min(1, 'Guest count must be at least 1')
      .max(100_000, 'Guest count must be at most 100,000'),
    /** Dollars; empty means no budget given. */
    budget: z.preprocess(
      emptyToNull,
      z.coerce
        .number({ error: 'Budget must be a number' })
        .min(0, 'Budget must be 0 or more')
        .max(1_000_000, 'Budget must be at most $1,000,000')
        .nullish(),
    ),
    message: multiLineText({
      max: QUOTE_MESSAGE_MAX,
      label: 'Message',
      requiredMessage: 'Tell the vendor about your event',
    }).min(1, 'Tell the vendor about your event'),
    /** One of the caller's own events, when the request is for it. */
    eventId: z.preprocess(
      (value) => (typeof value === 'number' ? String(value) : emptyToNull(value)),
      idSchema('Invalid event ID').nullish(),
    ),
  })
  .strict();
export type CreateQuoteRequestBody = z.input<typeof createQuoteRequestBodySchema>;

/** POST /api/quote-requests/{id}/reply. */
export const replyQuoteRequestBodySchema = z
  .object({
    message: multiLineText({
      max: QUOTE_MESSAGE_MAX,
      label: 'Reply',
      requiredMessage: 'Write a reply',
    }).min(1, 'Write a reply'),
  })
  .strict();

/** POST /api/quote-requests/{id}/decline: an optional note for the requester. */
export const declineQuoteRequestBodySchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      message: z.preprocess(emptyToNull, multiLineText({ max: QUOTE_MESSAGE_MAX, label: 'Note' }).nullish()),
    })
    .strict(),
);

export const quoteRequestIdParamSchema = z.object({ id: idSchema('Invalid quote request ID') });

export const listQuoteRequestsQuerySchema = z.object({
  limit: pagingSchemas.limit.unwrap().max(100, 'limit must be at most 100').default(20),
  offset: pagingSchemas.offset,
});

export const QUOTE_REQUEST_STATUSES = ['pending', 'replied', 'declined'] as const;

export const quoteRequestSchema = z.object({
  id: z.number(),
  vendor: z.object({ id: z.number(), name: z.string(), category: z.string() }),
  requester: z.object({ username: z.string(), name: z.string() }),
  event: z.object({ id: z.number(), title: z.string() }).nullable(),
  eventDate: z.string(),
  guestCount: z.number(),
  /** Dollars; null when none was given. */
  budget: z.number().nullable(),
  message: z.string(),
  status: z.enum(QUOTE_REQUEST_STATUSES),
  /** The vendor's reply, or its note when declining. */
  reply: z.string().nullable(),
  respondedAt: z.string().nullable(),
  createdAt: z.string(),
  /** The newest word in the thread, from either side. */
  lastMessageAt: z.string(),
  /** The other side wrote something the caller has not opened yet. */
  unread: z.boolean(),
});
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/** POST /api/quote-requests/{id}/messages: the customer or the vendor writes in the thread. */
export const postQuoteMessageBodySchema = z
  .object({
    message: multiLineText({
      max: QUOTE_MESSAGE_MAX,
      label: 'Message',
      requiredMessage: 'Write a message',
    }).min(1, 'Write a message'),
  })
  .strict();
export type PostQuoteMessageBody = z.input<typeof postQuoteMessageBodySchema>;

/** One turn in a quote thread: the request, the vendor's answer, then each follow-up. */
export const quoteMessageSchema = z.object({
  /** `request`, `answer`, or `m<number>` for a follow-up. */
  id: z.string(),
  side: z.enum(['customer', 'vendor']),
  /** The customer's name, or the vendor's business name. */
  authorName: z.string(),
  body: z.string(),
  /** A vendor's answer that declined the request. */
  isDecline: z.boolean(),
  createdAt: z.string(),
});
export type QuoteMessage = z.infer<typeof quoteMessageSchema>;

/** GET /api/quote-requests/{id}: the request and its whole conversation, oldest first. */
export const quoteThreadSchema = quoteRequestSchema.extend({
  /** Which side the caller is on; `admin` reads without taking part. */
  viewerSide: z.enum(['customer', 'vendor', 'admin']),
  messages: z.array(quoteMessageSchema),
});
export type QuoteThread = z.infer<typeof quoteThreadSchema>;

/** GET /api/quote-requests/unread-count: threads with words the caller has not read. */
export const quoteUnreadCountSchema = z.object({
  /** Requests the caller sent where the vendor wrote since the caller last looked. */
  sent: z.number(),
  /** Requests to the caller's vendors with a new request or message from the customer. */
  received: z.number(),
  total: z.number(),
});
export type QuoteUnreadCount = z.infer<typeof quoteUnreadCountSchema>;

export const quoteRequestListResponseSchema = z.object({
  quoteRequests: z.array(quoteRequestSchema),
  total: z.number(),
  hasMore: z.boolean(),
  nextOffset: z.number().nullable(),
});
export type QuoteRequestList = z.infer<typeof quoteRequestListResponseSchema>;
