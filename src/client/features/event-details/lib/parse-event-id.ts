const MAX_ID = 2_147_483_647;

/** The event id from the URL, or null when it is not a positive whole number the API could hold. */
export function parseEventId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= MAX_ID ? id : null;
}
