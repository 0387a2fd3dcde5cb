import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { dismissToast } from '#client/components/ui/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { buildTestBirthdayEvent, buildTestUser } from '#client/testing/fixtures.ts';
import type { User } from '#shared/contracts/auth.ts';
import type { Event } from '#shared/contracts/events.ts';
import { buildShareText } from '#shared/lib/share/share-text.ts';
import { ShareEventButton } from './share-event-button.tsx';

const USER: User = buildTestUser();

const EVENT_URL = `${window.location.origin}/events/7`;

function renderButton(event: Event = buildTestBirthdayEvent(), user: User | null = USER) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.user, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[`/events/${event.id}`]}>
        <Routes>
          <Route path="/events/:id" element={<ShareEventButton event={event} />} />
          <Route path="/auth" element={<p>Auth page</p>} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

async function openPanel(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Share Event' }));
  return screen.findByRole('dialog', { name: 'Share this event' });
}

function mockFetch(status: number, body: unknown) {
  return vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    }),
  );
}

const sentBody = (fetchSpy: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body)) as Record<string, unknown>;

afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

describe('ShareEventButton', () => {
  it('lets a guest open the panel and copy the link without signing in', async () => {
    const user = renderButton(buildTestBirthdayEvent(), null);
    const panel = await openPanel(user);
    expect(screen.queryByText('Auth page')).not.toBeInTheDocument();
    expect(within(panel).getByText(EVENT_URL)).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: /Copy link/i })).toBeInTheDocument();
  });

  it('loads the panel on a press and gives the focus back to the button when it closes', async () => {
    const user = renderButton();
    const button = screen.getByRole('button', { name: 'Share Event' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    await openPanel(user);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(button).toHaveFocus();
  });

  it('opens the side sheet with its title, description and the four platforms', async () => {
    const user = renderButton();
    const panel = await openPanel(user);
    expect(
      within(panel).getByText('Choose a platform and optimize your content for the best reach'),
    ).toBeInTheDocument();
    for (const name of ['Facebook', 'Twitter', 'LinkedIn', 'Instagram']) {
      expect(within(panel).getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
  });

  it('marks platforms with a recorded post with a check', async () => {
    const user = renderButton(
      buildTestBirthdayEvent({
        socialPosts: [
          { platform: 'linkedin', url: 'https://www.linkedin.com/', timestamp: '2026-11-01T00:00:00Z' },
        ],
      }),
    );
    const panel = await openPanel(user);
    expect(within(panel).getByRole('button', { name: 'LinkedIn, shared' })).toHaveAttribute(
      'data-shared',
      'true',
    );
    expect(within(panel).getByRole('button', { name: 'Twitter' })).not.toHaveAttribute('data-shared');
  });
});

describe('SharePanel message box', () => {
  it('writes the default text, caps it at the platform’s maxLength and counts live', async () => {
    const event = buildTestBirthdayEvent();
    const user = renderButton(event);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Twitter' }));

    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    const expected = buildShareText(event, 'twitter', { url: EVENT_URL });
    expect(box).toHaveValue(expected);
    expect(box).toHaveAttribute('maxlength', '280');
    expect(within(panel).getByTestId('message-counter')).toHaveTextContent(`${expected.length} / 280`);
    expect(
      within(panel).getByText('Best times to post on Twitter: 9 AM, 12 PM and 5 PM'),
    ).toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Hello');
    expect(within(panel).getByTestId('message-counter')).toHaveTextContent('5 / 280');

    await user.clear(box);
    await user.click(box);
    await user.paste('x'.repeat(300));
    expect((box as HTMLTextAreaElement).value).toHaveLength(280);
    expect(within(panel).getByTestId('message-counter')).toHaveTextContent('280 / 280');

    await user.click(within(panel).getByRole('button', { name: 'LinkedIn' }));
    expect(box).toHaveAttribute('maxlength', '3000');
    const linkedIn = buildShareText(event, 'linkedin', { url: EVENT_URL });
    expect(within(panel).getByTestId('message-counter')).toHaveTextContent(`${linkedIn.length} / 3,000`);
    expect(within(panel).getByRole('button', { name: 'Share on LinkedIn' })).toBeEnabled();
  });

  it('gives a different wording on each Regenerate', async () => {
    const user = renderButton();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Facebook' }));
    const box = within(panel).getByRole('textbox', { name: 'Your message' });
    const seen = new Set([(box as HTMLTextAreaElement).value]);
    for (let i = 0; i < 3; i += 1) {
      await user.click(within(panel).getByRole('button', { name: 'Regenerate' }));
      seen.add((box as HTMLTextAreaElement).value);
    }
    expect(seen.size).toBe(4);
  });

  it('cuts the preview title and description to each platform’s limits', async () => {
    const user = renderButton(
      buildTestBirthdayEvent({
        title: `Gala ${'night '.repeat(30)}`.trim(),
        description: 'word '.repeat(500),
      }),
    );
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Twitter' }));
    const title = within(panel).getByTestId('preview-title').textContent ?? '';
    const description = within(panel).getByTestId('preview-description').textContent ?? '';
    expect(title.length).toBeLessThanOrEqual(80);
    expect(title.endsWith('…')).toBe(true);
    expect(description.length).toBeLessThanOrEqual(180);

    await user.click(within(panel).getByRole('button', { name: 'LinkedIn' }));
    expect((within(panel).getByTestId('preview-title').textContent ?? '').length).toBeLessThanOrEqual(100);
    expect(within(panel).getByRole('figure', { name: 'Preview' }).querySelector('img')).toHaveStyle({
      aspectRatio: '1.91 / 1',
    });
  });
});

describe('SharePanel Instagram path', () => {
  it('copies the caption, asks for confirmation and records the post on Yes', async () => {
    const fetchSpy = mockFetch(201, {
      id: 1,
      eventId: 7,
      platform: 'instagram',
      url: 'https://www.instagram.com/',
      timestamp: '2026-11-22T10:00:00.000Z',
      content: 'x',
      imageUrl: null,
      shareUrl: null,
    });
    const user = renderButton();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Instagram' }));
    const caption = (within(panel).getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement)
      .value;
    expect(caption).toMatch(/#Birthday #Event #RooftopBirthdayBash #Confetti$/);

    await user.click(within(panel).getByRole('button', { name: 'Share on Instagram' }));
    expect(await navigator.clipboard.readText()).toBe(caption);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Instagram Post' });
    expect(within(dialog).getByText('Did you successfully post to Instagram?')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: "No, I'll try again" }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(fetchSpy).not.toHaveBeenCalled();

    await user.click(within(panel).getByRole('button', { name: 'Share on Instagram' }));
    const again = await screen.findByRole('alertdialog', { name: 'Confirm Instagram Post' });
    await user.click(within(again).getByRole('button', { name: 'Yes, I posted successfully' }));

    expect(await screen.findByText('Instagram post recorded successfully')).toBeInTheDocument();
    expect(fetchSpy).toHaveBeenCalledTimes(1);
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/events/7/social-posts');
    const body = sentBody(fetchSpy);
    expect(body).toMatchObject({
      event_id: 7,
      platform: 'instagram',
      url: 'https://www.instagram.com/',
      content: caption,
      image_url: `${window.location.origin}/banners/birthday.png`,
    });
    expect(body).not.toHaveProperty('share_url');
    expect(Number.isNaN(Date.parse(String(body.timestamp)))).toBe(false);
    expect(within(panel).getByRole('button', { name: 'Instagram, shared' })).toBeInTheDocument();
  });

  it('warns when the Instagram record cannot be saved', async () => {
    mockFetch(500, { message: 'Database unavailable', code: 'INTERNAL' });
    const user = renderButton();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Instagram' }));
    await user.click(within(panel).getByRole('button', { name: 'Share on Instagram' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Instagram Post' });
    await user.click(within(dialog).getByRole('button', { name: 'Yes, I posted successfully' }));
    expect(await screen.findByText('Warning')).toBeInTheDocument();
    expect(
      screen.getByText('Failed to record the Instagram post: Internal Server Error. Database unavailable'),
    ).toBeInTheDocument();
  });
});

describe('SharePanel popup flow', () => {
  function stubPopup() {
    const popup = { closed: false, close: vi.fn(), opener: {} as unknown };
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    return { popup, open };
  }

  it('opens the Twitter intent with UTM parameters and saves the record when the popup closes', async () => {
    const fetchSpy = mockFetch(201, {
      id: 2,
      eventId: 7,
      platform: 'twitter',
      url: 'https://twitter.com/search',
      timestamp: '2026-11-22T10:00:00.000Z',
      content: 'x',
      imageUrl: null,
      shareUrl: 'https://twitter.com/intent/tweet',
    });
    const { popup, open } = stubPopup();
    const user = renderButton();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Twitter' }));
    await user.click(within(panel).getByRole('button', { name: 'Share on Twitter' }));

    const [url, name, features] = open.mock.calls[0] ?? [];
    const shareUrl = new URL(String(url));
    expect(`${shareUrl.origin}${shareUrl.pathname}`).toBe('https://twitter.com/intent/tweet');
    const shared = new URL(shareUrl.searchParams.get('url') ?? '');
    expect(Object.fromEntries(shared.searchParams)).toEqual({
      utm_source: 'twitter',
      utm_medium: 'social',
      utm_campaign: 'event_share',
    });
    expect(name).toBe('confetti-share');
    expect(features).toMatch(/^width=550,height=400,/);
    expect(popup.opener).toBeNull();
    expect(fetchSpy).not.toHaveBeenCalled();

    popup.closed = true;
    expect(
      await screen.findByText('Successfully shared to Twitter', {}, { timeout: 3000 }),
    ).toBeInTheDocument();
    expect(sentBody(fetchSpy)).toMatchObject({
      event_id: 7,
      platform: 'twitter',
      share_url: String(url),
      url: `https://twitter.com/search?q=${encodeURIComponent(EVENT_URL)}&f=live`,
    });
    expect(within(panel).getByRole('button', { name: 'Twitter, shared' })).toBeInTheDocument();
  });

  it('says so when the popup is blocked and records nothing', async () => {
    const fetchSpy = mockFetch(201, {});
    vi.spyOn(window, 'open').mockReturnValue(null);
    const user = renderButton();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'LinkedIn' }));
    await user.click(within(panel).getByRole('button', { name: 'Share on LinkedIn' }));
    expect(await screen.findByText('LinkedIn Sharing Failed')).toBeInTheDocument();
    expect(screen.getByText('Popup blocked! Please allow popups for this site.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("opens a guest's share dialog and records nothing", async () => {
    const fetchSpy = mockFetch(201, {});
    const { popup, open } = stubPopup();
    const user = renderButton(buildTestBirthdayEvent(), null);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Twitter' }));
    expect(within(panel).getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/auth?redirectTo=%2Fevents%2F7',
    );
    await user.click(within(panel).getByRole('button', { name: 'Share on Twitter' }));
    expect(String(open.mock.calls[0]?.[0])).toMatch(/^https:\/\/twitter\.com\/intent\/tweet\?/);
    popup.closed = true;
    expect(await screen.findByText('Twitter share window closed', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it("copies a guest's Instagram caption without asking to confirm a post", async () => {
    const fetchSpy = mockFetch(201, {});
    const user = renderButton(buildTestBirthdayEvent(), null);
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Instagram' }));
    await user.click(within(panel).getByRole('button', { name: 'Share on Instagram' }));
    expect(await screen.findByText('Caption copied')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog', { name: 'Confirm Instagram Post' })).not.toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('warns that the post was shared when its record cannot be saved', async () => {
    mockFetch(400, { message: 'event_id must match the event in the URL', code: 'VALIDATION_FAILED' });
    const { popup } = stubPopup();
    const user = renderButton();
    const panel = await openPanel(user);
    await user.click(within(panel).getByRole('button', { name: 'Facebook' }));
    await user.click(within(panel).getByRole('button', { name: 'Share on Facebook' }));
    popup.closed = true;
    expect(await screen.findByText('Warning', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(
      screen.getByText(
        /shared to Facebook, but the record could not be saved\. Failed to save social post: Bad Request\. event_id must match/,
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Facebook' })).not.toHaveAttribute('data-shared');
  });
});
