import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../config/env.ts';
import { buildRegistration, createTestApp, type TestApp } from '../../testing/test-app.ts';
import { isAllowedHost } from './site-url.ts';

describe('isAllowedHost', () => {
  it('trusts the loopback names on any port', () => {
    for (const host of ['localhost', 'localhost:3000', '127.0.0.1:5400', '[::1]:8080', 'LOCALHOST:1']) {
      expect(isAllowedHost(host, [])).toBe(true);
    }
  });

  it('trusts a listed name on any port, and a listed host:port on that port only', () => {
    const allowed = ['party.example.com', 'staging.example.com:8443'];
    expect(isAllowedHost('party.example.com', allowed)).toBe(true);
    expect(isAllowedHost('Party.Example.com:8080', allowed)).toBe(true);
    expect(isAllowedHost('staging.example.com:8443', allowed)).toBe(true);
    expect(isAllowedHost('staging.example.com', allowed)).toBe(false);
    expect(isAllowedHost('staging.example.com:9000', allowed)).toBe(false);
  });

  it('refuses every other name and anything that is not a host', () => {
    const allowed = ['party.example.com'];
    for (const host of [
      'evil.example',
      'party.example.com.evil.example',
      'evil.example/party.example.com',
      '',
    ]) {
      expect(isAllowedHost(host, allowed)).toBe(false);
    }
    expect(isAllowedHost('x@party.example.com', allowed)).toBe(false);
  });
});

describe('ALLOWED_HOSTS setting', () => {
  it('reads a comma-separated list in lower case and refuses a value that is not a host', () => {
    expect(loadEnv({ ALLOWED_HOSTS: ' Party.example.com , b.example:8080,' }).ALLOWED_HOSTS).toEqual([
      'party.example.com',
      'b.example:8080',
    ]);
    expect(loadEnv({}).ALLOWED_HOSTS).toEqual([]);
    expect(() => loadEnv({ ALLOWED_HOSTS: 'https://party.example.com/' })).toThrow(/ALLOWED_HOSTS/);
  });
});

const tokenLinkOf = (t: TestApp) => t.mails.at(-1)!.text.match(/\S*\/verify-email\?token=\S+/)![0];

function registerVia(t: TestApp, host: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/register',
    headers: { host, origin: `http://${host}` },
    payload: buildRegistration(),
  });
}

describe('mailed links without PUBLIC_URL', () => {
  describe('with ALLOWED_HOSTS unset', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ RATE_LIMIT_REGISTER_PER_HOUR: '1000' });
    });
    afterAll(async () => t.close());

    it('never builds the verification link from a Host the server does not answer for', async () => {
      const res = await registerVia(t, 'evil.example');
      expect(res.statusCode).toBe(201);
      const link = tokenLinkOf(t);
      expect(link).not.toContain('evil.example');
      expect(new URL(link).hostname).not.toBe('evil.example');
    });

    it('uses a loopback Host as given', async () => {
      expect((await registerVia(t, 'localhost:5400')).statusCode).toBe(201);
      expect(tokenLinkOf(t)).toMatch(/^http:\/\/localhost:5400\/verify-email\?token=/);
    });
  });

  describe('with ALLOWED_HOSTS set', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        RATE_LIMIT_REGISTER_PER_HOUR: '1000',
        ALLOWED_HOSTS: 'party.example.com,b.example',
      });
    });
    afterAll(async () => t.close());

    it('uses an allowed Host as given', async () => {
      expect((await registerVia(t, 'b.example')).statusCode).toBe(201);
      expect(tokenLinkOf(t)).toMatch(/^http:\/\/b\.example\/verify-email\?token=/);
    });

    it('falls back to the first allowed host for any other Host', async () => {
      expect((await registerVia(t, 'evil.example')).statusCode).toBe(201);
      expect(tokenLinkOf(t)).toMatch(/^http:\/\/party\.example\.com\/verify-email\?token=/);
    });
  });
});
