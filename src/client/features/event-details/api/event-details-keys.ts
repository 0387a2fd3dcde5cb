/** Query keys for what the event page loads besides the event itself. */
export const eventDetailsKeys = {
  vendors: (eventId: number, limit: number) => ['events', 'detail', eventId, 'vendors', { limit }] as const,
};
