import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

async function adminContext(width: number): Promise<BrowserContext> {
  const context = await newContext(browser, width);
  await logInAs(context, { username: inject('adminUsername'), password: inject('adminPassword') });
  return context;
}

/** A seeded event without an image (the demo seed leaves images to the category banners). */
async function findSeededEvent(context: BrowserContext, skip = 0): Promise<{ id: number; title: string }> {
  const res = await context.request.get('/api/events?ignoreLocation=true&limit=50');
  expect(res.ok()).toBe(true);
  const { events } = (await res.json()) as { events: { id: number; title: string; image: string | null }[] };
  const event = events.filter((e) => !e.image)[skip];
  if (!event) throw new Error('the demo seed has no event without an image');
  return event;
}

/** A full-page screenshot taken from the top, so the sticky header is drawn where it belongs. */
async function snap(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const previewLoaded = (page: Page) =>
  page
    .getByRole('img', { name: 'Event image preview' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

describe('event image journey', () => {
  it('generates an image in the wizard as an administrator and saves it with Done', async () => {
    const context = await adminContext(1280);
    const event = await findSeededEvent(context);
    const page = await context.newPage();
    await page.goto(`/admin/events/${event.id}/image`);
    await expect.poll(() => page.getByRole('heading', { name: 'Event Image Wizard' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByText('No image generated yet').isVisible()).toBe(true);
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    expect(await page.getByRole('combobox', { name: 'Mood' }).textContent()).toContain('Professional');
    await snap(page, 'image-wizard-before-1280');

    await page.getByRole('combobox', { name: 'Style' }).click();
    await page.getByRole('option', { name: 'Playful' }).click();
    const creativity = page.getByRole('slider', { name: 'Creativity Level' });
    await creativity.focus();
    await creativity.press('ArrowRight');
    await creativity.press('ArrowRight');
    expect(await creativity.inputValue()).toBe('70');

    const request = page.waitForRequest((r) => r.url().endsWith(`/api/events/${event.id}/generate-image`));
    await page.getByRole('button', { name: 'Generate New Image' }).click();
    expect((await request).postDataJSON()).toEqual({
      style: 'playful',
      colorTheme: 'vibrant',
      mood: 'professional',
      creativity: 70,
    });
    await expect.poll(() => previewLoaded(page), { timeout: 30_000 }).toBe(true);
    const imageUrl = await page.getByRole('img', { name: 'Event image preview' }).getAttribute('src');
    expect(imageUrl).toMatch(/^\/images\/[0-9a-f]{64}$/);
    await expect.poll(() => page.getByText('Image ready').isVisible()).toBe(true);
    await snap(page, 'image-wizard-after-1280');

    await done.click();
    await page.waitForURL((url) => url.pathname === `/admin/events/${event.id}/edit`);
    const saved = await (await context.request.get(`/api/events/${event.id}`)).json();
    expect(saved).toMatchObject({ image: imageUrl, metaImage: imageUrl });
    await context.close();
  });

  it('fits the wizard on a phone', async () => {
    const context = await adminContext(390);
    const event = await findSeededEvent(context, 1);
    const page = await context.newPage();
    await page.goto(`/admin/events/${event.id}/image`);
    await expect.poll(() => page.getByText('No image generated yet').isVisible()).toBe(true);
    await snap(page, 'image-wizard-before-390');
    await page.getByRole('button', { name: 'Generate New Image' }).click();
    await expect.poll(() => previewLoaded(page), { timeout: 30_000 }).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await snap(page, 'image-wizard-after-390');
    await context.close();
  });

  it.each([1280, 390])('generates an image on the create page at %i px', async (width) => {
    const context = await newContext(browser, width);
    await logInAs(context);
    const page = await context.newPage();
    await page.goto('/create-event');
    const generateButton = page.getByRole('button', { name: 'Generate Image' });
    await expect.poll(() => generateButton.isVisible()).toBe(true);
    await page.getByLabel(/^Event Title/).fill('Neon Roller Disco');
    await page.getByLabel(/^Description/).fill('Skates, glow sticks and an 80s playlist under the lights.');
    await page.getByRole('button', { name: 'Customize' }).click();
    await page.getByRole('combobox', { name: 'Style' }).click();
    await page.getByRole('option', { name: 'Artistic' }).click();
    await generateButton.click();
    await expect.poll(() => previewLoaded(page), { timeout: 30_000 }).toBe(true);
    await snap(page, `image-generator-${width}`);

    await page.getByLabel(/^Description/).fill('');
    await page.getByRole('button', { name: 'Generate New Image' }).click();
    await expect.poll(() => page.getByText('Missing Information', { exact: true }).isVisible()).toBe(true);
    await context.close();
  });
});
