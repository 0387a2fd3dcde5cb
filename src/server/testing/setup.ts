import { afterEach, vi } from 'vitest';

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
  if (seen.length > 0) throw new Error(`Unexpected console.error: ${String(seen[0]?.[0])}`);
});
