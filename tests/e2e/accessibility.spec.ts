import AxeBuilder from '@axe-core/playwright';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, launchBrowser, logInAs, newContext } from './support/browser.ts';
import { wallTimeDaysAhead } from './support/dates.ts';

// axe-core (WCAG 2 A/AA and best practice) on every page, as a guest, a user and an administrator,
// at a phone's and a laptop's width, with menus and dialogs open. Serious and critical violations
// fail; moderate and minor ones are printed for the report.
// To cover a new page, add it to PAGES (and an `open` step for anything it shows on demand).

type Role = 'guest' | 'user' | 'admin';
type Ids = { eventId: number; seriesEventId: number; vendorId: number; adminUsername: string };
type Check = {
  path: (ids: Ids) => string;
  roles: Role[];
  /** Opens a menu or dialog before the scan; runs after the page's h1 is visible. */
  open?: (page: Page, width: number) => Promise<void>;
  /** A page outside the app (the API reference): what shows it is ready, instead of one h1 in main. */
  readySelector?: string;
  name: string;
};

const WIDTHS = [390, 1280];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];
const FAILING_IMPACTS = new Set(['serious', 'critical']);
const ALL: Role[] = ['guest', 'user', 'admin'];

const openNavigation = async (page: Page, width: number) => {
  if (width < 768) await page.getByRole('button', { name: 'Open menu' }).click();
  else await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.waitForTimeout(300);
};

/** Scrolls to the end, so what renders when near (maps, lower cards) is on the page for the scan. */
const scrollThrough = async (page: Page) => {
  for (let i = 0; i < 20; i++) {
    const atEnd = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(150);
    if (atEnd) break;
  }
  await page.waitForLoadState('networkidle').catch(() => undefined);
};

const PAGES: Check[] = [
  { name: 'home', path: () => '/', roles: ALL },
  { name: 'home, navigation open', path: () => '/', roles: ['user'], open: openNavigation },
  { name: 'auth', path: () => '/auth', roles: ['guest'] },
  { name: 'search', path: () => '/search?q=party', roles: ALL },
  { name: 'event', path: ({ eventId }) => `/events/${eventId}`, roles: ALL, open: scrollThrough },
  {
    name: 'event, bookmarked',
    path: ({ eventId }) => `/events/${eventId}`,
    roles: ['user'],
    open: async (page) => {
      const heart = page.locator('main header').getByRole('button', { name: /^Bookmark / });
      await heart.click();
      await page.locator('main header [aria-pressed="true"]').waitFor();
    },
  },
  {
    name: 'event, Add to Calendar open',
    path: ({ eventId }) => `/events/${eventId}`,
    roles: ['user'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Add to Calendar' }).first().click();
      await page.getByRole('menuitem').first().waitFor();
    },
  },
  { name: 'vendors', path: () => '/vendors', roles: ['guest', 'user'] },
  { name: 'my events', path: () => '/my-events', roles: ['user'] },
  { name: 'profile', path: () => '/profile', roles: ['user'] },
  { name: 'create event', path: () => '/create-event', roles: ['user', 'admin'] },
  {
    name: 'create event, repeating weekly',
    path: () => '/create-event',
    roles: ['user'],
    open: async (page) => {
      await page.getByRole('combobox', { name: 'How often' }).click();
      await page.getByRole('option', { name: 'Weekly' }).click();
      await page.getByRole('button', { name: 'Monday' }).waitFor();
    },
  },
  { name: 'repeating event', path: ({ seriesEventId }) => `/events/${seriesEventId}`, roles: ALL },
  {
    name: 'repeating event, cancel dialog open',
    path: ({ seriesEventId }) => `/events/${seriesEventId}`,
    roles: ['admin'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Cancel this date' }).click();
      await page.getByRole('alertdialog').waitFor();
    },
  },
  {
    name: 'edit repeating event',
    path: ({ seriesEventId }) => `/events/${seriesEventId}/edit`,
    roles: ['admin'],
  },
  { name: 'admin dashboard', path: () => '/admin', roles: ['admin'] },
  { name: 'admin events', path: () => '/admin/events', roles: ['admin'] },
  { name: 'admin users', path: () => '/admin/users', roles: ['admin'] },
  { name: 'image wizard', path: ({ eventId }) => `/admin/events/${eventId}/image`, roles: ['admin'] },
  { name: 'admin vendors', path: () => '/admin/vendors', roles: ['admin'] },
  { name: 'admin settings', path: () => '/admin/settings', roles: ['admin'] },
  { name: 'sample events', path: () => '/admin/generate-sample-events', roles: ['admin'] },
  { name: 'vendor', path: ({ vendorId }) => `/vendors/${vendorId}`, roles: ALL, open: scrollThrough },
  { name: 'new vendor', path: () => '/vendors/new', roles: ['user'] },
  { name: 'discover events', path: () => '/discover-events', roles: ['guest', 'admin'] },
  { name: 'planner', path: () => '/chat-create-event', roles: ['user'] },
  { name: 'guest list', path: ({ seriesEventId }) => `/events/${seriesEventId}/guests`, roles: ['admin'] },
  { name: 'public profile', path: ({ adminUsername }) => `/profile/${adminUsername}`, roles: ['guest'] },
  { name: 'not found', path: () => '/no-such-page', roles: ['guest'] },
  { name: 'API reference', path: () => '/api/docs', roles: ['guest'], readySelector: '.swagger-ui .opblock' },
];

let browser: Browser;
let eventId: number;
let seriesEventId: number;
let vendorId: number;
const moderate = new Set<string>();

beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(`${baseUrl()}/api/events?ignoreLocation=true&when=upcoming&limit=1`);
  eventId = ((await res.json()) as { events: { id: number }[] }).events[0]!.id;
  const vendors = await fetch(`${baseUrl()}/api/vendors?ignoreLocation=true&limit=1`);
  vendorId = ((await vendors.json()) as { vendors: { id: number }[] }).vendors[0]!.id;
  // A weekly party the administrator hosts: its page has the series card and the host's controls.
  const host = await contextFor('admin', 1280);
  const created = await host.request.post('/api/events', {
    data: {
      title: 'Accessibility Book Club',
      description: 'One chapter a week, with tea.',
      location: 'Stockton, CA',
      category: 'Social',
      date: wallTimeDaysAhead(30, '18:30'),
      recurrence: { frequency: 'weekly', count: 4 },
    },
    headers: { origin: baseUrl() },
  });
  if (!created.ok()) throw new Error(`series fixture: ${created.status()} ${await created.text()}`);
  seriesEventId = ((await created.json()) as { id: number }).id;
  await host.close();
});
afterAll(async () => {
  await browser?.close();
  if (moderate.size) console.log(`axe moderate/minor findings:\n${[...moreLines(moderate)].join('\n')}`);
});

function* moreLines(lines: Set<string>) {
  for (const line of [...lines].sort()) yield `  ${line}`;
}

async function contextFor(role: Role, width: number): Promise<BrowserContext> {
  const context = await newContext(browser, width);
  if (role === 'user') await logInAs(context);
  if (role === 'admin') {
    await logInAs(context, { username: inject('adminUsername'), password: inject('adminPassword') });
  }
  return context;
}

describe('accessibility (axe-core)', () => {
  for (const role of ALL) {
    for (const width of WIDTHS) {
      it(`has no serious or critical violations as ${role} at ${width}px`, { timeout: 300_000 }, async () => {
        const context = await contextFor(role, width);
        const failures: string[] = [];
        try {
          for (const check of PAGES.filter((p) => p.roles.includes(role))) {
            const page = await context.newPage();
            const path = check.path({
              eventId,
              seriesEventId,
              vendorId,
              adminUsername: inject('adminUsername'),
            });
            // A page outside the app never marks itself hydrated, which page.goto waits for.
            if (check.readySelector) await page.mainFrame().goto(`${baseUrl()}${path}`);
            else await page.goto(path);
            await page
              .locator(check.readySelector ?? 'main h1')
              .first()
              .waitFor({ state: 'visible', timeout: 30_000 });
            await page.waitForLoadState('networkidle').catch(() => undefined);
            if (check.open) await check.open(page, width);
            // Colours are judged once what is fading or sliding in (a toast, a menu) has arrived.
            await page.waitForFunction(() =>
              document
                .getAnimations()
                .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
            );
            const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
            for (const violation of results.violations) {
              const where = violation.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ');
              const line = `${check.name} (${role}, ${width}px): ${violation.id} [${violation.impact}] ${where}`;
              if (FAILING_IMPACTS.has(violation.impact ?? '')) failures.push(line);
              else moderate.add(`${check.name}: ${violation.id} [${violation.impact}]`);
            }
            const h1s = await page.locator('h1').count();
            if (h1s !== 1 && !check.readySelector)
              failures.push(`${check.name} (${role}, ${width}px): ${h1s} h1 elements`);
            await page.close();
          }
        } finally {
          await context.close();
        }
        expect(failures).toEqual([]);
      });
    }
  }
});
