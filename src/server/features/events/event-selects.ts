import { and, inArray, type SQL } from 'drizzle-orm';
import type { Event, EventListItem } from '#shared/contracts/events.ts';
import type { Database } from '../../db/client.ts';
import { eventSeries, events, users } from '../../db/schema.ts';
import { toEventListItem, toEvents } from '../../lib/events/event-mapper.ts';
import {
  type EventRecord,
  eventCalendarColumns,
  eventCardColumns,
  eventColumns,
  organizerJoin,
  selectSocialPosts,
  seriesJoin,
} from '../../lib/events/event-rows.ts';
import type { PageRequest } from './events-sql.ts';

/**
 * What a list answers: list items (cards), every field with the organizer and posts (the admin
 * list), or list items with the whole description (calendar feeds, which need nothing more).
 */
export type EventShape = 'card' | 'full' | 'calendar';

/** The selects the events repositories share: rows in full or as cards, and their posts. */
export function createEventSelects(db: Database) {
  const selectRows = (conditions: SQL[], order: SQL[], { limit, offset }: PageRequest) =>
    db
      .select(eventColumns)
      .from(events)
      .leftJoin(users, organizerJoin)
      .leftJoin(eventSeries, seriesJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  /** List items: the card's columns and series, no organizer or posts (whole descriptions or not). */
  const selectCards = (conditions: SQL[], order: SQL[], { limit, offset }: PageRequest, whole: boolean) =>
    db
      .select(whole ? eventCalendarColumns : eventCardColumns)
      .from(events)
      .leftJoin(eventSeries, seriesJoin)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(limit)
      .offset(offset);

  async function withPosts(rows: EventRecord[]): Promise<Event[]> {
    return toEvents(
      rows,
      await selectSocialPosts(
        db,
        rows.map((r) => r.id),
      ),
    );
  }

  /** A page in any shape: list items, or full events with their posts. */
  async function selectPage(
    conditions: SQL[],
    order: SQL[],
    page: PageRequest,
    shape: EventShape,
  ): Promise<EventListItem[]> {
    if (shape !== 'full') {
      const whole = shape === 'calendar';
      return (await selectCards(conditions, order, page, whole)).map((row) => toEventListItem(row, whole));
    }
    return withPosts(await selectRows(conditions, order, page));
  }

  /** A deferred join: the page's ids from an index-only scan, then only those rows in full. */
  const selectPageByIds = (conditions: SQL[], order: SQL[], page: PageRequest, shape: EventShape) => {
    const ids = db
      .select({ id: events.id })
      .from(events)
      .where(and(...conditions))
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset);
    return selectPage([inArray(events.id, ids)], order, { limit: page.limit, offset: 0 }, shape);
  };

  return { selectRows, selectPage, selectPageByIds, withPosts };
}
