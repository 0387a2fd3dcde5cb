import type { PGlite } from '@electric-sql/pglite';

/** What a query meets once PGlite's backend has exited: the database cannot answer any more. */
export class PgliteBackendLostError extends Error {
  readonly code = 'PGLITE_BACKEND_LOST';
  constructor(
    readonly exitStatus: number | undefined,
    readonly lastStatement: string | undefined,
  ) {
    super(
      `the embedded database (PGlite) stopped: its backend exited with status ${exitStatus ?? 'unknown'}` +
        (lastStatement ? ` while running: ${lastStatement}` : ''),
    );
    this.name = 'PgliteBackendLostError';
  }
}

type Loop = {
  _PostgresMainLoopOnce: () => unknown;
  stackRestore: (pointer: unknown) => unknown;
};
type Protocol = { execProtocolRawSync(message: Uint8Array): Uint8Array };

const STATEMENT_CHARS = 300;
const decoder = new TextDecoder();

/** The SQL text of a simple query ('Q') or a parse ('P') message, for the error that names it. */
function statementOf(message: Uint8Array): string | undefined {
  const kind = message[0];
  if (kind !== 0x51 && kind !== 0x50) return undefined;
  let start = 5;
  if (kind === 0x50) {
    // A parse message names its prepared statement first, as a C string.
    while (start < message.length && message[start] !== 0) start += 1;
    start += 1;
  }
  let end = start;
  while (end < message.length && message[end] !== 0) end += 1;
  return decoder.decode(message.subarray(start, Math.min(end, start + STATEMENT_CHARS)));
}

/**
 * PGlite runs each protocol message in a loop that swallows every exception of its backend but the
 * sentinel of a recoverable SQL error (an ExitStatus whose status is POSTGRES_MAIN_LONGJMP). When
 * the backend itself exits mid-message (fatal error, input ended), the loop calls it again for
 * ever: one synchronous call at full CPU that no timer, timeout or signal handler can interrupt, so
 * every later request of the process waits for ever and the process cannot shut down.
 *
 * The guard watches the loop's calls. Any other exception marks the backend lost; the loop's own
 * stack restore, which it calls in the same catch block, then throws, which ends the loop: the
 * query fails with PgliteBackendLostError, so does every later one, and `onLost` is told once.
 * PGlite's members are checked first; a version without them is left as it is, said once.
 */
export function guardPgliteBackend(client: PGlite, onLost: (error: PgliteBackendLostError) => void): void {
  const mod = (client as unknown as { mod?: Partial<Loop> }).mod;
  const sentinel = (client as unknown as { POSTGRES_MAIN_LONGJMP?: number }).POSTGRES_MAIN_LONGJMP;
  const protocol = client as unknown as Partial<Protocol>;
  if (
    !mod ||
    typeof mod._PostgresMainLoopOnce !== 'function' ||
    typeof mod.stackRestore !== 'function' ||
    typeof sentinel !== 'number' ||
    typeof protocol.execProtocolRawSync !== 'function'
  ) {
    console.warn('PGlite guard: this PGlite version has other internals; a lost backend may hang');
    return;
  }
  const loopOnce = mod._PostgresMainLoopOnce.bind(mod);
  const stackRestore = mod.stackRestore.bind(mod);
  const execProtocolRawSync = protocol.execProtocolRawSync.bind(client);
  let lastStatement: string | undefined;
  let lost: PgliteBackendLostError | null = null;

  protocol.execProtocolRawSync = (message) => {
    if (lost) throw lost;
    lastStatement = statementOf(message) ?? lastStatement;
    return execProtocolRawSync(message);
  };
  mod._PostgresMainLoopOnce = () => {
    try {
      return loopOnce();
    } catch (err) {
      const status = (err as { status?: unknown }).status;
      if (status !== sentinel && !lost) {
        lost = new PgliteBackendLostError(typeof status === 'number' ? status : undefined, lastStatement);
        lost.cause = err;
        onLost(lost);
      }
      throw err;
    }
  };
  mod.stackRestore = (pointer) => {
    const result = stackRestore(pointer);
    if (lost) throw lost;
    return result;
  };
}
