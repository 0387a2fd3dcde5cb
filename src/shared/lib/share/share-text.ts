import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { normalizeCategory, PRODUCT_NAME, type SocialPlatform } from '#shared/constants.ts';
import { type AdmissionKind, admissionOf, describeAdmission } from '#shared/lib/admission.ts';
import { buildEventLocation } from '#shared/lib/calendar/calendar-event.ts';
import { resolveTimeZone } from '#shared/lib/calendar/time-zone.ts';
import { PLATFORMS, POST_DESCRIPTION_LIMITS, PREVIEW_LIMITS } from '#shared/lib/share/platforms.ts';
import { getTemplateFamily, SHARE_TEMPLATES, selectTemplate } from '#shared/lib/share/share-templates.ts';
import { withUtm } from '#shared/lib/share/share-url.ts';
import {
  ELLIPSIS,
  type MeasureText,
  measureCodeUnits,
  measureTweetLength,
  truncateText,
} from '#shared/lib/share/truncate-text.ts';

// Part of this module's API (the Share panel caps previews with it); defined with its helpers.
export { ELLIPSIS, truncateText };

/** What sharing needs from an event. */
export type ShareEvent = {
  id: number;
  title: string;
  description?: string | null;
  category?: string | null;
  /** ISO 8601 instant. */
  date: string | Date;
  /** IANA zone; null falls back to America/Los_Angeles. */
  timeZone?: string | null;
  location?: string | null;
  city?: string | null;
  region?: string | null;
  image?: string | null;
  admission?: AdmissionKind;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  isSoldOut?: boolean;
};

export type BuildShareTextOptions = {
  /** Template number; any integer, wrapping around the category's templates. Defaults to 0. */
  variant?: number;
  /** The event's public page; UTM parameters for the platform are added. */
  url: string;
};

export type SharePreview = {
  platform: SocialPlatform;
  title: string;
  description: string;
  image: string | null;
  imageRatio: string;
};

/** Long titles make unreadable hashtags; words are kept while the tag fits. */
const MAX_HASHTAG_LENGTH = 30;
/**
 * Twitter/X shortens every link to 23 characters and the intent appends the link after a space, so
 * the tweet text leaves room for it and the link travels in the intent's `url` parameter instead of
 * the text (otherwise a UTM-tagged URL would eat the description excerpt).
 * @see https://docs.x.com/fundamentals/counting-characters
 */
export const TWITTER_LINK_RESERVE = 1 + 23;
/** Below this, a description excerpt says nothing and is left out of a crowded post. */
const MIN_EXCERPT_LENGTH = 30;
const DATE_FORMAT = "EEE, MMM d 'at' h:mm a";

/**
 * Turns a phrase into a valid hashtag body (no '#'): apostrophes dropped, other punctuation and
 * spaces split words, words joined in CamelCase while the tag stays short. Digits-only or empty
 * input gives ''.
 */
export function toHashtag(phrase: string): string {
  const words = phrase
    .normalize('NFC')
    .replace(/['’]/gu, '')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
  let tag = '';
  for (const word of words) {
    const [first = '', ...rest] = Array.from(word);
    const next = `${tag}${first.toUpperCase()}${rest.join('')}`;
    if (tag && next.length > MAX_HASHTAG_LENGTH) break;
    tag = next;
  }
  return /^\p{N}*$/u.test(tag) ? '' : tag;
}

/**
 * Default hashtags: category, 'event', the title and the product name, made valid,
 * de-duplicated (case-insensitively) and cut to the platform's hashtag limit. The fallback category
 * 'Other' says nothing and is skipped. Returned without '#'.
 */
export function buildHashtags(
  event: Pick<ShareEvent, 'title' | 'category'>,
  platform: SocialPlatform,
): string[] {
  const category = normalizeCategory(event.category);
  const candidates = [category === 'Other' ? '' : category, 'event', event.title, PRODUCT_NAME];
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const tag of candidates.map(toHashtag)) {
    if (!tag || seen.has(tag.toLowerCase())) continue;
    seen.add(tag.toLowerCase());
    tags.push(tag);
  }
  return tags.slice(0, PLATFORMS[platform].hashtagLimit);
}

/** `#Birthday #Event` */
export function formatHashtags(tags: readonly string[]): string {
  return tags.map((tag) => `#${tag}`).join(' ');
}

/** The event's start in its own time zone, e.g. 'Sat, Nov 28 at 7:00 PM'. */
export function formatShareDate(date: string | Date, timeZone: string | null | undefined): string {
  const instant = new Date(date);
  if (Number.isNaN(instant.getTime())) return 'date TBA';
  return format(instant, DATE_FORMAT, { in: tz(resolveTimeZone(timeZone)) });
}

/**
 * The default post for a platform: a category-flavoured headline naming title, date and place, a
 * description excerpt (Twitter: 150 characters plus '…'), the UTM-tagged link and the hashtags.
 * Instagram cannot link and says 'Link in bio'; Twitter's link goes in the intent's `url` parameter
 * (see {@link TWITTER_LINK_RESERVE}), so the published tweet stays within 280. The result always
 * fits {@link getTextBudget}; when crowded the excerpt shrinks or goes first, then hashtags, then
 * the headline. A listed price ('Tickets $15-40', 'Free admission') follows the headline while the
 * post keeps its excerpt; a post too crowded for that leaves the price out.
 */
export function buildShareText(
  event: ShareEvent,
  platform: SocialPlatform,
  options: BuildShareTextOptions,
): string {
  const template = selectTemplate(getTemplateFamily(event.category), options.variant ?? 0);
  const headline = tidyPunctuation(
    template({
      title: event.title.trim() || 'this event',
      when: formatShareDate(event.date, event.timeZone),
      place: buildEventLocation(event) || 'location TBA',
    }),
  );
  const parts = {
    headline,
    excerpt: buildExcerpt(event.description, POST_DESCRIPTION_LIMITS[platform]),
    link: buildLinkLine(platform, withUtm(options.url, platform)),
    hashtags: buildHashtags(event, platform),
  };
  const budget = getTextBudget(platform);
  const measure = platform === 'twitter' ? measureTweetLength : measureCodeUnits;
  const price = describeAdmission(admissionOf(event));
  const priced = price
    ? fitWithExcerpt({ ...parts, headline: `${headline}\n${price}` }, budget, measure)
    : null;
  return priced ?? fitShareText(parts, budget, measure);
}

/** The variant after `variant` for 'Regenerate': each press gives the next wording, then cycles. */
export function nextVariant(variant: number, category: string | null | undefined): number {
  const count = SHARE_TEMPLATES[getTemplateFamily(category)].length;
  const whole = Number.isFinite(variant) ? Math.trunc(variant) : -1;
  return (((whole + 1) % count) + count) % count;
}

/** Title and description for the live preview card, cut to the platform's preview limits. */
export function buildPreview(
  event: Pick<ShareEvent, 'title' | 'description' | 'image'>,
  platform: SocialPlatform,
): SharePreview {
  const limits = PREVIEW_LIMITS[platform];
  const title = event.title.trim();
  const description = collapseWhitespace(event.description);
  return {
    platform,
    title: limits.title === undefined ? title : truncateText(title, limits.title),
    description: truncateText(description, limits.description ?? PLATFORMS[platform].maxLength),
    image: event.image ?? null,
    imageRatio: PLATFORMS[platform].imageRatio,
  };
}

/** A title ending in '!' or '?' followed by a template's '.' or ',' reads badly: keep the title's mark. */
function tidyPunctuation(text: string): string {
  return text.replace(/([!?…])[.,]/gu, '$1').replace(/(?<!\.)\.\.(?=\s|$)/gu, '.');
}

function collapseWhitespace(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/gu, ' ').trim();
}

/** At most `limit` characters of the description, plus '…' when it was cut. */
function buildExcerpt(description: string | null | undefined, limit: number): string {
  return truncateText(collapseWhitespace(description), limit + ELLIPSIS.length);
}

/** Longest default text for a platform; see {@link TWITTER_LINK_RESERVE}. */
export function getTextBudget(platform: SocialPlatform): number {
  const { maxLength } = PLATFORMS[platform];
  return platform === 'twitter' ? maxLength - TWITTER_LINK_RESERVE : maxLength;
}

function buildLinkLine(platform: SocialPlatform, url: string): string {
  switch (platform) {
    case 'facebook':
      return `More details: ${url}`;
    case 'linkedin':
      return `Learn more: ${url}`;
    case 'twitter':
      return '';
    case 'instagram':
      return '🔗 Link in bio';
  }
}

type ShareTextParts = { headline: string; excerpt: string; link: string; hashtags: string[] };

const join = (...blocks: string[]) => blocks.filter(Boolean).join('\n\n');

/** The post whole, or with its excerpt shortened; null when even that leaves no room for an excerpt. */
function fitWithExcerpt(parts: ShareTextParts, max: number, measure: MeasureText): string | null {
  const tags = formatHashtags(parts.hashtags);
  const full = join(parts.headline, parts.excerpt, parts.link, tags);
  if (measure(full) <= max) return full;
  const room = max - measure(join(parts.headline, parts.link, tags)) - measure('\n\n');
  if (!parts.excerpt || room < MIN_EXCERPT_LENGTH) return null;
  return join(parts.headline, truncateText(parts.excerpt, room, measure), parts.link, tags);
}

function fitShareText(parts: ShareTextParts, max: number, measure: MeasureText): string {
  const separator = measure('\n\n');
  const tags = [...parts.hashtags];
  const fitted = fitWithExcerpt(parts, max, measure);
  if (fitted) return fitted;
  while (tags.length > 0 && measure(join(parts.headline, parts.link, formatHashtags(tags))) > max) tags.pop();
  const rest = join(parts.link, formatHashtags(tags));
  const headline = truncateText(parts.headline, max - measure(rest) - separator, measure);
  return truncateText(join(headline, rest), max, measure);
}
