import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, inject } from 'vitest';

// The app under test is started again when its embedded database stops (a PGlite fault, see
// global-setup.ts). A journey it cut into fails naming PGLITE_BACKEND_LOST, whatever else it saw,
// and `npm test` runs that journey's file again on a fresh app.
const starts = () => readFileSync(inject('appStartsFile'), 'utf8');
let startsBefore = '';
beforeEach(() => {
  startsBefore = starts();
});
afterEach(() => {
  if (starts() !== startsBefore || !startsBefore.startsWith('up'))
    throw new Error('PGLITE_BACKEND_LOST: the app lost its embedded database during this journey');
});
