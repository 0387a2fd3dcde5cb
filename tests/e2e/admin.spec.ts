import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { AdminStats } from '#shared/contracts/admin.ts';
import {
  launchBrowser,
  logInAs,
  newContext,
  registerThroughApi,
  saveScreenshot,
  uniqueName,
} from './support/browser.ts';

const ADMIN_PAGES = [
  ['admin', '/admin', 'Admin Dashboard'],
  ['admin-users', '/admin/users', 'User Management'],
  ['admin-events', '/admin/events', 'Event Management'],
  ['admin-vendors', '/admin/vendors', 'Vendor Management'],
  ['admin-settings', '/admin/settings', 'Site Settings'],
  ['admin-generate', '/admin/generate-sample-events', 'Generate Sample Events'],
] as const;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const admin = () => ({ username: inject('adminUsername'), password: inject('adminPassword') });

describe('administration journey', () => {
  it('sends a signed-in non-admin from every admin page to /', async () => {
    const context = await newContext(browser, 1280);
    await logInAs(context);
    const page = await context.newPage();
    for (const [, path] of ADMIN_PAGES) {
      await page.goto(path);
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 10_000 }).toBe('/');
    }
    await context.close();
  });

  it('generates sample events and watches the count rise', async () => {
    const context = await newContext(browser, 1280);
    await logInAs(context, admin());
    const before = (await (await context.request.get('/api/admin/stats')).json()) as AdminStats;
    const page = await context.newPage();
    await page.goto('/admin/generate-sample-events');
    await page.getByRole('button', { name: 'Generate 50 Sample Events' }).click();
    await expect
      .poll(() => page.getByText('Finished: Created 50 of 50 events').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await expect
      .poll(async () => (await page.getByText(/Events on the site:/).textContent())?.replace(/\D/g, ''), {
        timeout: 10_000,
      })
      .toBe(String(before.events.total + 50));
    await page.goto('/admin');
    await expect
      .poll(() =>
        page.getByText(`${(before.events.total + 50).toLocaleString('en-US')}`, { exact: true }).isVisible(),
      )
      .toBe(true);
    await context.close();
  });

  it('toggles another user’s admin flag and verifies a vendor', async () => {
    const context = await newContext(browser, 1280);
    const other = await registerThroughApi(context);
    await logInAs(context, admin());
    const page = await context.newPage();
    await page.goto(`/admin/users?q=${other.username}`);
    const toggle = page.getByRole('switch', { name: new RegExp(`Administrator: E2E ${other.username}`) });
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('true');
    const mine = page.getByRole('switch', { name: /Administrator: / });
    expect(await mine.count()).toBe(1);
    await page.goto(`/admin/users?q=${admin().username}`);
    await expect
      .poll(() =>
        page
          .getByRole('switch', { name: /Administrator: / })
          .first()
          .isDisabled(),
      )
      .toBe(true);

    await page.goto('/admin/vendors');
    const verifiedSwitch = { name: /^Verified: / };
    const unverified = page
      .locator('li', { has: page.getByRole('switch', { ...verifiedSwitch, checked: false }) })
      .first();
    await expect.poll(() => unverified.isVisible()).toBe(true);
    const name = await unverified.getByRole('link').first().textContent();
    await unverified.getByRole('switch', verifiedSwitch).click();
    await expect
      .poll(() => page.getByRole('switch', { name: `Verified: ${name}` }).getAttribute('aria-checked'))
      .toBe('true');
    await context.close();
  });

  it('creates, edits and deletes another user’s vendor from the vendor list', async () => {
    const context = await newContext(browser, 1280);
    await logInAs(context, admin());
    const page = await context.newPage();
    await page.goto('/admin/vendors');
    await page.getByRole('link', { name: 'Create Vendor' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: 'Create Vendor Profile' }).isVisible())
      .toBe(true);

    await page.goto('/admin/vendors');
    const row = page.locator('li', { has: page.getByRole('link', { name: 'Edit' }) }).first();
    await expect.poll(() => row.isVisible()).toBe(true);
    const original = (await row.getByRole('link').first().textContent()) ?? '';
    await row.getByRole('link', { name: 'Edit' }).click();
    const name = page.getByLabel('Business name');
    await expect.poll(() => name.inputValue()).toBe(original);
    const renamed = uniqueName('Admin edited');
    await name.fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    // Saving lands on the vendor page (the edit page's own heading also holds the new name).
    await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/vendors\/\d+$/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1, name: renamed, exact: true }).isVisible())
      .toBe(true);
    const id = Number(new URL(page.url()).pathname.split('/').pop());

    await page.goto('/admin/vendors');
    const edited = page.locator('li', { has: page.getByRole('link', { name: renamed, exact: true }) });
    await expect.poll(() => edited.isVisible()).toBe(true);
    await edited.getByRole('button', { name: `Delete ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect
      .poll(() => dialog.getByText('Are you sure you want to delete this vendor?').isVisible())
      .toBe(true);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => edited.count()).toBe(0);
    expect((await context.request.get(`/api/vendors/${id}`)).status()).toBe(404);
    await context.close();
  });

  // One test per width: six screens with screenshots fit the test timeout on a busy machine.
  it.each([390, 1280])('renders every admin screen at %ipx', async (width) => {
    const context = await newContext(browser, width);
    await logInAs(context, admin());
    const page = await context.newPage();
    for (const [name, path, heading] of ADMIN_PAGES) {
      await page.goto(path);
      await expect.poll(() => page.getByRole('heading', { level: 1, name: heading }).isVisible()).toBe(true);
      await page.waitForLoadState('networkidle');
      await saveScreenshot(page, `${name}-${width}`);
    }
    await context.close();
  });
});

describe('discovery journey', () => {
  it('an admin discovers events for a city and creates two of them', async () => {
    const context = await newContext(browser, 1280);
    await logInAs(context, admin());
    const page = await context.newPage();
    await page.goto('/admin/generate-sample-events');
    await page.getByLabel('City').fill('Boston');
    await page.getByLabel('State').selectOption('MA');
    await page.getByRole('button', { name: 'Search for Events' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /Found Events \(\d+\)/ }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    const boxes = page.getByRole('checkbox');
    await expect.poll(() => boxes.count()).toBeGreaterThan(2);
    await page.getByRole('button', { name: 'Create Test Event' }).click();
    await expect
      .poll(() => page.getByText('Please select at least one event to create').first().isVisible())
      .toBe(true);
    await boxes.nth(0).click();
    await boxes.nth(1).click();
    await page.getByRole('button', { name: 'Create Test Event' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Successfully Created Events' }).isVisible(), {
        timeout: 20_000,
      })
      .toBe(true);
    await expect.poll(() => page.getByRole('link', { name: 'Generate Image' }).count()).toBe(2);
    expect(await boxes.nth(0).isDisabled()).toBe(true);
    await saveScreenshot(page, 'admin-discovery-1280');
    await context.close();
  });

  it('shows the public discovery form, its empty state and results at both widths', async () => {
    for (const width of [390, 1280]) {
      const context = await newContext(browser, width);
      await logInAs(context, admin());
      const page = await context.newPage();
      await page.goto('/discover-events');
      await expect
        .poll(() => page.getByText('Enter a location to start discovering events.').isVisible())
        .toBe(true);
      expect(await page.getByRole('button', { name: 'Test Local Event Discovery' }).isVisible()).toBe(true);
      await saveScreenshot(page, `discover-events-empty-${width}`);
      await page.getByLabel('City').fill('Stockton');
      await page.getByLabel('State').selectOption('CA');
      await page.getByRole('button', { name: 'Search for Events' }).click();
      await expect
        .poll(() => page.getByText('Stockton Asparagus Festival').isVisible(), { timeout: 20_000 })
        .toBe(true);
      await saveScreenshot(page, `discover-events-${width}`);
      await context.close();
    }
  });
});
