import { mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import ICAL from 'ical.js';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  baseUrl,
  launchBrowser,
  logInAs,
  newContext,
  SCREENSHOT_DIR,
  saveScreenshot,
} from './support/browser.ts';

/**
 * The sharing journey on the real event page (/events/:id, where ShareEventButton and
 * CalendarSocialCard are mounted) and the calendar export on /search.
 */

type SeededEvent = { id: number; title: string };

const PLATFORMS = [
  { id: 'facebook', name: 'Facebook', limit: '63,206' },
  { id: 'twitter', name: 'Twitter', limit: '280' },
  { id: 'linkedin', name: 'LinkedIn', limit: '3,000' },
  { id: 'instagram', name: 'Instagram', limit: '2,200' },
] as const;

let browser: Browser;
let event: SeededEvent;

/** An upcoming event from the demo seed. */
async function findSeededEvent(context: BrowserContext): Promise<SeededEvent> {
  const res = await context.request.get('/api/events?ignoreLocation=true&when=upcoming&limit=5');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { events: SeededEvent[] };
  expect(body.events.length).toBeGreaterThan(0);
  return body.events[0]!;
}

/** A signed-in context whose share popups load a stand-in page instead of the real sites. */
async function signedInContext(width = 1280): Promise<BrowserContext> {
  const context = await newContext(browser, width);
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
  await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Share</title><p>Share dialog</p>' }),
  );
  await logInAs(context);
  return context;
}

async function openSharePanel(page: Page) {
  await page.goto(`/events/${event.id}`);
  await page.getByRole('button', { name: 'Share Event' }).click();
  const panel = page.getByRole('dialog', { name: 'Share this event' });
  await expect.poll(() => panel.isVisible()).toBe(true);
  await expect
    .poll(() => panel.getByText('Choose a platform and optimize your content for the best reach').isVisible())
    .toBe(true);
  return panel;
}

/**
 * The share panel is a fixed, full-height sheet: a full-page capture would cut it at the first
 * screen and paint the page below it, so the panel is captured as the viewport shows it.
 */
async function savePanelScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  await page.screenshot({ path: `${SCREENSHOT_DIR}/${name}.png` });
}

/** A platform button, whether or not it already carries the check mark of a recorded share. */
const platformButton = (panel: Locator, name: string) =>
  panel.getByRole('button', { name: new RegExp(`^${name}(, shared)?$`) });
const sharedPlatformButton = (panel: Locator, name: string) =>
  panel.getByRole('button', { name: `${name}, shared`, exact: true });

beforeAll(async () => {
  browser = await launchBrowser();
  const context = await newContext(browser);
  event = await findSeededEvent(context);
  await context.close();
});
afterAll(async () => browser?.close());

describe('sharing journey', () => {
  for (const width of [1280, 390]) {
    it(`shows each platform's preview and counter in the share panel at ${width}px`, async () => {
      const context = await signedInContext(width);
      const page = await context.newPage();
      const panel = await openSharePanel(page);
      for (const platform of PLATFORMS) {
        await platformButton(panel, platform.name).click();
        await expect
          .poll(() => platformButton(panel, platform.name).getAttribute('aria-pressed'))
          .toBe('true');
        await expect.poll(() => panel.getByRole('figure', { name: 'Preview' }).isVisible()).toBe(true);
        const box = panel.getByRole('textbox', { name: 'Your message' });
        const text = await box.inputValue();
        expect(text).toContain(event.title.split(' ')[0]);
        const counter = await panel.getByTestId('message-counter').textContent();
        expect(counter).toBe(`${text.length.toLocaleString('en-US')} / ${platform.limit}`);
        expect(await box.getAttribute('maxlength')).toBe(platform.limit.replace(',', ''));
        await expect
          .poll(() =>
            panel.getByText(`Best times to post on ${platform.name}:`, { exact: false }).isVisible(),
          )
          .toBe(true);
        await savePanelScreenshot(page, `share-panel-${platform.id}-${width}`);
      }

      const twitter = PLATFORMS[1];
      await platformButton(panel, twitter.name).click();
      const before = await panel.getByRole('textbox', { name: 'Your message' }).inputValue();
      await panel.getByRole('button', { name: 'Regenerate' }).click();
      await expect
        .poll(() => panel.getByRole('textbox', { name: 'Your message' }).inputValue())
        .not.toBe(before);
      await context.close();
    });
  }

  it('shares to Twitter through the popup, records it and shows the check mark', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    const panel = await openSharePanel(page);
    await platformButton(panel, 'Twitter').click();

    const popupOpened = context.waitForEvent('page');
    await panel.getByRole('button', { name: 'Share on Twitter' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    const intent = new URL(popup.url());
    expect(`${intent.origin}${intent.pathname}`).toBe('https://twitter.com/intent/tweet');
    const shared = new URL(intent.searchParams.get('url') ?? '');
    expect(shared.pathname).toBe(`/events/${event.id}`);
    expect(shared.searchParams.get('utm_source')).toBe('twitter');
    expect(shared.searchParams.get('utm_medium')).toBe('social');
    expect(shared.searchParams.get('utm_campaign')).toBe('event_share');
    expect(intent.searchParams.get('text')).toBeTruthy();

    await popup.close();
    await expect
      .poll(() => page.getByText('Successfully shared to Twitter', { exact: true }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    await expect.poll(() => sharedPlatformButton(panel, 'Twitter').isVisible()).toBe(true);
    await savePanelScreenshot(page, 'share-panel-twitter-shared');

    const stored = await context.request.get(`/api/events/${event.id}`);
    const posts = ((await stored.json()) as { socialPosts: { platform: string }[] }).socialPosts;
    expect(posts.some((post) => post.platform === 'twitter')).toBe(true);
    await context.close();
  });

  it('copies the Instagram caption and records the post once confirmed', async () => {
    const context = await signedInContext(390);
    const page = await context.newPage();
    const panel = await openSharePanel(page);
    await platformButton(panel, 'Instagram').click();
    const caption = await panel.getByRole('textbox', { name: 'Your message' }).inputValue();

    await panel.getByRole('button', { name: 'Share on Instagram' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Confirm Instagram Post' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(caption);
    expect(await dialog.getByText('Did you successfully post to Instagram?').isVisible()).toBe(true);
    await savePanelScreenshot(page, 'share-instagram-confirm-390');

    await dialog.getByRole('button', { name: "No, I'll try again" }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);

    await panel.getByRole('button', { name: 'Share on Instagram' }).click();
    await dialog.getByRole('button', { name: 'Yes, I posted successfully' }).click();
    await expect
      .poll(() => page.getByText('Instagram post recorded successfully', { exact: true }).isVisible())
      .toBe(true);
    await expect.poll(() => sharedPlatformButton(panel, 'Instagram').isVisible()).toBe(true);

    await panel.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => panel.isVisible()).toBe(false);
    const shares = page.getByRole('region', { name: 'Social shares' });
    await expect.poll(() => shares.getByRole('link', { name: /View Post/ }).count()).toBeGreaterThan(0);
    await saveScreenshot(page, 'calendar-social-card-390');
    await context.close();
  });

  it('lets a guest copy the link and open a platform share without an account', async () => {
    const context = await newContext(browser, 390);
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
    await context.route(/^https:\/\/(twitter\.com|www\.facebook\.com|www\.linkedin\.com)\//, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<title>Share</title><p>Share dialog</p>',
      }),
    );
    const page = await context.newPage();
    await page.goto(`/events/${event.id}`);
    expect(await page.getByRole('button', { name: 'Share Event' }).count()).toBe(1);
    const panel = await openSharePanel(page);
    expect(new URL(page.url()).pathname).toBe(`/events/${event.id}`);

    await panel.getByRole('button', { name: 'Copy link' }).click();
    await expect.poll(() => panel.getByRole('button', { name: 'Copied!' }).isVisible()).toBe(true);
    const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
    expect(copied.pathname).toBe(`/events/${event.id}`);

    await platformButton(panel, 'Facebook').click();
    await savePanelScreenshot(page, 'share-panel-guest-390');
    const popupOpened = context.waitForEvent('page');
    await panel.getByRole('button', { name: 'Share on Facebook' }).click();
    const popup = await popupOpened;
    await popup.waitForLoadState('domcontentloaded');
    expect(new URL(popup.url()).hostname).toBe('www.facebook.com');
    await popup.close();
    await expect
      .poll(() => page.getByText('Facebook share window closed', { exact: true }).isVisible(), {
        timeout: 10_000,
      })
      .toBe(true);
    // Nothing is recorded for a guest: the platform keeps no check mark.
    expect(await sharedPlatformButton(panel, 'Facebook').count()).toBe(0);
    await context.close();
  });
});

describe('calendar export from /search', () => {
  it('downloads one .ics holding the two selected events', async () => {
    const context = await signedInContext();
    const page = await context.newPage();
    await page.goto('/search?q=party');
    const boxes = page.getByRole('checkbox');
    await expect.poll(() => boxes.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
    await boxes.nth(0).check();
    await boxes.nth(1).check();

    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: /Add 2 Events to Calendar/ }).click();
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('confetti-events.ics');
    const text = await readFile((await download.path())!, 'utf8');
    const calendar = new ICAL.Component(ICAL.parse(text));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Confetti//Events//EN');
    const vevents = calendar.getAllSubcomponents('vevent');
    expect(vevents).toHaveLength(2);
    for (const vevent of vevents) {
      const entry = new ICAL.Event(vevent);
      expect(entry.endDate.toJSDate().getTime() - entry.startDate.toJSDate().getTime()).toBe(2 * 3600_000);
    }
    await expect.poll(() => page.getByText('Added to Calendar', { exact: true }).isVisible()).toBe(true);
    await saveScreenshot(page, 'search-add-to-calendar');
    await context.close();
  });
});

describe('public calendar feeds', () => {
  /** Opens Subscribe, reads the https link the dialog offers and fetches it as a calendar app would. */
  async function subscribe(page: Page, screenshot: string) {
    await page.getByRole('button', { name: 'Subscribe' }).click();
    const dialog = page.getByRole('dialog', { name: 'Subscribe in your calendar' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const httpsUrl = await dialog.getByRole('textbox', { name: 'Feed link (https)' }).inputValue();
    const webcal = await dialog.getByRole('link', { name: 'Apple Calendar or Outlook' }).getAttribute('href');
    expect(webcal).toBe(httpsUrl.replace(/^http:\/\//, 'webcal://'));
    await savePanelScreenshot(page, screenshot);
    const res = await page.request.get(httpsUrl, { headers: { cookie: '' } });
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const calendar = new ICAL.Component(ICAL.parse(await res.text()));
    return { url: new URL(httpsUrl), calendar, count: calendar.getAllSubcomponents('vevent').length };
  }

  for (const width of [1280, 390]) {
    it(`subscribes to the home page's filter and to a search at ${width}px`, async () => {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await page.goto('/');
      await expect
        .poll(() => page.getByRole('heading', { name: /Events? near/ }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      const home = await subscribe(page, `home-subscribe-${width}`);
      const city = home.url.searchParams.get('city');
      const region = home.url.searchParams.get('region');
      expect(city && region).toBeTruthy();
      expect(home.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        `Confetti: Events near ${city}, ${region}`,
      );
      expect(home.count).toBeGreaterThan(0);

      await page.goto('/search?q=party&nearMe=true');
      await expect
        .poll(() => page.getByRole('button', { name: 'Subscribe' }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      const search = await subscribe(page, `search-subscribe-${width}`);
      expect(search.url.searchParams.get('q')).toBe('party');
      expect(search.url.searchParams.get('city')).toBe(city);
      expect(search.calendar.getFirstPropertyValue('x-wr-calname')).toBe(
        `Confetti: Events near ${city}, ${region} matching “party”`,
      );
      await context.close();
    });
  }
});
