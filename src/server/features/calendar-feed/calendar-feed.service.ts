import { calendarFeedPaths } from '#shared/api-paths.ts';
import {
  CALENDAR_FEED_NAME,
  type CalendarFeedLinks,
  type CalendarFeedStatus,
} from '#shared/contracts/calendar-feed.ts';
import { buildIcsCalendar } from '#shared/lib/calendar/ics.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import { generateToken, hashToken } from '../../lib/security/tokens.ts';
import type { CalendarFeedRepository } from './calendar-feed.repository.ts';

type Deps = { feedRepo: CalendarFeedRepository; clock: () => Date };

/** `{token}.ics`, where the token is what generateToken makes (43 base64url characters). */
const FEED_FILE_PATTERN = /^([A-Za-z0-9_-]{32,64})\.ics$/;

/**
 * A personal, secret iCalendar subscription of the user's events (bookmarked, going, hosted). Only the token's SHA-256 is
 * stored, so the link is shown once when made; making a new one ends the old one.
 */
export function createCalendarFeedService({ feedRepo, clock }: Deps) {
  return {
    async getFeedStatus(userId: number): Promise<CalendarFeedStatus> {
      return { isEnabled: await feedRepo.hasToken(userId) };
    },

    /** Creates the feed, or replaces its link; answers the new link (the only time it is shown). */
    async createFeedLink(userId: number, siteUrl: string): Promise<CalendarFeedLinks> {
      const token = generateToken();
      await feedRepo.updateTokenHash(userId, hashToken(token));
      const httpsUrl = `${siteUrl.replace(/\/+$/, '')}${calendarFeedPaths.file(token)}`;
      return { isEnabled: true, httpsUrl, webcalUrl: httpsUrl.replace(/^https?:\/\//i, 'webcal://') };
    },

    async revokeFeed(userId: number): Promise<CalendarFeedStatus> {
      await feedRepo.updateTokenHash(userId, null);
      return { isEnabled: false };
    },

    /** The feed file for `{token}.ics`; an unknown, malformed or revoked token is a 404. */
    async exportFeed(file: string, siteUrl: string): Promise<string> {
      const token = FEED_FILE_PATTERN.exec(file)?.[1];
      const userId = token ? await feedRepo.findUserIdByTokenHash(hashToken(token)) : null;
      if (userId === null) throw new NotFoundError('Calendar feed');
      const events = await feedRepo.findBookmarkedEvents(userId);
      return buildIcsCalendar(events, { siteUrl, calendarName: CALENDAR_FEED_NAME, now: clock() });
    },
  };
}
export type CalendarFeedService = ReturnType<typeof createCalendarFeedService>;
