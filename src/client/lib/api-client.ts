import type { ErrorBody } from '#shared/errors.ts';

// A type guard, not the zod schema: keeps zod out of the first-load bundle.
function isErrorBody(value: unknown): value is ErrorBody {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorBody).message === 'string' &&
    typeof (value as ErrorBody).code === 'string'
  );
}

/**
 * A failed API call. Its message is "{status}: {body text}" (or the status text when
 * the body is empty); `body` is the parsed shared error body and `serverMessage` its message.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly bodyText: string,
    readonly body: ErrorBody | null,
  ) {
    super(`${status}: ${bodyText}`);
    this.name = 'ApiError';
  }

  get serverMessage(): string {
    return this.body?.message ?? this.bodyText;
  }
}

/** The ApiError for a response that is not ok, read from its body. */
export async function apiErrorOf(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  let parsed: ErrorBody | null = null;
  try {
    const json: unknown = JSON.parse(text);
    parsed = isErrorBody(json) ? json : null;
  } catch {
    parsed = null;
  }
  return new ApiError(response.status, text, parsed);
}

type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  body?: unknown;
  /** Sent as the raw body with its own type (uploads), instead of JSON. */
  file?: Blob;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

/** Every call: cookies included, JSON accepted, JSON content type only when a body exists, /api prefixed. */
export async function apiFetch<T>(
  path: string,
  { method = 'GET', body, file, headers: extraHeaders, signal }: RequestOptions = {},
): Promise<T> {
  const url = path.startsWith('/api') ? path : `/api${path.startsWith('/') ? '' : '/'}${path}`;
  const headers: Record<string, string> = { Accept: 'application/json', ...extraHeaders };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (file) headers['Content-Type'] = file.type || 'application/octet-stream';
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers,
    body: file ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal,
  });
  if (!response.ok) throw await apiErrorOf(response);
  if (response.status === 204) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  return (type.includes('application/json') ? await response.json() : await response.text()) as T;
}

/**
 * The message to show a person for any error: the server's own words from its JSON error body, else
 * the fallback. Never raw response text (an HTML error page) nor the browser's network failure
 * ("Failed to fetch", a TypeError); an error the client raised itself shows its own message.
 */
export function errorMessageOf(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  if (error instanceof ApiError) return error.body?.message || fallback;
  if (error instanceof TypeError) return fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}
