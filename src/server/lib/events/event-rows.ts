import { desc, eq, inArray } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.ts';
import { events, socialMediaPosts, users } from '../../db/schema.ts';
import type { SocialPostRecord } from './event-mapper.ts';

/*
 * Query pieces the events and bookmarks repositories share, so both answer the same Event shape.
 * Only repositories call these (they are the app's Drizzle users).
 */

/** Select list for EventRecord; use with `.leftJoin(users, organizerJoin)`. */
export const eventColumns = {
  id: events.id,
  title: events.title,
  description: events.description,
  category: events.category,
  date: events.date,
  location: events.location,
  city: events.city,
  region: events.region,
  country: events.country,
  latitude: events.latitude,
  longitude: events.longitude,
  timeZone: events.timeZone,
  image: events.image,
  organizerId: events.organizerId,
  organizerName: events.organizerName,
  eviteSynced: events.eviteSynced,
  eviteInvitationUrl: events.eviteInvitationUrl,
  eviteEventId: events.eviteEventId,
  eviteSyncStatus: events.eviteSyncStatus,
  legacySocialPosts: events.socialPosts,
  metaTitle: events.metaTitle,
  metaDescription: events.metaDescription,
  metaImage: events.metaImage,
  createdAt: events.createdAt,
  updatedAt: events.updatedAt,
  creatorName: users.name,
  creatorUsername: users.username,
};

export const organizerJoin = eq(users.id, events.organizerId);

/** The social_media_posts rows of many events in one query, newest first. */
export async function selectSocialPosts(
  db: DbExecutor,
  eventIds: readonly number[],
): Promise<SocialPostRecord[]> {
  if (eventIds.length === 0) return [];
  return db
    .select({
      id: socialMediaPosts.id,
      eventId: socialMediaPosts.eventId,
      platform: socialMediaPosts.platform,
      url: socialMediaPosts.url,
      content: socialMediaPosts.content,
      imageUrl: socialMediaPosts.imageUrl,
      timestamp: socialMediaPosts.timestamp,
    })
    .from(socialMediaPosts)
    .where(inArray(socialMediaPosts.eventId, [...new Set(eventIds)]))
    .orderBy(desc(socialMediaPosts.timestamp), desc(socialMediaPosts.id));
}
