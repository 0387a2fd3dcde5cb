import type {
  ChatPlannerResponse,
  CreatedEvent,
  DiscoveredEvent,
  PlanVendor,
} from '#shared/contracts/planner.ts';
import type { HostCategory, PlannerState } from './draft.ts';

/** Where the visitor is (their IP's city or the default place): "near me" and dates without a place use it. */
export type VisitorPlace = { city: string; region: string; lat: number; lon: number; timeZone: string };

export type EventSearch = {
  lat: number;
  lon: number;
  radiusMiles: number;
  from: Date;
  to: Date | null;
  category: HostCategory | null;
  limit: number;
};

export type NewEvent = {
  title: string;
  description: string;
  /** ISO 8601 with the event's offset. */
  date: string;
  location: string;
  category: HostCategory;
  image: string | null;
  /** Set when the host said what getting in costs. */
  admission?: 'free' | 'paid';
  priceMinCents?: number | null;
};

/** An event a discovery source (the almanac, an operator's iCalendar feed) found; nothing is stored. */
export type SourceEvent = {
  title: string;
  /** ISO 8601. */
  date: string;
  location: string;
  category: string;
  source: string;
  url: string | null;
  /** The stored event it duplicates, which the stored search already answers. */
  isDuplicate: boolean;
};

/** What the engine may ask of the app; every call runs with the caller's rights. */
export type PlannerPorts = {
  findEvents(search: EventSearch): Promise<DiscoveredEvent[]>;
  /** The discovery sources around a city (every upcoming event they know, unfiltered). */
  discoverEvents(area: { city: string; region: string; radiusMiles: number }): Promise<SourceEvent[]>;
  findVendors(search: {
    lat: number;
    lon: number;
    category: HostCategory;
    limit: number;
  }): Promise<PlanVendor[]>;
  createEvent(event: NewEvent): Promise<CreatedEvent>;
  drawPoster(input: { title: string; description: string; category: HostCategory }): Promise<string>;
  setEventImage(eventId: number, imageUrl: string): Promise<void>;
};

export type TurnContext = { now: Date; visitor: VisitorPlace; affiliateTag: string | null };

export type TurnResult = { response: ChatPlannerResponse; state: PlannerState };
