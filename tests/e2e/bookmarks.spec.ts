import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  cspViolations,
  launchBrowser,
  newContext,
  registerThroughApi,
  saveScreenshot,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  expect(cspViolations).toEqual([]);
});

type Listed = { id: number; title: string };

/**
 * An upcoming event whose page lists a similar event with a title of its own: other journeys host
 * events under the same titles ("Alumni Holiday Mixer" once per run of the hosting journey), and the
 * sidebar's heart is pressed by the event's title.
 */
async function eventWithSimilar(): Promise<{ event: Listed; other: Listed }> {
  const res = await fetch(`${baseUrl()}/api/events?ignoreLocation=true&when=upcoming&limit=24`);
  for (const event of ((await res.json()) as { events: Listed[] }).events) {
    const similar = await fetch(`${baseUrl()}/api/events/${event.id}/similar`);
    const { events } = (await similar.json()) as { events: Listed[] };
    const isUnique = (title: string) => events.filter((e) => e.title === title).length === 1;
    const other = events.find((e) => e.title !== event.title && isUnique(e.title));
    if (events.length >= 2 && other) return { event, other };
  }
  throw new Error('no upcoming event with a similar event of a title of its own');
}

const heart = (page: Page, title: string) =>
  page.getByRole('button', { name: `Bookmark ${title}`, exact: true }).first();

describe('bookmarks journey', () => {
  it('brings a guest back bookmarked after signing in, then bookmarks from similar events and search', async () => {
    const { event, other } = await eventWithSimilar();
    const credentials = await registerThroughApi(await newContext(browser));
    const context = await newContext(browser, 390);
    const page = await context.newPage();

    // A guest sees the heart beside the title and presses it with the keyboard.
    await page.goto(`/events/${event.id}`);
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    expect(await heart(page, event.title).getAttribute('aria-pressed')).toBe('false');
    await heart(page, event.title).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/auth');
    expect(new URL(page.url()).searchParams.get('redirectTo')).toBe(`/events/${event.id}`);

    // Signing in brings them back to the event, bookmarked once.
    await page.getByLabel('Username').fill(credentials.username);
    await page.getByLabel('Password').fill(credentials.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/events/${event.id}`);
    await expect.poll(() => heart(page, event.title).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.getByText('Event bookmarked', { exact: true }).isVisible()).toBe(true);
    const saved = async () =>
      ((await (await context.request.get('/api/bookmarks')).json()) as Listed[]).map((e) => e.id).sort();
    expect(await saved()).toEqual([event.id]);
    await saveScreenshot(page, 'bookmarks-event-after-sign-in-390');

    // A reload does not apply the press again (or turn it off).
    await page.reload();
    await page.getByRole('heading', { level: 1, name: event.title }).waitFor();
    await expect.poll(() => heart(page, event.title).getAttribute('aria-pressed')).toBe('true');
    expect(await saved()).toEqual([event.id]);

    // From Similar Upcoming Events; its own page shows it bookmarked without a reload.
    const sidebar = page.getByRole('complementary', { name: 'More for this event' });
    // Below the page on a phone, the sidebar asks for its similar events as it nears the screen.
    await sidebar.scrollIntoViewIfNeeded();
    await sidebar.getByRole('button', { name: `Bookmark ${other.title}`, exact: true }).click();
    await expect
      .poll(() =>
        sidebar
          .getByRole('button', { name: `Bookmark ${other.title}`, exact: true })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    await saveScreenshot(page, 'bookmarks-similar-390');
    await sidebar
      .getByRole('link', { name: new RegExp(other.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) })
      .click();
    await page.getByRole('heading', { level: 1, name: other.title }).waitFor();
    expect(await heart(page, other.title).getAttribute('aria-pressed')).toBe('true');

    // From a /search card.
    await page.goto('/search?q=party');
    // Pick by title once the page knows what is saved: a card already bookmarked would be unpressed.
    await page.getByRole('article').first().waitFor();
    await page.waitForLoadState('networkidle');
    const titles = (await page.getByRole('article').getByRole('heading').allTextContents()).map((t) =>
      t.trim(),
    );
    // A title one card has: other journeys host several events under one title.
    const title = titles.find(
      (t) => t !== event.title && t !== other.title && titles.filter((x) => x === t).length === 1,
    )!;
    const card = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    expect(
      await card.getByRole('button', { name: `Bookmark ${title}`, exact: true }).getAttribute('aria-pressed'),
    ).toBe('false');
    await card.getByRole('button', { name: `Bookmark ${title}`, exact: true }).click();
    await expect.poll(() => heart(page, title).getAttribute('aria-pressed')).toBe('true');
    await saveScreenshot(page, 'bookmarks-search-390');

    // All three on the profile's Bookmarked Events tab.
    await page.goto('/profile?tab=bookmarks');
    const list = page.getByRole('list', { name: 'Bookmarked events' });
    await expect
      .poll(async () => (await list.getByRole('heading').allTextContents()).map((t) => t.trim()).sort())
      .toEqual([event.title, other.title, title].sort());
    expect((await saved()).length).toBe(3);
    await saveScreenshot(page, 'bookmarks-profile-390');
    await context.close();
  });
});
