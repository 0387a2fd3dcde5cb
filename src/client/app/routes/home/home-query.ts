import { ALL_EVENT_CATEGORIES } from '#shared/constants.ts';

/** ?category= is matched without regard to case ('/?category=birthday'); an unknown one is kept as written. */
export function readCategory(params: URLSearchParams): string | null {
  const raw = params.get('category')?.trim();
  if (!raw) return null;
  return ALL_EVENT_CATEGORIES.find((c) => c.toLowerCase() === raw.toLowerCase()) ?? raw;
}

/** ?free=true: free events only. */
export const readIsFree = (params: URLSearchParams) => params.get('free') === 'true';

/** The home grid's query from the URL: upcoming events, Near Me unless ?nearMe=false, free with ?free=true. */
export function homeEventsQuery(params: URLSearchParams) {
  return {
    ignoreLocation: params.get('nearMe') === 'false',
    category: readCategory(params) ?? undefined,
    when: 'upcoming' as const,
    ...(readIsFree(params) ? { free: true } : {}),
  };
}
