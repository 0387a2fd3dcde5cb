import { formatClock, type LocalDay } from './draft.ts';
import type { LeadTask } from './plan-tasks.ts';

type ClockTime = { hour: number; minute: number };

export type TimelineStep = {
  daysBefore: number;
  weeksBefore: number;
  date: string | null;
  label: string;
  tasks: string[];
};

/** Milestones of a plan with time to spare: months, then weeks, then the last days (days before). */
const LONG_MILESTONES = [365, 270, 180, 120, 90, 56, 42, 28, 14, 7, 3, 1, 0];
/** Milestones of a plan under two weeks: day by day at the end. */
const SHORT_MILESTONES = [10, 7, 5, 3, 2, 1, 0];

const DAY_MS = 86_400_000;
const dayNumber = (d: LocalDay) => Date.UTC(d.year, d.month - 1, d.day) / DAY_MS;

const SHORT_DATE = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

// Building a formatter costs far more than using one, so each zone's is kept.
const DAY_IN_ZONE = new Map<string, Intl.DateTimeFormat>();

/** The calendar day `now` is in the zone. */
export function todayIn(now: Date, timeZone: string): LocalDay {
  let format = DAY_IN_ZONE.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      timeZone,
    });
    DAY_IN_ZONE.set(timeZone, format);
  }
  const parts = format.formatToParts(now);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

function milestoneName(days: number): string {
  if (days === 0) return 'Party day';
  if (days === 1) return 'Day before';
  if (days >= 90) return `${Math.round(days / 30.4)} months before`;
  if (days >= 7 && days % 7 === 0) return days === 7 ? '1 week before' : `${days / 7} weeks before`;
  return `${days} days before`;
}

function isoOf(dayNo: number): string {
  return new Date(dayNo * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The plan's timeline, counted back from the party and starting today: each task lands on the
 * latest milestone no later than its ideal lead time; a task whose lead time has already gone by
 * lands on today. Nothing is scheduled before today. Without a date, the steps are relative.
 */
export function buildTimeline(
  tasks: readonly LeadTask[],
  party: { day: LocalDay | null; time: ClockTime | null },
  today: LocalDay,
): TimelineStep[] {
  const daysUntil = party.day ? Math.max(0, dayNumber(party.day) - dayNumber(today)) : null;
  // Without a date the steps count back from whenever it will be, on the long milestones.
  const candidates = daysUntil === null || daysUntil >= 14 ? LONG_MILESTONES : SHORT_MILESTONES;
  const stops =
    daysUntil === null ? [...candidates] : [daysUntil, ...candidates.filter((m) => m < daysUntil)];
  const buckets = new Map<number, string[]>(stops.map((m) => [m, []]));
  for (const { task, lead } of tasks) {
    const due = stops.find((m) => m <= lead) ?? stops[stops.length - 1]!;
    buckets.get(due)!.push(task);
  }
  const partyDayNo = party.day ? dayNumber(party.day) : null;
  return stops
    .filter((m) => buckets.get(m)!.length > 0)
    .map((m) => {
      const dayNo = partyDayNo === null ? null : partyDayNo - m;
      const name = m === daysUntil ? (m === 0 ? 'Today: party day' : 'Today') : milestoneName(m);
      const when = dayNo === null ? '' : SHORT_DATE.format(new Date(dayNo * DAY_MS));
      const at = m === 0 && party.time ? `, ${formatClock(party.time)}` : '';
      return {
        daysBefore: m,
        weeksBefore: Math.floor(m / 7),
        date: dayNo === null ? null : isoOf(dayNo),
        label: when ? `${name} (${when}${at})` : name,
        tasks: buckets.get(m)!,
      };
    });
}
