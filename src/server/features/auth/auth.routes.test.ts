import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import {
  buildRegistration,
  createTestApp,
  sessionCookieOf,
  signUpAndLogIn,
  type TestApp,
} from '../../testing/test-app.ts';

let t: TestApp;
let ipCounter = 0;
/** Each test gets its own client address so the per-IP limits of one test do not leak into another. */
const nextIp = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

beforeAll(async () => {
  // Bursts of 30 sign-ins at once must all reach the lockout check, not the PGlite queue's limit.
  t = await createTestApp({
    RATE_LIMIT_REGISTER_PER_HOUR: '1000',
    RATE_LIMIT_LOGIN_PER_HOUR: '1000',
    PGLITE_MAX_QUEUE_WAIT_MS: '60000',
  });
});
afterAll(async () => t.close());

const register = (payload: unknown, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, remoteAddress: ip });
const login = (payload: unknown, headers: Record<string, string> = {}, ip = nextIp()) =>
  t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers, remoteAddress: ip });

function expectNoSecrets(body: string) {
  expect(body).not.toMatch(/password|scrypt\$|token/i);
}

describe('POST /api/register', () => {
  it('creates the account, answers 201 with the public user and mails a verification link', async () => {
    const reg = buildRegistration({ bio: 'Loves a good party', avatar: 'https://example.com/a.png' });
    const res = await register(reg);
    expect(res.statusCode).toBe(201);
    const user = res.json();
    expect(user).toMatchObject({
      username: reg.username,
      email: reg.email,
      name: reg.name,
      isAdmin: false,
      emailVerified: false,
    });
    expect(user.bio).toBe('Loves a good party');
    expectNoSecrets(res.body);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(reg.email);
    expect(mail.text).toMatch(/\/verify-email\?token=[A-Za-z0-9_-]{20,}/);
  });

  it('stores a scrypt hash, never the password, and no raw token', async () => {
    const reg = buildRegistration();
    await register(reg);
    const [row] = await t.db
      .select({ hash: users.passwordHash, token: users.verificationTokenHash })
      .from(users)
      .where(sql`${users.username} = ${reg.username}`);
    expect(row!.hash).toMatch(/^scrypt\$\d+\$8\$1\$/);
    expect(row!.hash).not.toContain(reg.password);
    const rawToken = t.mails.at(-1)!.text.match(/token=([A-Za-z0-9_-]+)/)![1]!;
    expect(row!.token).not.toBe(rawToken);
    expect(row!.token).toMatch(/^[0-9a-f]{64}$/);
  });

  it.each([
    ['Short1!', 'Password must be at least 8 characters'],
    ['lowercase1!', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1!', 'Password must contain at least one lowercase letter'],
    ['NoNumbers!!', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character'],
  ])('rejects the password %s with "%s"', async (password, message) => {
    const res = await register(buildRegistration({ password, confirmPassword: password }));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
    expect(res.json().issues).toContainEqual({ path: 'password', message });
  });

  it.each([
    [{ email: 'not-an-email' }, 'email', 'Invalid email address'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{ username: '' }, 'username', 'Username is required'],
    [{ avatar: 'nope' }, 'avatar', 'Must be a valid URL'],
  ])('rejects %j with the spec message on %s', async (override, path, message) => {
    const res = await register(buildRegistration(override));
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('answers 409 for a username that exists in any case', async () => {
    const reg = buildRegistration();
    expect((await register(reg)).statusCode).toBe(201);
    const res = await register(buildRegistration({ username: reg.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Username already exists');
  });

  it('answers 409 for an email that exists in any case', async () => {
    const reg = buildRegistration();
    await register(reg);
    const res = await register(buildRegistration({ email: reg.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('An account with this email already exists');
  });

  it.each([
    ['an empty body', undefined],
    ['an empty object', {}],
    ['an array', [1, 2]],
    ['wrong types', { username: 5, password: true, email: [], name: {} }],
    ['a huge name', buildRegistration({ name: 'x'.repeat(5000) })],
    ['a huge password', buildRegistration({ password: `Aa1!${'x'.repeat(10_000)}` })],
    ['an unknown field', buildRegistration({ isAdmin: true })],
  ])('answers 400 and creates nothing for %s', async (_label, payload) => {
    const before = await t.db.$count(users);
    const res = await register(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect(await t.db.$count(users)).toBe(before);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: '{"username":',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Request body is not valid JSON');
  });
});

describe('POST /api/login', () => {
  it('signs in with username or email and sets an HTTP-only, SameSite=Lax session cookie', async () => {
    const reg = buildRegistration();
    await register(reg);
    for (const name of [reg.username, reg.email.toUpperCase()]) {
      const res = await login({ username: name, password: reg.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().username).toBe(reg.username);
      expectNoSecrets(res.body);
      const cookie = res.cookies.find((c) => c.name === 'confetti_session')!;
      expect(cookie.httpOnly).toBe(true);
      expect(cookie.sameSite).toBe('Lax');
      expect(cookie.secure).toBeFalsy();
    }
  });

  it('answers 401 for a wrong password and for an unknown user', async () => {
    const reg = buildRegistration();
    await register(reg);
    const wrong = await login({ username: reg.username, password: 'Wrong!Pass1' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid username or password');
    const unknown = await login({ username: 'nobody-here', password: 'Wrong!Pass1' });
    expect(unknown.statusCode).toBe(401);
  });

  it.each([
    [{ password: 'x' }, 'username', 'Username is required'],
    [{ username: 'x' }, 'password', 'Password is required'],
    [{ username: '', password: '' }, 'username', 'Username is required'],
  ])('answers 400 for %j', async (payload, path, message) => {
    const res = await login(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('rotates the session: the cookie held before signing in stops working', async () => {
    const { cookie: oldCookie, registration } = await signUpAndLogIn(t.app, {}, nextIp());
    const res = await login(
      { username: registration.username, password: registration.password },
      { cookie: oldCookie },
    );
    const newCookie = sessionCookieOf(res);
    expect(newCookie).not.toBe(oldCookie);
    const oldUser = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: oldCookie } });
    expect(oldUser.statusCode).toBe(401);
    const newUser = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie: newCookie } });
    expect(newUser.statusCode).toBe(200);
  });

  it('locks an account after 5 failures in a row with 429, even for the right password, and not others', async () => {
    const reg = buildRegistration();
    const other = buildRegistration();
    await register(reg);
    await register(other);
    for (let i = 0; i < 5; i++) {
      expect((await login({ username: reg.username, password: `Wrong!Pass${i}` })).statusCode).toBe(401);
    }
    const locked = await login({ username: reg.username, password: reg.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().message).toMatch(
      /Too many failed sign-ins for this account\. Try again in \d+ minutes/,
    );
    expect(locked.headers['retry-after']).toBeDefined();
    expect((await login({ username: other.username, password: other.password })).statusCode).toBe(200);
  });

  it('checks exactly 5 of 30 wrong passwords sent at once; the other 25 are refused unchecked', async () => {
    const reg = buildRegistration();
    await register(reg);
    const codes = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) => login({ username: reg.username, password: `Wrong!Pass${i}` })),
      )
    ).map((r) => r.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    expect((await login({ username: reg.username, password: reg.password })).statusCode).toBe(429);
  });

  it('checks exactly 5 of 30 attempts at once when the right password is among them', async () => {
    const reg = buildRegistration();
    await register(reg);
    const codes = (
      await Promise.all(
        Array.from({ length: 30 }, (_, i) =>
          login({ username: reg.username, password: i === 2 ? reg.password : `Wrong!Pass${i}` }),
        ),
      )
    ).map((r) => r.statusCode);
    // Wrong passwords keep their places, so at most 5 are checked; the right one, if it got a place,
    // gives its own back (a success is not a failure), which lets one more in at most.
    const wrongChecked = codes.filter((c) => c === 401).length;
    const signedIn = codes.filter((c) => c === 200).length;
    expect(wrongChecked).toBeLessThanOrEqual(5);
    expect(signedIn).toBeLessThanOrEqual(1);
    expect(wrongChecked + signedIn).toBeGreaterThanOrEqual(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(30 - wrongChecked - signedIn);
  });

  it('a success resets the failure count', async () => {
    const reg = buildRegistration();
    await register(reg);
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 4; i++) await login({ username: reg.username, password: 'Wrong!Pass1' });
      expect((await login({ username: reg.username, password: reg.password })).statusCode).toBe(200);
    }
  });

  it('marks the cookie Secure when served over HTTPS behind a trusted proxy', async () => {
    const secure = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const { registration } = await signUpAndLogIn(secure.app);
      const res = await secure.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: registration.username, password: registration.password },
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(res.cookies.find((c) => c.name === 'confetti_session')!.secure).toBe(true);
    } finally {
      await secure.close();
    }
  });
});

describe('rate limits per address', () => {
  it('answers 429 with a message past the sign-in and registration limits of one address', async () => {
    const limited = await createTestApp({
      RATE_LIMIT_REGISTER_PER_HOUR: '2',
      RATE_LIMIT_LOGIN_PER_HOUR: '3',
    });
    try {
      const regs = [buildRegistration(), buildRegistration(), buildRegistration()];
      const codes = [];
      for (const r of regs)
        codes.push(
          (
            await limited.app.inject({
              method: 'POST',
              url: '/api/register',
              payload: r,
              remoteAddress: '1.2.3.4',
            })
          ).statusCode,
        );
      expect(codes).toEqual([201, 201, 429]);
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: regs[2],
        remoteAddress: '5.6.7.8',
      });
      expect(other.statusCode).toBe(201);

      const attempt = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/login',
          payload: { username: regs[0]!.username, password: regs[0]!.password },
          remoteAddress: '1.2.3.4',
        });
      const loginCodes = [];
      for (let i = 0; i < 4; i++) loginCodes.push((await attempt()).statusCode);
      expect(loginCodes).toEqual([200, 200, 200, 429]);
      expect((await attempt()).json().message).toMatch(/Too many sign-in attempts from your network/);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/user', () => {
  it('answers 401 without a session and the user with one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    const bogus = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { cookie: 'confetti_session=forged' },
    });
    expect(bogus.statusCode).toBe(401);
    const { cookie, registration } = await signUpAndLogIn(t.app, {}, nextIp());
    const res = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json().username).toBe(registration.username);
    expectNoSecrets(res.body);
  });
});

describe('POST /api/logout', () => {
  it('ends the session on the server, not just in the browser', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    const res = await t.app.inject({ method: 'POST', url: '/api/logout', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'confetti_session')!.value).toBe('');
    expect((await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } })).statusCode).toBe(
      401,
    );
  });
});

describe('PATCH /api/user', () => {
  it('answers 401 for a guest', async () => {
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', payload: { name: 'X' } });
    expect(res.statusCode).toBe(401);
  });

  it('updates the profile and clears the avatar with an empty string', async () => {
    const { cookie } = await signUpAndLogIn(t.app, { avatar: 'https://example.com/me.png' }, nextIp());
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie },
      payload: { name: 'Renamed Person', bio: 'New bio', avatar: '' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Person', bio: 'New bio', avatar: null });
  });

  it.each([
    [{ username: 'a' }, 'username', 'Username must be at least 2 characters'],
    [{ name: '' }, 'name', 'Name is required'],
    [{ avatar: 'not a url' }, 'avatar', 'Must be a valid URL'],
  ])('answers 400 for %j', async (payload, path, message) => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: { cookie }, payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().issues).toContainEqual({ path, message });
  });

  it('refuses fields users may not set, such as isAdmin or email', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    for (const payload of [{ isAdmin: true }, { email: 'x@example.com' }, { password: 'Another!Pass1' }]) {
      const res = await t.app.inject({ method: 'PATCH', url: '/api/user', headers: { cookie }, payload });
      expect(res.statusCode).toBe(400);
    }
    const me = await t.app.inject({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.json().isAdmin).toBe(false);
  });

  it('answers 409 when the new username is taken', async () => {
    const first = await signUpAndLogIn(t.app, {}, nextIp());
    const second = await signUpAndLogIn(t.app, {}, nextIp());
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie: second.cookie },
      payload: { username: first.registration.username },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Username already exists');
  });
});

describe('POST /api/verify-email', () => {
  it('verifies the address once with the mailed token', async () => {
    const reg = buildRegistration();
    await register(reg);
    const token = t.mails.at(-1)!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const first = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(first.statusCode).toBe(200);
    const me = await login({ username: reg.username, password: reg.password });
    expect(me.json().emailVerified).toBe(true);
    const again = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload: { token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This verification link is invalid or has already been used');
  });

  it.each([[{}], [{ token: '' }], [{ token: 'made-up' }], [{ token: 42 }]])(
    'answers 400 for %j',
    async (payload) => {
      const res = await t.app.inject({ method: 'POST', url: '/api/verify-email', payload });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    },
  );
});

describe('POST /api/resend-verification', () => {
  const resend = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/resend-verification', headers: cookie ? { cookie } : {} });
  const tokenOf = (text: string) => text.match(/token=([A-Za-z0-9_-]+)/)![1]!;

  it('mails a fresh link to an unverified account; the old link stops working, the new one verifies', async () => {
    const { cookie, registration } = await signUpAndLogIn(t.app, {}, nextIp());
    const oldToken = tokenOf(t.mails.at(-1)!.text);
    const sentBefore = t.mails.length;
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`We sent a new verification link to ${registration.email}.`);
    expect(t.mails).toHaveLength(sentBefore + 1);
    const mail = t.mails.at(-1)!;
    expect(mail.to).toBe(registration.email);
    const newToken = tokenOf(mail.text);
    expect(newToken).not.toBe(oldToken);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: oldToken },
    });
    expect(stale.statusCode).toBe(400);
    const fresh = await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: newToken },
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('sends nothing to a verified account and says so', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    await t.app.inject({
      method: 'POST',
      url: '/api/verify-email',
      payload: { token: tokenOf(t.mails.at(-1)!.text) },
    });
    const sentBefore = t.mails.length;
    const res = await resend(cookie);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('Your email address is already verified.');
    expect(t.mails).toHaveLength(sentBefore);
  });

  it('answers 401 to a guest', async () => {
    const res = await resend();
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('allows 3 resends an hour per account, then answers 429 with the wait and sends nothing', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    for (let i = 0; i < 3; i++) expect((await resend(cookie)).statusCode).toBe(200);
    const sentBefore = t.mails.length;
    const limited = await resend(cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^You asked for the verification email several times\. .*try again in \d+ minutes\.$/,
    );
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.mails).toHaveLength(sentBefore);
    // Another account is not held back by the first one's limit.
    const other = await signUpAndLogIn(t.app, {}, nextIp());
    expect((await resend(other.cookie)).statusCode).toBe(200);
  });
});

describe('CSRF defence', () => {
  it('blocks a cookie-authenticated write from another origin', async () => {
    const { cookie } = await signUpAndLogIn(t.app, {}, nextIp());
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie, origin: 'https://evil.example', host: 'localhost:3000' },
      payload: { name: 'Pwned' },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().code).toBe('CSRF_REJECTED');
    const crossSite = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    const same = await t.app.inject({
      method: 'PATCH',
      url: '/api/user',
      headers: { cookie, origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { name: 'Legit' },
    });
    expect(same.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBeDefined();
  });

  it('answers unknown API paths with the shared 404 body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'No route for GET /api/nope' });
  });
});
