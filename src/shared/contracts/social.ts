import { z } from 'zod';
import { SOCIAL_PLATFORMS, SOCIAL_POST_PLATFORMS, type SocialPostPlatform } from '../constants.ts';
import { isPlatformUrl, PLATFORMS, platformUrlMessage } from '../lib/share/platforms.ts';
import { httpUrlText, multiLineText } from '../lib/text.ts';
import { socialPostSchema } from './events.ts';

// ---- Social post records --------------------------------------------

/** Share dialogs carry the whole post in their query string, so their URLs can be long. */
const MAX_URL_LENGTH = 8192;
/** A calendar entry has no platform limit; its content is the event's title or a short note. */
export const CALENDAR_ENTRY_MAX_CONTENT_LENGTH = 10_000;
/** A hard cap on any content; the per-platform limit below answers with the friendlier message first. */
const MAX_CONTENT_FIELD = 100_000;

const httpUrl = (label: string) =>
  z.string({ error: `${label} is required` }).pipe(httpUrlText({ max: MAX_URL_LENGTH, label }));

const isoTimestamp = z.iso.datetime({
  offset: true,
  message: 'timestamp must be an ISO 8601 date and time',
});

/** Longest content a platform accepts: its maxLength, or the calendar limit. */
export function getContentLimit(platform: SocialPostPlatform): number {
  return platform === 'outlook_calendar' ? CALENDAR_ENTRY_MAX_CONTENT_LENGTH : PLATFORMS[platform].maxLength;
}

function checkContentLength(
  value: { platform: SocialPostPlatform; content?: string | null },
  ctx: z.RefinementCtx,
): void {
  const limit = getContentLimit(value.platform);
  if (value.content && value.content.length > limit) {
    const subject =
      value.platform === 'outlook_calendar' ? 'Calendar entries' : `${PLATFORMS[value.platform].name} posts`;
    ctx.addIssue({
      code: 'custom',
      path: ['content'],
      message: `${subject} are limited to ${limit} characters (this one has ${value.content.length})`,
    });
  }
}

/**
 * Whether `url` is the page of event `eventId` on some site (`/events/<id>`, any query or fragment).
 * The server checks the site is its own.
 */
function isEventPageUrl(url: string, eventId: number): boolean {
  try {
    return new URL(url).pathname.replace(/\/$/, '') === `/events/${eventId}`;
  } catch {
    return false;
  }
}

/**
 * A record's links must lead to its platform (a calendar entry's may lead to the calendar or the
 * event); the share dialog's URL may also be the event's own page, which is what a client that
 * shares the page itself reasonably sends.
 */
function checkPlatformUrls(
  value: { platform: SocialPostPlatform; url?: string; share_url?: string; event_id?: number },
  ctx: z.RefinementCtx,
): void {
  const platform = value.platform;
  if (platform === 'outlook_calendar') return;
  for (const field of ['url', 'share_url'] as const) {
    const url = value[field];
    const isOwnPage =
      field === 'share_url' &&
      url !== undefined &&
      value.event_id !== undefined &&
      isEventPageUrl(url, value.event_id);
    if (url !== undefined && !isOwnPage && !isPlatformUrl(platform, url)) {
      ctx.addIssue({ code: 'custom', path: [field], message: platformUrlMessage(platform, field) });
    }
  }
}

/**
 * POST /api/events/:id/social-posts: the record the Share panel sends once a share popup closed.
 * `share_url` is absent on the Instagram path (Instagram has no web share dialog).
 */
export const createSocialPostBodySchema = z
  .object({
    event_id: z
      .number({ error: 'event_id must be a number' })
      .int('Invalid event ID')
      .positive('Invalid event ID'),
    platform: z.enum(SOCIAL_PLATFORMS, {
      error: 'platform must be one of facebook, twitter, linkedin, instagram',
    }),
    url: httpUrl('url'),
    content: multiLineText({
      max: MAX_CONTENT_FIELD,
      label: 'content',
      requiredMessage: 'content is required',
    }),
    image_url: httpUrl('image_url').nullish(),
    timestamp: isoTimestamp,
    share_url: httpUrl('share_url').optional(),
  })
  .superRefine(checkContentLength)
  .superRefine(checkPlatformUrls);
export type CreateSocialPostBody = z.infer<typeof createSocialPostBodySchema>;

/** POST /api/events/:id/social: calendar tracking; `outlook_calendar` is allowed too. */
export const createSocialEntryBodySchema = z
  .object({
    platform: z.enum(SOCIAL_POST_PLATFORMS, {
      error: 'platform must be one of facebook, twitter, linkedin, instagram, outlook_calendar',
    }),
    url: httpUrl('url'),
    content: multiLineText({
      max: MAX_CONTENT_FIELD,
      label: 'content',
      requiredMessage: 'content must be text',
    }).nullish(),
    timestamp: isoTimestamp,
  })
  .superRefine(checkContentLength)
  .superRefine(checkPlatformUrls);
export type CreateSocialEntryBody = z.infer<typeof createSocialEntryBodySchema>;

/** A stored post as both calls answer it: the event's `socialPosts` item plus its ids and dialog URL. */
export const socialPostRecordSchema = socialPostSchema.extend({
  id: z.number(),
  eventId: z.number(),
  shareUrl: z.string().nullable(),
});
export type SocialPostRecord = z.infer<typeof socialPostRecordSchema>;
