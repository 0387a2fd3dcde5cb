import { ApiError } from '#client/lib/api-client.ts';

/** The server's message for a failed call, else the fallback (never raw HTML or "Failed to fetch"). */
export function serverMessageOr(error: unknown, fallback: string): string {
  return (error instanceof ApiError && error.body?.message) || fallback;
}
