import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { RsvpPanel } from './rsvp-panel.tsx';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const stateWith = (isGuestListPublic: boolean, going: number) => ({
  settings: { isEnabled: true, capacity: null, deadline: null, isGuestListPublic, plusOneMax: 2 },
  counts: { going, maybe: 0, declined: 0, waitlisted: 0 },
  placesLeft: null,
  isOpen: true,
  myRsvp: null,
  canManage: false,
});
const NAMES = [
  'Ana',
  'Ben',
  'Cleo',
  'Dev',
  'Eli',
  'Fay',
  'Gus',
  'Hana',
  'Ivo',
  'Jo',
  'Kai',
  'Lu',
  'Max',
  'Nia',
];
let state: ReturnType<typeof stateWith>;
let guestCalls: number;

beforeEach(() => {
  guestCalls = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/events/5/rsvp') return json(state);
      if (url.pathname === '/api/events/5/guests') {
        guestCalls += 1;
        // The panel asks for one page of those going, as many as it shows.
        const limit = Number(url.searchParams.get('limit') ?? 50);
        return json({
          view: 'public',
          counts: state.counts,
          total: NAMES.length,
          hasMore: NAMES.length > limit,
          nextOffset: NAMES.length > limit ? limit : null,
          guests: NAMES.slice(0, limit).map((firstName, i) => ({
            firstName,
            avatar: null,
            plusOnes: i === 0 ? 1 : 0,
          })),
        });
      }
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const renderPanel = () =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={createQueryClient()}>
        <RsvpPanel eventId={5} isSignedIn={false} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

describe("RsvpPanel: Who's going", () => {
  it('shows first names and plus-ones of those going when the host made the list public', async () => {
    state = stateWith(true, 15);
    renderPanel();
    const section = await screen.findByRole('region', { name: "Who's going" });
    const items = within(section).getAllByRole('listitem');
    expect(items).toHaveLength(12);
    expect(items[0]).toHaveTextContent('Ana +1');
    expect(items[11]).toHaveTextContent('Lu');
    expect(section).toHaveTextContent('and 2 more');
  });

  it('asks for no names when the list is host-only', async () => {
    state = stateWith(false, 15);
    renderPanel();
    expect(await screen.findByText('15 going')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: "Who's going" })).not.toBeInTheDocument();
    expect(guestCalls).toBe(0);
  });
});
