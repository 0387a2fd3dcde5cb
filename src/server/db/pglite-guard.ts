import type { PGlite } from '@electric-sql/pglite';

/** What a query meets once PGlite's backend has exited: the database cannot answer any more. */
export class PgliteBackendLostError extends Error {
  readonly code = 'PGLITE_BACKEND_LOST';
  constructor(
    readonly failure: string,
    readonly lastStatement: string | undefined,
  ) {
    super(
      `the embedded database (PGlite) stopped: its backend ${failure}` +
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
/** A loop that fails this often with nothing between is one that would fail for ever. */
const MAX_FAILURES_IN_A_ROW = 100;
/**
 * Each turn of the loop reads one protocol message, and a message is at least 5 bytes (its kind and
 * length), so a message of n bytes takes at most n / 5 turns; past that and this slack, the loop is
 * turning without reading.
 */
const SPARE_TURNS = 1000;

/**
 * A WebAssembly trap (a call through a null function pointer, memory out of bounds, unreachable)
 * stops the backend's C code part-way, with its locks, buffers and memory contexts as they were:
 * nothing it does afterwards can be trusted, and the loop that goes on after one spins.
 */
function isTrap(err: unknown): boolean {
  return (
    err instanceof WebAssembly.RuntimeError || (err as { name?: unknown } | null)?.name === 'RuntimeError'
  );
}

/** How a backend failure reads in the error: its exit status, else its name and message. */
function describe(err: unknown): string {
  const { name, status, message } = (err ?? {}) as { name?: unknown; status?: unknown; message?: unknown };
  if (typeof status === 'number') return `exited with status ${status}`;
  return `failed: ${typeof name === 'string' ? name : typeof err}${typeof message === 'string' ? ` (${message})` : ''}`;
}
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
 * The guard watches the loop's calls. An exit with another status, a WebAssembly trap, a hundred
 * failures in a row with no call between that succeeds, or more turns of the loop than the message
 * has messages in it, marks the backend lost; the loop's own stack restore, which
 * it calls in the same catch block, then throws, which ends the loop: the query fails with
 * PgliteBackendLostError, so does every later one, and `onLost` is told once. Another failure the
 * loop gets past is printed as a warning, once.
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

  let turnsLeft = Number.POSITIVE_INFINITY;
  protocol.execProtocolRawSync = (message) => {
    if (lost) throw lost;
    lastStatement = statementOf(message) ?? lastStatement;
    turnsLeft = Math.ceil(message.length / 5) + SPARE_TURNS;
    try {
      return execProtocolRawSync(message);
    } finally {
      turnsLeft = Number.POSITIVE_INFINITY;
    }
  };
  const markLost = (failure: string, cause: unknown) => {
    if (lost) return;
    lost = new PgliteBackendLostError(failure, lastStatement);
    lost.cause = cause;
    onLost(lost);
  };
  let failuresInARow = 0;
  let hasWarned = false;
  mod._PostgresMainLoopOnce = () => {
    turnsLeft -= 1;
    if (turnsLeft < 0) {
      // Thrown inside the loop's try: its catch restores the stack, and the restore throws `lost`.
      markLost(`kept running without reading its input (${SPARE_TURNS} turns past the message's end)`, null);
      throw lost;
    }
    try {
      const result = loopOnce();
      failuresInARow = 0;
      return result;
    } catch (err) {
      const status = (err as { status?: unknown } | null)?.status;
      const isExit = (err as { name?: unknown } | null)?.name === 'ExitStatus';
      failuresInARow = status === sentinel ? 0 : failuresInARow + 1;
      // An exit that is not the SQL error sentinel is the backend ending, and a trap leaves it broken;
      // anything else only once it keeps failing with no progress between (it would go on for ever).
      if ((isExit && status !== sentinel) || isTrap(err) || failuresInARow >= MAX_FAILURES_IN_A_ROW) {
        markLost(describe(err), err);
      } else if (failuresInARow === 1 && !isExit && !hasWarned) {
        hasWarned = true;
        console.warn(`PGlite: its backend ${describe(err)}; going on`);
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
