import { SOCIAL_PLATFORMS, type SocialPlatform } from '#shared/constants.ts';

/** Platform configuration, shared by the server and the Share panel. */
export type PlatformConfig = {
  id: SocialPlatform;
  /** Display name, e.g. 'LinkedIn'. */
  name: string;
  /** Longest post text the platform accepts; the message box is capped to it. */
  maxLength: number;
  hashtagLimit: number;
  /** Recommended share image ratio, width:height. */
  imageRatio: string;
  bestTimeToPost: readonly string[];
};

/** Each platform's post limits, image ratio and best posting times. */
export const PLATFORMS = {
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    maxLength: 63206,
    hashtagLimit: 30,
    imageRatio: '1.91:1',
    bestTimeToPost: ['9 AM', '3 PM'],
  },
  twitter: {
    id: 'twitter',
    name: 'Twitter',
    maxLength: 280,
    hashtagLimit: 3,
    imageRatio: '16:9',
    bestTimeToPost: ['9 AM', '12 PM', '5 PM'],
  },
  linkedin: {
    id: 'linkedin',
    name: 'LinkedIn',
    maxLength: 3000,
    hashtagLimit: 5,
    imageRatio: '1.91:1',
    bestTimeToPost: ['8 AM', '2 PM', '5 PM'],
  },
  instagram: {
    id: 'instagram',
    name: 'Instagram',
    maxLength: 2200,
    hashtagLimit: 30,
    imageRatio: '1:1',
    bestTimeToPost: ['11 AM', '2 PM', '7 PM'],
  },
} as const satisfies Record<SocialPlatform, PlatformConfig>;

/** The four platforms in display order (the Share panel's button grid). */
export const PLATFORM_LIST: readonly PlatformConfig[] = SOCIAL_PLATFORMS.map((id) => PLATFORMS[id]);

/** Character limits of the live preview card; a missing limit means "not cut". */
export type PreviewLimits = { title?: number; description?: number };

export const PREVIEW_LIMITS: Record<SocialPlatform, PreviewLimits> = {
  facebook: {},
  twitter: { title: 80, description: 180 },
  linkedin: { title: 100, description: 1300 },
  instagram: { description: 2200 },
};

/**
 * Longest description excerpt in a default post, before the ellipsis. Twitter's 150 is the product's
 * rule; the others are ours, so a post stays a teaser rather than the full description.
 */
export const POST_DESCRIPTION_LIMITS: Record<SocialPlatform, number> = {
  facebook: 300,
  twitter: 150,
  linkedin: 300,
  instagram: 300,
};

/**
 * The domains a platform's links live on. A post record links to the platform (its share dialog or
 * its search for the post), so a record whose URL leads anywhere else would be a public link to a
 * site of the sharer's choosing: refused.
 */
export const PLATFORM_DOMAINS: Record<SocialPlatform, readonly string[]> = {
  facebook: ['facebook.com'],
  twitter: ['twitter.com', 'x.com'],
  linkedin: ['linkedin.com'],
  instagram: ['instagram.com'],
};

/** Whether `url` is an https link on the platform's domain or one of its subdomains (www., m.). */
export function isPlatformUrl(platform: SocialPlatform, url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  const host = parsed.hostname.toLowerCase();
  return PLATFORM_DOMAINS[platform].some((domain) => host === domain || host.endsWith(`.${domain}`));
}

/** The 400 message for a record URL that is not on its platform. */
export function platformUrlMessage(platform: SocialPlatform, field: string): string {
  const domains = PLATFORM_DOMAINS[platform].join(' or ');
  return `${field} must be an https link on ${domains} for ${PLATFORMS[platform].name} posts`;
}
