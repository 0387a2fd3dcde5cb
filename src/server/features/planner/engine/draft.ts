import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';
import type { EVENT_CATEGORIES } from '#shared/constants.ts';
import type { PlannerUnderstoodField } from '#shared/contracts/planner.ts';

/** A category a host may pick (the sample-only ones are never offered). */
export type HostCategory = (typeof EVENT_CATEGORIES)[number];

import type { ClockTime, Admission as DraftAdmission } from '../../../lib/understanding/planner/read.ts';
import type { PartySetting } from '../../../lib/understanding/planner-setting.ts';

export type LocalDay = { year: number; month: number; day: number };

export type DraftPlace = {
  /** What the event's location field will say: the street address, or 'City, ST'. */
  location: string;
  city: string;
  region: string;
  timeZone: string;
  lat: number;
  lon: number;
};

/** What the planner knows about the party so far; kept with the conversation between turns. */
export type PlannerDraft = {
  occasion: string | null;
  category: HostCategory | null;
  honoreeName: string | null;
  relation: string | null;
  age: number | null;
  day: LocalDay | null;
  time: ClockTime | null;
  endTime: ClockTime | null;
  place: DraftPlace | null;
  guestCount: number | null;
  guestNoun: string | null;
  budget: number | null;
  /** Free or a ticket price, when the host said so; otherwise the event's price is not listed. */
  admission: DraftAdmission | null;
  theme: string | null;
  /** Where the party happens (at home, at a venue), when the host said so. */
  setting: PartySetting | null;
  wantsPoster: boolean | null;
  /** "cookout", "dinner party": the host's own word for a plain party. */
  partyWord: string | null;
  /** A month named without a day ("in December"): "the 12th" next turn means that month's 12th. */
  monthHint: { year: number; month: number } | null;
  /** A title or description written for the event (the provider engine's); else they are composed. */
  title: string | null;
  description: string | null;
  /** The words each field was read from, as the host wrote them ("for a dozen neighbors"). */
  sources: DraftSources;
};

/** The words each field the card shows came from. */
export type DraftSources = Partial<Record<PlannerUnderstoodField, string>>;

export type PlannerStage = 'collecting' | 'confirming' | 'created';

export type PlannerState = {
  draft: PlannerDraft | null;
  stage: PlannerStage;
  /** The last event created in this conversation. */
  created: { id: number; title: string; category: HostCategory; description: string } | null;
  /** A poster was offered for the created event and not yet answered. */
  posterOffered: boolean;
};

export const EMPTY_STATE: PlannerState = {
  draft: null,
  stage: 'collecting',
  created: null,
  posterOffered: false,
};

export function emptyDraft(): PlannerDraft {
  return {
    occasion: null,
    category: null,
    honoreeName: null,
    relation: null,
    age: null,
    day: null,
    time: null,
    endTime: null,
    place: null,
    guestCount: null,
    guestNoun: null,
    budget: null,
    admission: null,
    theme: null,
    setting: null,
    wantsPoster: null,
    partyWord: null,
    monthHint: null,
    title: null,
    description: null,
    sources: {},
  };
}

/** Reads a stored state defensively: a state saved by an older version still opens. */
export function readState(value: unknown): PlannerState {
  if (!value || typeof value !== 'object') return EMPTY_STATE;
  const v = value as Partial<PlannerState>;
  const draft = v.draft && typeof v.draft === 'object' ? { ...emptyDraft(), ...v.draft } : null;
  const stage = v.stage === 'confirming' || v.stage === 'created' ? v.stage : 'collecting';
  return { draft, stage, created: v.created ?? null, posterOffered: v.posterOffered === true };
}

/** The category the event will have: what was said, else the default. */
export function categoryOf(draft: PlannerDraft): HostCategory {
  return draft.category ?? 'Social';
}

/** A start time that suits the kind of party when the host has not named one. */
export function defaultTime(draft: PlannerDraft): ClockTime {
  const isKids = draft.guestNoun === 'kids' || (draft.age !== null && draft.age < 13);
  switch (categoryOf(draft)) {
    case 'Birthday':
      return isKids ? { hour: 14, minute: 0 } : { hour: 19, minute: 0 };
    case 'Wedding':
      return { hour: 16, minute: 0 };
    case 'Athletic Race':
    case 'Marathon':
      return { hour: 8, minute: 0 };
    case 'Outdoor Adventure':
      return { hour: 9, minute: 0 };
    case 'Concert':
      return { hour: 20, minute: 0 };
    case 'Sports':
      return { hour: 17, minute: 0 };
    case 'Holiday':
      return { hour: 19, minute: 0 };
    default:
      return { hour: 18, minute: 0 };
  }
}

/** The wall time as an instant in the zone. */
export function zonedDate(day: LocalDay, time: ClockTime, timeZone: string): TZDate {
  return new TZDate(day.year, day.month - 1, day.day, time.hour, time.minute, 0, 0, timeZone);
}

/** ISO 8601 with the event's own UTC offset: '2026-12-12T14:00:00-08:00'. */
export function zonedIso(day: LocalDay, time: ClockTime, timeZone: string): string {
  return format(zonedDate(day, time, timeZone), "yyyy-MM-dd'T'HH:mm:ssXXX");
}

export function formatClock(time: ClockTime): string {
  const hour12 = time.hour % 12 === 0 ? 12 : time.hour % 12;
  const suffix = time.hour < 12 ? 'AM' : 'PM';
  return time.minute === 0
    ? `${hour12} ${suffix}`
    : `${hour12}:${String(time.minute).padStart(2, '0')} ${suffix}`;
}

const LONG_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const SHORT_DAY = new Intl.DateTimeFormat('en-US', {
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
const dayAsUtcNoon = (day: LocalDay) => new Date(Date.UTC(day.year, day.month - 1, day.day, 12));

/** 'Saturday, December 12, 2026'. */
export function formatDay(day: LocalDay): string {
  return LONG_DAY.format(dayAsUtcNoon(day));
}

/** 'Saturday, December 12'. */
export function formatShortDay(day: LocalDay): string {
  return SHORT_DAY.format(dayAsUtcNoon(day));
}
