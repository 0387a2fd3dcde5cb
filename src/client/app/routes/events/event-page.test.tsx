import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventPage } from '#client/app/routes/events/event-page.tsx';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildTestEvent, buildTestUser } from '#client/testing/fixtures.ts';
import type { User } from '#shared/contracts/auth.ts';
import type { Event, RecommendedVendor } from '#shared/contracts/events.ts';

const NOW = new Date('2026-11-22T18:00:00Z');

function makeEvent(overrides: Partial<Event> = {}): Event {
  return buildTestEvent({
    title: "Maya's 30th Rooftop Birthday",
    description: 'Drinks at sunset.\n\nDancing until late.',
    category: 'Birthday',
    date: '2026-11-29T03:00:00.000Z',
    location: '850 Howard St, San Francisco, CA',
    city: 'San Francisco',
    region: 'CA',
    latitude: null,
    longitude: null,
    timeZone: 'America/Los_Angeles',
    image: null,
    organizerId: 5,
    organizerName: 'Maya Lopez',
    creator: { name: 'Maya Lopez', username: 'maya' },
    ...overrides,
  });
}

function makeUser(overrides: Partial<User>): User {
  return buildTestUser({
    id: 99,
    username: 'someone',
    name: 'Some One',
    email: 'someone@example.com',
    ...overrides,
  });
}

const vendor: RecommendedVendor = {
  id: 3,
  name: 'Bay Beats DJ',
  category: 'DJ',
  description: 'Open-format DJ.',
  location: 'San Francisco, CA',
  city: 'San Francisco',
  region: 'CA',
  verified: true,
  averageRating: 4.6,
  reviewCount: 12,
  logo: null,
  image: null,
};

type Routes = Record<string, () => Response | Promise<Response>>;
const json = (body: unknown, status = 200) => Response.json(body, { status });
const notFound = (message: string) => json({ message, code: 'NOT_FOUND' }, 404);

let routes: Routes;
let fetchMock: ReturnType<typeof vi.fn>;

function defaultRoutes(event: Event): Routes {
  return {
    '/api/user': () => json({ message: 'Not signed in', code: 'UNAUTHENTICATED' }, 401),
    [`/api/events/${event.id}`]: () => json(event),
    '/api/events': () =>
      json({
        events: [],
        userLocation: { city: 'Stockton', region: 'CA', country: 'United States', lat: null, lon: null },
        total: 0,
        upcomingTotal: 0,
        hasMore: false,
        nextOffset: null,
      }),
    [`/api/events/${event.id}/vendors`]: () => json({ vendors: [] }),
    [`/api/events/${event.id}/similar`]: () => json({ events: [] }),
    '/api/bookmarks': () => json([]),
    [`/api/events/${event.id}/rsvp`]: () =>
      json({
        settings: { isEnabled: true, capacity: 2, deadline: null, isGuestListPublic: false, plusOneMax: 2 },
        counts: { going: 2, maybe: 1, declined: 0, waitlisted: 1 },
        placesLeft: 0,
        isOpen: true,
        myRsvp: null,
        canManage: false,
      }),
    '/api/geocode': () =>
      json({
        lat: 37.78,
        lon: -122.4,
        city: 'San Francisco',
        region: 'CA',
        label: 'San Francisco, CA',
        precision: 'city',
      }),
    '/api/config': () =>
      json({
        mapTileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
        mapTileAttribution: '&copy; Example',
        amazonAffiliateTag: 'confetti-20',
        defaultLocation: { city: 'Stockton', region: 'CA', country: 'United States' },
      }),
  };
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/events/:id', element: <EventPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: [path] },
  );
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  routes = defaultRoutes(makeEvent());
  fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    return handler ? handler() : notFound(`No mock for ${url.pathname}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const requested = (pathname: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === pathname);

describe('EventPage', () => {
  it("shows 'Loading...' until the event arrives", async () => {
    let release: (r: Response) => void = () => {};
    routes['/api/events/7'] = () => new Promise<Response>((resolve) => (release = resolve));
    renderPage('/events/7');
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    release(json(makeEvent()));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Maya's 30th Rooftop Birthday" }),
    ).toBeVisible();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('shows breadcrumbs, the long date in the event zone, paragraphs, the creator and the tab title', async () => {
    renderPage('/events/7');
    await screen.findByRole('heading', { level: 1, name: "Maya's 30th Rooftop Birthday" });
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'Birthday' })).toHaveAttribute(
      'href',
      '/?category=Birthday',
    );
    expect(within(crumbs).getByText("Maya's 30th Rooftop Birthday")).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('Saturday, November 28, 2026 · 7:00 PM PST')).toBeInTheDocument();
    // The sections below the header load their code apart.
    expect(await screen.findByText('Saturday, November 28, 2026')).toBeInTheDocument();
    expect((await screen.findByText('Drinks at sunset.')).tagName).toBe('P');
    expect(screen.getByText('Dancing until late.').tagName).toBe('P');
    expect(await screen.findByRole('link', { name: 'Maya Lopez' })).toHaveAttribute('href', '/profile/maya');
    expect(await screen.findByRole('link', { name: /Get directions/ })).toHaveAttribute('target', '_blank');
    expect(document.title).toBe("Maya's 30th Rooftop Birthday · Confetti");
  });

  it('renders the not-found notice for a missing event', async () => {
    routes['/api/events/7'] = () => notFound('Event 7 not found');
    renderPage('/events/7');
    expect(await screen.findByRole('heading', { name: 'This event could not be found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/');
  });

  it('renders the not-found notice for a malformed id without asking the server', async () => {
    renderPage('/events/not-a-number');
    expect(await screen.findByRole('heading', { name: 'This event could not be found' })).toBeVisible();
    expect(fetchMock.mock.calls.some(([input]) => String(input).startsWith('/api/events/'))).toBe(false);
  });

  describe('Edit Event link', () => {
    it.each([
      { who: 'an administrator', user: makeUser({ id: 1, isAdmin: true }), isVisible: true },
      { who: 'the organizer', user: makeUser({ id: 5 }), isVisible: true },
      { who: 'another signed-in user', user: makeUser({ id: 6 }), isVisible: false },
    ])('for $who: visible $isVisible', async ({ user, isVisible }) => {
      routes['/api/user'] = () => json(user);
      renderPage('/events/7');
      await screen.findByRole('heading', { level: 1, name: "Maya's 30th Rooftop Birthday" });
      await waitFor(() => expect(requested('/api/user')).toHaveLength(1));
      if (isVisible) {
        expect(await screen.findByRole('link', { name: 'Edit Event' })).toHaveAttribute(
          'href',
          '/admin/events/7/edit',
        );
      } else {
        await screen.findByText('Created by');
        expect(screen.queryByRole('link', { name: 'Edit Event' })).not.toBeInTheDocument();
      }
    });

    it('is hidden from guests', async () => {
      renderPage('/events/7');
      await screen.findByRole('heading', { level: 1, name: "Maya's 30th Rooftop Birthday" });
      expect(screen.queryByRole('link', { name: 'Edit Event' })).not.toBeInTheDocument();
    });
  });

  it('lists the similar events the server picks, in its order (nearest first, not by date)', async () => {
    const picked = [
      makeEvent({ id: 15, title: 'Nearby party', date: '2026-12-20T03:00:00.000Z' }),
      makeEvent({ id: 12, title: 'Also nearby', date: '2026-12-01T03:00:00.000Z' }),
      makeEvent({ id: 16, title: 'Far but soon', date: '2026-11-24T03:00:00.000Z' }),
      makeEvent({ id: 17, title: 'Far and later', date: '2026-11-27T03:00:00.000Z' }),
    ];
    routes['/api/events/7/similar'] = () => json({ events: picked });
    renderPage('/events/7');
    const sidebar = await screen.findByRole('complementary', { name: 'More for this event' });
    const card = within(sidebar)
      .getByRole('heading', { name: 'Similar Upcoming Events' })
      .closest('[data-slot="card"]') as HTMLElement;
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(4));
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => within(li).getByRole('link').getAttribute('href')),
    ).toEqual(['/events/15', '/events/12', '/events/16', '/events/17']);
    expect(requested('/api/events/7/similar')).toHaveLength(1);
  });

  it('shows the bookmark beside the title and on each similar event, pressed for saved ones', async () => {
    routes['/api/user'] = () => json(makeUser({ id: 6 }));
    routes['/api/bookmarks'] = () => json([makeEvent({ id: 15, title: 'Nearby party' })]);
    routes['/api/events/7/similar'] = () =>
      json({ events: [makeEvent({ id: 15, title: 'Nearby party' }), makeEvent({ id: 12, title: 'Other' })] });
    renderPage('/events/7');
    const header = (await screen.findByRole('heading', { level: 1 })).closest('header') as HTMLElement;
    expect(
      within(header).getByRole('button', { name: "Bookmark Maya's 30th Rooftop Birthday" }),
    ).toHaveAttribute('aria-pressed', 'false');
    const sidebar = screen.getByRole('complementary', { name: 'More for this event' });
    await waitFor(() =>
      expect(within(sidebar).getByRole('button', { name: 'Bookmark Nearby party' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(within(sidebar).getByRole('button', { name: 'Bookmark Other' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('sends a guest who presses the bookmark to sign in and back', async () => {
    renderPage('/events/7');
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(requested('/api/user')).toHaveLength(1));
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: "Bookmark Maya's 30th Rooftop Birthday" }));
    expect(await screen.findByText('auth page')).toBeInTheDocument();
    expect(requested('/api/bookmarks')).toHaveLength(0);
    sessionStorage.clear();
  });

  it('shows the price and a Get tickets link that says it leaves Confetti', async () => {
    const event = makeEvent({
      admission: 'paid',
      priceMinCents: 1500,
      priceMaxCents: 4000,
      ticketUrl: 'https://www.tickets.example.com/maya',
    });
    routes = defaultRoutes(event);
    renderPage('/events/7');
    const link = await screen.findByRole('link', {
      name: 'Get tickets on tickets.example.com (leaves Confetti, opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', 'https://www.tickets.example.com/maya');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    expect(screen.getByText('$15-40')).toBeInTheDocument();
    expect(screen.getByText('outside Confetti', { exact: false })).toBeInTheDocument();
  });

  it('says nothing of a price the host did not list', async () => {
    renderPage('/events/7');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('link', { name: /Get tickets/ })).toBeNull();
    expect(screen.queryByText('Free')).toBeNull();
  });

  it('suggests the category supplies as tagged Amazon searches in a new tab', async () => {
    renderPage('/events/7');
    await screen.findByRole('heading', { name: 'Suggested Party Supplies' });
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /View on Amazon/ })[0]!.getAttribute('href')).toContain(
        'tag=confetti-20',
      ),
    );
    const links = screen.getAllByRole('link', { name: /View on Amazon/ });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'sponsored']));
      expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.amazon\.com\/s\?k=/);
    }
  });

  it('shows the RSVP panel with the count and a guest form for someone signed out', async () => {
    renderPage('/events/7');
    expect(await screen.findByRole('heading', { name: 'Are you going?' })).toBeVisible();
    expect(screen.getByText('2 going')).toBeVisible();
    expect(screen.getByText('Full · waitlist open')).toBeVisible();
    expect(screen.getByLabelText('Your email')).toBeVisible();
    expect(screen.getByRole('button', { name: "Can't go" })).toBeDisabled();
  });

  it('shows recommended vendors with a link to each profile, and no section when there are none', async () => {
    routes['/api/events/7/vendors'] = () => json({ vendors: [vendor] });
    const { unmount } = renderPage('/events/7');
    expect(await screen.findByRole('heading', { name: 'Recommended Vendors' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'View Full Profile' })).toHaveAttribute('href', '/vendors/3');
    expect(screen.getByText('Verified')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.6 out of 5' })).toBeInTheDocument();
    expect(requested('/api/events/7/vendors')[0]!.searchParams.get('limit')).toBe('3');
    unmount();

    routes['/api/events/7/vendors'] = () => json({ vendors: [] });
    renderPage('/events/7');
    await screen.findByRole('heading', { name: 'Suggested Party Supplies' });
    await waitFor(() => expect(requested('/api/events/7/vendors').length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('heading', { name: 'Recommended Vendors' })).not.toBeInTheDocument();
  });

  it('falls back to the address when the location cannot be placed on the map', async () => {
    routes['/api/geocode'] = () => notFound('Could not find "850 Howard St" on the map');
    renderPage('/events/7');
    expect(await screen.findByText('Unable to display map')).toBeVisible();
    expect(screen.getByText('Could not find this location on the map')).toBeVisible();
    expect(requested('/api/geocode')[0]!.searchParams.get('q')).toBe('850 Howard St, San Francisco, CA');
  });

  it('places a marker at the stored coordinates without geocoding', async () => {
    routes = defaultRoutes(makeEvent({ latitude: 37.7825, longitude: -122.4031 }));
    const { container } = renderPage('/events/7');
    await waitFor(() => expect(container.querySelector('.leaflet-container')).not.toBeNull(), {
      timeout: 5000,
    });
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(requested('/api/geocode')).toHaveLength(0);
  });

  it("says 'No location provided' when the event has no location", async () => {
    routes = defaultRoutes(makeEvent({ location: '' }));
    renderPage('/events/7');
    await screen.findByRole('heading', { name: 'Map' });
    expect(screen.getAllByText('No location provided').length).toBeGreaterThan(0);
    expect(requested('/api/geocode')).toHaveLength(0);
  });
});
