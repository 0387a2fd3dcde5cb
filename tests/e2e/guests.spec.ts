import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '#shared/contracts/events.ts';
import { baseUrl, launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const slow = { timeout: 10_000 };

/** A party the context's user hosts, with RSVPs capped at `capacity` people and the list public. */
async function hostParty(context: BrowserContext, capacity: number): Promise<Event> {
  const created = await context.request.post('/api/events', {
    data: {
      title: `Game Night ${Date.now().toString(36)}`,
      description: 'Board games, snacks and a very competitive round of charades.',
      location: 'Stockton, CA',
      category: 'Social',
      date: '2027-01-16T19:00',
    },
    headers: { origin: baseUrl() },
  });
  if (!created.ok()) throw new Error(`event fixture: ${created.status()} ${await created.text()}`);
  const event = (await created.json()) as Event;
  const settings = await context.request.put(`/api/events/${event.id}/rsvp/settings`, {
    data: { isEnabled: true, capacity, deadline: null, isGuestListPublic: true, plusOneMax: 0 },
    headers: { origin: baseUrl() },
  });
  if (!settings.ok()) throw new Error(`settings fixture: ${settings.status()} ${await settings.text()}`);
  return event;
}

/** Opens the event page as a signed-in guest and presses one answer. */
async function answer(page: Page, eventId: number, label: 'Going' | "Can't go") {
  await page.goto(`/events/${eventId}`);
  const panel = page.getByRole('region', { name: 'Are you going?' });
  await expect.poll(() => panel.isVisible(), slow).toBe(true);
  await panel.getByRole('button', { name: label, exact: true }).click();
  return panel;
}

describe('guests journey', () => {
  it('fills a capacity of 2, waitlists the third, promotes them when a place frees up, and the host sees it', async () => {
    const host = await newContext(browser, 1280);
    await logInAs(host);
    const event = await hostParty(host, 2);

    const guests: { context: BrowserContext; page: Page }[] = [];
    for (const width of [390, 1280, 390]) {
      const context = await newContext(browser, width);
      await logInAs(context);
      guests.push({ context, page: await context.newPage() });
    }
    const [first, second, third] = guests as [(typeof guests)[0], (typeof guests)[0], (typeof guests)[0]];

    const firstPanel = await answer(first.page, event.id, 'Going');
    await expect.poll(() => firstPanel.getByText("You're going.").isVisible(), slow).toBe(true);
    const secondPanel = await answer(second.page, event.id, 'Going');
    await expect.poll(() => secondPanel.getByText("You're going.").isVisible(), slow).toBe(true);
    expect(await secondPanel.getByText('Full · waitlist open').isVisible()).toBe(true);
    await saveScreenshot(second.page, 'guests-event-full-1280');

    const thirdPanel = await answer(third.page, event.id, 'Going');
    await expect
      .poll(() => thirdPanel.getByText(/^You're on the waitlist \(number 1\)/).isVisible(), slow)
      .toBe(true);
    await saveScreenshot(third.page, 'guests-event-waitlisted-390');

    // The first guest cannot come after all: the waitlist moves up in the same step.
    await firstPanel.getByRole('button', { name: "Can't go", exact: true }).click();
    await expect.poll(() => firstPanel.getByText("You can't go.").isVisible(), slow).toBe(true);
    await third.page.reload();
    const promoted = third.page.getByRole('region', { name: 'Are you going?' });
    await expect.poll(() => promoted.getByText("You're going.").isVisible(), slow).toBe(true);
    const whosGoing = promoted.getByRole('region', { name: "Who's going" });
    await expect.poll(() => whosGoing.getByRole('listitem').count(), slow).toBe(2);
    await saveScreenshot(third.page, 'guests-event-promoted-390');

    const list = await host.newPage();
    await list.goto(`/events/${event.id}/guests`);
    const rows = list.getByRole('list', { name: 'Guests' }).getByRole('listitem');
    await expect.poll(() => rows.count(), slow).toBe(3);
    const goingRows = rows.filter({ hasText: 'Going' }).filter({ hasNotText: "Can't go" });
    expect(await goingRows.count()).toBe(2);
    expect(await rows.filter({ hasText: "Can't go" }).count()).toBe(1);
    expect(await list.getByText('Waitlist', { exact: true }).first().isVisible()).toBe(true);
    await saveScreenshot(list, 'guests-host-list-1280');
    await list.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(list, 'guests-host-list-390');

    for (const { context } of guests) await context.close();
    await host.close();
  });
});
