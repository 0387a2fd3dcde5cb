import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '#client/lib/query-client.ts';
import { buildTestEvent, buildTestUser } from '#client/testing/fixtures.ts';
import { QuoteRequestDialog } from './quote-request-dialog.tsx';

const json = (body: unknown, status = 200) => Response.json(body, { status });
const party = buildTestEvent({
  id: 41,
  title: "Maya's 8th Birthday",
  // 01:00 UTC on Dec 13 is still Dec 12 in San Jose: the picker must fill the local day.
  date: '2026-12-13T01:00:00.000Z',
  timeZone: 'America/Los_Angeles',
});
let sent: { url: string; body: unknown }[];
let myEvents: unknown[];

beforeEach(() => {
  sent = [];
  myEvents = [party];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === '/api/user') return json(buildTestUser({ id: 5 }));
      if (url.pathname === '/api/events') {
        expect(url.searchParams.get('creator')).toBe('me');
        expect(url.searchParams.get('when')).toBe('upcoming');
        return json({ events: myEvents, total: myEvents.length, hasMore: false, nextOffset: null });
      }
      if (url.pathname === '/api/vendors/3/quote-requests' && init?.method === 'POST') {
        sent.push({ url: url.pathname, body: JSON.parse(String(init.body)) });
        return json({ id: 1 }, 201);
      }
      return json({ message: 'Not found', code: 'NOT_FOUND' }, 404);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

async function openDialog() {
  const router = createMemoryRouter(
    [{ path: '/vendors/3', element: <QuoteRequestDialog vendorId={3} vendorName="Bay Beats DJ" /> }],
    { initialEntries: ['/vendors/3'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const actor = userEvent.setup();
  const button = screen.getByRole('button', { name: 'Request a quote' });
  // The signed-in user must be known before the button opens the dialog instead of /auth.
  await waitFor(() => expect(vi.mocked(fetch)).toHaveBeenCalled());
  await new Promise((resolve) => setTimeout(resolve, 0));
  await actor.click(button);
  await screen.findByRole('dialog', { name: 'Request a quote' });
  return actor;
}

describe('QuoteRequestDialog', { timeout: 15_000 }, () => {
  it("attaches one of the host's events, fills in its local day, and sends its id", async () => {
    const actor = await openDialog();
    const picker = await screen.findByLabelText('For one of your events');
    await actor.selectOptions(picker, String(party.id));
    expect(screen.getByLabelText(/^Event date/)).toHaveValue('2026-12-12');
    await actor.type(screen.getByLabelText(/^Guests/), '20');
    await actor.type(screen.getByLabelText(/^Message/), 'A two-hour set for the kids.');
    await actor.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ eventId: '41', eventDate: '2026-12-12', guestCount: '20' });
  });

  it('offers no picker to someone with no upcoming events, and sends no event', async () => {
    myEvents = [];
    const actor = await openDialog();
    await actor.type(screen.getByLabelText(/^Event date/), '2026-12-20');
    await actor.type(screen.getByLabelText(/^Guests/), '12');
    await actor.type(screen.getByLabelText(/^Message/), 'Karaoke for a housewarming.');
    expect(screen.queryByLabelText('For one of your events')).not.toBeInTheDocument();
    await actor.click(screen.getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.body).toMatchObject({ eventId: null });
  });
});
