import { SOCIAL_POST_PLATFORMS, type SocialPostPlatform } from '#shared/constants.ts';
import {
  EVENT_EXCERPT_LENGTH,
  type Event,
  type EventListItem,
  type EventSeriesInfo,
  type SocialPost,
} from '#shared/contracts/events.ts';
import { clockOf } from './event-clock.ts';
import type { EventCardRecord, EventRecord, SeriesRecord } from './event-rows.ts';

/** A social_media_posts row, keyed by its event. */
export type SocialPostRecord = {
  id: number;
  eventId: number;
  platform: string;
  url: string;
  content: string | null;
  imageUrl: string | null;
  timestamp: Date;
};

const PLATFORMS: ReadonlySet<string> = new Set(SOCIAL_POST_PLATFORMS);

/**
 * Posts kept in the legacy events.social_posts column: a JSON array, or a JSON string holding one
 *. Anything unreadable is skipped, never thrown; the answer is always an array.
 */
export function parseLegacySocialPosts(value: unknown, fallbackTimestamp: Date): SocialPost[] {
  let list: unknown = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.flatMap((item) => {
    const post = toLegacyPost(item, fallbackTimestamp);
    return post ? [post] : [];
  });
}

function toLegacyPost(item: unknown, fallbackTimestamp: Date): SocialPost | null {
  if (typeof item !== 'object' || item === null) return null;
  const raw = item as Record<string, unknown>;
  const platform = typeof raw.platform === 'string' ? raw.platform.toLowerCase() : '';
  if (!PLATFORMS.has(platform) || typeof raw.url !== 'string' || !raw.url) return null;
  const time = new Date(
    typeof raw.timestamp === 'string' || typeof raw.timestamp === 'number' ? raw.timestamp : '',
  );
  const imageUrl = raw.imageUrl ?? raw.image_url;
  return {
    platform: platform as SocialPostPlatform,
    url: raw.url,
    timestamp: (Number.isNaN(time.getTime()) ? fallbackTimestamp : time).toISOString(),
    content: typeof raw.content === 'string' ? raw.content : null,
    imageUrl: typeof imageUrl === 'string' ? imageUrl : null,
  };
}

function toSocialPost(row: SocialPostRecord): SocialPost {
  return {
    id: row.id,
    platform: row.platform as SocialPostPlatform,
    url: row.url,
    timestamp: row.timestamp.toISOString(),
    content: row.content,
    imageUrl: row.imageUrl,
  };
}

/** An event as the API shows it; `posts` are its social_media_posts rows, newest first. */
export function toEvent(row: EventRecord, posts: readonly SocialPostRecord[] = []): Event {
  const [{ legacySocialPosts, creatorName, creatorUsername, ...fields }, series] = splitSeries(row);
  const socialPosts = [
    ...posts.map(toSocialPost),
    ...parseLegacySocialPosts(legacySocialPosts, row.createdAt),
  ].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp));
  return {
    ...fields,
    date: row.date.toISOString(),
    clock: clockOf(row.date, row.timeZone),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    creator:
      creatorName !== null && creatorUsername !== null
        ? { name: creatorName, username: creatorUsername }
        : null,
    socialPosts,
    series: seriesOf(series, row.date),
  };
}

/** A row's own fields, and apart from them its series columns. */
function splitSeries<T extends SeriesRecord>(row: T): [Omit<T, keyof SeriesRecord>, SeriesRecord] {
  const {
    seriesId,
    occurrenceStart,
    isSeriesException,
    seriesRule,
    seriesStartLocal,
    seriesTimeZone,
    seriesCancelled,
    ...fields
  } = row;
  const series = {
    seriesId,
    occurrenceStart,
    isSeriesException,
    seriesRule,
    seriesStartLocal,
    seriesTimeZone,
    seriesCancelled,
  };
  return [fields, series];
}

/** The series a date belongs to, from its joined series columns; null for a one-off event. */
function seriesOf(row: SeriesRecord, date: Date): EventSeriesInfo | null {
  if (
    row.seriesId === null ||
    row.seriesRule === null ||
    row.seriesStartLocal === null ||
    !row.seriesTimeZone
  ) {
    return null;
  }
  return {
    id: row.seriesId,
    rule: row.seriesRule,
    startLocal: row.seriesStartLocal,
    timeZone: row.seriesTimeZone,
    cancelled: row.seriesCancelled ?? [],
    occurrenceStart: (row.occurrenceStart ?? date).toISOString(),
    isException: row.isSeriesException,
  };
}

/**
 * A description cut for a card: at most EVENT_EXCERPT_LENGTH characters, at a word when there is one
 * in the last fifth, ended with '…'. Shorter text is kept as it is.
 */
export function excerptOf(text: string): string {
  if (text.length <= EVENT_EXCERPT_LENGTH) return text;
  const cut = text.slice(0, EVENT_EXCERPT_LENGTH);
  const space = cut.search(/\s\S*$/);
  const atWord = space >= EVENT_EXCERPT_LENGTH * 0.8 ? cut.slice(0, space) : cut;
  return `${atWord.replace(/[\s.,;:!?-]+$/, '')}…`;
}

/**
 * A list item from its card row; `whole` keeps the description as it is (a calendar entry's row,
 * which reads all of it), else it is cut to an excerpt.
 */
export function toEventListItem(row: EventCardRecord, whole = false): EventListItem {
  const [fields, series] = splitSeries(row);
  return {
    ...fields,
    description: whole ? row.description : excerptOf(row.description),
    date: row.date.toISOString(),
    clock: clockOf(row.date, row.timeZone),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    series: seriesOf(series, row.date),
  };
}

/** Maps a page of rows with the posts loaded for all of them in one query. */
export function toEvents(rows: readonly EventRecord[], posts: readonly SocialPostRecord[]): Event[] {
  const byEvent = new Map<number, SocialPostRecord[]>();
  for (const post of posts) {
    const list = byEvent.get(post.eventId);
    if (list) list.push(post);
    else byEvent.set(post.eventId, [post]);
  }
  return rows.map((row) => toEvent(row, byEvent.get(row.id)));
}
