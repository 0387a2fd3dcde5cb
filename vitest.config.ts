import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { preactAliases } from './vite.config.ts';

// Dependencies are resolved to their ES modules and run through the same aliases as the build, so a
// CommonJS copy of one cannot bring React itself back in next to Preact.
const browserConditions = ['module', 'browser', 'development'];
// The tests import Testing Library by its React name; it resolves to the Preact build (see the file).
const testingLibrary = new URL('./src/client/testing/testing-library.ts', import.meta.url).pathname;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['src/server/**/*.test.ts', 'src/shared/**/*.test.ts'],
          setupFiles: ['src/server/testing/setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: [react()],
        resolve: {
          alias: [{ find: /^@testing-library\/react$/, replacement: testingLibrary }, ...preactAliases],
          conditions: browserConditions,
          mainFields: ['module', 'browser', 'main'],
        },
        ssr: {
          resolve: {
            conditions: browserConditions,
            externalConditions: ['module'],
            mainFields: ['module', 'main'],
          },
        },
        test: {
          name: 'client',
          environment: 'jsdom',
          include: ['src/client/**/*.test.{ts,tsx}'],
          setupFiles: ['src/client/testing/setup.ts'],
          server: { deps: { inline: true } },
        },
      },
    ],
  },
});
