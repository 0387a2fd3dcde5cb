import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type {
  createQuoteRequestBodySchema,
  declineQuoteRequestBodySchema,
  QuoteRequest,
  QuoteRequestList,
  replyQuoteRequestBodySchema,
} from '#shared/contracts/vendors.ts';
import type { AlsoRecord } from '../../db/client.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { QuoteRequestsRepository } from './quote-requests.repository.ts';

type CreateInput = z.output<typeof createQuoteRequestBodySchema>;
type ReplyInput = z.output<typeof replyQuoteRequestBodySchema>;
type DeclineInput = z.output<typeof declineQuoteRequestBodySchema>;

/** A host planning a party asks a handful of vendors; dozens an hour is a script. */
export const QUOTE_REQUESTS_PER_HOUR = 10;
const HOUR = 3600;
const DAY_MS = 24 * 3600 * 1000;

const PAST_DATE = 'The event date is in the past. Choose the day of your event.';
const NOT_YOUR_EVENT = 'Choose one of your own events, or leave the event empty';

type Deps = {
  quotesRepo: QuoteRequestsRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: () => Date;
  /** The site's name as the administrator set it, for the mails' signature. */
  siteName: () => string;
};

/** Where the mail's links point: the site the request came in on. */
type Site = { siteUrl: string };

function paged(result: { quoteRequests: QuoteRequest[]; total: number }, offset: number): QuoteRequestList {
  const hasMore = offset + result.quoteRequests.length < result.total;
  return { ...result, hasMore, nextOffset: hasMore ? offset + result.quoteRequests.length : null };
}

function money(dollars: number | null): string {
  if (dollars === null) return 'not given';
  return `$${dollars.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
}

/**
 * Quote requests: a signed-in host asks a vendor for a price; the vendor's owner (or an
 * administrator) replies or declines, and each side hears about it by mail.
 */
export function createQuoteRequestsService({ quotesRepo, rateLimiter, mailer, clock, siteName }: Deps) {
  /** The request, when this user may answer it: the vendor's owner or an administrator. */
  async function requireAnswerable(user: User, id: number) {
    const parties = await quotesRepo.findParties(id);
    if (!parties) throw new NotFoundError('Quote request', id);
    if (parties.ownerId !== user.id && !user.isAdmin)
      throw new ForbiddenError('Only the owner of this vendor profile or an administrator can answer it');
    return parties;
  }

  async function answer(
    user: User,
    id: number,
    status: 'replied' | 'declined',
    reply: string | null,
    site: Site,
  ): Promise<QuoteRequest> {
    const parties = await requireAnswerable(user, id);
    const answered = await quotesRepo.respond(id, parties.vendorId, { status, reply, at: clock() });
    if (!answered) throw new ConflictError('This quote request has already been answered');
    const request = (await quotesRepo.findById(id))!;
    const link = `${site.siteUrl}/profile?tab=quotes`;
    await mailer.send(
      status === 'replied'
        ? {
            to: parties.requesterEmail,
            kind: 'quote-reply',
            subject: `${parties.vendorName} replied to your quote request`,
            text: `Hi ${parties.requesterName},\n\n${parties.vendorName} replied to your quote request for ${request.eventDate}:\n\n${reply}\n\nRead it and answer in your quote requests: ${link}\n\nThe ${siteName()} team`,
          }
        : {
            to: parties.requesterEmail,
            kind: 'quote-declined',
            subject: `${parties.vendorName} can't take your event`,
            text: `Hi ${parties.requesterName},\n\n${parties.vendorName} declined your quote request for ${request.eventDate}.${reply ? `\n\nTheir note:\n\n${reply}` : ''}\n\nOther vendors may be free that day: ${site.siteUrl}/vendors\n\nThe ${siteName()} team`,
          },
    );
    return request;
  }

  return {
    /**
     * POST /api/vendors/{id}/quote-requests. Not for the vendor's own owner; the event, when
     * given, must be one the caller organizes; the day cannot have passed.
     */
    async create(
      user: User,
      vendorId: number,
      body: CreateInput,
      site: Site,
      alsoRecord?: AlsoRecord,
    ): Promise<QuoteRequest> {
      const vendor = await quotesRepo.findVendorContact(vendorId);
      if (!vendor) throw new NotFoundError('Vendor', vendorId);
      if (vendor.ownerId === user.id)
        throw new ForbiddenError('You cannot request a quote from your own vendor profile');
      const now = clock();
      // A day of grace: the visitor's "today" may still be yesterday in UTC.
      const yesterday = new Date(now.getTime() - DAY_MS).toISOString().slice(0, 10);
      if (body.eventDate < yesterday)
        throw new ValidationError(PAST_DATE, [{ path: 'eventDate', message: PAST_DATE }]);
      const eventId = body.eventId ?? null;
      if (eventId !== null && !(await quotesRepo.isOrganizer(eventId, user.id)))
        throw new ValidationError(NOT_YOUR_EVENT, [{ path: 'eventId', message: NOT_YOUR_EVENT }]);
      const limit = await rateLimiter.hit(`quote-requests:user:${user.id}`, QUOTE_REQUESTS_PER_HOUR, HOUR);
      if (!limit.isAllowed) {
        const minutes = Math.max(1, Math.ceil(limit.retryAfterSeconds / 60));
        throw new RateLimitedError(
          `You can send up to ${QUOTE_REQUESTS_PER_HOUR} quote requests an hour. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`,
          limit.retryAfterSeconds,
        );
      }
      const request = await quotesRepo.insert(
        {
          vendorId,
          userId: user.id,
          eventId,
          eventDate: body.eventDate,
          guestCount: body.guestCount,
          budgetCents: body.budget == null ? null : Math.round(body.budget * 100),
          message: body.message,
          createdAt: now,
        },
        alsoRecord,
      );
      await mailer.send({
        to: vendor.ownerEmail ?? vendor.contactEmail,
        kind: 'quote-request',
        subject: `New quote request for ${vendor.name}`,
        text: `Hi,\n\n${user.name} asked ${vendor.name} for a quote:\n\nEvent date: ${request.eventDate}\nGuests: ${request.guestCount}\nBudget: ${money(request.budget)}${request.event ? `\nEvent: ${request.event.title}` : ''}\n\n${request.message}\n\nReply or decline from your profile: ${site.siteUrl}/profile?tab=vendors\n\nThe ${siteName()} team`,
      });
      return request;
    },

    /** A request its sender created (a replayed creation: the idempotency key is the sender's). */
    async getCreated(id: number): Promise<QuoteRequest> {
      const request = await quotesRepo.findById(id);
      if (!request) throw new NotFoundError('Quote request', id);
      return request;
    },

    /** GET /api/vendors/{id}/quote-requests: the owner or an administrator. */
    async listForVendor(user: User, vendorId: number, limit: number, offset: number) {
      const vendor = await quotesRepo.findVendorContact(vendorId);
      if (!vendor) throw new NotFoundError('Vendor', vendorId);
      if (vendor.ownerId !== user.id && !user.isAdmin)
        throw new ForbiddenError(
          'Only the owner of this vendor profile or an administrator can see its quote requests',
        );
      return paged(await quotesRepo.findPageForVendor(vendorId, limit, offset), offset);
    },

    /** GET /api/quote-requests/received: requests to every vendor the caller owns. */
    async listReceived(user: User, limit: number, offset: number) {
      return paged(await quotesRepo.findPageForOwner(user.id, limit, offset), offset);
    },

    /** GET /api/quote-requests/sent: the caller's own requests. */
    async listSent(user: User, limit: number, offset: number) {
      return paged(await quotesRepo.findPageForRequester(user.id, limit, offset), offset);
    },

    reply: (user: User, id: number, body: ReplyInput, site: Site) =>
      answer(user, id, 'replied', body.message, site),

    decline: (user: User, id: number, body: DeclineInput, site: Site) =>
      answer(user, id, 'declined', body.message ?? null, site),

    /** A review is verified when its writer asked the vendor for a quote before writing it. */
    hasAskedForQuote: (userId: number, vendorId: number) =>
      quotesRepo.hasAskedBefore(userId, vendorId, clock()),
  };
}
export type QuoteRequestsService = ReturnType<typeof createQuoteRequestsService>;
