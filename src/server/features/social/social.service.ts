import type { User } from '#shared/contracts/auth.ts';
import type {
  CreateSocialEntryBody,
  CreateSocialPostBody,
  SocialPostRecord,
} from '#shared/contracts/social.ts';
import { isPlatformUrl, platformUrlMessage } from '#shared/lib/share/platforms.ts';
import { NotFoundError, RateLimitedError, ValidationError } from '../../lib/errors/app-errors.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { NewSocialPost, SocialRepository } from './social.repository.ts';

type Deps = {
  socialRepo: SocialRepository;
  rateLimiter: RateLimiter;
  clock: () => Date;
  /** Records one user may add per hour; a person shares a handful, a script thousands. */
  postsPerHour: number;
};

const HOUR = 3600;

export function createSocialService({ socialRepo, rateLimiter, clock, postsPerHour }: Deps) {
  async function store(user: User, values: Omit<NewSocialPost, 'userId'>): Promise<SocialPostRecord> {
    if (!(await socialRepo.existsEvent(values.eventId))) throw new NotFoundError('Event', values.eventId);
    const limit = await rateLimiter.hit(`social-posts:user:${user.id}`, postsPerHour, HOUR);
    if (!limit.isAllowed) {
      throw new RateLimitedError(
        `You have recorded ${postsPerHour} shares in the last hour. Try again later.`,
        limit.retryAfterSeconds,
      );
    }
    return socialRepo.insert({ ...values, userId: user.id });
  }

  /**
   * The client's clock says when the post went out; a clock running ahead cannot date a share in
   * the future (it would sort above later shares), so such times become "now".
   */
  function sharedAt(timestamp: string): Date {
    const now = clock();
    const claimed = new Date(timestamp);
    return claimed.getTime() > now.getTime() ? now : claimed;
  }

  return {
    /** Records a share made through the Share panel (POST /api/events/:id/social-posts). */
    async recordSharedPost(
      user: User,
      eventId: number,
      body: CreateSocialPostBody,
      siteUrl: string,
    ): Promise<SocialPostRecord> {
      if (body.event_id !== eventId) {
        throw new ValidationError(`event_id ${body.event_id} does not match event ${eventId} in the URL`, [
          { path: 'event_id', message: 'event_id must match the event in the URL' },
        ]);
      }
      // An event page as the dialog's URL must be this site's page of this event, never another site's.
      if (body.share_url && !isPlatformUrl(body.platform, body.share_url)) {
        if (new URL(body.share_url).origin !== new URL(siteUrl).origin) {
          const message = `${platformUrlMessage(body.platform, 'share_url')}, or this event's page (${siteUrl}/events/${eventId})`;
          throw new ValidationError(message, [{ path: 'share_url', message }]);
        }
      }
      return store(user, {
        eventId,
        platform: body.platform,
        url: body.url,
        content: body.content,
        imageUrl: body.image_url ?? null,
        shareUrl: body.share_url ?? null,
        timestamp: sharedAt(body.timestamp),
      });
    },

    /** Records a calendar add or another tracked action (POST /api/events/:id/social). */
    async recordEntry(user: User, eventId: number, body: CreateSocialEntryBody): Promise<SocialPostRecord> {
      return store(user, {
        eventId,
        platform: body.platform,
        url: body.url,
        content: body.content ?? null,
        imageUrl: null,
        shareUrl: null,
        timestamp: sharedAt(body.timestamp),
      });
    },
  };
}
export type SocialService = ReturnType<typeof createSocialService>;
