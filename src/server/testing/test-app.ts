import type { FastifyInstance, LightMyRequestResponse, RouteOptions } from 'fastify';
import { buildApp } from '../app.ts';
import type { Env } from '../config/env.ts';
import type { Database } from '../db/client.ts';
import type { OutgoingMail } from '../lib/mail/mailer.ts';
import { createTestDb } from './test-db.ts';
import { buildTestEnv } from './test-env.ts';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  mails: OutgoingMail[];
  /** Move the app's clock; every service reads it through ctx.clock. */
  setNow(now: Date): void;
  close(): Promise<void>;
};

/** Env overrides for a test file that signs up many users from one address. */
export const MANY_SIGN_UPS = {
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  RATE_LIMIT_LOGIN_PER_HOUR: '1000',
} as const;

export type TestAppOptions = {
  /** Fix the app's clock at this instant (tests that depend on "now" never read the wall clock). */
  now?: Date;
  /** Sees every route as it is added. */
  onRoute?: (route: RouteOptions) => void;
  /** Receives the app's log lines (set LOG_LEVEL too). */
  logStream?: { write(line: string): void };
};

/** A fresh database and app for one test file; mail is captured instead of printed. */
export async function createTestApp(
  envOverrides: Partial<Record<keyof Env, string>> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const handle = await createTestDb();
  const mails: OutgoingMail[] = [];
  let current = options.now;
  const app = await buildApp({
    db: handle.db,
    dbKind: handle.kind,
    env: buildTestEnv(envOverrides),
    mailer: { send: async (mail) => void mails.push(mail) },
    ...(current ? { clock: () => current ?? new Date() } : {}),
    ...(options.onRoute ? { onRoute: options.onRoute } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
    jobs: { pollingIntervalSeconds: 0.5, maintenanceIntervalSeconds: 1 },
  });
  await app.ready();
  return {
    app,
    db: handle.db,
    mails,
    setNow(next) {
      if (!current) throw new Error('setNow needs an app created with { now }');
      current = next;
    },
    async close() {
      await app.close();
      await handle.close();
    },
  };
}

let counter = 0;
/** Valid registration fields, unique per call. */
export function buildRegistration(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const id = `${Date.now().toString(36)}${counter}`;
  return {
    username: `user${id}`,
    password: 'Party!Time9',
    confirmPassword: 'Party!Time9',
    email: `user${id}@example.com`,
    name: `Test User ${counter}`,
    ...overrides,
  };
}

/** The session cookie pair ("name=value") from a response, for the next request's Cookie header. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'confetti_session');
  if (!cookie) throw new Error(`no session cookie in response ${response.statusCode}: ${response.body}`);
  return `${cookie.name}=${cookie.value}`;
}

/** Registers and signs in a fresh user; returns the user and its cookie. */
export async function signUpAndLogIn(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
  ip = '10.9.8.7',
) {
  const registration = buildRegistration(overrides);
  const registered = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: registration,
    remoteAddress: ip,
  });
  if (registered.statusCode !== 201) throw new Error(`register failed: ${registered.body}`);
  const login = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { username: registration.username, password: registration.password },
    remoteAddress: ip,
  });
  return { user: login.json(), cookie: sessionCookieOf(login), registration };
}

/**
 * Polls an admin job (`GET /api/admin/jobs/{id}`) until it has finished one way or another, so a
 * test reads what the job wrote. Undefined when the queue no longer knows the job.
 */
export async function waitForJob(
  app: FastifyInstance,
  adminCookie: string,
  jobId: string,
  timeoutMs = 30_000,
): Promise<{ state: string; [key: string]: unknown } | undefined> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await app.inject({
      method: 'GET',
      url: `/api/admin/jobs/${jobId}`,
      headers: { cookie: adminCookie },
    });
    if (res.statusCode === 404) return undefined;
    if (res.statusCode !== 200) throw new Error(`job ${jobId}: ${res.statusCode} ${res.body}`);
    const job = res.json();
    if (['completed', 'failed', 'cancelled'].includes(job.state)) return job;
    if (Date.now() > until) throw new Error(`job ${jobId} still ${job.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
