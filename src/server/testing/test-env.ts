import { type Env, loadEnv } from '../config/env.ts';

/** Test and tool defaults: everything optional left unset. */
export function buildTestEnv(overrides: Partial<Record<keyof Env, string>> = {}): Readonly<Env> {
  return loadEnv({
    SEED_DEMO_DATA: 'false',
    // Tests that seed the demo data read its events as seeded (images null, banners shown); a job
    // redrawing them meanwhile would change what they read. The job has tests of its own.
    DEMO_POSTERS: 'false',
    PASSWORD_HASH_COST: '10',
    LOG_LEVEL: 'silent',
    // Test files share a loaded machine and PGlite blocks the loop while it migrates: shedding on
    // event-loop delay would refuse requests at random here, so it is off (0) and tested on its own.
    MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
}
