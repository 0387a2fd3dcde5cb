import type { User } from '#shared/contracts/auth.ts';
import type { QuoteMessage, QuoteRequest, QuoteThread, QuoteUnreadCount } from '#shared/contracts/vendors.ts';
import { ForbiddenError, NotFoundError, RateLimitedError } from '../../lib/errors/app-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { QuoteMessagesRepository, ThreadSide } from './quote-messages.repository.ts';
import type { QuoteRequestsRepository } from './quote-requests.repository.ts';

/** A conversation runs at talking speed; more than this an hour is a script filling an inbox. */
export const QUOTE_MESSAGES_PER_HOUR = 30;

type Site = { siteUrl: string };

type Deps = {
  quotesRepo: QuoteRequestsRepository;
  messagesRepo: QuoteMessagesRepository;
  rateLimiter: RateLimiter;
  mailer: Mailer;
  clock: () => Date;
  siteName: () => string;
  /** The vendor's first answer: it replies to the request (status, response time, mail). */
  replyToRequest: (user: User, id: number, body: { message: string }, site: Site) => Promise<QuoteRequest>;
};

type Parties = NonNullable<Awaited<ReturnType<QuoteRequestsRepository['findParties']>>>;

/** The request, the vendor's answer and every follow-up, oldest first. */
function threadMessages(
  request: QuoteRequest,
  parties: Parties,
  followUps: Omit<QuoteMessage, 'authorName'>[],
): QuoteMessage[] {
  const nameOf = (side: ThreadSide) => (side === 'customer' ? parties.requesterName : parties.vendorName);
  const turns: Omit<QuoteMessage, 'authorName'>[] = [
    {
      id: 'request',
      side: 'customer',
      body: request.message,
      isDecline: false,
      createdAt: request.createdAt,
    },
  ];
  if (request.respondedAt) {
    turns.push({
      id: 'answer',
      side: 'vendor',
      body: request.reply ?? '',
      isDecline: request.status === 'declined',
      createdAt: request.respondedAt,
    });
  }
  // A customer may add to the request before the vendor answers: order by time, first turns first.
  const ordered = [...turns, ...followUps]
    .map((turn, index) => ({ turn, index }))
    .sort((a, b) => a.turn.createdAt.localeCompare(b.turn.createdAt) || a.index - b.index)
    .map(({ turn }) => turn);
  return ordered.map((turn) => ({ ...turn, authorName: nameOf(turn.side) }));
}

/**
 * A quote request as a conversation between the customer who asked and the vendor's owner. Only
 * those two write; an administrator may read (moderation) without taking part or marking it read.
 */
export function createQuoteThreadsService(deps: Deps) {
  const { quotesRepo, messagesRepo, rateLimiter, mailer, clock, siteName } = deps;

  async function requireParty(user: User, id: number) {
    const parties = await quotesRepo.findParties(id);
    if (!parties) throw new NotFoundError('Quote request', id);
    const side: ThreadSide | 'admin' | null =
      parties.requesterId === user.id
        ? 'customer'
        : parties.ownerId === user.id
          ? 'vendor'
          : user.isAdmin
            ? 'admin'
            : null;
    if (!side)
      throw new ForbiddenError('Only the customer who asked and the vendor can see this conversation');
    return { parties, side };
  }

  async function loadThread(id: number, side: ThreadSide | 'admin', parties: Parties): Promise<QuoteThread> {
    const [request, followUps] = await Promise.all([
      quotesRepo.findById(id, side === 'admin' ? 'none' : side),
      messagesRepo.findMessages(id),
    ]);
    if (!request) throw new NotFoundError('Quote request', id);
    return { ...request, viewerSide: side, messages: threadMessages(request, parties, followUps) };
  }

  async function mailOtherSide(parties: Parties, from: ThreadSide, body: string, site: Site) {
    const signature = `The ${siteName()} team`;
    if (from === 'vendor') {
      await mailer.send({
        to: parties.requesterEmail,
        kind: 'quote-message',
        subject: `${parties.vendorName} wrote about your quote request`,
        text: `Hi ${parties.requesterName},\n\n${parties.vendorName} wrote about your quote request for ${parties.eventDate}:\n\n${body}\n\nRead it and answer: ${site.siteUrl}/profile?tab=quotes\n\n${signature}`,
      });
      return;
    }
    const vendor = await quotesRepo.findVendorContact(parties.vendorId);
    await mailer.send({
      to: vendor?.ownerEmail ?? parties.vendorContactEmail,
      kind: 'quote-message',
      subject: `${parties.requesterName} wrote about a quote request for ${parties.vendorName}`,
      text: `Hi,\n\n${parties.requesterName} wrote about their quote request for ${parties.eventDate}:\n\n${body}\n\nRead it and answer: ${site.siteUrl}/profile?tab=vendors\n\n${signature}`,
    });
  }

  return {
    /** GET /api/quote-requests/{id}: the customer, the vendor's owner, or an administrator. */
    async getThread(user: User, id: number): Promise<QuoteThread> {
      const { parties, side } = await requireParty(user, id);
      return loadThread(id, side, parties);
    },

    /**
     * POST /api/quote-requests/{id}/messages. The vendor's first word on a pending request is its
     * reply (it sets the status and the measured response time); later words are follow-ups.
     */
    async postMessage(user: User, id: number, body: { message: string }, site: Site): Promise<QuoteThread> {
      const { parties, side } = await requireParty(user, id);
      if (side === 'admin')
        throw new ForbiddenError('Only the customer who asked and the vendor can write in this conversation');
      const limit = await rateLimiter.hit(`quote-messages:user:${user.id}`, QUOTE_MESSAGES_PER_HOUR, 3600);
      if (!limit.isAllowed)
        throw new RateLimitedError(
          `You can send up to ${QUOTE_MESSAGES_PER_HOUR} messages an hour. Try again later.`,
          limit.retryAfterSeconds,
        );
      if (side === 'vendor' && parties.status === 'pending') {
        await deps.replyToRequest(user, id, body, site);
      } else {
        await messagesRepo.insertMessage(id, { authorId: user.id, side, body: body.message, at: clock() });
        await mailOtherSide(parties, side, body.message, site);
      }
      return loadThread(id, side, parties);
    },

    /** POST /api/quote-requests/{id}/read: the caller's side has read the thread up to now. */
    async markRead(user: User, id: number): Promise<void> {
      const { side } = await requireParty(user, id);
      if (side !== 'admin') await messagesRepo.markRead(id, side, clock());
    },

    /** GET /api/quote-requests/unread-count. */
    async countUnread(user: User): Promise<QuoteUnreadCount> {
      const { sent, received } = await messagesRepo.countUnread(user.id);
      return { sent, received, total: sent + received };
    },
  };
}
export type QuoteThreadsService = ReturnType<typeof createQuoteThreadsService>;
