export const bookmarkKeys = {
  all: ['bookmarks'] as const,
  list: () => [...bookmarkKeys.all, 'list'] as const,
  detail: (eventId: number) => [...bookmarkKeys.all, 'detail', eventId] as const,
  /** Adding or removing one: pending ones are read back as the state every heart shows. */
  set: () => [...bookmarkKeys.all, 'set'] as const,
};
