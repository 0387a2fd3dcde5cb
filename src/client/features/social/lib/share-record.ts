import type { SocialPlatform } from '#shared/constants.ts';
import type { Event } from '#shared/contracts/events.ts';
import type { CreateSocialPostBody } from '#shared/contracts/social.ts';
import { resolveEventImage } from '#shared/lib/event-image.ts';

/** Instagram has no web share link; its record points at the site. */
export const INSTAGRAM_URL = 'https://www.instagram.com/';

/**
 * Where 'View Post' leads. A share dialog never tells us the post's own address, so the record
 * keeps the platform's search for posts linking the event: it finds the post for anyone viewing.
 */
export function buildPostLookupUrl(platform: SocialPlatform, eventUrl: string): string {
  const query = encodeURIComponent(eventUrl);
  switch (platform) {
    case 'twitter':
      return `https://twitter.com/search?q=${query}&f=live`;
    case 'facebook':
      return `https://www.facebook.com/search/posts/?q=${query}`;
    case 'linkedin':
      return `https://www.linkedin.com/search/results/content/?keywords=${query}`;
    case 'instagram':
      return INSTAGRAM_URL;
  }
}

/** The event's share image as an absolute URL (category banners are site paths). */
export function absoluteEventImage(event: Pick<Event, 'image' | 'category'>, siteUrl: string): string {
  return new URL(resolveEventImage(event.image, event.category), siteUrl).href;
}

type RecordInput = {
  event: Pick<Event, 'id' | 'image' | 'category'>;
  platform: SocialPlatform;
  eventUrl: string;
  siteUrl: string;
  content: string;
  /** The share dialog that was opened; absent on the Instagram path. */
  shareUrl?: string;
};

/** The record sent on save. */
export function buildShareRecord(input: RecordInput): CreateSocialPostBody {
  return {
    event_id: input.event.id,
    platform: input.platform,
    url: buildPostLookupUrl(input.platform, input.eventUrl),
    content: input.content,
    image_url: absoluteEventImage(input.event, input.siteUrl),
    timestamp: new Date().toISOString(),
    ...(input.shareUrl ? { share_url: input.shareUrl } : {}),
  };
}
