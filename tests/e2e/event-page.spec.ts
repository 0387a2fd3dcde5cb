import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { getEventDateParts } from '#client/features/event-details/lib/event-date.ts';
import type { Event, EventFullListResponse, SimilarEventsResponse } from '#shared/contracts/events.ts';
import { launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** A seeded upcoming event whose category has other upcoming events, so the sidebar has something to show. */
async function findSeededEvent(context: BrowserContext): Promise<{ event: Event; similar: Event[] }> {
  const res = await context.request.get('/api/events?ignoreLocation=true&when=upcoming&limit=200&full=true');
  expect(res.ok()).toBe(true);
  const { events } = (await res.json()) as EventFullListResponse;
  const byCategory = new Map<string, Event[]>();
  for (const e of events) byCategory.set(e.category, [...(byCategory.get(e.category) ?? []), e]);
  const preferred = ['Birthday', 'Wedding', 'Holiday', 'Sports'];
  const category =
    preferred.find((c) => (byCategory.get(c)?.length ?? 0) >= 3) ??
    [...byCategory.keys()].find((c) => (byCategory.get(c)?.length ?? 0) >= 2);
  if (!category) throw new Error('the demo seed has no category with two upcoming events');
  const [event, ...similar] = byCategory.get(category)!;
  return { event: event!, similar };
}

describe('event page journey', () => {
  it('shows an event with breadcrumbs, date, map, similar events and tagged supplies', async () => {
    const context = await newContext(browser);
    const { event } = await findSeededEvent(context);
    // The server orders similar events (nearest within 50 miles, then by date); the page shows them as given.
    const similarRes = await context.request.get(`/api/events/${event.id}/similar`);
    expect(similarRes.ok()).toBe(true);
    const similar = ((await similarRes.json()) as SimilarEventsResponse).events;
    expect(similar.length).toBeGreaterThan(0);
    const page = await context.newPage();
    await page.goto(`/events/${event.id}`);

    const title = page.getByRole('heading', { level: 1, name: event.title });
    await expect.poll(() => title.isVisible()).toBe(true);
    expect(await page.title()).toBe(`${event.title} · Confetti`);

    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    expect(await crumbs.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(await crumbs.getByRole('link', { name: event.category }).getAttribute('href')).toBe(
      `/?${new URLSearchParams({ category: event.category })}`,
    );
    expect(await crumbs.locator('[aria-current="page"]').textContent()).toBe(event.title);

    const parts = getEventDateParts({ date: event.date, timeZone: event.timeZone })!;
    await expect.poll(() => page.getByRole('heading', { name: 'Date and Time' }).isVisible()).toBe(true);
    expect(await page.getByText(parts.day, { exact: true }).isVisible()).toBe(true);
    expect(await page.getByText(`${parts.day} · ${parts.time} ${parts.zone}`).isVisible()).toBe(true);

    // The map loads as it nears the viewport. Tiles cannot load offline; its container and marker must.
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await page.getByTestId('event-map').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.leaflet-container').count(), { timeout: 15_000 }).toBe(1);
    await expect.poll(() => page.locator('.leaflet-marker-icon').isVisible()).toBe(true);

    const sidebar = page.getByRole('complementary', { name: 'More for this event' });
    const similarLinks = sidebar.locator(`a[href^="/events/"]`);
    await expect.poll(() => similarLinks.count()).toBe(similar.length);
    const hrefs = await similarLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).not.toContain(`/events/${event.id}`);
    expect(hrefs).toEqual(similar.map((e) => `/events/${e.id}`));

    const amazon = sidebar.getByRole('link', { name: /View on Amazon/ });
    expect(await amazon.count()).toBeGreaterThanOrEqual(2);
    for (const link of await amazon.all()) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect((await link.getAttribute('rel'))?.split(' ')).toEqual(
        expect.arrayContaining(['noopener', 'sponsored']),
      );
      expect(await link.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=.+/);
    }
    expect(await page.getByRole('link', { name: 'Edit Event' }).count()).toBe(0);
    await saveScreenshot(page, 'event-page-1280');

    await similarLinks.first().click();
    await page.waitForURL((url) => url.pathname === `/events/${similar[0]!.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: similar[0]!.title }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('fits a phone and offers the Edit Event link to an administrator', async () => {
    const context = await newContext(browser, 390);
    await logInAs(context, { username: inject('adminUsername'), password: inject('adminPassword') });
    const { event } = await findSeededEvent(context);
    const page = await context.newPage();
    await page.goto(`/events/${event.id}`);
    const edit = page.getByRole('link', { name: 'Edit Event' });
    await expect.poll(() => edit.isVisible()).toBe(true);
    expect(await edit.getAttribute('href')).toBe(`/admin/events/${event.id}/edit`);
    await page.getByTestId('event-map').scrollIntoViewIfNeeded();
    await expect.poll(() => page.locator('.leaflet-marker-icon').isVisible(), { timeout: 15_000 }).toBe(true);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await saveScreenshot(page, 'event-page-390');
    await context.close();
  });

  it('says the event could not be found for a missing or malformed id', async () => {
    const context = await newContext(browser, 390);
    const page = await context.newPage();
    for (const path of ['/events/2147483000', '/events/not-an-id']) {
      await page.goto(path);
      await expect
        .poll(() => page.getByRole('heading', { name: 'This event could not be found' }).isVisible())
        .toBe(true);
    }
    await saveScreenshot(page, 'event-page-not-found-390');
    await context.close();
  });
});
