import { eq } from 'drizzle-orm';
import type { SocialPostPlatform } from '#shared/constants.ts';
import type { SocialPostRecord } from '#shared/contracts/social.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { events, socialMediaPosts } from '../../db/schema.ts';

export type NewSocialPost = {
  eventId: number;
  userId: number;
  platform: SocialPostPlatform;
  url: string;
  content: string | null;
  imageUrl: string | null;
  shareUrl: string | null;
  timestamp: Date;
};

const recordColumns = {
  id: socialMediaPosts.id,
  eventId: socialMediaPosts.eventId,
  platform: socialMediaPosts.platform,
  url: socialMediaPosts.url,
  content: socialMediaPosts.content,
  imageUrl: socialMediaPosts.imageUrl,
  shareUrl: socialMediaPosts.shareUrl,
  timestamp: socialMediaPosts.timestamp,
};

type RecordRow = Omit<SocialPostRecord, 'timestamp' | 'platform'> & { platform: string; timestamp: Date };

function toRecord(row: RecordRow): SocialPostRecord {
  return {
    ...row,
    // The table's check constraint only admits the known platforms.
    platform: row.platform as SocialPostPlatform,
    timestamp: row.timestamp.toISOString(),
  };
}

export function createSocialRepository(db: Database) {
  return {
    async existsEvent(eventId: number, tx: DbExecutor = db): Promise<boolean> {
      const [row] = await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
      return row !== undefined;
    },
    async insert(values: NewSocialPost, tx: DbExecutor = db): Promise<SocialPostRecord> {
      const [row] = await tx.insert(socialMediaPosts).values(values).returning(recordColumns);
      return toRecord(row!);
    },
  };
}
export type SocialRepository = ReturnType<typeof createSocialRepository>;
