import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { SIGN_UP_CLOSED_MESSAGE } from '#shared/constants.ts';
import {
  baseUrl,
  launchBrowser,
  logInAs,
  newContext,
  saveScreenshot,
  uniqueName,
} from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const slow = { timeout: 10_000 };
const admin = () => ({ username: inject('adminUsername'), password: inject('adminPassword') });

describe('site settings journey', () => {
  it('an admin renames the site and closes sign-up; the footer and the sign-up page follow at once; then reopens', async () => {
    const adminSide = await newContext(browser, 1280);
    await logInAs(adminSide, admin());
    const restore = () =>
      adminSide.request.patch('/api/admin/settings', {
        headers: { origin: baseUrl() },
        data: { siteName: 'Confetti', isSignUpOpen: true },
      });
    try {
      const page = await adminSide.newPage();
      await page.goto('/admin/settings');
      const name = page.getByRole('textbox', { name: 'Site name' });
      await expect.poll(() => name.isVisible(), slow).toBe(true);
      expect(await page.getByText('PGlite, embedded (DATA_DIR)').isVisible()).toBe(true);
      await name.fill('Party Central');
      const signUp = page.getByRole('switch', { name: 'Sign-up open' });
      await signUp.click();
      expect(await signUp.getAttribute('aria-checked')).toBe('false');
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => page.getByText('Settings saved').first().isVisible(), slow).toBe(true);
      const log = page.getByRole('list').filter({ hasText: 'Site name' });
      await expect
        .poll(() => log.getByText('Site name: Confetti → Party Central').isVisible(), slow)
        .toBe(true);
      expect(await log.getByText('Sign-up open: Open → Closed').isVisible()).toBe(true);
      expect(await log.getByText(`(@${admin().username})`).first().isVisible()).toBe(true);
      await saveScreenshot(page, 'admin-settings-1280');
      await page.setViewportSize({ width: 390, height: 844 });
      await saveScreenshot(page, 'admin-settings-390');

      // A visitor sees the new name in the footer and a closed sign-up, in the form and from the API.
      const visitorSide = await newContext(browser, 390);
      const visitor = await visitorSide.newPage();
      await visitor.goto('/');
      await expect
        .poll(
          () =>
            visitor
              .getByRole('contentinfo')
              .getByText(/^Party Central · /)
              .isVisible(),
          slow,
        )
        .toBe(true);
      await visitor.goto('/auth');
      await visitor.getByRole('tab', { name: 'Register' }).click();
      await expect
        .poll(() => visitor.getByRole('alert').getByText(SIGN_UP_CLOSED_MESSAGE).isVisible(), slow)
        .toBe(true);
      expect(
        await visitor.getByRole('heading', { level: 1, name: 'Welcome to Party Central' }).isVisible(),
      ).toBe(true);
      await saveScreenshot(visitor, 'auth-sign-up-closed-390');
      const username = uniqueName('closed');
      const refused = await visitorSide.request.post('/api/register', {
        headers: { origin: baseUrl() },
        data: { username, password: 'Fixture!Pass1', email: `${username}@example.com`, name: 'Too Late' },
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).message).toBe(SIGN_UP_CLOSED_MESSAGE);

      // Reopened: the same visitor can register again.
      await page.setViewportSize({ width: 1280, height: 860 });
      await name.fill('Confetti');
      await signUp.click();
      await page.getByRole('button', { name: 'Save settings' }).click();
      await expect.poll(() => log.getByText('Sign-up open: Closed → Open').isVisible(), slow).toBe(true);
      await visitor.reload();
      await visitor.getByRole('tab', { name: 'Register' }).click();
      await expect.poll(() => visitor.getByRole('form', { name: 'Register' }).isVisible(), slow).toBe(true);
      await logInAs(visitorSide);
      await visitorSide.close();
    } finally {
      await restore();
      await adminSide.close();
    }
  });
});
