import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, logInAs, newContext } from './support/browser.ts';

// Every page names itself in the tab (WCAG 2.4.2 Page Titled): a distinct, descriptive <title>
// from the page's own data, never the site's default left over from index.html.

const DEFAULT_TITLE = 'Confetti: find your perfect party';
type Ids = { event: { id: number; title: string }; vendor: { id: number; name: string }; admin: string };
type Check = { path: (ids: Ids) => string; title: string | RegExp | ((ids: Ids) => string) };

const GUEST_PAGES: Check[] = [
  { path: () => '/auth', title: 'Log in · Confetti' },
  { path: () => '/verify-email', title: 'Verification failed · Confetti' },
  { path: () => '/no-such-page', title: 'Page not found · Confetti' },
  { path: () => '/events/2147483000', title: 'Event not found · Confetti' },
  { path: () => '/api/docs', title: 'API reference · Confetti' },
];

const ADMIN_PAGES: Check[] = [
  { path: () => '/', title: /^Confetti · / },
  { path: () => '/search?q=party', title: 'party · Search Events · Confetti' },
  { path: () => '/discover-events', title: 'Discover Events · Confetti' },
  { path: ({ event }) => `/events/${event.id}`, title: ({ event }) => `${event.title} · Confetti` },
  {
    path: ({ event }) => `/events/${event.id}/guests`,
    title: ({ event }) => `Guest list: ${event.title} · Confetti`,
  },
  { path: ({ event }) => `/events/${event.id}/edit`, title: ({ event }) => `Edit ${event.title} · Confetti` },
  { path: () => '/create-event', title: 'Host a New Party · Confetti' },
  { path: () => '/my-events', title: 'My Events · Confetti' },
  { path: () => '/chat-create-event', title: 'AI Party Planner · Confetti' },
  { path: () => '/profile', title: 'Your profile · Confetti' },
  { path: ({ admin }) => `/profile/${admin}`, title: ({ admin }) => `Administrator (@${admin}) · Confetti` },
  { path: () => '/vendors', title: 'Event Vendors · Confetti' },
  { path: ({ vendor }) => `/vendors/${vendor.id}`, title: ({ vendor }) => `${vendor.name} · ` },
  { path: () => '/vendors/new', title: 'Create Vendor Profile · Confetti' },
  { path: () => '/admin', title: 'Admin Dashboard · Confetti' },
  { path: () => '/admin/users', title: 'User Management · Confetti' },
  { path: () => '/admin/events', title: 'Event Management · Confetti' },
  { path: () => '/admin/vendors', title: 'Vendor Management · Confetti' },
  { path: () => '/admin/settings', title: 'Site Settings · Confetti' },
  { path: () => '/admin/generate-sample-events', title: 'Generate Sample Events · Confetti' },
  {
    path: ({ event }) => `/admin/events/${event.id}/image`,
    title: ({ event }) => `Image for ${event.title} · Confetti`,
  },
];

let browser: Browser;
let ids: Ids;

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  const events = await context.request.get('/api/events?ignoreLocation=true&when=upcoming&limit=1');
  const vendors = await context.request.get('/api/vendors?limit=1');
  ids = {
    event: ((await events.json()) as { events: { id: number; title: string }[] }).events[0]!,
    vendor: ((await vendors.json()) as { vendors: { id: number; name: string }[] }).vendors[0]!,
    admin: inject('adminUsername'),
  };
  await context.close();
});
afterAll(async () => browser?.close());

/** The tab title once the page has named itself (the default stays until its data arrives). */
async function settledTitle(page: Page): Promise<string> {
  await expect.poll(() => page.title(), { timeout: 20_000 }).not.toBe(DEFAULT_TITLE);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  return page.title();
}

async function readTitles(context: BrowserContext, checks: Check[]): Promise<string[]> {
  const titles: string[] = [];
  for (const check of checks) {
    const page = await context.newPage();
    const path = check.path(ids);
    // The API reference is not the app: it never marks itself hydrated, which page.goto waits for.
    if (path.startsWith('/api/')) await page.mainFrame().goto(`${baseUrl()}${path}`);
    else await page.goto(path);
    const title = await settledTitle(page);
    const expected = typeof check.title === 'function' ? check.title(ids) : check.title;
    if (expected instanceof RegExp) expect(title, path).toMatch(expected);
    else if (expected.endsWith(' · ')) expect(title.startsWith(expected), `${path}: ${title}`).toBe(true);
    else expect(title, path).toBe(expected);
    titles.push(title);
    await page.close();
  }
  return titles;
}

describe('page titles', () => {
  it('names every page distinctly, from its own data', { timeout: 300_000 }, async () => {
    const guest = await newContext(browser);
    const guestTitles = await readTitles(guest, GUEST_PAGES);
    await guest.close();
    const admin = await newContext(browser);
    await logInAs(admin, { username: inject('adminUsername'), password: inject('adminPassword') });
    const adminTitles = await readTitles(admin, ADMIN_PAGES);
    await admin.close();
    const all = [...guestTitles, ...adminTitles];
    expect(new Set(all).size, all.join('\n')).toBe(all.length);
  });
});
