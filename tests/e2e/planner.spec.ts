import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  cspViolations,
  launchBrowser,
  logInAs,
  newContext,
  saveScreenshot,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

/** Polls longer than vitest's 1 s default: pages load their code on demand. */
const eventually = <T>(read: () => Promise<T>, timeout = 15_000) => expect.poll(read, { timeout });

const chatLog = (page: Page) => page.getByRole('log');

/**
 * How the card shows "Dec 12 at 3pm" in Sacramento: the next Dec 12 (today counts) in that city's
 * zone, so the expectation follows the calendar instead of naming a year.
 */
function nextDecember12At3pm(): string {
  const zone = 'America/Los_Angeles';
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const isPast = month === 12 && day > 12;
  // 23:00 UTC on Dec 12 is 3 PM in Sacramento, daylight saving or not (PST is UTC-8 in December).
  const instant = new Date(Date.UTC(isPast ? year + 1 : year, 11, 12, 23, 0));
  return new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(instant);
}

describe('AI party planner journey', () => {
  it("goes from the home page's 'Discover Events in {city}' to the planner's answer, sent once", async () => {
    const context = await newContext(browser, 1280);
    await logInAs(context);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: 'Discover Events in Stockton' }).click();
    await eventually(() => Promise.resolve(new URL(page.url()).pathname)).toBe('/chat-create-event');
    // The planner answers the request the button sent, with events around Stockton.
    await eventually(() => chatLog(page).getByText('find events in Stockton').isVisible()).toBe(true);
    await eventually(() =>
      chatLog(page)
        .getByText(/near Stockton|in Stockton, CA/)
        .first()
        .isVisible(),
    ).toBe(true);
    const discovered = page.getByRole('complementary').getByRole('link');
    await eventually(() => discovered.count()).toBeGreaterThan(0);
    // The almanac's events follow the stored ones, named but not linked to an /events page they lack.
    await eventually(() =>
      page
        .getByRole('complementary')
        .getByText(/Annual event/)
        .count(),
    ).toBeGreaterThan(0);
    const hrefs = await discovered.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
    expect(hrefs.filter((href) => !/^\/events\/\d+$/.test(href))).toEqual([]);
    // q leaves the address bar, so a reload shows the stored conversation without asking again.
    expect(new URL(page.url()).search).toBe('');
    await page.reload();
    await eventually(() => chatLog(page).getByText('find events in Stockton').count()).toBe(1);
    await saveScreenshot(page, 'planner-discover-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(page, 'planner-discover-390');
    await context.close();
  });

  it('turns a one-line request into an event by confirming, then opens it from the created-events link', async () => {
    for (const width of [390, 1280]) {
      const context = await newContext(browser, width);
      await logInAs(context);
      const page = await context.newPage();
      await page.goto('/chat-create-event');
      await eventually(() => page.getByText('Try one of these:').isVisible()).toBe(true);
      await saveScreenshot(page, `planner-greeting-${width}`);

      const input = page.getByLabel('Message the party planner');
      await input.fill(
        "Plan my son Leo's 9th birthday in Sacramento on Dec 12 at 3pm for 15 kids, dinosaur theme",
      );
      await input.press('Enter');
      const card = page.getByRole('complementary');
      await eventually(() => card.getByText(nextDecember12At3pm()).isVisible()).toBe(true);
      await eventually(() => card.getByText('Sacramento, CA').first().isVisible()).toBe(true);
      await saveScreenshot(page, `planner-summary-${width}`);

      // Shift+Enter is a new line, not a send.
      await input.fill('first line');
      await input.press('Shift+Enter');
      expect(await input.inputValue()).toBe('first line\n');
      await input.fill('');

      await card.getByRole('button', { name: 'Create' }).click();
      const createdLink = card.getByRole('link', { name: /Leo's .*Birthday/ }).first();
      await eventually(() => createdLink.isVisible()).toBe(true);
      await saveScreenshot(page, `planner-created-${width}`);
      await createdLink.click();
      await eventually(() => Promise.resolve(/^\/events\/\d+$/.test(new URL(page.url()).pathname))).toBe(
        true,
      );
      await eventually(() =>
        page.getByRole('heading', { level: 1, name: /Leo's .*Birthday/ }).isVisible(),
      ).toBe(true);
      await context.close();
    }
  });

  it('sends guests to /auth', async () => {
    const context = await newContext(browser, 1280);
    const page = await context.newPage();
    await page.goto('/chat-create-event');
    await eventually(() => Promise.resolve(new URL(page.url()).pathname)).toBe('/auth');
    await context.close();
  });

  it('raised no Content-Security-Policy violations', () => {
    expect(cspViolations).toEqual([]);
    expect(baseUrl()).toMatch(/^http/);
  });
});
