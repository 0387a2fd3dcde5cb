import type { EventCategory } from '#shared/constants.ts';
import type { PlacePhrase } from './places/names.ts';
import type { EventPriceReading } from './price.ts';
import { understand } from './understand.ts';

/*
 * The flat reading the planner engine was written against, built on `understand`, so the planner can
 * move onto the layer's own shape in its own change. New code reads `understand` directly.
 */

export { getZonedParts } from './dates/zoned-time.ts';
export { isCityName } from './places/names.ts';

export type ParsedEventQuery = {
  category: EventCategory | null;
  isCategoryNarrowed: boolean;
  place: PlacePhrase | null;
  from: Date | null;
  to: Date | null;
  dateLabel: string | null;
  text: string;
  corrections: [string, string][];
  price: EventPriceReading | null;
};

export function parseEventQuery(text: string, options: { now: Date; timeZone: string }): ParsedEventQuery {
  const read = understand(text, options);
  return {
    category: read.category?.value ?? null,
    isCategoryNarrowed: read.category?.mode === 'rank',
    place: read.place ? { text: read.place.text, region: read.place.region } : null,
    from: read.date?.from ?? null,
    to: read.date?.to ?? null,
    dateLabel: read.date?.label ?? null,
    text: read.text,
    corrections: read.corrections,
    price: read.price ? stripSpan(read.price) : null,
  };
}

function stripSpan({ span: _span, ...price }: EventPriceReading & { span: unknown }): EventPriceReading {
  return price as EventPriceReading;
}
