import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { renderPage } from './entry-server.tsx';
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

let container: HTMLElement | null = null;
afterEach(() => {
  container?.remove();
  container = null;
});

/** A tree's HTML as the DOM writes it back (inline styles included), so both sides compare as DOM. */
function normalized(root: Element): string {
  for (const element of root.querySelectorAll<HTMLElement>('[style]')) {
    element.setAttribute('style', element.style.cssText);
  }
  // The server writes a field's value as its attribute; the browser sets the property.
  for (const input of root.querySelectorAll('input')) {
    if (input.value) input.setAttribute('value', input.value);
    else input.removeAttribute('value');
  }
  return root.innerHTML;
}

function parse(html: string | null): Element {
  const element = document.createElement('div');
  element.innerHTML = html ?? '';
  return element;
}

/**
 * The browser's first render of `path` from the same first data, as main.tsx does it: a copy taken
 * right after it, before its effects run (they load the lazy parts, as after hydration).
 */
async function browserFirstRender(path: string, data: FirstData): Promise<Element> {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  // main.tsx renders once the router has the page's code; so does this.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  container = document.createElement('div');
  document.body.append(container);
  createRoot(container).render(
    <StrictMode>
      <AppProvider queryClient={seedFirstData(createQueryClient(), data)}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  return container.cloneNode(true) as Element;
}

describe('renderPage (the server render the browser hydrates)', () => {
  it("renders the home page exactly as the browser's first render does, from the first data", async () => {
    const html = await renderPage('http://localhost/', homeData);
    expect(html).toContain('Rooftop Jazz');
    expect(html).toContain('Pumpkin Patch Party');
    expect(html).toContain('2 Upcoming Events near Stockton');
    expect(normalized(parse(html))).toBe(normalized(await browserFirstRender('/', homeData)));
  });

  it("renders an event page and a signed-in visitor's header exactly as the browser does", async () => {
    const data: FirstData = { user: buildTestUser({ username: 'maya' }), location, event: events[0] };
    const html = await renderPage('http://localhost/events/7', data);
    expect(html).toContain('Rooftop Jazz</h1>');
    expect(html).not.toContain('>Login<');
    expect(normalized(parse(html))).toBe(normalized(await browserFirstRender('/events/7', data)));
  });
});
