import { and, inArray, type SQL } from 'drizzle-orm';
import type { Event, EventListItem } from '#shared/contracts/events.ts';
import type { Database } from '../../db/client.ts';
import { eventSeries, events, users } from '../../db/schema.ts';
import { toEventListItem, toEvents } from '../../lib/events/event-mapper.ts';
import {
  type EventRecord,
  eventCardColumns,
  eventColumns,
  organizerJoin,
  selectSocialPosts,
  seriesJoin,
} from '../../lib/events/event-rows.ts';
import type { PageRequest } from './events-sql.ts';

/** What a list answers: list items (cards) or every field (the admin list, feeds). */
export type EventShape = 'card' | 'full';

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

  /** List items: the card's columns and series, no organizer or posts. */
  const selectCards = (conditions: SQL[], order: SQL[], { limit, offset }: PageRequest) =>
    db
      .select(eventCardColumns)
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

  /** A page in either shape: list items, or full events with their posts. */
  async function selectPage(
    conditions: SQL[],
    order: SQL[],
    page: PageRequest,
    shape: EventShape,
  ): Promise<EventListItem[]> {
    if (shape === 'card') return (await selectCards(conditions, order, page)).map(toEventListItem);
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
