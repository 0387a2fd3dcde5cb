import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BookmarkButton } from '#client/components/bookmark-button.tsx';
import { Toaster } from '#client/components/ui/toaster.tsx';
import { dismissToast } from '#client/components/ui/use-toast.ts';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildTestEvent, buildTestUser } from '#client/testing/fixtures.ts';
import type { Event } from '#shared/contracts/events.ts';
import { saveBookmarkIntent } from '../lib/bookmark-intent.ts';
import { useEventBookmarks } from './use-event-bookmarks.ts';

const concert = buildTestEvent({ id: 7, title: 'Sunset Folk Concert' });
const market = buildTestEvent({ id: 8, title: 'Night Market' });

/** Two hearts per event, each through its own hook, as a page and its sidebar would show them. */
function Hearts({ label }: { label: string }) {
  const bookmarks = useEventBookmarks();
  return (
    <section aria-label={label}>
      {[concert, market].map((event) => (
        <BookmarkButton
          key={event.id}
          title={event.title}
          isBookmarked={bookmarks.isBookmarked(event.id)}
          onToggle={() => bookmarks.toggleBookmark(event, !bookmarks.isBookmarked(event.id))}
        />
      ))}
    </section>
  );
}

type Server = { user: boolean; saved: Event[]; failWith?: string; holdWrites?: Promise<void> };
let server: Server;
let fetchMock: ReturnType<typeof vi.fn>;

function requests(method: string, pathname: string) {
  return fetchMock.mock.calls.filter(
    ([input, init]) =>
      new URL(String(input), 'http://localhost').pathname === pathname && (init?.method ?? 'GET') === method,
  );
}

beforeEach(() => {
  sessionStorage.clear();
  server = { user: true, saved: [] };
  fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    if (url.pathname === '/api/user')
      return server.user
        ? Response.json(buildTestUser())
        : Response.json({ message: 'Not signed in', code: 'UNAUTHORIZED' }, { status: 401 });
    if (url.pathname === '/api/bookmarks') return Response.json(server.saved);
    const match = /^\/api\/bookmarks\/(\d+)$/.exec(url.pathname);
    if (match) {
      await server.holdWrites;
      if (server.failWith)
        return Response.json({ message: server.failWith, code: 'NOT_FOUND' }, { status: 404 });
      const id = Number(match[1]);
      const event = [concert, market].find((e) => e.id === id)!;
      server.saved = server.saved.filter((e) => e.id !== id);
      if (method === 'POST') server.saved.push(event);
      return Response.json(
        method === 'POST' ? { id: 1, userId: 1, eventId: id, createdAt: '' } : { ok: true },
      );
    }
    throw new Error(`unexpected request ${method} ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/events/:id',
        element: (
          <>
            <Hearts label="header" />
            <Hearts label="sidebar" />
          </>
        ),
      },
      { path: '/auth', element: <p>auth page</p> },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, ...view };
}

const hearts = (name: string) => screen.getAllByRole('button', { name: `Bookmark ${name}` });
const pressedStates = (name: string) => hearts(name).map((h) => h.getAttribute('aria-pressed'));

describe('useEventBookmarks', () => {
  it('shows a press on every heart for the event at once and keeps it after saving', async () => {
    let release: () => void = () => {};
    server.holdWrites = new Promise<void>((resolve) => (release = resolve));
    renderAt('/events/7');
    await waitFor(() => expect(requests('GET', '/api/bookmarks')).toHaveLength(1));
    await userEvent.setup().click(hearts('Sunset Folk Concert')[0]!);
    expect(pressedStates('Sunset Folk Concert')).toEqual(['true', 'true']);
    expect(pressedStates('Night Market')).toEqual(['false', 'false']);
    release();
    expect(await screen.findByText('Event bookmarked')).toBeInTheDocument();
    expect(requests('POST', '/api/bookmarks/7')).toHaveLength(1);
    expect(pressedStates('Sunset Folk Concert')).toEqual(['true', 'true']);
  });

  it('removes a saved bookmark and says so', async () => {
    server.saved = [concert];
    renderAt('/events/7');
    await waitFor(() => expect(pressedStates('Sunset Folk Concert')).toEqual(['true', 'true']));
    await userEvent.setup().click(hearts('Sunset Folk Concert')[1]!);
    expect(await screen.findByText('Bookmark removed')).toBeInTheDocument();
    expect(requests('DELETE', '/api/bookmarks/7')).toHaveLength(1);
    await waitFor(() => expect(pressedStates('Sunset Folk Concert')).toEqual(['false', 'false']));
  });

  it("rolls a failed press back and shows the server's message", async () => {
    server.failWith = 'Event 7 not found';
    renderAt('/events/7');
    await waitFor(() => expect(requests('GET', '/api/bookmarks')).toHaveLength(1));
    await userEvent.setup().click(hearts('Sunset Folk Concert')[0]!);
    expect(await screen.findByText('Event 7 not found')).toBeInTheDocument();
    expect(pressedStates('Sunset Folk Concert')).toEqual(['false', 'false']);
  });

  it('sends a guest to sign in with the page to come back to, and remembers the press', async () => {
    server.user = false;
    const { router } = renderAt('/events/7?ref=home');
    await waitFor(() => expect(requests('GET', '/api/user')).toHaveLength(1));
    await userEvent.setup().click(hearts('Night Market')[0]!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth'));
    expect(router.state.location.search).toBe(`?redirectTo=${encodeURIComponent('/events/7?ref=home')}`);
    expect(screen.getByText('Login Required')).toBeInTheDocument();
    expect(requests('POST', '/api/bookmarks/8')).toHaveLength(0);
    expect(JSON.parse(sessionStorage.getItem('confetti:bookmark-after-sign-in')!)).toMatchObject({
      eventId: 8,
      returnTo: '/events/7?ref=home',
    });
  });

  it('bookmarks the remembered event once, back on the page after signing in', async () => {
    saveBookmarkIntent({ eventId: 8, title: 'Night Market', returnTo: '/events/7', savedAt: Date.now() });
    const { unmount } = renderAt('/events/7');
    expect(await screen.findByText('Event bookmarked')).toBeInTheDocument();
    await waitFor(() => expect(pressedStates('Night Market')).toEqual(['true', 'true']));
    expect(requests('POST', '/api/bookmarks/8')).toHaveLength(1);
    expect(sessionStorage.getItem('confetti:bookmark-after-sign-in')).toBeNull();
    unmount();
    renderAt('/events/7');
    await waitFor(() => expect(pressedStates('Night Market')).toEqual(['true', 'true']));
    expect(requests('POST', '/api/bookmarks/8')).toHaveLength(1);
  });

  it('never turns off an event that was already bookmarked', async () => {
    server.saved = [market];
    saveBookmarkIntent({ eventId: 8, title: 'Night Market', returnTo: '/events/7', savedAt: Date.now() });
    renderAt('/events/7');
    expect(await screen.findByText('Event bookmarked')).toBeInTheDocument();
    await waitFor(() => expect(pressedStates('Night Market')).toEqual(['true', 'true']));
    expect(requests('POST', '/api/bookmarks/8')).toHaveLength(0);
    expect(requests('DELETE', '/api/bookmarks/8')).toHaveLength(0);
  });

  it('forgets a press made on another page', async () => {
    saveBookmarkIntent({ eventId: 8, title: 'Night Market', returnTo: '/search?q=x', savedAt: Date.now() });
    renderAt('/events/7');
    await waitFor(() => expect(requests('GET', '/api/bookmarks')).toHaveLength(1));
    expect(sessionStorage.getItem('confetti:bookmark-after-sign-in')).toBeNull();
    expect(requests('POST', '/api/bookmarks/8')).toHaveLength(0);
  });
});
