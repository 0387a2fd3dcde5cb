import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { VendorListResponse } from '#shared/contracts/vendors.ts';
import { launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

describe('vendor marketplace journey', () => {
  it('lets a guest browse by category, open a vendor, and sends the star to /auth', async () => {
    for (const width of [390, 1280]) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await page.goto('/vendors');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Event Vendors' }).isVisible())
        .toBe(true);
      await expect.poll(() => page.getByText(/^Showing vendors near .+, [A-Z]{2}$/).isVisible()).toBe(true);
      await expect.poll(() => page.locator('article').count()).toBeGreaterThan(0);
      await saveScreenshot(page, `vendors-directory-${width}`);

      await page.getByRole('tab', { name: 'Photographer' }).click();
      await expect.poll(() => new URL(page.url()).searchParams.get('category')).toBe('Photographer');
      await expect
        .poll(async () =>
          (await page.locator('article').allTextContents()).every((t) => t.includes('Photographer')),
        )
        .toBe(true);

      const first = page.locator('article').first();
      const name = (await first.getByRole('heading', { level: 2 }).textContent()) ?? '';
      await first.getByRole('button', { name: `Add ${name} to favorites` }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/auth');
      expect(new URL(page.url()).searchParams.get('redirectTo')).toBe('/vendors?category=Photographer');
      await context.close();
    }
  });

  it('shows a vendor page with services, map and badges, and a signed-in user favorites it', async () => {
    const context = await newContext(browser, 1280);
    await logInAs(context);
    const res = await context.request.get('/api/vendors?ignoreLocation=true&limit=5');
    const { vendors } = (await res.json()) as VendorListResponse;
    const vendor = vendors[0]!;
    const page = await context.newPage();
    await page.goto(`/vendors/${vendor.id}`);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: vendor.name }).isVisible())
      .toBe(true);
    expect(await page.getByRole('heading', { name: 'Services' }).isVisible()).toBe(true);
    await expect.poll(() => page.locator('.leaflet-container').count(), { timeout: 15_000 }).toBe(1);
    expect(await page.getByText(`Travels up to ${vendor.travelDistance ?? 50} miles`).isVisible()).toBe(true);
    for (const badge of vendor.badges) {
      expect(await page.getByRole('button', { name: `${badge.label}: ${badge.rule}` }).isVisible()).toBe(
        true,
      );
    }

    const star = page.getByRole('button', { name: `Add ${vendor.name} to favorites` });
    await star.click();
    await expect
      .poll(() =>
        page
          .getByRole('button', { name: `Remove ${vendor.name} from favorites` })
          .getAttribute('aria-pressed'),
      )
      .toBe('true');
    const favorites = await (await context.request.get('/api/vendors/favorites')).json();
    expect(favorites.map((v: { id: number }) => v.id)).toEqual([vendor.id]);
    await saveScreenshot(page, 'vendor-page-1280');
    await context.close();
  });
});
