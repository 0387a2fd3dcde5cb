import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, logInAs, newContext } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** An upcoming demo event that takes RSVPs. */
async function rsvpEventId(context: BrowserContext): Promise<number> {
  const list = (await (await context.request.get('/api/events?ignoreLocation=true&limit=40')).json()) as {
    events: { id: number }[];
  };
  for (const { id } of list.events) {
    const state = (await (await context.request.get(`/api/events/${id}/rsvp`)).json()) as {
      settings: { isEnabled: boolean };
    };
    if (state.settings.isEnabled) return id;
  }
  throw new Error('no demo event takes RSVPs');
}

/**
 * Opens the event page with every script held back, so what shows is the server's HTML alone, and
 * answers a function that lets the scripts through. `frame.goto` is the browser's own: the journeys'
 * `page.goto` would wait for the page to be live, which it cannot be yet.
 */
async function openWithScriptsHeld(page: Page, path: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  // Module scripts run before DOMContentLoaded, so the page never gets there while they are held.
  await page.mainFrame().goto(path, { waitUntil: 'commit' });
  await page.waitForSelector('#root h1');
  return release;
}

const isLive = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'));

describe('a press made before the event page is live', () => {
  const cases: {
    name: string;
    press: (page: Page) => Promise<void>;
    check: (page: Page, context: BrowserContext, eventId: number) => Promise<void>;
  }[] = [
    {
      name: 'Share Event opens the share panel',
      press: (page) => page.getByRole('button', { name: 'Share Event' }).first().click(),
      check: async (page) => {
        await expect
          .poll(() => page.getByRole('dialog', { name: 'Share this event' }).isVisible())
          .toBe(true);
      },
    },
    {
      name: 'Going records the answer',
      press: (page) => page.getByRole('button', { name: 'Going', exact: true }).click(),
      check: async (page, context, eventId) => {
        await expect.poll(() => page.getByText("You're going").first().isVisible()).toBe(true);
        const state = (await (await context.request.get(`/api/events/${eventId}/rsvp`)).json()) as {
          myRsvp: { status: string } | null;
        };
        expect(state.myRsvp?.status).toBe('going');
      },
    },
    {
      name: 'the heart bookmarks the event',
      press: (page) =>
        page
          .getByRole('button', { name: /^Bookmark / })
          .first()
          .click(),
      check: async (page, context, eventId) => {
        await expect
          .poll(() =>
            page
              .getByRole('button', { name: /^Bookmark / })
              .first()
              .getAttribute('aria-pressed'),
          )
          .toBe('true');
        const bookmarks = (await (await context.request.get('/api/bookmarks')).json()) as { id: number }[];
        expect(bookmarks.map((event) => event.id)).toContain(eventId);
      },
    },
    {
      name: 'Add to Calendar opens its menu',
      press: (page) => page.getByRole('button', { name: 'Add to Calendar' }).click(),
      check: async (page) => {
        await expect
          .poll(() => page.getByRole('menuitem', { name: 'Download .ics file' }).isVisible())
          .toBe(true);
      },
    },
  ];

  for (const { name, press, check } of cases) {
    it(`is made once the page is live: ${name}`, async () => {
      const context = await newContext(browser);
      await logInAs(context);
      const eventId = await rsvpEventId(context);
      const page = await context.newPage();
      const release = await openWithScriptsHeld(page, `/events/${eventId}`);
      await press(page);
      expect(await isLive(page)).toBe(false);
      release();
      await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
      await check(page, context, eventId);
      await context.close();
    });
  }
});
