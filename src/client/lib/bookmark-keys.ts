export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: () => [...bookmarkKeys.all, 'list'] as const,
  detail: (eventId: number) => [...bookmarkKeys.all, 'detail', eventId] as const,
};
