import { renderToString } from 'preact-render-to-string';
import { StrictMode } from 'react';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { FirstData } from '#shared/contracts/first-data.ts';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { routes } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';

const handler = createStaticHandler(routes);

/**
 * The page's HTML for `url`, rendered on the server from the same routes and components as the
 * browser, with a query client seeded from the page's first data (so it shows what the browser's
 * first render will show: the data the server has, and the loading state of everything else).
 * The browser then hydrates it instead of painting from nothing. Null when the route answers with a
 * redirect instead of a page. Rendering is synchronous: a part that would load lazily here throws
 * instead of rendering out of order (those parts render their placeholder first, see ClientLazy).
 */
export async function renderPage(url: string, firstData: FirstData): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = seedFirstData(createQueryClient(), firstData);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    return renderToString(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
  } finally {
    queryClient.clear();
  }
}
