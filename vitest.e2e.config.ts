import { defineConfig } from 'vitest/config';

// End-to-end journeys: the built app in a child process, driven by Chromium through playwright-core.
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/e2e/**/*.spec.ts'],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/setup.ts'],
    environment: 'node',
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // A page waits on the server: on a busy CI machine a search can take seconds, not the 1 s default.
    expect: { poll: { timeout: 15_000, interval: 100 } },
  },
});
