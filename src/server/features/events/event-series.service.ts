import type { SeriesDatesResponse } from '#shared/contracts/events.ts';
import { instantOfWallTime, wallTimeOf } from '#shared/lib/recurrence.ts';
import { NotFoundError } from '../../lib/errors/app-errors.ts';
import type { EventSeriesRepository } from './event-series.repository.ts';
import { makeDates, SERIES_HORIZON_MS, SERIES_TOP_UP_SECONDS } from './series-dates.ts';

type Deps = { seriesRepo: EventSeriesRepository; clock: () => Date };

/** Reading a repeating event's dates, and the job that keeps a year of them made ahead. */
export function createEventSeriesService({ seriesRepo, clock }: Deps) {
  return {
    /** Every date of the event's series from today on (at the event's place), soonest first. */
    async getSeriesDates(id: number): Promise<SeriesDatesResponse> {
      const place = await seriesRepo.findSeriesPlace(id);
      const series = place ? await seriesRepo.findSeries(place.seriesId) : null;
      if (!place || !series) throw new NotFoundError('Event series');
      const today = instantOfWallTime(
        `${wallTimeOf(clock(), series.timeZone).slice(0, 10)}T00:00`,
        series.timeZone,
      );
      const dates = await seriesRepo.findSeriesDates(series.id, today);
      return {
        series: {
          id: series.id,
          rule: series.rule,
          startLocal: series.startLocal,
          timeZone: series.timeZone,
          cancelled: series.cancelled,
        },
        dates: dates
          .map((d) => ({ id: d.id, date: d.date.toISOString(), isException: d.isException }))
          .sort((a, b) => Date.parse(a.date) - Date.parse(b.date)),
      };
    },

    /**
     * The 'events.extend-series' job: makes the series' dates up to a year from now, copying its
     * latest date, and queues itself again while the rule goes on. Dates already made stay as they are.
     */
    async extendSeries(seriesId: number, requeue: (seconds: number) => Promise<unknown>) {
      const series = await seriesRepo.findSeries(seriesId);
      if (!series) return { added: 0 };
      const now = clock();
      const horizon = new Date(now.getTime() + SERIES_HORIZON_MS);
      const from = series.madeUntil > now ? series.madeUntil : now;
      const { dates, madeUntil, goesOn } = makeDates(series, from, horizon);
      const added = await seriesRepo.extendSeries(seriesId, dates, madeUntil, now);
      if (goesOn) await requeue(SERIES_TOP_UP_SECONDS);
      return { added, madeUntil: madeUntil.toISOString() };
    },
  };
}
export type EventSeriesService = ReturnType<typeof createEventSeriesService>;
