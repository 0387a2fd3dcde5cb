import { groupThousands } from '#shared/lib/calendar/wall-clock.ts';

/**
 * The events heading: 'Loading events...', 'No events found', or
 * '{n} Upcoming Events' with ' near {city}' and ' in {category}' as they apply. One event reads
 * '1 Upcoming Event'.
 */
export function buildHomeHeading({
  isLoading,
  count,
  isCapped = false,
  city,
  category,
  isFree = false,
}: {
  isLoading: boolean;
  count: number;
  /** The list counted no further than `count` ('1,000+ Upcoming Events'). */
  isCapped?: boolean;
  city: string | null;
  category: string | null;
  /** Free events only: 'Upcoming Free Events'. */
  isFree?: boolean;
}): string {
  if (isLoading) return 'Loading events...';
  if (count === 0) return 'No events found';
  let heading = isCapped
    ? `${groupThousands(count)}+ Upcoming ${isFree ? 'Free ' : ''}Events`
    : `${count} Upcoming ${isFree ? 'Free ' : ''}${count === 1 ? 'Event' : 'Events'}`;
  if (city) heading += ` near ${city}`;
  if (category) heading += ` in ${category}`;
  return heading;
}
