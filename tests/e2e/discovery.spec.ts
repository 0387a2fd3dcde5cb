import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildDemoData } from '#server/db/seed/demo-data.ts';
import { BANNER_KINDS } from '#shared/lib/event-image.ts';
import {
  baseUrl,
  launchBrowser,
  logInAs,
  newContext,
  SCREENSHOT_DIR,
  saveScreenshot,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The server draws each category banner on first request; draw them now so screenshots show them.
  for (const kind of BANNER_KINDS) await fetch(`${baseUrl()}/banners/${kind}.png`);
});
afterAll(async () => browser?.close());

const eventsHeading = (page: Page) => page.getByRole('heading', { level: 2, name: /Upcoming Event/ });

/**
 * Cards load their pictures lazily, and Chromium paints a full-page screenshot without waiting for
 * pictures below the fold: load and decode them all first.
 */
async function loadAllImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) image.loading = 'eager';
    const settle = (image: HTMLImageElement) => image.decode().catch(() => undefined);
    await Promise.race([Promise.all(images.map(settle)), new Promise((r) => setTimeout(r, 15_000))]);
  });
  await page.waitForLoadState('networkidle');
}

/**
 * Demo events named for a holiday whose word reads as a category that only ranks. The seed dates
 * each on its next occurrence (or up to 60 days back), so which of them is still ahead depends on
 * the day the suite runs: take one at least two days ahead by the seed's own rule. Between them the
 * two first entries cover every day of the year.
 */
const HOLIDAY_EVENTS = [
  { word: 'THANKSGIVING', key: 'tracy-turkey-trot' },
  { word: 'JUNETEENTH', key: 'philadelphia-juneteenth-celebration' },
  { word: 'DIWALI', key: 'tracy-diwali-night-market' },
];
function upcomingHolidayEvent(): { word: string; title: string } {
  const now = new Date();
  const soon = now.getTime() + 2 * 86_400_000;
  const events = buildDemoData(now).events;
  for (const { word, key } of HOLIDAY_EVENTS) {
    const event = events.find((candidate) => candidate.key === key);
    if (event && event.startsAt.getTime() > soon) return { word, title: event.title };
  }
  throw new Error('no holiday demo event is two days ahead: the seed or HOLIDAY_EVENTS changed');
}

/**
 * "live music near sacramento in <month>", naming the month of the demo's Sacramento concert (the
 * seed dates it a week or so from its first start), so the search finds it whatever today is.
 */
function sacramentoConcertSearch(): string {
  const concert = buildDemoData(new Date()).events.find((e) => e.key === 'sacramento-indie-night');
  if (!concert) throw new Error('the demo Sacramento concert is gone: the seed changed');
  const month = concert.startsAt
    .toLocaleString('en-US', { month: 'long', timeZone: concert.timeZone })
    .toLowerCase();
  return `/search?q=live+music+near+sacramento+in+${month}`;
}

async function cardEventId(card: Locator): Promise<number> {
  const href = await card.getByRole('link', { name: /^View Details/ }).getAttribute('href');
  return Number(href?.split('/').pop());
}

async function shootBothWidths(path: string, name: string, ready: (page: Page) => Promise<void>) {
  for (const width of [1280, 390]) {
    const context = await newContext(browser, width);
    const page = await context.newPage();
    await page.goto(path);
    await ready(page);
    await loadAllImages(page);
    await saveScreenshot(page, `${name}-${width}`);
    await context.close();
  }
}

describe('discovery journey', () => {
  it('searches in plain English from the home page, shows what it understood, and opens an event', async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/');
    await expect
      .poll(() => eventsHeading(page).textContent())
      .toMatch(/^\d+ Upcoming Events? near Stockton$/);
    expect(await page.getByText('Showing events near Stockton, CA').isVisible()).toBe(true);

    await page.getByRole('searchbox', { name: 'Search events' }).fill('concerts in austin');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/search');
    expect(new URL(page.url()).searchParams.get('q')).toBe('concerts in austin');
    await expect
      .poll(() => page.getByRole('button', { name: 'Remove category Concert' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Remove place Austin, TX' }).isVisible()).toBe(true);
    const card = page.getByRole('article').filter({ hasText: 'Sunset Folk Concert at Zilker Park' });
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: /found matching "concerts in austin"/ }).isVisible()).toBe(
      true,
    );

    // Without the place, the same search finds concerts everywhere; the text stays as typed.
    await page.getByRole('button', { name: 'Remove place Austin, TX' }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dismiss')).toBe('place');
    expect(new URL(page.url()).searchParams.get('q')).toBe('concerts in austin');
    expect(await page.getByRole('searchbox', { name: 'Search events' }).inputValue()).toBe(
      'concerts in austin',
    );
    await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
    await page.goBack();
    await expect.poll(() => card.isVisible()).toBe(true);

    const id = await cardEventId(card);
    await card.getByRole('link', { name: /^View Details/ }).click();
    await page.waitForURL((url) => url.pathname === `/events/${id}`);
    await context.close();
  });

  // A holiday named alone dates the search to its day and stays a search word, so the event is found
  // with the date reading and again once the searcher removes it.
  it('finds a holiday event for its holiday word alone in capitals, with and without the date reading', async () => {
    const { word, title } = upcomingHolidayEvent();
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto(`/search?q=${word}`);
    const firstCard = page.getByRole('article').first();
    await expect.poll(() => firstCard.textContent()).toContain(title);
    await page.getByRole('button', { name: /^Remove dates / }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('dismiss')).toBe('date');
    await expect.poll(() => page.getByRole('button', { name: /^Remove dates/ }).count()).toBe(0);
    await expect.poll(() => firstCard.textContent()).toContain(title);
    await context.close();
  });

  it('bookmarks an event from the home grid for a signed-in user', async () => {
    const context = await newContext(browser);
    await logInAs(context);
    const page = await context.newPage();
    await page.goto('/?nearMe=false');
    await expect.poll(() => eventsHeading(page).textContent()).toMatch(/^\d+ Upcoming Events?$/);
    expect(await page.getByText('Showing all events').isVisible()).toBe(true);

    const card = page.getByRole('article').nth(1);
    const id = await cardEventId(card);
    const toggle = card.getByRole('button', { name: /^Bookmark / });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    await toggle.click();
    await expect.poll(() => page.getByText('Event bookmarked', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => toggle.getAttribute('aria-pressed')).toBe('true');
    const bookmarks = (await (await context.request.get('/api/bookmarks')).json()) as { id: number }[];
    expect(bookmarks.map((event) => event.id)).toContain(id);
    await loadAllImages(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await saveScreenshot(page, 'discovery-home-bookmarked-1280');

    // The planner shortcut appears with Near Me on.
    await page.getByRole('button', { name: 'Near Me', exact: true }).click();
    await page.getByRole('button', { name: 'Discover Events in Stockton' }).click();
    await page.waitForURL((url) => url.pathname === '/chat-create-event');
    expect(new URL(page.url()).searchParams.get('q')).toBe('find events in Stockton');
    await context.close();
  });

  it('takes screenshots of home and search at 1280 and 390', { timeout: 180_000 }, async () => {
    await shootBothWidths('/', 'discovery-home', async (page) => {
      await expect.poll(() => eventsHeading(page).textContent()).toMatch(/near Stockton$/);
    });
    await shootBothWidths('/?nearMe=false', 'discovery-home-all-locations', async (page) => {
      await expect.poll(() => page.getByText('Showing all events').isVisible()).toBe(true);
    });
    await shootBothWidths('/?category=Concert&nearMe=false', 'discovery-home-category', async (page) => {
      await expect.poll(() => eventsHeading(page).textContent()).toMatch(/Upcoming Events? in Concert$/);
    });
    await shootBothWidths(sacramentoConcertSearch(), 'discovery-search', async (page) => {
      await expect.poll(() => page.getByRole('button', { name: /^Remove dates / }).isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Remove place Sacramento, CA' }).isVisible()).toBe(true);
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(0);
    });
    await shootBothWidths(
      '/search?q=birthday+parties+in+austin+next+weekend',
      'discovery-search-empty',
      async (page) => {
        // An empty search also counts its suggestions, which takes a while on a busy machine.
        await expect
          .poll(() => page.getByRole('button', { name: 'Remove category Birthday' }).isVisible(), {
            timeout: 20_000,
          })
          .toBe(true);
        await expect
          .poll(() => page.getByText('No events found matching your search.').isVisible(), {
            timeout: 20_000,
          })
          .toBe(true);
      },
    );
    // July never holds the demo's Thanksgiving turkey trot: the search is empty whatever today is.
    await shootBothWidths('/search?q=turkey+trot+in+july', 'discovery-search-suggestions', async (page) => {
      await expect
        .poll(() => page.getByRole('button', { name: /^Any date: \d+ events?$/ }).isVisible())
        .toBe(true);
    });
    await shootBothWidths('/search?q=concerts', 'discovery-search-concerts', async (page) => {
      await expect.poll(() => page.getByRole('article').count()).toBeGreaterThan(1);
      await page.getByRole('checkbox').first().click();
      await expect
        .poll(() => page.getByRole('button', { name: 'Add 1 Event to Calendar' }).isVisible())
        .toBe(true);
    });
  });

  it('deletes an event from the home grid as an administrator, after confirming', async () => {
    const context = await newContext(browser, 390);
    await logInAs(context, { username: inject('adminUsername'), password: inject('adminPassword') });
    const page = await context.newPage();
    await page.goto('/');
    await expect.poll(() => eventsHeading(page).textContent()).toMatch(/near Stockton$/);
    const card = page.getByRole('article').last();
    const id = await cardEventId(card);
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('button', { name: `Delete ${title}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.textContent())
      .toContain(`Are you sure you want to delete the event titled ${title}? This action cannot be undone.`);
    // The dialog is what matters here: the viewport, not the whole page.
    await page.screenshot({ path: `${SCREENSHOT_DIR}/discovery-delete-dialog-390.png` });
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => page.getByText('Event deleted', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('article').filter({ hasText: title }).count()).toBe(0);
    expect((await context.request.get(`/api/events/${id}`)).status()).toBe(404);
    await context.close();
  });
});
