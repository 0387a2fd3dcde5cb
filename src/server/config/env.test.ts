import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.ts';

describe('loadEnv', () => {
  it('defaults let a household or office share one address: 30 sign-ups and 100 sign-ins an hour', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe('./data');
    expect(env.RATE_LIMIT_REGISTER_PER_HOUR).toBeGreaterThanOrEqual(30);
    expect(env.RATE_LIMIT_LOGIN_PER_HOUR).toBeGreaterThanOrEqual(100);
    expect(env.LOGIN_MAX_FAILURES).toBeLessThanOrEqual(10);
    expect(env.SEED_DEMO_DATA).toBe(true);
  });

  it('fails naming every bad variable', () => {
    expect(() => loadEnv({ PORT: 'eighty', DATABASE_URL: 'not a url' })).toThrow(/PORT[\s\S]*DATABASE_URL/);
    expect(() => loadEnv({ ADMIN_USERNAME: 'root' })).toThrow(
      /ADMIN_USERNAME, ADMIN_PASSWORD and ADMIN_EMAIL must be set together/,
    );
  });

  it('turns the demo seed off with SEED_DEMO_DATA=false', () => {
    expect(loadEnv({ SEED_DEMO_DATA: 'false' }).SEED_DEMO_DATA).toBe(false);
  });

  it('draws the demo posters unless DEMO_POSTERS=false', () => {
    expect(loadEnv({}).DEMO_POSTERS).toBe(true);
    expect(loadEnv({ DEMO_POSTERS: 'false' }).DEMO_POSTERS).toBe(false);
  });
});
