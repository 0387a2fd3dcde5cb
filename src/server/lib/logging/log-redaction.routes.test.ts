import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, createTestApp, type TestApp } from '../../testing/test-app.ts';

/** Every line the app logs during the test. */
const lines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
  // A constraint the app does not know about makes the user insert itself fail inside PostgreSQL.
  await t.db.execute(sql`alter table users add constraint test_forced_failure check (name <> 'Boom Name')`);
});
afterAll(async () => t.close());

describe('log redaction', () => {
  it('logs a failed user insert without its parameters, the password, hashes or tokens', async () => {
    const registration = buildRegistration({ name: 'Boom Name', bio: 'unique-bio-marker-42' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: registration,
      headers: { cookie: 'confetti_session=secret-session-token-value' },
      remoteAddress: '10.66.0.1',
    });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    const log = lines.join('');
    // The failure itself is logged, so the checks below look at a real error line.
    expect(log).toMatch(/Failed query: insert into/);
    expect(log).not.toMatch(/scrypt\$/);
    expect(log).not.toContain(registration.password);
    expect(log).not.toContain(registration.email);
    expect(log).not.toContain('unique-bio-marker-42');
    expect(log).not.toContain('secret-session-token-value');
    expect(log).not.toMatch(/[0-9a-f]{64}/); // no token hash
  });
});
