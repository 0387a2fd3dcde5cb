import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildRegistration, createTestApp, signUpAndLogIn, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

let ip = 0;
const nextIp = () => `10.77.0.${++ip}`;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0';

describe('CSRF: scheme, host and port', () => {
  it('refuses an https Origin on an http app, and another port', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    for (const origin of ['https://localhost:3000', 'http://localhost:3001']) {
      const res = await t.app.inject({
        method: 'PATCH',
        url: '/api/user',
        headers: { cookie, origin, host: 'localhost:3000' },
        payload: { name: 'Pwned' },
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('CSRF_REJECTED');
    }
  });

  it('refuses a browser write carrying the session cookie with neither Origin nor Referer', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie, 'user-agent': BROWSER },
      payload: { name: 'Pwned' },
    });
    expect(res.statusCode).toBe(403);
    const withReferer = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: {
        cookie,
        'user-agent': BROWSER,
        referer: 'http://localhost:80/profile',
        host: 'localhost:80',
      },
      payload: { name: 'Legit' },
    });
    expect(withReferer.statusCode).toBe(200);
  });
});

describe('Cache-Control on user-specific answers', () => {
  it('marks /api/user and a signed-in list private, no-store', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    for (const url of ['/api/user', '/api/events']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('account lockout', () => {
  it('counts failures per account whichever of username or email is typed', async () => {
    const reg = buildRegistration();
    const from = nextIp();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: reg,
      remoteAddress: from,
    });
    expect(registered.statusCode).toBe(201);
    const login = (username: string, password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
        remoteAddress: from,
      });
    for (let i = 0; i < 5; i++) expect((await login(reg.username, `Wrong!Pass${i}`)).statusCode).toBe(401);
    const viaEmail = await login(reg.email, reg.password);
    expect(viaEmail.statusCode).toBe(429);
    expect(viaEmail.json().message).toMatch(/Too many failed sign-ins for this account/);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent for a request that arrived over TLS as told by a trusted proxy, for a year', async () => {
    const behindProxy = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      for (const url of ['/api/health', '/api/events?ignoreLocation=true']) {
        const res = await behindProxy.app.inject({
          method: 'GET',
          url,
          headers: { 'x-forwarded-proto': 'https' },
        });
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
      }
      const plain = await behindProxy.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'http' },
      });
      expect(plain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await behindProxy.close();
    }
  });

  it('is not sent on plain HTTP, nor when an untrusted client claims HTTPS', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
