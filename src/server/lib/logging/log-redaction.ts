/**
 * What a log line must never carry: secrets people send (passwords, cookies, tokens) and what a
 * failed SQL statement was given (its parameters hold password hashes, token hashes and personal
 * data). Paths are pino redact paths; values become "[redacted]".
 */
export const LOG_REDACT_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  '*.password',
  '*.confirmPassword',
  '*.passwordHash',
  '*.token',
  '*.tokenHash',
];

const SECRET_KEYS = new Set([
  'params',
  'parameters',
  'detail',
  'password',
  'passwordHash',
  'token',
  'tokenHash',
]);

type SerializedError = Record<string, unknown> & { message?: string };

/**
 * pino's error serializer, minus statement parameters: Drizzle puts them in both `params` and the
 * message ("Failed query: ...\nparams: ..."), and PostgreSQL's `detail` may quote a stored value.
 */
export function serializeErrorForLog(
  error: Error,
): SerializedError & { type: string; message: string; stack: string } {
  const plain = scrub(toPlain(error, 0), 0);
  return {
    ...plain,
    type: String(plain.type),
    message: String(plain.message ?? ''),
    stack: String(plain.stack ?? ''),
  };
}

/** Type, message, stack, own fields and cause chain, like pino's own error serializer. */
function toPlain(error: Error, depth: number): SerializedError {
  const out: SerializedError = { type: error.constructor.name, message: error.message, stack: error.stack };
  for (const [key, value] of Object.entries(error)) out[key] = value;
  if (error.cause instanceof Error && depth < 4) out.cause = toPlain(error.cause, depth + 1);
  return out;
}

function scrub(value: SerializedError, depth: number): SerializedError {
  const out: SerializedError = {};
  for (const [key, inner] of Object.entries(value)) {
    if (SECRET_KEYS.has(key)) continue;
    if (key === 'message' || key === 'stack') out[key] = stripParams(String(inner));
    else if (inner && typeof inner === 'object' && depth < 4)
      out[key] = scrub(inner as SerializedError, depth + 1);
    else out[key] = inner;
  }
  return out;
}

function stripParams(text: string): string {
  return text.replace(/\nparams: [^\n]*/g, '\nparams: [redacted]');
}
