import { mkdirSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from './chromium.ts';

export const SCREENSHOT_DIR = 'test-results/e2e';

/** Debian's Chromium (CHROMIUM_PATH overrides), headless with the flags this machine needs. */
export function launchBrowser(): Promise<Browser> {
  return launchChromium();
}

export const baseUrl = () => inject('baseUrl');

/** Content-Security-Policy violations seen by any page of any context made here. */
export const cspViolations: string[] = [];

/**
 * The server renders the home and event pages, and the browser then hydrates them: until it has,
 * their buttons do nothing. A journey's goto and reload return once the app has marked the page live
 * (<html data-hydrated>), as a person would wait for the page to respond.
 */
function waitForLiveOnLoad(page: Page): void {
  const live = async <T>(response: T): Promise<T> => {
    const type = (response as { headers?: () => Record<string, string> } | null)?.headers?.()['content-type'];
    if (type?.startsWith('text/html'))
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
    return response;
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => live(await goto(...args));
  page.reload = async (...args) => live(await reload(...args));
}

export async function newContext(browser: Browser, width = 1280): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width, height: width > 600 ? 860 : 844 },
  });
  // The built app must satisfy its own strict CSP: any violation is recorded and fails the journey.
  context.on('page', (page) => {
    waitForLiveOnLoad(page);
    page.on('console', (message) => {
      if (/Content[ -]Security[ -]Policy/i.test(message.text()))
        cspViolations.push(`${page.url()}: ${message.text()}`);
    });
  });
  return context;
}

/** Saves a full-page screenshot under test-results/e2e (git-ignored). */
export async function saveScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

let counter = 0;
export function uniqueName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * Fixture over clicks: creates an account through the API and puts its session cookie in the
 * context, so journeys that are not about signing in start signed in.
 */
export async function logInAs(context: BrowserContext, credentials?: { username: string; password: string }) {
  const creds = credentials ?? (await registerThroughApi(context));
  const res = await context.request.post('/api/login', { data: creds, headers: { origin: baseUrl() } });
  if (!res.ok()) throw new Error(`login fixture failed: ${res.status()} ${await res.text()}`);
  return creds;
}

export async function registerThroughApi(context: BrowserContext) {
  const username = uniqueName('e2e');
  const data = {
    username,
    password: 'Fixture!Pass1',
    email: `${username}@example.com`,
    name: `E2E ${username}`,
  };
  const res = await context.request.post('/api/register', { data, headers: { origin: baseUrl() } });
  if (!res.ok()) throw new Error(`register fixture failed: ${res.status()} ${await res.text()}`);
  return { username, password: data.password };
}
