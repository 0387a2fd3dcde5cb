import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Event } from '#shared/contracts/events.ts';
import { baseUrl, launchBrowser, logInAs, newContext, saveScreenshot } from './support/browser.ts';
import { dayAsListed, instantOfWallTime, wallTimeDaysAhead } from './support/dates.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => browser?.close());

const GARDEN_BRUNCH_AT = wallTimeDaysAhead(10, '11:00');
const ALUMNI_MIXER_AT = wallTimeDaysAhead(15, '19:00');
/** The party the hosting journey creates through the form, three weeks from today. */
const JAZZ_NIGHT_AT = wallTimeDaysAhead(21, '19:30');

/** Fixture over clicks: a few events owned by the signed-in user, made through the API. */
async function seedMyEvents(context: BrowserContext): Promise<Event[]> {
  const drafts = [
    { title: 'Garden Brunch Social', location: 'Portland, OR', category: 'Social', date: GARDEN_BRUNCH_AT },
    { title: 'Alumni Holiday Mixer', location: 'Chicago, IL', category: 'Holiday', date: ALUMNI_MIXER_AT },
    // Past: the Event Date sort puts upcoming events first, soonest first, then past ones.
    {
      title: 'Summer Trail 5K',
      location: 'Boulder, CO',
      category: 'Athletic Race',
      date: wallTimeDaysAhead(-150, '08:00'),
    },
  ];
  const created: Event[] = [];
  for (const draft of drafts) {
    const res = await context.request.post('/api/events', {
      data: { ...draft, description: `${draft.title}: come along, bring a friend.` },
      headers: { origin: baseUrl() },
    });
    if (!res.ok()) throw new Error(`seeding an event failed: ${res.status()} ${await res.text()}`);
    created.push((await res.json()) as Event);
  }
  return created;
}

async function bookmark(context: BrowserContext, eventId: number) {
  const res = await context.request.post(`/api/bookmarks/${eventId}`, { headers: { origin: baseUrl() } });
  if (!res.ok()) throw new Error(`bookmark fixture failed: ${res.status()} ${await res.text()}`);
}

/** Polls longer than vitest's 1 s default: pages load their code on demand. */
const eventually = <T>(read: () => Promise<T>, timeout = 10_000) => expect.poll(read, { timeout });

const visible = (page: Page, text: string) => () => page.getByText(text, { exact: true }).first().isVisible();

describe('hosting journey', () => {
  it('creates an event through the form, finds it in My Events and edits it', async () => {
    const context = await newContext(browser);
    await logInAs(context);
    const page = await context.newPage();
    await page.goto('/create-event');
    await eventually(() => page.getByRole('heading', { name: 'Host a New Party' }).isVisible()).toBe(true);

    // The shared schema's messages under their fields, before anything is sent.
    await page.getByRole('button', { name: 'Create Event' }).click();
    await eventually(visible(page, 'Title is required')).toBe(true);
    expect(await page.getByText('Location is required').isVisible()).toBe(true);

    const title = `Rooftop Jazz Night ${Date.now().toString(36)}`;
    await page.getByLabel(/^Event Title/).fill(title);
    await page.getByLabel(/^Description/).fill('A live quartet, small plates and a sunset over the river.');
    await page.getByLabel(/^Date and Time/).fill(JAZZ_NIGHT_AT);
    const location = page.getByRole('combobox', { name: /^Location/ });
    await location.pressSequentially('Austin', { delay: 40 });
    const suggestion = page.getByRole('option', { name: /^Austin, TX/ });
    await eventually(() => suggestion.isVisible()).toBe(true);
    await saveScreenshot(page, 'hosting-create-suggestions-1280');
    await suggestion.click();
    expect(await location.inputValue()).toBe('Austin, TX');

    await page.getByRole('combobox', { name: /^Event Type/ }).click();
    await page.getByRole('option', { name: 'Concert' }).click();

    // The select's popup hides the rest of the page from the accessibility tree until it closes.
    await eventually(() => page.getByRole('listbox').count()).toBe(0);
    const generate = page.getByRole('button', { name: 'Generate Image' });
    await eventually(() => generate.isVisible()).toBe(true);
    await generate.click();
    await eventually(() => page.getByRole('img', { name: 'Event image preview' }).isVisible(), 30_000).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: 'Generate New Image' }).isVisible()).toBe(true);
    await page.getByLabel('Meta Title').fill(`${title} | Austin`);
    // RSVP settings on the create page: a bad capacity stops the creation and says why.
    await page.getByLabel('Capacity (people, plus-ones included)').fill('0');
    await page.getByRole('button', { name: 'Create Event' }).click();
    await eventually(visible(page, 'Capacity must be at least 1')).toBe(true);
    expect(new URL(page.url()).pathname).toBe('/create-event');
    await page.getByLabel('Capacity (people, plus-ones included)').fill('40');
    await page.getByLabel('Plus-ones per guest').fill('1');
    await page.getByRole('switch', { name: `Show "Who's going" to everyone` }).click();
    // The wizard is for administrators only, so a host who is not one is not offered it.
    expect(await page.getByRole('button', { name: 'Image Wizard' }).count()).toBe(0);
    await saveScreenshot(page, 'hosting-create-filled-1280');

    await page.getByRole('button', { name: 'Create Event' }).click();
    await page.waitForURL(/\/events\/\d+$/, { timeout: 20_000 });
    const eventId = Number(new URL(page.url()).pathname.split('/').pop());
    await eventually(() => page.getByRole('heading', { level: 1, name: title }).isVisible()).toBe(true);

    const stored = (await (await context.request.get(`/api/events/${eventId}`)).json()) as Event;
    expect(stored).toMatchObject({ title, city: 'Austin', region: 'TX', category: 'Concert' });
    expect(stored.image).toMatch(/^\/images\//);
    expect(stored.timeZone).toBe('America/Chicago');
    // 7:30 PM in Austin, whatever its offset from UTC that day.
    expect(stored.date).toBe(instantOfWallTime(JAZZ_NIGHT_AT, 'America/Chicago'));
    const rsvp = await (await context.request.get(`/api/events/${eventId}/rsvp`)).json();
    expect(rsvp.settings).toMatchObject({
      isEnabled: true,
      capacity: 40,
      plusOneMax: 1,
      isGuestListPublic: true,
    });

    await page.goto('/my-events');
    const row = page.getByRole('listitem').filter({ hasText: title });
    await eventually(() => row.isVisible()).toBe(true);
    expect(await row.getByText(dayAsListed(JAZZ_NIGHT_AT)).isVisible()).toBe(true);
    await row.getByRole('link', { name: `Edit ${title}` }).click();
    await page.waitForURL(`**/events/${eventId}/edit`);

    const titleField = page.getByLabel(/^Event Title/);
    await eventually(() => titleField.inputValue()).toBe(title);
    // The stored instant comes back as the wall time at the party.
    expect(await page.getByLabel(/^Date and Time/).inputValue()).toBe(JAZZ_NIGHT_AT);
    const renamed = `${title} (Encore)`;
    await titleField.fill(renamed);
    await saveScreenshot(page, 'hosting-edit-1280');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.waitForURL((url) => url.pathname === `/events/${eventId}`);
    await eventually(() => page.getByRole('heading', { level: 1, name: renamed }).isVisible()).toBe(true);
    await eventually(visible(page, 'Event updated')).toBe(true);

    await page.goto('/my-events');
    await eventually(() => page.getByRole('listitem').filter({ hasText: renamed }).isVisible()).toBe(true);
    await context.close();
  });

  it('turns Evite sync off and validates an image URL on the edit page', async () => {
    const context = await newContext(browser);
    await logInAs(context);
    const [event] = await seedMyEvents(context);
    const page = await context.newPage();
    await page.goto(`/events/${event!.id}/edit`);
    const sync = page.getByRole('switch', { name: 'Sync with Evite' });
    await eventually(() => sync.isVisible()).toBe(true);
    await sync.click();
    await page.getByLabel(/^Evite invitation URL/).fill('not a link');
    await page.getByLabel('Evite event ID').fill('evt-42');
    await page.getByLabel('Image URL').fill('/banners/social.png');
    await eventually(visible(page, 'Local image path is valid')).toBe(true);
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(visible(page, 'Please enter a valid URL')).toBe(true);
    await saveScreenshot(page, 'hosting-edit-evite-1280');

    await sync.click();
    await sync.click();
    expect(await page.getByLabel(/^Evite invitation URL/).inputValue()).toBe('');
    expect(await page.getByLabel('Evite event ID').inputValue()).toBe('');
    await context.close();
  });

  it('uploads a photo as the event image on the edit page, and the event page shows the stored copy', async () => {
    const context = await newContext(browser, 390);
    await logInAs(context);
    const [event] = await seedMyEvents(context);
    const page = await context.newPage();
    await page.goto(`/events/${event!.id}/edit`);
    const imageUrl = page.getByLabel('Image URL');
    await eventually(() => imageUrl.isVisible()).toBe(true);
    const buffer = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#db2777' } })
      .jpeg()
      .toBuffer();
    await page
      .getByLabel('Upload an image')
      .setInputFiles({ name: 'party.jpg', mimeType: 'image/jpeg', buffer });
    await eventually(() => imageUrl.inputValue(), 10_000).toMatch(/^\/images\/[0-9a-f]{64}$/);
    const stored = await imageUrl.inputValue();
    await saveScreenshot(page, 'hosting-edit-upload-390');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await eventually(async () => new URL(page.url()).pathname).toBe(`/events/${event!.id}`);
    await eventually(() => page.locator(`img[src^="${stored}"]`).count(), 10_000).toBeGreaterThan(0);
    await context.close();
  });

  it('shows My Events and the profile tabs, at 1280 and 390', async () => {
    for (const width of [1280, 390]) {
      const context = await newContext(browser, width);
      await logInAs(context);
      const events = await seedMyEvents(context);
      await bookmark(context, events[0]!.id);
      await bookmark(context, events[1]!.id);
      const page = await context.newPage();

      await page.goto('/my-events');
      await eventually(() => page.getByText('3 events').isVisible()).toBe(true);
      expect(await page.getByText(`Latest: ${dayAsListed(ALUMNI_MIXER_AT)}`).isVisible()).toBe(true);
      const titles = () =>
        page.getByRole('list', { name: 'My events' }).getByRole('heading').allTextContents();
      await page.getByRole('combobox', { name: 'Sort events' }).click();
      await page.getByRole('option', { name: 'Title A-Z' }).click();
      await eventually(titles).toEqual(['Alumni Holiday Mixer', 'Garden Brunch Social', 'Summer Trail 5K']);
      expect(new URL(page.url()).searchParams.get('sort')).toBe('title');
      await page.getByRole('combobox', { name: 'Sort events' }).click();
      await page.getByRole('option', { name: 'Event Date' }).click();
      await eventually(titles).toEqual(['Garden Brunch Social', 'Alumni Holiday Mixer', 'Summer Trail 5K']);
      await saveScreenshot(page, `hosting-my-events-${width}`);

      await page.goto('/create-event');
      await eventually(() => page.getByRole('button', { name: 'Create Event' }).isVisible()).toBe(true);
      await saveScreenshot(page, `hosting-create-${width}`);
      await page.goto(`/events/${events[0]!.id}/edit`);
      await eventually(() => page.getByRole('button', { name: 'Save Changes' }).isVisible()).toBe(true);
      await saveScreenshot(page, `hosting-edit-${width}`);

      await page.goto('/profile');
      await eventually(() => page.getByRole('button', { name: 'Edit Profile' }).isVisible()).toBe(true);
      await eventually(() => page.locator('.leaflet-marker-icon').count(), 15_000).toBe(1);
      await eventually(() => page.getByRole('link', { name: 'Garden Brunch Social' }).isVisible()).toBe(true);
      await saveScreenshot(page, `hosting-profile-events-${width}`);
      const bookmarksTab = page.getByRole('tab', { name: /Bookmarked Events/ });
      await eventually(() => bookmarksTab.textContent()).toContain('2');
      await bookmarksTab.click();
      await eventually(() =>
        page.getByRole('list', { name: 'Bookmarked events' }).getByRole('article').count(),
      ).toBe(2);
      await saveScreenshot(page, `hosting-profile-bookmarks-${width}`);
      await page.getByRole('tab', { name: 'My Vendor Profiles' }).click();
      await eventually(visible(page, "You haven't registered as a vendor yet.")).toBe(true);
      await saveScreenshot(page, `hosting-profile-vendors-${width}`);
      await page.getByRole('tab', { name: 'Favorite Vendors' }).click();
      await eventually(visible(page, 'No favorite vendors yet.')).toBe(true);
      await saveScreenshot(page, `hosting-profile-favorites-${width}`);

      await page.getByRole('button', { name: 'Edit Profile' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
      await dialog.getByLabel('Bio').fill('I host jazz nights and trail races.');
      await dialog.getByLabel(/^Username/).fill('x');
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await eventually(visible(page, 'Username must be at least 2 characters')).toBe(true);
      await saveScreenshot(page, `hosting-profile-dialog-${width}`);
      await dialog.getByLabel(/^Username/).fill(`host${Date.now().toString(36)}${width}`);
      await dialog.getByRole('button', { name: 'Save changes' }).click();
      await eventually(visible(page, 'Profile updated successfully')).toBe(true);
      await eventually(visible(page, 'I host jazz nights and trail races.')).toBe(true);
      await context.close();
    }
  });

  it('lets only the organizer or an administrator edit, and names a missing event', async () => {
    const owner = await newContext(browser);
    await logInAs(owner);
    const [event] = await seedMyEvents(owner);
    await owner.close();

    const stranger = await newContext(browser);
    await logInAs(stranger);
    const page = await stranger.newPage();
    await page.goto(`/events/${event!.id}/edit`);
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/events/99999999/edit');
    await eventually(visible(page, 'Event not found')).toBe(true);
    await saveScreenshot(page, 'hosting-edit-not-found-1280');
    await stranger.close();

    const admin = await newContext(browser);
    await logInAs(admin, { username: inject('adminUsername'), password: inject('adminPassword') });
    const adminPage = await admin.newPage();
    await adminPage.goto(`/admin/events/${event!.id}/edit`);
    const wizard = adminPage.getByRole('link', { name: 'Image Wizard' });
    await eventually(() => wizard.isVisible()).toBe(true);
    expect(await wizard.getAttribute('href')).toBe(`/admin/events/${event!.id}/image`);
    expect(await adminPage.getByLabel(/^Event Title/).inputValue()).toBe(event!.title);
    await admin.close();
  });

  it('shows an empty My Events with its way to host a first party', async () => {
    const context = await newContext(browser, 390);
    await logInAs(context);
    const page = await context.newPage();
    await page.goto('/my-events');
    await eventually(visible(page, "You haven't created any events yet.")).toBe(true);
    expect(await page.getByRole('link', { name: 'Create Your First Event' }).getAttribute('href')).toBe(
      '/create-event',
    );
    await saveScreenshot(page, 'hosting-my-events-empty-390');
    await context.close();
  });
});
