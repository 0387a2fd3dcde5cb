import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { ALL_EVENT_CATEGORIES, normalizeCategory } from '#shared/constants.ts';
import { haversineMiles } from '#shared/lib/geo.ts';
import { findPlace, geocodeUs } from '../../lib/geo/gazetteer.ts';
import { type LlmClient, LlmError } from '../../lib/llm/llm-client.ts';
import { getZonedParts } from '../../lib/understanding/dates/zoned-time.ts';
import type { DiscoveryArea, DiscoverySource, FoundEvent } from './discovery-source.ts';

/** How far ahead the provider is asked to look, as the feeds are expanded. */
const HORIZON_DAYS = 365;
/** Events one answer may add at most. */
const MAX_EVENTS = 40;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const CLOCK = /^([01]?\d|2[0-3]):([0-5]\d)$/;

/** One event as the provider must give it; anything else in the answer is dropped. */
const providerEventSchema = z.object({
  title: z.string().trim().min(1).max(200),
  date: z.string().regex(DAY),
  time: z.string().regex(CLOCK).nullish(),
  venue: z.string().trim().max(200).nullish(),
  address: z.string().trim().max(300).nullish(),
  city: z.string().trim().min(1).max(100),
  region: z.string().trim().min(2).max(40),
  category: z.string().trim().max(60).nullish(),
  description: z.string().trim().max(2000).nullish(),
  url: z
    .url({ protocol: /^https?$/ })
    .max(2000)
    .nullish(),
});
const answerSchema = z.object({ events: z.array(z.unknown()).max(200) });

function isoDay(date: Date, timeZone: string): string {
  const p = getZonedParts(date, timeZone);
  return `${p.year}-${String(p.month + 1).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function prompt(area: DiscoveryArea): string {
  const zone = area.center.timeZone;
  const from = isoDay(area.now, zone);
  const to = isoDay(new Date(area.now.getTime() + HORIZON_DAYS * 86_400_000), zone);
  return [
    `List real public events open to everyone within ${area.radiusMiles} miles of ${area.center.city}, ${area.center.region}, United States, taking place between ${from} and ${to}.`,
    'Only events you know exist (festivals, fairs, markets, parades, races, concerts, holiday events); never invent one. If you know none, answer an empty list.',
    'Answer with JSON only, in this shape:',
    '{"events":[{"title":"","date":"YYYY-MM-DD","time":"HH:MM or null","venue":"","address":"","city":"","region":"two-letter state code","category":"","description":"one or two sentences","url":"official page or null"}]}',
    `category is one of: ${ALL_EVENT_CATEGORIES.join(', ')}.`,
  ].join('\n');
}

/**
 * The optional discovery source backed by the OpenAI-compatible API (when LLM_* are set): the model
 * is asked for events near the place in JSON; each one is checked against a schema, placed with the
 * gazetteer and kept only within the radius and the coming year, like a feed's events. It is listed
 * beside the almanac and the feeds, and its failures are reported as its own.
 */
export function createLlmSource(llm: LlmClient, providerName: string): DiscoverySource {
  const source = `llm:${providerName}`;
  return {
    name: source,
    async find(area) {
      let content: string;
      try {
        const reply = await llm.complete({
          messages: [
            { role: 'system', content: 'You are a careful events researcher. You answer with JSON only.' },
            { role: 'user', content: prompt(area) },
          ],
          json: true,
        });
        content = reply.content;
      } catch (err) {
        throw new Error(`The AI provider failed: ${err instanceof LlmError ? err.message : 'unknown error'}`);
      }
      let answer: z.infer<typeof answerSchema>;
      try {
        // Some models wrap JSON in a code fence even when asked not to.
        answer = answerSchema.parse(JSON.parse(content.replace(/^\s*```(?:json)?\s*|\s*```\s*$/g, '')));
      } catch {
        throw new Error('The AI provider did not answer with the list of events asked for');
      }
      const until = area.now.getTime() + HORIZON_DAYS * 86_400_000;
      const found: FoundEvent[] = [];
      for (const item of answer.events) {
        const parsed = providerEventSchema.safeParse(item);
        if (!parsed.success) continue;
        const e = parsed.data;
        const place = findPlace(e.city, e.region) ?? geocodeUs(`${e.city}, ${e.region}`);
        if (!place || haversineMiles(area.center, place) > area.radiusMiles) continue;
        const [, y, m, d] = DAY.exec(e.date)!.map(Number) as [number, number, number, number];
        const clock = e.time ? CLOCK.exec(e.time) : null;
        const check = new Date(Date.UTC(y, m - 1, d));
        if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) continue;
        const hour = clock ? Number(clock[1]) : 10;
        const minute = clock ? Number(clock[2]) : 0;
        // Wall time where the event takes place; 10 AM when the provider gives no time.
        const date = new Date(new TZDate(y, m - 1, d, hour, minute, 0, place.timeZone).getTime());
        if (date.getTime() < area.now.getTime() || date.getTime() > until) continue;
        const location = [e.venue, e.address].filter(Boolean).join(', ') || `${place.city}, ${place.region}`;
        found.push({
          key: `${source}:${e.title.toLowerCase()}:${date.toISOString()}`,
          title: e.title,
          description: e.description ?? '',
          category: normalizeCategory(e.category),
          date,
          timeZone: place.timeZone,
          location: location.slice(0, 300),
          city: place.city,
          region: place.region,
          latitude: place.lat,
          longitude: place.lon,
          source,
          url: e.url ?? null,
        });
        if (found.length >= MAX_EVENTS) break;
      }
      return found;
    },
  };
}
