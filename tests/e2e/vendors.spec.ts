import type { Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { VendorListResponse } from '#shared/contracts/vendors.ts';
import { launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';

let browser: Browser;

/** A small solid-colour PNG, as a person's file picker would hand it over. */
async function pngFile(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}
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

  it('creates a vendor profile, and another user favorites, reviews and asks it for a quote; the owner replies and an admin adds badges', async () => {
    const slow = { timeout: 10_000 };
    const owner = await newContext(browser, 390);
    const ownerCredentials = await logInAs(owner);
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
    // A logo and two gallery pictures, uploaded, re-encoded by the server, previewed from its store.
    await page.getByLabel('Upload a logo (optional)').setInputFiles(await pngFile('logo.png', '#7c3aed'));
    await expect.poll(() => page.getByRole('img', { name: 'Logo preview' }).isVisible(), slow).toBe(true);
    await page.getByLabel('Add a picture').setInputFiles(await pngFile('stage.png', '#f59e0b'));
    await expect.poll(() => page.getByText('1 of 12 pictures').isVisible(), slow).toBe(true);
    await page.getByLabel('Add a picture').setInputFiles(await pngFile('cards.png', '#0ea5e9'));
    await expect.poll(() => page.getByText('2 of 12 pictures').isVisible(), slow).toBe(true);
    await page.getByRole('button', { name: 'Add a service' }).click();
    await page.getByLabel('Service name').fill('Birthday show');
    await page.getByLabel('Price in dollars').fill('275');
    await page.getByLabel('Duration in minutes').fill('45');
    await saveScreenshot(page, 'vendor-form-filled-390');
    await page.setViewportSize({ width: 1280, height: 860 });
    await saveScreenshot(page, 'vendor-form-filled-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Create Vendor Profile' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name }).isVisible(), { timeout: 10_000 })
      .toBe(true);
    expect(await page.getByText('$275').isVisible()).toBe(true);
    await expect
      .poll(() => page.getByRole('img', { name: `${name}, work sample 2 of 2` }).isVisible(), slow)
      .toBe(true);
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
    // The radios are visually hidden; a person clicks the fifth star, which is the radio's label.
    const fiveStars = other.getByRole('radio', { name: '5 stars' });
    await other.locator('label', { has: fiveStars }).click();
    expect(await fiveStars.isChecked()).toBe(true);
    await other.getByLabel('Your review (optional)').fill('Kids were amazed, great timing.');
    await other.getByRole('button', { name: 'Post review' }).click();
    await expect.poll(() => other.getByText('Kids were amazed, great timing.').isVisible(), slow).toBe(true);
    await expect.poll(() => other.getByText('(1 review)').first().isVisible(), slow).toBe(true);
    expect(await other.getByText('5.0').first().isVisible()).toBe(true);
    await saveScreenshot(other, 'vendor-page-reviewed-1280');

    // The other user asks for a quote; the owner answers it from their profile.
    await other.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = other.getByRole('dialog', { name: 'Request a quote' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => dialog.getByText('Tell the vendor about your event').isVisible()).toBe(true);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Event date').fill(inAMonth);
    await dialog.getByLabel('Guests').fill('25');
    await dialog.getByLabel('Budget ($)').fill('400');
    await dialog.getByLabel('Message').fill('A 45-minute show for a 9th birthday, backyard in Stockton.');
    await saveScreenshot(other, 'vendor-quote-dialog-1280');
    await other.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(other, 'vendor-quote-dialog-390');
    await other.setViewportSize({ width: 1280, height: 860 });
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => other.getByText('Quote request sent').first().isVisible(), slow).toBe(true);
    await guest.close();

    const ownerAgain = await newContext(browser, 390);
    await logInAs(ownerAgain, ownerCredentials);
    const inbox = await ownerAgain.newPage();
    await inbox.goto('/profile?tab=vendors');
    const request = inbox.getByRole('listitem', { name: new RegExp(name) });
    await expect.poll(() => request.isVisible(), slow).toBe(true);
    expect(await request.getByText('Waiting for your reply').isVisible()).toBe(true);
    expect(await request.getByText('$400').isVisible()).toBe(true);
    await request.getByRole('button', { name: 'Open conversation' }).click();
    await request.getByLabel(/^Reply to /).fill('$275 for the 45-minute birthday show, travel included.');
    await saveScreenshot(inbox, 'profile-quote-requests-390');
    await request.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => request.getByText('Replied', { exact: true }).isVisible(), slow).toBe(true);
    expect(await request.getByText('$275 for the 45-minute birthday show').isVisible()).toBe(true);
    await ownerAgain.close();

    // An administrator checks the vendor's insurance: the Insured badge shows on its page.
    const admin = await newContext(browser, 1280);
    await logInAs(admin, { username: inject('adminUsername'), password: inject('adminPassword') });
    const adminPage = await admin.newPage();
    await adminPage.goto('/admin/vendors');
    const insured = adminPage.getByRole('switch', { name: `Insured: ${name}` });
    await expect.poll(() => insured.isVisible(), slow).toBe(true);
    await insured.click();
    await expect.poll(() => insured.getAttribute('aria-checked'), slow).toBe('true');
    await saveScreenshot(adminPage, 'admin-vendors-badges-1280');
    await adminPage.goto(vendorUrl);
    await expect.poll(() => adminPage.getByRole('heading', { level: 1, name }).isVisible(), slow).toBe(true);
    expect(await adminPage.getByText('Insured', { exact: true }).first().isVisible()).toBe(true);
    await admin.close();
  });

  it("lets a guest search in plain English, remove a chip, and open the vendor owner's public profile", async () => {
    for (const width of [390, 1280]) {
      const context = await newContext(browser, width);
      const page = await context.newPage();
      await page.goto('/vendors');
      await page.getByRole('searchbox', { name: 'Search vendors' }).fill('dj in modesto');
      await page.getByRole('searchbox', { name: 'Search vendors' }).press('Enter');
      await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('dj in modesto');
      const tradeChip = page.getByRole('button', { name: 'Remove trade DJ' });
      await expect.poll(() => tradeChip.isVisible()).toBe(true);
      expect(await page.getByRole('button', { name: 'Remove place Modesto, CA' }).isVisible()).toBe(true);
      expect(await page.getByText('Showing vendors who travel to Modesto, CA').isVisible()).toBe(true);
      const card = page.locator('article', { hasText: 'Orchard City Sound' });
      await expect.poll(() => card.isVisible()).toBe(true);
      expect((await page.locator('article').allTextContents()).every((text) => text.includes('DJ'))).toBe(
        true,
      );
      await saveScreenshot(page, `vendors-search-${width}`);

      // Removing the trade chip widens the search to every trade that travels to Modesto.
      const before = await page.locator('article').count();
      await tradeChip.click();
      await expect.poll(() => new URL(page.url()).searchParams.get('dismiss')).toBe('category');
      await expect.poll(() => page.getByRole('button', { name: 'Remove trade DJ' }).count()).toBe(0);
      await expect.poll(() => page.locator('article').count()).toBeGreaterThan(before);

      // A search with nothing to show says what to try next.
      await page.goto('/vendors?q=zzyzx%20quartet%20kazoo');
      await expect
        .poll(() => page.getByText(/^No vendors match “zzyzx quartet kazoo”/).isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Clear the search' }).isVisible()).toBe(true);
      await saveScreenshot(page, `vendors-search-empty-${width}`);

      await page.goto('/vendors?q=dj%20in%20modesto');
      await page
        .locator('article', { hasText: 'Orchard City Sound' })
        .getByRole('link', { name: 'Orchard City Sound' })
        .click();
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Orchard City Sound' }).isVisible())
        .toBe(true);
      await saveScreenshot(page, `vendor-page-guest-${width}`);
      await page.getByRole('link', { name: 'Ben Carter' }).click();
      await expect.poll(() => new URL(page.url()).pathname).toBe('/profile/bencarter');
      await expect
        .poll(() => page.getByRole('heading', { level: 1, name: 'Ben Carter' }).isVisible())
        .toBe(true);
      expect(await page.getByText('@bencarter').isVisible()).toBe(true);
      expect(await page.getByText(/Modesto high-school teacher/).isVisible()).toBe(true);
      expect(await page.getByRole('link', { name: 'Orchard City Sound' }).isVisible()).toBe(true);
      expect(await page.getByText(/ben\.carter@example\.com/).count()).toBe(0);
      await saveScreenshot(page, `public-profile-${width}`);

      await page.goto('/profile/no-such-person-here');
      await expect
        .poll(() => page.getByRole('heading', { name: '404 Page Not Found' }).isVisible())
        .toBe(true);
      await context.close();
    }
  });
});
