/**
 * Whether an error means the database cannot answer right now (refused, unreachable, timed out,
 * shutting down, out of connections) rather than a fault in the request or the code. Drivers and
 * Drizzle wrap the socket error, so the cause chain is searched.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNAVAILABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message)))
      return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const UNAVAILABLE_CODES = new Set([
  // Socket errors from the driver.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
  // PostgreSQL: statement_timeout, too many connections, shutting down, starting up, cannot connect now.
  '57014',
  '53300',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
  // The embedded database's backend exited: nothing answers until the server starts again.
  'PGLITE_BACKEND_LOST',
]);

const UNAVAILABLE_MESSAGES = [
  /timeout exceeded when trying to connect/i,
  /Connection terminated/i,
  /Query read timeout/i,
  /Client has encountered a connection error/i,
  // A connection the server or the network ended, used again before the pool replaced it.
  /Client was closed and is not queryable/i,
];

/** What a person reads while the database is down; the client may retry after RETRY_AFTER_SECONDS. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'Confetti cannot reach its database right now. Please try again in a minute.';
export const DATABASE_RETRY_AFTER_SECONDS = 30;
