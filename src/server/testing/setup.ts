import { afterEach, vi } from 'vitest';
import { lostTestBackend } from './test-db.ts';

// An unexpected console.error fails the test: a test that logs an error is hiding one.
const originalError = console.error;
let errors: unknown[][] = [];
console.error = (...args: unknown[]) => {
  errors.push(args);
  originalError(...args);
};
afterEach(() => {
  const seen = errors;
  errors = [];
  vi.restoreAllMocks();
  // PGlite's backend can stop on a fault of its own (a WebAssembly trap): every test from then on
  // says so by its code, and `npm test` runs such a file again on its own.
  const lost = lostTestBackend();
  if (lost) throw new Error(`${lost.code}: ${lost.message}`);
  if (seen.length > 0) throw new Error(`Unexpected console.error: ${String(seen[0]?.[0])}`);
});
