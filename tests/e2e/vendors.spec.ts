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

  it('creates a vendor profile with a service, finds it, and another user favorites and reviews it', async () => {
    const owner = await newContext(browser, 390);
    await logInAs(owner);
    const page = await owner.newPage();
    await page.goto('/profile?tab=vendors');
    await page.getByRole('link', { name: 'Create Vendor Profile' }).first().click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Create Vendor Profile' }).isVisible())
      .toBe(true);

    const name = `Mystic Max ${Date.now().toString(36)}`;
    await page.getByLabel('Business name').fill(name);
    await page.getByLabel('Category').selectOption('Magician');
    await page.getByLabel('Description').fill('Close-up magic and a stage show for birthday parties.');
    await page.getByLabel('Contact email').fill('not-an-email');
    await page.getByLabel('Contact phone').fill('555-01');
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await expect.poll(() => page.getByText('Invalid email address').isVisible()).toBe(true);
    expect(await page.getByText('Phone number must be at least 10 digits').isVisible()).toBe(true);
    await saveScreenshot(page, 'vendor-form-errors-390');

    await page.getByLabel('Contact email').fill('max@mystic.example');
    await page.getByLabel('Contact phone').fill('(209) 555-0142');
    await page.getByRole('combobox', { name: 'Location' }).fill('Stockton, CA');
    await page.getByLabel('Travel distance in miles (optional)').fill('25');
    await page.getByRole('button', { name: 'Add a service' }).click();
    await page.getByLabel('Service name').fill('Birthday show');
    await page.getByLabel('Price in dollars').fill('275');
    await page.getByLabel('Duration in minutes').fill('45');
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByText('$275').isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Delete' }).isVisible()).toBe(true);
    const vendorUrl = new URL(page.url()).pathname;
    await saveScreenshot(page, 'vendor-page-owner-390');
    await owner.close();

    const guest = await newContext(browser, 1280);
    await logInAs(guest);
    const other = await guest.newPage();
    await other.goto('/vendors?category=Magician');
    const card = other.locator('article', { hasText: name });
    await expect.poll(() => card.isVisible()).toBe(true);
    await card.getByRole('button', { name: `Add ${name} to favorites` }).click();
    await expect
      .poll(() => card.getByRole('button', { name: `Remove ${name} from favorites` }).isVisible())
      .toBe(true);
    await other.goto('/profile?tab=favorites');
    await expect.poll(() => other.getByRole('link', { name }).isVisible()).toBe(true);
    await saveScreenshot(other, 'profile-favorites-1280');

    await other.goto(vendorUrl);
    await expect.poll(() => other.getByRole('heading', { name: 'Write a review' }).isVisible()).toBe(true);
    await other.getByText('5 stars').click({ force: true });
    await other.getByLabel('Your review (optional)').fill('Kids were amazed, great timing.');
    await other.getByRole('button', { name: 'Post review' }).click();
    const slow = { timeout: 10_000 };
    await expect.poll(() => other.getByText('Kids were amazed, great timing.').isVisible(), slow).toBe(true);
    await expect.poll(() => other.getByText('(1 review)').first().isVisible(), slow).toBe(true);
    expect(await other.getByText('5.0').first().isVisible()).toBe(true);
    await saveScreenshot(other, 'vendor-page-reviewed-1280');
    await guest.close();
  });
});
