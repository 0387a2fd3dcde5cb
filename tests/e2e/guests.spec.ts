import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeriesDatesResponse } from '#shared/contracts/events.ts';
import { launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';
import { instantOfWallTime, wallTimeDaysAhead } from './support/dates.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const slow = { timeout: 10_000 };

/**
 * The party's four Saturdays at 7 PM in Stockton, the first at least two weeks from today (so the
 * series never starts in the past, whatever day the suite runs): the form's wall time, each date's
 * instant as the series answers it, and the third date's day as the series card writes it.
 */
function weeklySaturdays(): { firstWallTime: string; instants: string[]; thirdDay: string } {
  const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000);
  const toSaturday = (6 - inTwoWeeks.getUTCDay() + 7) % 7;
  const saturdays = [0, 7, 14, 21].map((week) => wallTimeDaysAhead(14 + toSaturday + week, '19:00'));
  const third = new Date(`${saturdays[2]!.slice(0, 10)}T00:00:00Z`);
  return {
    firstWallTime: saturdays[0]!,
    instants: saturdays.map((wallTime) => instantOfWallTime(wallTime, 'America/Los_Angeles')),
    thirdDay: `Sat, ${third.toLocaleString('en-US', { month: 'short', timeZone: 'UTC' })} ${third.getUTCDate()}`,
  };
}
const party = weeklySaturdays();

/**
 * The host creates a weekly party through the create page: four Saturdays, RSVPs capped at
 * `capacity` people, no plus-ones, and a public guest list. Returns the first date's id.
 */
async function hostWeeklyParty(context: BrowserContext, capacity: number): Promise<number> {
  const page = await context.newPage();
  await page.goto('/create-event');
  await page.getByLabel(/^Event Title/).fill(`Game Night ${Date.now().toString(36)}`);
  await page.getByLabel(/^Description/).fill('Board games, snacks and a very competitive round of charades.');
  await page.getByLabel(/^Date and Time/).fill(party.firstWallTime);
  const location = page.getByRole('combobox', { name: /^Location/ });
  await location.pressSequentially('Stockton', { delay: 40 });
  const suggestion = page.getByRole('option', { name: /^Stockton, CA/ });
  await expect.poll(() => suggestion.isVisible(), slow).toBe(true);
  await suggestion.click();

  await page.getByRole('combobox', { name: 'How often' }).click();
  await page.getByRole('option', { name: 'Weekly' }).click();
  await expect.poll(() => page.getByRole('listbox').count(), slow).toBe(0);
  await page.getByLabel('Number of dates').fill('4');
  const repeats = page.getByRole('region', { name: 'Repeats' });
  expect(await repeats.getByRole('button', { name: 'Saturday' }).getAttribute('aria-pressed')).toBe('true');
  expect(await repeats.getByText('Every week on Saturday, 4 dates').isVisible()).toBe(true);
  await repeats.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'guests-create-weekly-1280');

  await page.getByLabel('Capacity (people, plus-ones included)').fill(String(capacity));
  await page.getByLabel('Plus-ones per guest').fill('0');
  await page.getByRole('switch', { name: 'Show "Who\'s going" to everyone' }).click();
  await page.getByRole('button', { name: 'Create Event' }).click();
  await page.waitForURL(/\/events\/\d+$/, { timeout: 20_000 });
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());
  await page.close();
  return eventId;
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
    const eventId = await hostWeeklyParty(host, 2);
    const event = { id: eventId };

    // Four dates, one page each; the guests answer for the first.
    const series = await host.request.get(`/api/events/${eventId}/series`);
    const dates = ((await series.json()) as SeriesDatesResponse).dates;
    expect(dates.map((d) => d.date)).toEqual(party.instants);

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
    const seriesCard = third.page.getByRole('heading', { name: 'Repeating event' });
    await seriesCard.scrollIntoViewIfNeeded();
    expect(await third.page.getByText('Every week on Saturday, 4 dates').isVisible()).toBe(true);
    expect(
      await third.page.getByRole('link', { name: new RegExp(`${party.thirdDay}, 7:00`) }).isVisible(),
    ).toBe(true);
    await saveScreenshot(third.page, 'guests-event-series-390');

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
