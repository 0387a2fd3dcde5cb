import { type Env, loadEnv } from '../config/env.ts';

/** Test and tool defaults: everything optional left unset. */
export function buildTestEnv(overrides: Partial<Record<keyof Env, string>> = {}): Readonly<Env> {
  return loadEnv({ SEED_DEMO_DATA: 'false', PASSWORD_HASH_COST: '10', LOG_LEVEL: 'silent', ...overrides });
}
