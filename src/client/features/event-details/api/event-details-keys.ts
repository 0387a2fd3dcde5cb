/** Query keys for what the event page loads besides the event itself. */
export const eventDetailsKeys = {
  similar: (eventId: number) => ['events', 'detail', eventId, 'similar'] as const,
  series: (eventId: number) => ['events', 'detail', eventId, 'series'] as const,
  vendors: (eventId: number, limit: number) => ['events', 'detail', eventId, 'vendors', { limit }] as const,
};
