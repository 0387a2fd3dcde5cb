import type { SocialPlatform } from '#shared/constants.ts';

/** What a share popup needs: the fields of a platform's share options. */
export type ShareUrlOptions = {
  /** The event's public page, without UTM parameters. */
  url: string;
  /** The post text; only Twitter/X pre-fills it. */
  text?: string;
  /** Hashtag bodies without '#'; only Twitter/X takes them separately. */
  hashtags?: readonly string[];
  /** The event title; no share endpoint takes it any more (they read the page's metadata). */
  title?: string;
};

export const UTM_MEDIUM = 'social';
export const UTM_CAMPAIGN = 'event_share';

const SHARE_ENDPOINTS = {
  facebook: 'https://www.facebook.com/sharer/sharer.php',
  twitter: 'https://twitter.com/intent/tweet',
  linkedin: 'https://www.linkedin.com/sharing/share-offsite/',
} as const;

const RELATIVE_BASE = 'https://relative.invalid';

/**
 * Adds utm_source={platform}, utm_medium=social and utm_campaign=event_share to a URL (replacing
 * earlier UTM values, keeping other parameters and the fragment). Relative URLs stay relative;
 * a malformed absolute URL throws a TypeError.
 */
export function withUtm(url: string, platform: SocialPlatform): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, RELATIVE_BASE);
  parsed.searchParams.set('utm_source', platform);
  parsed.searchParams.set('utm_medium', UTM_MEDIUM);
  parsed.searchParams.set('utm_campaign', UTM_CAMPAIGN);
  return isAbsolute ? parsed.toString() : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The platform's share dialog for the popup, or null for Instagram, which has no web share
 * endpoint (the caption is copied by hand). The event URL gets UTM parameters. For Twitter/X the
 * text is pre-filled, and `url`/`hashtags` are only added when the text does not already hold them,
 * so the tweet never repeats them.
 */
export function buildShareUrl(platform: SocialPlatform, options: ShareUrlOptions): string | null {
  const url = withUtm(options.url, platform);
  switch (platform) {
    case 'facebook':
      return `${SHARE_ENDPOINTS.facebook}?${encodeQuery({ u: url })}`;
    case 'linkedin':
      return `${SHARE_ENDPOINTS.linkedin}?${encodeQuery({ url })}`;
    case 'twitter':
      return `${SHARE_ENDPOINTS.twitter}?${encodeQuery(buildTweetParams(url, options))}`;
    case 'instagram':
      return null;
  }
}

function buildTweetParams(url: string, options: ShareUrlOptions): Record<string, string> {
  const text = options.text?.trim() ?? '';
  const hasUrl = text.includes(url) || text.includes(options.url);
  const hashtags = (options.hashtags ?? []).filter((tag) => !hasHashtag(text, tag));
  return {
    ...(text ? { text } : {}),
    ...(hasUrl ? {} : { url }),
    ...(hashtags.length > 0 ? { hashtags: hashtags.join(',') } : {}),
  };
}

function hasHashtag(text: string, tag: string): boolean {
  const escaped = tag.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`#${escaped}(?![\\p{L}\\p{M}\\p{N}_])`, 'iu').test(text);
}

function encodeQuery(params: Record<string, string>): string {
  return Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`)
    .join('&');
}
