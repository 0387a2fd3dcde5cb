import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { guardPgliteBackend, type PgliteBackendLostError } from './pglite-guard.ts';

const SENTINEL = 100;

/**
 * A guarded stand-in for PGlite's protocol loop, as PGlite writes it: turn the backend until the
 * message is read, restore the stack after a turn that throws, and go on. `turn` plays the backend:
 * it gets the turn's number and returns how many bytes it read.
 */
function guarded(turn: (n: number) => number) {
  let read = 0;
  let turns = 0;
  const client = {
    POSTGRES_MAIN_LONGJMP: SENTINEL,
    mod: {
      _PostgresMainLoopOnce: () => {
        read += turn(turns++);
      },
      stackRestore: (_pointer: unknown): unknown => undefined,
    },
    execProtocolRawSync(message: Uint8Array): Uint8Array {
      read = 0;
      while (read < message.length) {
        try {
          client.mod._PostgresMainLoopOnce();
        } catch {
          client.mod.stackRestore(0);
        }
      }
      return new Uint8Array(0);
    },
  };
  const lost: PgliteBackendLostError[] = [];
  guardPgliteBackend(client as unknown as PGlite, (err) => lost.push(err));
  const query = (text: string) => {
    const bytes = new TextEncoder().encode(`Q....${text}\0`);
    return () => client.execProtocolRawSync(bytes);
  };
  return { query, lost, turns: () => turns };
}

describe('PGlite backend guard, on the protocol loop', () => {
  it('marks the backend lost at a WebAssembly trap, and the loop ends instead of spinning', () => {
    const db = guarded((n) => {
      if (n === 0) throw new WebAssembly.RuntimeError('null function or function signature mismatch');
      return 0; // what a broken backend does next: turn without reading
    });
    expect(db.query('select 1')).toThrow(
      /RuntimeError \(null function or function signature mismatch\) while running: select 1/,
    );
    expect(db.lost).toHaveLength(1);
    expect(db.lost[0]?.code).toBe('PGLITE_BACKEND_LOST');
    expect(db.turns()).toBe(1);
    // Every later query fails at once, without turning the backend.
    expect(db.query('select 2')).toThrow(/embedded database \(PGlite\) stopped/);
    expect(db.turns()).toBe(1);
    expect(db.lost).toHaveLength(1);
  });

  it('marks the backend lost when the loop turns far past what the message holds', () => {
    const db = guarded(() => 0);
    expect(db.query('select 1')).toThrow(/kept running without reading its input/);
    expect(db.lost).toHaveLength(1);
    expect(db.turns()).toBeLessThan(1100);
  });

  it('leaves a backend alone that reads its input, and one that meets SQL errors', () => {
    const db = guarded((n) => {
      if (n % 3 === 1) throw Object.assign(new Error('longjmp'), { name: 'ExitStatus', status: SENTINEL });
      return 1;
    });
    for (let i = 0; i < 20; i += 1) expect(db.query(`select ${i}`)).not.toThrow();
    expect(db.lost).toHaveLength(0);
  });
});
