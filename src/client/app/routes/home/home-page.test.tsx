import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildTestEvent, buildTestUser } from '#client/testing/fixtures.ts';
import type { User } from '#shared/contracts/auth.ts';
import type { Event, EventListResponse } from '#shared/contracts/events.ts';
import { buildHomeHeading } from './home-heading.ts';
import { HomePage } from './home-page.tsx';

const STOCKTON = { city: 'Stockton', region: 'CA', country: 'United States', lat: 37.96, lon: -121.29 };

function listOf(events: Event[], extra: Partial<EventListResponse> = {}): EventListResponse {
  return {
    events,
    userLocation: STOCKTON,
    total: events.length,
    upcomingTotal: events.length,
    isTotalCapped: false,
    isUpcomingTotalCapped: false,
    hasMore: false,
    nextOffset: null,
    ...extra,
  };
}

type Handler = (url: URL) => Response | Promise<Response>;

/** Answers fetch by path; `events` gets the parsed URL so tests can vary answers and inspect queries. */
function mockApi({
  events,
  user = null,
  bookmarks = [],
  going = {},
}: {
  events: Handler;
  user?: User | null;
  bookmarks?: Event[];
  /** People going per event id, as GET /api/rsvps/counts answers. */
  going?: Record<number, number>;
}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/user')
      return user
        ? Response.json(user)
        : Response.json({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 });
    if (url.pathname === '/api/location') return Response.json(STOCKTON);
    if (url.pathname === '/api/bookmarks') return Response.json(bookmarks);
    if (url.pathname === '/api/events') return events(url);
    if (url.pathname === '/api/rsvps/counts') {
      const ids = (url.searchParams.get('ids') ?? '').split(',').map(Number);
      return Response.json(Object.fromEntries(ids.filter((id) => going[id]).map((id) => [id, going[id]])));
    }
    throw new Error(`unexpected request ${url}`);
  });
}

function eventRequests(spy: ReturnType<typeof mockApi>): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/events');
}

function renderHome(path = '/') {
  const router = createMemoryRouter(
    [
      { path: '/', element: <HomePage /> },
      { path: '/search', element: <p>search page</p> },
      { path: '/events/:id', element: <p>event page</p> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const heading = () => screen.getByRole('heading', { level: 2 });

afterEach(() => vi.restoreAllMocks());

describe('buildHomeHeading', () => {
  it('follows the spec wording', () => {
    expect(buildHomeHeading({ isLoading: true, count: 0, city: null, category: null })).toBe(
      'Loading events...',
    );
    expect(buildHomeHeading({ isLoading: false, count: 0, city: 'Austin', category: null })).toBe(
      'No events found',
    );
    expect(
      buildHomeHeading({ isLoading: false, count: 1000, isCapped: true, city: 'Austin', category: null }),
    ).toBe('1,000+ Upcoming Events near Austin');
    expect(buildHomeHeading({ isLoading: false, count: 12, city: null, category: null })).toBe(
      '12 Upcoming Events',
    );
    expect(buildHomeHeading({ isLoading: false, count: 3, city: 'Austin', category: 'Concert' })).toBe(
      '3 Upcoming Events near Austin in Concert',
    );
  });
});

describe('HomePage', () => {
  it('says Loading events... until the list arrives', () => {
    mockApi({ events: () => new Promise<Response>(() => {}) });
    renderHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Find Your Perfect Party Experience' }),
    ).toBeInTheDocument();
    expect(heading()).toHaveTextContent('Loading events...');
  });

  it('counts upcoming events near the visitor, asking for upcoming events near them', async () => {
    const spy = mockApi({
      events: () =>
        Response.json(
          listOf([buildTestEvent(), buildTestEvent({ id: 8, title: 'Second' })], { upcomingTotal: 30 }),
        ),
    });
    renderHome();
    await waitFor(() => expect(heading()).toHaveTextContent('30 Upcoming Events near Stockton'));
    expect(screen.getByText('Showing events near Stockton, CA')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    const [request] = eventRequests(spy);
    expect(request?.searchParams.get('ignoreLocation')).toBe('false');
    expect(request?.searchParams.get('when')).toBe('upcoming');
    expect(screen.getByRole('button', { name: 'Discover Events in Stockton' })).toBeInTheDocument();
  });

  it('reads the category from the URL and shows all locations when Near Me is off', async () => {
    const spy = mockApi({ events: () => Response.json(listOf([buildTestEvent()])) });
    renderHome('/?category=concert&nearMe=false');
    await waitFor(() => expect(heading()).toHaveTextContent('1 Upcoming Event in Concert'));
    expect(screen.getByText('Showing all events')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Concert' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /Discover Events in/ })).toBeNull();
    const [request] = eventRequests(spy);
    expect(request?.searchParams.get('category')).toBe('Concert');
    expect(request?.searchParams.get('ignoreLocation')).toBe('true');
  });

  it('honours a category the chips do not list, as an event page breadcrumb links it', async () => {
    const spy = mockApi({ events: () => Response.json(listOf([buildTestEvent({ category: 'Music' })])) });
    renderHome('/?category=music');
    await waitFor(() => expect(heading()).toHaveTextContent('1 Upcoming Event near Stockton in Music'));
    expect(screen.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
    expect(eventRequests(spy)[0]?.searchParams.get('category')).toBe('Music');
  });

  it('says No events found and offers a way out', async () => {
    mockApi({ events: () => Response.json(listOf([])) });
    renderHome();
    await waitFor(() => expect(heading()).toHaveTextContent('No events found'));
    expect(screen.getByRole('button', { name: 'Show all locations' })).toBeInTheDocument();
  });

  it('shows Failed to fetch events when the list fails', async () => {
    mockApi({ events: () => Response.json({ message: 'boom', code: 'INTERNAL' }, { status: 500 }) });
    renderHome();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch events');
  });

  it('refetches for all locations and for a category, keeping both in the URL', async () => {
    const spy = mockApi({ events: () => Response.json(listOf([buildTestEvent()])) });
    const router = renderHome();
    await waitFor(() => expect(heading()).toHaveTextContent('1 Upcoming Event near Stockton'));
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'All Locations' }));
    await waitFor(() => expect(heading()).toHaveTextContent('1 Upcoming Event'));
    await user.click(screen.getByRole('button', { name: 'Birthday' }));
    await waitFor(() => expect(eventRequests(spy)).toHaveLength(3));
    expect(router.state.location.search).toBe('?nearMe=false&category=Birthday');
    const last = eventRequests(spy).at(-1);
    expect(last?.searchParams.get('ignoreLocation')).toBe('true');
    expect(last?.searchParams.get('category')).toBe('Birthday');
    await user.click(screen.getByRole('button', { name: 'Birthday' }));
    expect(router.state.location.search).toBe('?nearMe=false');
  });

  it('filters to free events with the Free chip, keeping it in the URL, and shows prices on cards', async () => {
    const spy = mockApi({
      events: (url) =>
        Response.json(
          listOf(
            url.searchParams.get('free') === 'true'
              ? [buildTestEvent({ admission: 'free' })]
              : [
                  buildTestEvent({
                    admission: 'paid',
                    priceMinCents: 1500,
                    priceMaxCents: 4000,
                    isSoldOut: true,
                  }),
                ],
          ),
        ),
    });
    const router = renderHome();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('$15-40')).toBeInTheDocument();
    expect(within(card).getByText('Sold out')).toBeInTheDocument();
    const free = screen.getByRole('button', { name: 'Free events only' });
    expect(free).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(free);
    await waitFor(() => expect(heading()).toHaveTextContent('1 Upcoming Free Event near Stockton'));
    expect(router.state.location.search).toBe('?free=true');
    expect(eventRequests(spy).some((request) => request.searchParams.get('free') === 'true')).toBe(true);
    expect(within(screen.getByRole('article')).getByText('Free')).toBeInTheDocument();
  });

  it('appends the next page on Load more', async () => {
    const spy = mockApi({
      events: (url) =>
        Response.json(
          url.searchParams.get('offset') === '24'
            ? listOf([buildTestEvent({ id: 99, title: 'Page two party' })], { upcomingTotal: 25 })
            : listOf([buildTestEvent()], { upcomingTotal: 25, hasMore: true, nextOffset: 24 }),
        ),
    });
    renderHome();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Page two party')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(eventRequests(spy).at(-1)?.searchParams.get('offset')).toBe('24');
  });

  it('shows how many are going on each card, asking once per page of the list', async () => {
    const spy = mockApi({
      events: (url) =>
        Response.json(
          url.searchParams.get('offset') === '24'
            ? listOf([buildTestEvent({ id: 99, title: 'Page two party' })], { upcomingTotal: 25 })
            : listOf([buildTestEvent(), buildTestEvent({ id: 8, title: 'Quiet dinner' })], {
                upcomingTotal: 25,
                hasMore: true,
                nextOffset: 24,
              }),
        ),
      going: { 7: 12, 99: 1_204 },
    });
    renderHome();
    const first = await screen.findByRole('article', { name: 'Sunset Folk Concert at Zilker Park' });
    await waitFor(() => expect(first).toHaveTextContent('12 going'));
    expect(screen.getByRole('article', { name: 'Quiet dinner' })).not.toHaveTextContent('going');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Load more' }));
    const second = await screen.findByRole('article', { name: 'Page two party' });
    await waitFor(() => expect(second).toHaveTextContent('1,204 going'));
    const countCalls = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/rsvps/counts')
      .map((url) => url.searchParams.get('ids'));
    expect(countCalls).toEqual(['7,8', '99']);
  });

  it('gives signed-in visitors bookmarks, and delete only on events they may delete', async () => {
    mockApi({
      user: buildTestUser({ id: 3 }),
      bookmarks: [buildTestEvent()],
      events: () =>
        Response.json(
          listOf([buildTestEvent(), buildTestEvent({ id: 8, title: 'Not mine', organizerId: 4 })]),
        ),
    });
    renderHome();
    const [mine, other] = await screen.findAllByRole('article');
    await waitFor(() =>
      expect(
        within(mine!).getByRole('button', { name: 'Bookmark Sunset Folk Concert at Zilker Park' }),
      ).toHaveAttribute('aria-pressed', 'true'),
    );
    expect(within(other!).getByRole('button', { name: 'Bookmark Not mine' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(await within(mine!).findByRole('button', { name: /^Delete/ })).toBeInTheDocument();
    expect(within(other!).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows guests the bookmark, which sends them to sign in, and no delete control', async () => {
    mockApi({ events: () => Response.json(listOf([buildTestEvent()])) });
    const router = renderHome('/?nearMe=false');
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
    const heart = within(card).getByRole('button', { name: 'Bookmark Sunset Folk Concert at Zilker Park' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/?nearMe=false')}`);
    sessionStorage.clear();
  });

  it('opens /search with the typed text and ignores blank searches', async () => {
    mockApi({ events: () => Response.json(listOf([])) });
    const router = renderHome();
    const user = userEvent.setup();
    const box = screen.getByRole('searchbox', { name: 'Search events' });
    expect(box).toHaveAttribute('placeholder', 'Try "birthday parties in Austin next weekend"');
    await user.type(box, '   {Enter}');
    expect(router.state.location.pathname).toBe('/');
    await user.clear(box);
    await user.type(box, 'concerts in austin{Enter}');
    expect(router.state.location.pathname).toBe('/search');
    expect(router.state.location.search).toBe('?q=concerts+in+austin');
  });
});
