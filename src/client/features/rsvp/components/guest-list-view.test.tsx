import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { GuestListView } from './guest-list-view.tsx';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const COUNTS = { going: 70, maybe: 30, declined: 20, waitlisted: 0 };
const GUESTS = Array.from({ length: 120 }, (_, i) => ({
  id: i + 1,
  name: `Guest ${i + 1}`,
  email: `guest${i + 1}@mail.test`,
  avatar: null,
  hasAccount: false,
  status: i < 70 ? 'going' : i < 100 ? 'maybe' : 'declined',
  plusOnes: 0,
  note: '',
  waitlistPosition: null,
  isConfirmed: true,
  updatedAt: '2026-11-20T15:00:00.000Z',
}));
let asked: string[];

beforeEach(() => {
  asked = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname !== '/api/events/5/guests')
        return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
      asked.push(url.search);
      const q = (url.searchParams.get('q') ?? '').toLowerCase();
      const limit = Number(url.searchParams.get('limit') ?? 50);
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const matches = GUESTS.filter((g) => `${g.name} ${g.email}`.toLowerCase().includes(q));
      const guests = matches.slice(offset, offset + limit);
      const hasMore = offset + guests.length < matches.length;
      return json({
        view: 'host',
        counts: COUNTS,
        total: matches.length,
        hasMore,
        nextOffset: hasMore ? offset + guests.length : null,
        guests,
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderList = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <GuestListView eventId={5} />
    </QueryClientProvider>,
  );
const rows = () => within(screen.getByRole('list', { name: 'Guests' })).getAllByRole('listitem');

describe('GuestListView', () => {
  it('shows the first page with the whole counts and loads more until every guest is shown', async () => {
    renderList();
    expect(await screen.findByText('Showing 50 of 120 guests')).toBeInTheDocument();
    expect(rows()).toHaveLength(50);
    expect(screen.getByText('Going', { selector: 'dt' }).nextElementSibling).toHaveTextContent('70');
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 100 of 120 guests')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('Showing 120 of 120 guests')).toBeInTheDocument();
    expect(rows()[119]).toHaveTextContent('Guest 120');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(asked).toEqual(['?offset=0', '?offset=50', '?offset=100']);
  });

  it('searches the whole list, not only the pages already shown', async () => {
    renderList();
    await screen.findByText('Showing 50 of 120 guests');
    fireEvent.change(screen.getByLabelText('Search guests by name or email'), {
      target: { value: 'guest11' },
    });
    expect(await screen.findByText('Showing 11 of 11 guests')).toBeInTheDocument();
    expect(rows()[0]).toHaveTextContent('Guest 11');
    expect(rows()[10]).toHaveTextContent('Guest 119');
    expect(screen.getByText('Going', { selector: 'dt' }).nextElementSibling).toHaveTextContent('70');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
