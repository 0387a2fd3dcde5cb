export const calendarFeedKeys = {
  all: ['calendar-feed'] as const,
  status: () => [...calendarFeedKeys.all, 'status'] as const,
};
