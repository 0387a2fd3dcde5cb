import { QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { dismissToast } from '#client/components/ui/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildTestEvent } from '#client/testing/fixtures.ts';
import type { Event, InterpretedQuery, SearchEventsResponse } from '#shared/contracts/events.ts';
import { SearchPage } from './search-page.tsx';

const NOTHING_UNDERSTOOD: InterpretedQuery = {
  category: null,
  place: null,
  from: null,
  to: null,
  dateLabel: null,
  text: '',
  categoryMode: 'filter',
  dismissed: [],
  corrections: [],
  price: null,
};
const CONCERTS_IN_AUSTIN: InterpretedQuery = {
  ...NOTHING_UNDERSTOOD,
  category: 'Concert',
  place: { label: 'Austin, TX', city: 'Austin', region: 'TX', latitude: 30.27, longitude: -97.74 },
};

function answer(events: Event[], interpreted = NOTHING_UNDERSTOOD): SearchEventsResponse {
  return {
    events,
    interpreted,
    userLocation: { city: 'Stockton', region: 'CA', country: 'United States', lat: null, lon: null },
    total: events.length,
    upcomingTotal: events.length,
    isTotalCapped: false,
    isUpcomingTotalCapped: false,
    hasMore: false,
    nextOffset: null,
    suggestions: [],
  };
}

function mockApi({
  search,
  isAdmin = false,
  onDelete = () => Response.json({ ok: true }),
}: {
  search: (url: URL) => Response | Promise<Response>;
  isAdmin?: boolean;
  onDelete?: () => Response;
}) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/user')
      return isAdmin
        ? Response.json({ id: 1, username: 'admin', name: 'Admin', isAdmin: true })
        : Response.json({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 });
    if (url.pathname === '/api/events/search') return search(url);
    if (url.pathname === '/api/bookmarks') return Response.json([]);
    if (url.pathname.startsWith('/api/events/') && init?.method === 'DELETE') return onDelete();
    throw new Error(`unexpected request ${url}`);
  });
}

function searchRequests(spy: ReturnType<typeof mockApi>): URL[] {
  return spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/events/search');
}

function renderSearch(path = '/search') {
  const router = createMemoryRouter(
    [
      { path: '/search', element: <SearchPage /> },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('SearchPage', () => {
  it('waits 500 ms after typing stops before searching', async () => {
    vi.useFakeTimers();
    const spy = mockApi({ search: () => Response.json(answer([buildTestEvent()])) });
    const router = renderSearch();
    expect(screen.getByRole('heading', { level: 1, name: 'Search Events' })).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search events' });
    fireEvent.input(box, { target: { value: 'concert' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    fireEvent.input(box, { target: { value: 'concerts' } });
    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(searchRequests(spy)).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();
    await waitFor(() => expect(searchRequests(spy)).toHaveLength(1));
    expect(searchRequests(spy)[0]?.searchParams.get('q')).toBe('concerts');
    expect(searchRequests(spy)[0]?.searchParams.get('ignoreLocation')).toBe('true');
    expect(router.state.location.search).toBe('?q=concerts');
  });

  it('never searches for blank text', async () => {
    vi.useFakeTimers();
    const spy = mockApi({ search: () => Response.json(answer([])) });
    renderSearch();
    fireEvent.input(screen.getByRole('searchbox', { name: 'Search events' }), { target: { value: '    ' } });
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(searchRequests(spy)).toHaveLength(0);
    expect(screen.getByRole('list', { name: 'Example searches' })).toBeInTheDocument();
  });

  it('says 1,000+ when the search counted no further', async () => {
    mockApi({
      search: () =>
        Response.json({
          ...answer([buildTestEvent()]),
          total: 1000,
          upcomingTotal: 1000,
          isTotalCapped: true,
          isUpcomingTotalCapped: true,
          hasMore: true,
          nextOffset: 1,
        }),
    });
    renderSearch('/search?q=karaoke');
    expect(
      await screen.findByRole('heading', { name: '1,000+ Events found matching "karaoke"' }),
    ).toBeVisible();
  });

  it('shows what it understood as chips, and removing one dismisses that reading', async () => {
    const spy = mockApi({
      search: (url) =>
        Response.json(
          url.searchParams.get('dismiss') === 'place'
            ? answer([buildTestEvent()], { ...CONCERTS_IN_AUSTIN, place: null, dismissed: ['place'] })
            : answer([buildTestEvent()], CONCERTS_IN_AUSTIN),
        ),
    });
    const router = renderSearch('/search?q=concerts+in+austin');
    expect(
      await screen.findByRole('heading', { name: '1 Event found matching "concerts in austin"' }),
    ).toBeVisible();
    expect(screen.getByText('Saturday, December 5, 2026')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Remove place Austin, TX' }));
    expect(router.state.location.search).toBe('?q=concerts+in+austin&dismiss=place');
    expect(screen.getByRole('searchbox', { name: 'Search events' })).toHaveValue('concerts in austin');
    await waitFor(() => expect(searchRequests(spy).at(-1)?.searchParams.get('dismiss')).toBe('place'));
    expect(searchRequests(spy).at(-1)?.searchParams.get('q')).toBe('concerts in austin');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove place/ })).toBeNull());
    expect(screen.getByRole('button', { name: 'Remove category Concert' })).toBeInTheDocument();
  });

  it('removing the only chip of a one-word search still changes the search ("thanksgiving")', async () => {
    const holiday: InterpretedQuery = {
      ...NOTHING_UNDERSTOOD,
      category: 'Holiday',
      categoryMode: 'rank',
      text: 'thanksgiving',
    };
    const spy = mockApi({
      search: (url) =>
        Response.json(
          url.searchParams.get('dismiss') === 'category'
            ? answer([buildTestEvent()], { ...holiday, category: null, dismissed: ['category'] })
            : answer([buildTestEvent()], holiday),
        ),
    });
    const router = renderSearch('/search?q=thanksgiving');
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Remove category Holiday' }));
    expect(router.state.location.search).toBe('?q=thanksgiving&dismiss=category');
    await waitFor(() => expect(searchRequests(spy).at(-1)?.searchParams.get('dismiss')).toBe('category'));
    await waitFor(() => expect(screen.queryByRole('button', { name: /Remove category/ })).toBeNull());
  });

  it('offers the nearest searches with their counts when nothing matches', async () => {
    const spy = mockApi({
      search: (url) =>
        Response.json(
          url.searchParams.get('dismiss') === 'date'
            ? answer([buildTestEvent()], CONCERTS_IN_AUSTIN)
            : {
                ...answer([], { ...CONCERTS_IN_AUSTIN, dateLabel: 'Tomorrow' }),
                suggestions: [{ label: 'Any date', dismiss: ['date'], ignoreLocation: true, count: 3 }],
              },
        ),
    });
    const router = renderSearch('/search?q=concerts+in+austin+tomorrow');
    expect(await screen.findByText('No events found matching your search.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Any date: 3 events' }));
    expect(router.state.location.search).toBe('?q=concerts+in+austin+tomorrow&dismiss=date');
    await waitFor(() => expect(searchRequests(spy).at(-1)?.searchParams.get('dismiss')).toBe('date'));
  });

  it('asks for nearby events only when Near Me is switched on', async () => {
    const spy = mockApi({ search: () => Response.json(answer([buildTestEvent()])) });
    const router = renderSearch('/search?q=party');
    await waitFor(() => expect(searchRequests(spy)).toHaveLength(1));
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Near Me' }));
    await waitFor(() => expect(searchRequests(spy)).toHaveLength(2));
    expect(searchRequests(spy)[1]?.searchParams.get('ignoreLocation')).toBe('false');
    expect(router.state.location.search).toBe('?q=party&nearMe=true');
  });

  it('says so when nothing matches', async () => {
    mockApi({ search: () => Response.json(answer([])) });
    renderSearch('/search?q=underwater+rave');
    expect(await screen.findByText('No events found matching your search.')).toBeInTheDocument();
  });

  it('empties the results and tells the user when the search fails', async () => {
    mockApi({ search: () => Response.json({ message: 'down', code: 'INTERNAL' }, { status: 500 }) });
    renderSearch('/search?q=party');
    expect(await screen.findByText('Search Error')).toBeInTheDocument();
    expect(screen.getByText('Failed to search events. Please try again.')).toBeInTheDocument();
    expect(screen.getByText('No events found matching your search.')).toBeInTheDocument();
  });

  it('counts the selected events and keeps the button disabled while none is selected', async () => {
    mockApi({
      search: () => Response.json(answer([buildTestEvent(), buildTestEvent({ id: 8, title: 'Two' })])),
    });
    renderSearch('/search?q=party');
    const user = userEvent.setup();
    expect(await screen.findByRole('button', { name: 'Add 0 Events to Calendar' })).toBeDisabled();
    // The select toggles load after the first render (their placeholder shows meanwhile).
    await user.click(await screen.findByRole('checkbox', { name: 'Select Two' }));
    expect(screen.getByRole('button', { name: 'Add 1 Event to Calendar' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select Sunset Folk Concert at Zilker Park' }));
    expect(screen.getByRole('button', { name: 'Add 2 Events to Calendar' })).toBeInTheDocument();
  });

  it('lets only administrators delete, and explains a refusal', async () => {
    mockApi({
      isAdmin: true,
      search: () => Response.json(answer([buildTestEvent()])),
      onDelete: () => Response.json({ message: 'Forbidden', code: 'FORBIDDEN' }, { status: 403 }),
    });
    renderSearch('/search?q=party');
    const card = await screen.findByRole('article');
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: /^Delete/ }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(
      'Are you sure you want to delete this event?',
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Permission Denied')).toBeInTheDocument();
    expect(screen.getByText('Only administrators can delete events.')).toBeInTheDocument();
  });

  it('deletes for an administrator and says so', async () => {
    mockApi({
      isAdmin: true,
      search: () => Response.json(answer([buildTestEvent()])),
      onDelete: () => Response.json({ ok: true }),
    });
    renderSearch('/search?q=party');
    const card = await screen.findByRole('article');
    const user = userEvent.setup();
    await user.click(await within(card).findByRole('button', { name: /^Delete/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Event deleted')).toBeInTheDocument();
    expect(screen.getByText('The event has been deleted successfully.')).toBeInTheDocument();
  });

  it('shows no delete control to other visitors', async () => {
    mockApi({ search: () => Response.json(answer([buildTestEvent()])) });
    renderSearch('/search?q=party');
    const card = await screen.findByRole('article');
    expect(within(card).queryByRole('button', { name: /^Delete/ })).toBeNull();
  });

  it('shows the bookmark on every card and sends a guest to sign in, back to this search', async () => {
    mockApi({ search: () => Response.json(answer([buildTestEvent()])) });
    const router = renderSearch('/search?q=folk');
    const card = await screen.findByRole('article');
    const heart = within(card).getByRole('button', { name: 'Bookmark Sunset Folk Concert at Zilker Park' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(heart);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/search?q=folk')}`);
    sessionStorage.clear();
  });
});
