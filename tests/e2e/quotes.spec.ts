import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const slow = { timeout: 10_000 };

describe('quote request conversation', () => {
  it('a customer asks for a quote, the vendor replies, the customer sees it unread and answers back, the vendor reads it', async () => {
    // The vendor: an account with a vendor profile, made through the API (this journey is about quotes).
    const vendorSide = await newContext(browser, 1280);
    const vendorCredentials = await logInAs(vendorSide);
    const name = `Quote Beats ${Date.now().toString(36)}`;
    const created = await vendorSide.request.post('/api/vendors', {
      headers: { origin: baseUrl() },
      data: {
        name,
        description: 'Wedding and party DJ with lights.',
        category: 'DJ',
        contactEmail: 'beats@quote.example',
        contactPhone: '(209) 555-0142',
        location: 'Stockton, CA',
        services: [{ name: 'Four-hour set', price: 900 }],
      },
    });
    expect(created.status()).toBe(201);
    const vendorId = (await created.json()).id as number;
    await vendorSide.close();

    // The customer asks for a quote from the vendor page.
    const customerSide = await newContext(browser, 390);
    await logInAs(customerSide);
    const customer = await customerSide.newPage();
    await customer.goto(`/vendors/${vendorId}`);
    await customer.getByRole('button', { name: 'Request a quote' }).click();
    const dialog = customer.getByRole('dialog', { name: 'Request a quote' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    const inAMonth = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    await dialog.getByLabel('Event date').fill(inAMonth);
    await dialog.getByLabel('Guests').fill('60');
    await dialog.getByLabel('Message').fill('Can you play a four-hour set at our anniversary party?');
    await dialog.getByRole('button', { name: 'Send request' }).click();
    await expect.poll(() => customer.getByText('Quote request sent').first().isVisible(), slow).toBe(true);

    // The vendor replies from the inbox on their profile.
    const ownerSide = await newContext(browser, 1280);
    await logInAs(ownerSide, vendorCredentials);
    const owner = await ownerSide.newPage();
    await owner.goto('/profile?tab=vendors');
    const inboxItem = owner.getByRole('listitem', { name: new RegExp(name) });
    await expect.poll(() => inboxItem.isVisible(), slow).toBe(true);
    await inboxItem.getByRole('button', { name: 'Open conversation' }).click();
    await inboxItem.getByLabel(/^Reply to /).fill('$900 for four hours, lights included.');
    await inboxItem.getByRole('button', { name: 'Send reply' }).click();
    await expect.poll(() => inboxItem.getByText('Replied', { exact: true }).isVisible(), slow).toBe(true);

    // The customer sees the unread count in the navigation, opens the thread and answers back.
    await customer.goto('/');
    const unreadLink = customer.getByRole('link', { name: '1 unread quote conversation' });
    await expect.poll(() => unreadLink.isVisible(), slow).toBe(true);
    await saveScreenshot(customer, 'quotes-nav-unread-390');
    await unreadLink.click();
    await expect.poll(() => new URL(customer.url()).searchParams.get('tab')).toBe('quotes');
    const sentItem = customer.getByRole('listitem', { name: new RegExp(name) });
    await expect.poll(() => sentItem.getByText('New message').isVisible(), slow).toBe(true);
    expect(await customer.getByRole('tab', { name: /Quote Requests\s*1 unread/ }).isVisible()).toBe(true);
    await sentItem.getByRole('button', { name: 'Open conversation' }).click();
    await expect
      .poll(() => sentItem.getByText('$900 for four hours, lights included.').isVisible(), slow)
      .toBe(true);
    await sentItem.getByLabel('Your message').fill('Great, can you start at 7 pm?');
    await sentItem.getByRole('button', { name: 'Send message' }).click();
    await expect.poll(() => sentItem.getByText('Great, can you start at 7 pm?').isVisible(), slow).toBe(true);
    // Reading the thread cleared the count.
    await expect.poll(() => unreadLink.isVisible(), slow).toBe(false);
    await saveScreenshot(customer, 'quotes-thread-customer-390');
    await customer.setViewportSize({ width: 1280, height: 860 });
    await saveScreenshot(customer, 'quotes-thread-customer-1280');
    await customerSide.close();

    // The vendor sees the answer in the same thread.
    await owner.reload();
    const again = owner.getByRole('listitem', { name: new RegExp(name) });
    await expect.poll(() => again.getByText('New message').isVisible(), slow).toBe(true);
    await again.getByRole('button', { name: 'Open conversation' }).click();
    await expect.poll(() => again.getByText('Great, can you start at 7 pm?').isVisible(), slow).toBe(true);
    await saveScreenshot(owner, 'quotes-thread-vendor-1280');
    await owner.setViewportSize({ width: 390, height: 844 });
    await saveScreenshot(owner, 'quotes-thread-vendor-390');
    await ownerSide.close();
  });
});
