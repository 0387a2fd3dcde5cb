import { execFileSync } from 'node:child_process';
import { act, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import { buildTestEvent, buildTestUser } from './testing/fixtures.ts';

const location = { city: 'Stockton', region: 'CA', country: 'United States', lat: 37.96, lon: -121.29 };
const events = [
  buildTestEvent({ id: 7, title: 'Rooftop Jazz', category: 'Concert' }),
  buildTestEvent({ id: 8, title: 'Pumpkin Patch Party', category: 'Festival' }),
];
const homeData: FirstData = {
  user: null,
  location,
  homeEvents: {
    ignoreLocation: false,
    page: {
      events,
      userLocation: location,
      total: 2,
      upcomingTotal: 2,
      isTotalCapped: false,
      isUpcomingTotalCapped: false,
      hasMore: false,
      nextOffset: null,
    },
  },
};

// Tests run from the repository's root.
const renderScript = 'src/client/testing/render-page-in-node.tsx';

/** The server's HTML for `url`, rendered in a Node process as on the server. */
function renderOnServer(url: string, data: FirstData): string {
  return execFileSync(process.execPath, ['--import', 'tsx', renderScript], {
    input: JSON.stringify({ url, data }),
    encoding: 'utf8',
  });
}

let container: HTMLElement | null = null;
let root: Root | null = null;
let stopRouter: (() => void) | null = null;
// The hydrated tree is unmounted before the next test: React's scheduler would otherwise go on
// rendering it after the test, into a window that is gone by then.
afterEach(async () => {
  await act(async () => root?.unmount());
  stopRouter?.();
  root = null;
  stopRouter = null;
  container?.remove();
  container = null;
});

/**
 * Hydrates the server's HTML for `path` as main.tsx does (once the router has the page's code),
 * and answers what React reported: a different element or text is a recoverable error (React then
 * throws the HTML away and renders anew); a different attribute (an id from `useId` when the two
 * trees differ in shape, a link built from settings only one side had) is only logged, and kept.
 */
async function hydrateServerHtml(path: string, data: FirstData, html: string): Promise<unknown[]> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  stopRouter = () => router.dispose();
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  const logged = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (args.some((arg) => typeof arg === 'string' && /hydrat/i.test(arg))) errors.push(args.join(' '));
  });
  await act(async () => {
    root = hydrateRoot(
      container!,
      <StrictMode>
        <AppProvider queryClient={seedFirstData(createQueryClient(), data)}>
          <RouterProvider router={router} />
        </AppProvider>
      </StrictMode>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  // Lazily loaded parts hydrate once their code is here.
  await waitFor(() => expect(container!.querySelector('[data-lazy-part]:not([data-live])')).toBeNull());
  logged.mockRestore();
  return errors;
}

// Each render starts a Node process that compiles the app first: seconds on a busy machine.
describe('renderPage (the server render the browser hydrates)', { timeout: 120_000 }, () => {
  it('renders the home page from the first data, and the browser hydrates it as it is', async () => {
    const html = renderOnServer('http://localhost/', homeData);
    expect(html).toContain('Rooftop Jazz');
    expect(html).toContain('Pumpkin Patch Party');
    expect(html).toContain('2 Upcoming Events near Stockton');
    // Every part is written in place: no inline script, which the page's CSP would refuse.
    expect(html).not.toContain('<script');
    expect(await hydrateServerHtml('/', homeData, html)).toEqual([]);
    expect(container!.textContent).toContain('2 Upcoming Events near Stockton');
  });

  it("renders an event page and a signed-in visitor's header, and the browser hydrates it as it is", async () => {
    // The operator's shop tag changes the supplies card's links, so the server must render with it too.
    const config = {
      mapTileUrl: 'https://tile.example.com/{z}/{x}/{y}.png',
      mapTileAttribution: 'Map data',
      amazonAffiliateTag: 'confetti-20',
      defaultLocation: location,
      siteName: 'Confetti',
      contactEmail: '',
      isSignUpOpen: true,
      isGuestRsvpOpen: true,
    };
    const data: FirstData = { user: buildTestUser({ username: 'maya' }), location, event: events[0], config };
    const html = renderOnServer('http://localhost/events/7', data);
    expect(html).toContain('Rooftop Jazz</h1>');
    expect(html).not.toContain('>Login<');
    expect(html).not.toContain('<script');
    expect(await hydrateServerHtml('/events/7', data, html)).toEqual([]);
    expect(container!.querySelector('h1')?.textContent).toBe('Rooftop Jazz');
    expect(container!.querySelector('a[href*="tag=confetti-20"]')).not.toBeNull();
  });
});
