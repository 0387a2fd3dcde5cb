/** Query keys for what the event page loads besides the event itself. */
export const eventDetailsKeys = {
  vendors: (eventId: number, limit: number) => ['events', 'detail', eventId, 'vendors', { limit }] as const,
  geocode: (query: string) => ['geocode', query] as const,
  // Shared with any other feature that reads the public config: one request per page load.
  config: ['config'] as const,
};
