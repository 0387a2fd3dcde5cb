import { and, asc, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { appSettings, events, storedImages } from '../../db/schema.ts';

export type StoredImageKind = 'poster' | 'banner' | 'upload';

export type NewStoredImage = {
  id: string;
  contentType: string;
  data: Buffer;
  width: number;
  height: number;
  kind: StoredImageKind;
};

export type StoredImage = { id: string; contentType: string; data: Buffer; kind: StoredImageKind };

/** What image generation needs to know about an event. */
export type EventImageSource = {
  id: number;
  title: string;
  description: string;
  category: string;
  organizerId: number | null;
};

// Image bytes cross the driver as base64 text, decoded and encoded by PostgreSQL itself: bytea's
// default hex text form is parsed byte by byte in JavaScript by PGlite, which made a 800 KB poster
// set take ~0.5 s to insert and ~0.4 s to read; base64 takes tens of milliseconds on both drivers.
const toBytea = (bytes: Buffer) => sql<Buffer>`decode(${bytes.toString('base64')}, 'base64')`;
const dataAsBase64 = sql<string>`encode(${storedImages.data}, 'base64')`;

/** stored_images rows, plus the one read of the events table this feature needs. */
export function createImagesRepository(db: Database) {
  return {
    async findById(id: string): Promise<StoredImage | null> {
      const [row] = await db
        .select({
          id: storedImages.id,
          contentType: storedImages.contentType,
          kind: storedImages.kind,
          data: dataAsBase64,
        })
        .from(storedImages)
        .where(eq(storedImages.id, id));
      return row
        ? { ...row, kind: row.kind as StoredImageKind, data: Buffer.from(row.data, 'base64') }
        : null;
    },
    /** One statement, so all rows land or none; rows whose id exists already are left as they are. */
    async insertMany(rows: NewStoredImage[]): Promise<void> {
      if (rows.length === 0) return;
      await db
        .insert(storedImages)
        .values(rows.map((r) => ({ ...r, data: toBytea(r.data), byteSize: r.data.length })))
        .onConflictDoNothing({ target: storedImages.id });
    },
    async findEventSource(eventId: number): Promise<EventImageSource | null> {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          description: events.description,
          category: events.category,
          organizerId: events.organizerId,
        })
        .from(events)
        .where(eq(events.id, eventId));
      return row ?? null;
    },
    /**
     * Events with no image (null or empty), for the batch image job; `source: 'seed'` narrows
     * them to the demo events (the demo poster job).
     */
    async countEventsWithoutImage(filter: EventFilter = {}): Promise<number> {
      const [row] = await db.select({ n: count() }).from(events).where(withoutImageWhere(filter));
      return row!.n;
    },
    async findNextEventWithoutImage(
      afterId: number,
      filter: EventFilter = {},
    ): Promise<EventImageSource | null> {
      const [row] = await db
        .select({
          id: events.id,
          title: events.title,
          description: events.description,
          category: events.category,
          organizerId: events.organizerId,
        })
        .from(events)
        .where(and(withoutImageWhere(filter), gt(events.id, afterId)))
        .orderBy(asc(events.id))
        .limit(1);
      return row ?? null;
    },
    /** Whether an app_settings marker (e.g. the demo seed's) exists. */
    async hasMarker(key: string): Promise<boolean> {
      const [row] = await db
        .select({ key: appSettings.key })
        .from(appSettings)
        .where(eq(appSettings.key, key));
      return Boolean(row);
    },
    /** Writes a marker unless it exists; true for the one caller that wrote it. */
    async claimMarker(key: string, value: string): Promise<boolean> {
      const rows = await db
        .insert(appSettings)
        .values({ key, value })
        .onConflictDoNothing()
        .returning({ key: appSettings.key });
      return rows.length > 0;
    },
    async removeMarker(key: string): Promise<void> {
      await db.delete(appSettings).where(eq(appSettings.key, key));
    },
    /** Sets the image unless someone gave the event one meanwhile; true when it was set. */
    async setImageIfMissing(eventId: number, url: string): Promise<boolean> {
      const rows = await db
        .update(events)
        .set({ image: url, updatedAt: sql`now()` })
        .where(and(eq(events.id, eventId), withoutImage))
        .returning({ id: events.id });
      return rows.length > 0;
    },
  };
}

const withoutImage = or(isNull(events.image), eq(events.image, ''));

/** Which events a query of the image jobs looks at: all of them, or one source's (the demo seed's). */
type EventFilter = { source?: 'seed' };
const withoutImageWhere = ({ source }: EventFilter) =>
  source ? and(withoutImage, eq(events.source, source)) : withoutImage;
export type ImagesRepository = ReturnType<typeof createImagesRepository>;
