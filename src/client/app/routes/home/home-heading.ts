/**
 * The events heading: 'Loading events...', 'No events found', or
 * '{n} Upcoming Events' with ' near {city}' and ' in {category}' as they apply. One event reads
 * '1 Upcoming Event'.
 */
export function buildHomeHeading({
  isLoading,
  count,
  city,
  category,
}: {
  isLoading: boolean;
  count: number;
  city: string | null;
  category: string | null;
}): string {
  if (isLoading) return 'Loading events...';
  if (count === 0) return 'No events found';
  let heading = `${count} Upcoming ${count === 1 ? 'Event' : 'Events'}`;
  if (city) heading += ` near ${city}`;
  if (category) heading += ` in ${category}`;
  return heading;
}
