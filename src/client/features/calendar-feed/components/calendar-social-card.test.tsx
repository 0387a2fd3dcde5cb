import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ICAL from 'ical.js';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Button } from '#client/components/ui/button.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { dismissToast } from '#client/components/ui/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { authKeys } from '#client/lib/user.ts';
import { buildTestBirthdayEvent, buildTestUser } from '#client/testing/fixtures.ts';
import type { User } from '#shared/contracts/auth.ts';
import type { Event } from '#shared/contracts/events.ts';
import { useAddEventsToCalendar } from '../hooks/use-add-events-to-calendar.ts';
import { CalendarSocialCard } from './calendar-social-card.tsx';

/** Renders for a signed-in user unless told otherwise (null: a guest). */
function renderWithQuery(ui: React.ReactElement, user: User | null = buildTestUser()) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(authKeys.user, user);
  render(
    <QueryClientProvider client={queryClient}>
      {ui}
      <Toaster />
    </QueryClientProvider>,
  );
  return userEvent.setup();
}

/** Captures the .ics text handed to URL.createObjectURL by each download. */
function captureDownloads() {
  const blobs: Blob[] = [];
  Object.assign(URL, {
    createObjectURL: vi.fn((blob: Blob) => {
      blobs.push(blob);
      return `blob:test/${blobs.length}`;
    }),
    revokeObjectURL: vi.fn(),
  });
  const clicks = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  return { blobs, clicks };
}

const okFetch = () =>
  vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation(
      async () => new Response('{}', { status: 201, headers: { 'content-type': 'application/json' } }),
    );

beforeEach(() => vi.useRealTimers());
afterEach(() => {
  act(() => dismissToast());
  vi.restoreAllMocks();
});

describe('CalendarSocialCard', () => {
  it('offers Add to Calendar and the share control when nothing was added or shared', () => {
    renderWithQuery(
      <CalendarSocialCard event={buildTestBirthdayEvent()} shareButton={<Button>Share Event</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'Calendar & Social Sharing' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to Calendar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Share Event' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /View Post/ })).not.toBeInTheDocument();
  });

  it('lists calendar invites with View in Calendar and shares per platform with View Post', () => {
    const event = buildTestBirthdayEvent({
      socialPosts: [
        {
          platform: 'outlook_calendar',
          url: 'https://outlook.live.com/calendar/0/deeplink/compose?x=1',
          timestamp: '2026-11-20T10:00:00Z',
        },
        { platform: 'twitter', url: 'https://twitter.com/search?q=a', timestamp: '2026-11-19T10:00:00Z' },
        { platform: 'twitter', url: 'https://twitter.com/search?q=b', timestamp: '2026-11-21T10:00:00Z' },
        { platform: 'facebook', url: 'javascript:alert(1)', timestamp: '2026-11-21T10:00:00Z' },
      ],
    });
    renderWithQuery(<CalendarSocialCard event={event} />);
    const invites = screen.getByRole('region', { name: 'Calendar invites' });
    expect(within(invites).getByText('Outlook Calendar')).toBeInTheDocument();
    // The event starts at 7 PM on Dec 11 in New York: the day view opens on the 11th.
    expect(within(invites).getByRole('link', { name: /View in Calendar/ })).toHaveAttribute(
      'href',
      'https://outlook.live.com/calendar/0/view/day/2026/12/11',
    );
    const shares = screen.getByRole('region', { name: 'Social shares' });
    expect(within(shares).getByText('Shared 2 times, last Nov 21, 2026')).toBeInTheDocument();
    const links = within(shares).getAllByRole('link', { name: /View Post/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://twitter.com/search?q=b']);
    expect(within(shares).getByText('Facebook')).toBeInTheDocument();
  });

  it('downloads the .ics, records the add and says Added to Calendar', async () => {
    const { blobs } = captureDownloads();
    const fetchSpy = okFetch();
    const user = renderWithQuery(<CalendarSocialCard event={buildTestBirthdayEvent()} />);
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download .ics file' }));
    expect(await screen.findByText('Added to Calendar')).toBeInTheDocument();
    expect(blobs).toHaveLength(1);
    const body = JSON.parse(String(fetchSpy.mock.calls[0]?.[1]?.body));
    expect(fetchSpy.mock.calls[0]?.[0]).toBe('/api/events/7/social');
    expect(body).toMatchObject({ platform: 'outlook_calendar', url: `${window.location.origin}/events/7` });
  });

  it('gives a guest the file and the success toast without recording anything', async () => {
    const { blobs } = captureDownloads();
    const fetchSpy = okFetch();
    const user = renderWithQuery(<CalendarSocialCard event={buildTestBirthdayEvent()} />, null);
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download .ics file' }));
    expect(await screen.findByText('Added to Calendar')).toBeInTheDocument();
    expect(blobs).toHaveLength(1);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('ignores a failed record after the file was downloaded', async () => {
    const { blobs } = captureDownloads();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
    const user = renderWithQuery(<CalendarSocialCard event={buildTestBirthdayEvent()} />);
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Download .ics file' }));
    expect(await screen.findByText('Added to Calendar')).toBeInTheDocument();
    expect(blobs).toHaveLength(1);
    expect(screen.queryByText('Failed to add event to calendar. Please try again.')).not.toBeInTheDocument();
  });

  it('shows the calendar error when recording fails', async () => {
    captureDownloads();
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('nope', { status: 500 }));
    const user = renderWithQuery(<CalendarSocialCard event={buildTestBirthdayEvent()} />);
    await user.click(screen.getByRole('button', { name: 'Add to Calendar' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Outlook Calendar' }));
    expect(await screen.findByText('Failed to add event to calendar. Please try again.')).toBeInTheDocument();
  });
});

function AddEventsHarness({ events }: { events: Event[] }) {
  const { addEventsToCalendar } = useAddEventsToCalendar();
  return (
    <Button onClick={() => void addEventsToCalendar(events)}>Add {events.length} Events to Calendar</Button>
  );
}

describe('useAddEventsToCalendar', () => {
  it('refuses an empty selection with the spec’s message', async () => {
    const fetchSpy = okFetch();
    const user = renderWithQuery(<AddEventsHarness events={[]} />);
    await user.click(screen.getByRole('button', { name: 'Add 0 Events to Calendar' }));
    expect(await screen.findByText('No events selected')).toBeInTheDocument();
    expect(screen.getByText('Please select at least one event to add to your calendar.')).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('downloads one file for all events with their whole descriptions, and records each, ignoring failures', async () => {
    const { blobs, clicks } = captureDownloads();
    const whole = `${'Dancing, cake and a skyline view. '.repeat(12)}Dress warm.`;
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const url = String(input);
      const json = (body: unknown, status = 200) =>
        new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      // The lists' excerpts are replaced by each event's whole text; event 8 cannot be read.
      if (url === '/api/events/7') return json(buildTestBirthdayEvent({ description: whole }));
      if (url === '/api/events/8') return json({ message: 'Event 8 not found', code: 'NOT_FOUND' }, 404);
      if (url === '/api/events/7/social') return json({}, 201);
      return json({ message: 'no', code: 'UNAUTHENTICATED' }, 401);
    });
    const events = [
      buildTestBirthdayEvent({ description: 'Dancing, cake and a skyline…' }),
      buildTestBirthdayEvent({ id: 8, title: 'Harbor Lights Gala' }),
    ];
    const user = renderWithQuery(<AddEventsHarness events={events} />);
    await user.click(screen.getByRole('button', { name: 'Add 2 Events to Calendar' }));
    expect(await screen.findByText('Added to Calendar')).toBeInTheDocument();
    expect(clicks).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(fetchSpy).toHaveBeenCalledTimes(4));
    expect(fetchSpy.mock.calls.map((call) => String(call[0]))).toEqual([
      '/api/events/7',
      '/api/events/8',
      '/api/events/7/social',
      '/api/events/8/social',
    ]);
    const text = await blobs[0]!.text();
    expect(text.replace(/\r\n[ \t]/g, '')).toContain('Dress warm.');
    const calendar = new ICAL.Component(ICAL.parse(await blobs[0]!.text()));
    expect(calendar.getAllSubcomponents('vevent').map((v) => v.getFirstPropertyValue('summary'))).toEqual([
      'Rooftop Birthday Bash',
      'Harbor Lights Gala',
    ]);
  });
});
