/** Query keys of the admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  users: (q: string) => [...adminKeys.all, 'users', q] as const,
  job: (id: string) => [...adminKeys.all, 'job', id] as const,
};
