import { ApiError } from '#client/lib/api-client.ts';

/** The server's own message for a failed call, else the spec's fallback (never raw HTML or "Failed to fetch"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.body?.message) || fallback;
}
