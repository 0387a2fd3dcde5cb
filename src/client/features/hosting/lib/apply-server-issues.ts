import { ApiError } from '#client/lib/api-client.ts';

/**
 * Puts a 400's field issues (`{ path, message }`) under the fields they name, for every path the
 * form has. Returns how many it placed, so the caller can decide whether the toast is enough.
 */
export function applyServerIssues<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  setError: (
    field: Field,
    error: { type: string; message: string },
    options?: { shouldFocus: boolean },
  ) => void,
): number {
  if (!(error instanceof ApiError)) return 0;
  let placed = 0;
  for (const issue of error.body?.issues ?? []) {
    const field = fields.find((f) => f === issue.path.split('.')[0]);
    if (!field) continue;
    setError(field, { type: 'server', message: issue.message }, { shouldFocus: placed === 0 });
    placed += 1;
  }
  return placed;
}
