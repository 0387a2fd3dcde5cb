import { MAX_SIMILAR_EVENTS } from '#shared/constants.ts';
import type { Event, RecommendedVendorsResponse, SimilarEventsResponse } from '#shared/contracts/events.ts';
import { buildIcsCalendar } from '#shared/lib/calendar/ics.ts';
import { timeZoneBlock } from '../../lib/calendar/time-zone-block.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import { vendorFitFor } from '../../lib/vendors/suited-vendors.ts';
import type { EventsRepository } from './events.repository.ts';
import type { RecommendedVendorsRepository } from './recommended-vendors.repository.ts';
import { circleAround } from './search-query.ts';

type Deps = {
  eventsRepo: EventsRepository;
  vendorsRepo: RecommendedVendorsRepository;
  clock: () => Date;
};

/**
 * One event's page: the event, its calendar file, similar events and vendors for it. Lists and
 * search are event-lists.service.ts, the public feeds events-feed.service.ts.
 */
export function createEventsService({ eventsRepo, vendorsRepo, clock }: Deps) {
  return {
    async getEvent(id: number): Promise<Event> {
      const event = await eventsRepo.findById(id);
      if (!event) throw new NotFoundError('Event', id);
      return event;
    },

    /**
     * The event's calendar file: a one-off event as one VEVENT; a date of a series as the series'
     * VEVENT (RRULE, EXDATE) with the dates edited on their own as overrides.
     */
    async eventCalendar(id: number, siteUrl: string): Promise<string> {
      const event = await eventsRepo.findById(id);
      if (!event) throw new NotFoundError('Event', id);
      const exceptions = event.series ? await eventsRepo.findSeriesExceptions(event.series.id) : [];
      const others = exceptions.filter((e) => e.id !== event.id);
      return buildIcsCalendar([event, ...others], { siteUrl, now: clock(), timeZoneBlock });
    },

    /**
     * Similar Upcoming Events: the same category, not yet started, not this event, nearest first
     * (those close by, then the same category farther away; a far event never above a near one).
     * An event without coordinates gets the soonest ones.
     */
    async findSimilar(id: number): Promise<SimilarEventsResponse> {
      const event = await eventsRepo.findPlaceById(id);
      if (!event) throw new NotFoundError('Event', id);
      const near =
        event.latitude !== null && event.longitude !== null
          ? circleAround({ lat: event.latitude, lon: event.longitude })
          : undefined;
      const events = await eventsRepo.findSimilar(
        { id, category: event.category, near, seriesId: event.seriesId },
        clock(),
        MAX_SIMILAR_EVENTS,
      );
      return { events };
    },

    /**
     * Vendors who travel to the event, the trade that best fits its category first (vendorFitFor),
     * then verified, best rated and nearest. An event without coordinates gets none: no one can
     * tell who travels there.
     */
    async recommendVendors(id: number, limit: number): Promise<RecommendedVendorsResponse> {
      const event = await eventsRepo.findPlaceById(id);
      if (!event) throw new NotFoundError('Event', id);
      if (event.latitude === null || event.longitude === null) return { vendors: [] };
      const point = { lat: event.latitude, lon: event.longitude };
      return { vendors: await vendorsRepo.findForEvent({ point, fit: vendorFitFor(event.category), limit }) };
    },
  };
}
export type EventsService = ReturnType<typeof createEventsService>;
