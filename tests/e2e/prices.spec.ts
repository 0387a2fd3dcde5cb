import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Event } from '#shared/contracts/events.ts';
import { launchBrowser, logInAs, newContext, saveScreenshot, uniqueName } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Polls longer than vitest's 1 s default: pages load their code on demand. */
const eventually = <T>(read: () => Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

/** A wall time a month from now ('2026-12-27T19:30'), so the event is always upcoming. */
function aMonthAhead(): string {
  const day = new Date(Date.now() + 30 * 86_400_000);
  return `${day.toISOString().slice(0, 10)}T19:30`;
}

describe('prices journey', () => {
  it('hosts a $12 event through the create page, finds it "under $20" and not "free"', async () => {
    const context = await newContext(browser);
    await logInAs(context);
    const page = await context.newPage();
    await page.goto('/create-event');
    await eventually(() => page.getByRole('heading', { name: 'Host a New Party' }).isVisible()).toBe(true);

    const word = uniqueName('lantern');
    const title = `Lantern Jazz ${word}`;
    await page.getByLabel(/^Event Title/).fill(title);
    await page.getByLabel(/^Description/).fill('A trio under paper lanterns, with small plates.');
    await page.getByLabel(/^Date and Time/).fill(aMonthAhead());
    const location = page.getByRole('combobox', { name: /^Location/ });
    await location.pressSequentially('Austin', { delay: 40 });
    const suggestion = page.getByRole('option', { name: /^Austin, TX/ });
    await eventually(() => suggestion.isVisible()).toBe(true);
    await suggestion.click();

    await page.getByRole('combobox', { name: /^Admission/ }).click();
    await page.getByRole('option', { name: 'Paid' }).click();
    await eventually(() => page.getByRole('listbox').count()).toBe(0);
    await page.getByLabel(/^Price \(USD\)/).fill('12');
    await page.getByLabel(/^Ticket link/).fill('http://tickets.example.com/lantern');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await eventually(() => page.getByText('Ticket link must start with https://').isVisible()).toBe(true);
    await page.getByLabel(/^Ticket link/).fill('https://tickets.example.com/lantern');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(/\/events\/\d+$/, { timeout: 20_000 });
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());

    const stored = (await (await context.request.get(`/api/events/${eventId}`)).json()) as Event;
    expect(stored).toMatchObject({ admission: 'paid', priceMinCents: 1200, priceMaxCents: null });
    // The page shows the price and a ticket button that says it leaves Confetti.
    const tickets = page.getByRole('link', {
      name: /^Get tickets on tickets\.example\.com \(leaves Confetti/,
    });
    await eventually(() => tickets.isVisible()).toBe(true);
    expect(await tickets.getAttribute('target')).toBe('_blank');
    expect(await page.getByText('$12', { exact: true }).first().isVisible()).toBe(true);
    await saveScreenshot(page, 'prices-event-page-1280');

    await page.goto(`/search?q=${encodeURIComponent(`${word} under $20`)}`);
    const card = page.getByRole('article', { name: title });
    await eventually(() => card.isVisible()).toBe(true);
    expect(await card.getByText('$12').isVisible()).toBe(true);
    const chip = page.getByRole('button', { name: 'Remove price Under $20 (Free or $20 or less)' });
    expect(await chip.isVisible()).toBe(true);
    await saveScreenshot(page, 'prices-search-under-20-1280');

    await page.goto(`/search?q=${encodeURIComponent(`free ${word}`)}`);
    await eventually(() => page.getByRole('button', { name: 'Remove price Free' }).isVisible()).toBe(true);
    await eventually(() => page.getByText('No events found matching your search.').isVisible()).toBe(true);
    expect(await page.getByRole('article', { name: title }).count()).toBe(0);
    // Removing the chip searches the words at any price.
    await page.getByRole('button', { name: 'Remove price Free' }).click();
    await eventually(() => page.getByRole('article', { name: title }).isVisible()).toBe(true);
    await context.close();
  });
});
