import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const CHILD = fileURLToPath(new URL('../testing/pglite-backend-exit-child.ts', import.meta.url));

/** Runs the child and gathers its JSON lines; a child that spins is killed after `limitMs`. */
function runChild(limitMs: number): Promise<{ lines: Record<string, unknown>[]; killed: boolean }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', CHILD], { stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, limitMs);
    child.on('exit', () => {
      clearTimeout(timer);
      const lines = out
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      resolve({ lines, killed });
    });
  });
}

describe('PGlite backend guard', () => {
  it('fails the query and every later one when the backend exits, and the event loop lives on', async () => {
    const { lines, killed } = await runChild(25_000);
    expect(killed).toBe(false);
    const seen = Object.assign({}, ...lines);
    expect(seen.recoverable).toBe(true);
    expect(seen.code).toBe('PGLITE_BACKEND_LOST');
    expect(seen.lost).toMatch(/backend exited with status 1 while running: copy t from stdin/);
    expect(seen.copyFailed).toBe(true);
    expect(seen.nextFailed).toBe(true);
    expect(seen.nextCode).toBe('PGLITE_BACKEND_LOST');
    expect(seen.loop).toBe('timer fired');
    expect(seen.closed).toBe(true);
    // The lost backend is reported once, before the copy's own failure.
    expect(lines.filter((line) => 'lost' in line)).toHaveLength(1);
  }, 40_000);
});
