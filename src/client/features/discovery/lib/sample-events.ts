import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';

/** Shown, clearly labelled as samples, when discovery fails; never stored as found events. */
export function buildSampleEvents(city: string, region: string, now = new Date()): DiscoveredEvent[] {
  const inDays = (days: number, hour: number) => {
    const d = new Date(now.getTime() + days * 86_400_000);
    d.setHours(hour, 0, 0, 0);
    return d.toISOString();
  };
  const base = {
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    city,
    region,
    country: 'United States',
    latitude: 0,
    longitude: 0,
    distanceMiles: 0,
    source: 'sample',
    url: null,
    eventId: null,
    isDuplicate: false,
  };
  return [
    {
      ...base,
      key: 'sample:1',
      title: `${city} Summer Music Festival (sample)`,
      description: 'A sample event: live bands and food trucks downtown.',
      category: 'Concert',
      date: inDays(14, 17),
      location: `Downtown ${city}, ${region}`,
    },
    {
      ...base,
      key: 'sample:2',
      title: `${city} Food & Wine Walk (sample)`,
      description: 'A sample event: tastings from local restaurants.',
      category: 'Food Festival',
      date: inDays(21, 12),
      location: `Main Street, ${city}, ${region}`,
    },
    {
      ...base,
      key: 'sample:3',
      title: `${city} Community 5K (sample)`,
      description: 'A sample event: a fun run for all ages.',
      category: 'Athletic Race',
      date: inDays(28, 8),
      location: `City Park, ${city}, ${region}`,
    },
  ];
}
