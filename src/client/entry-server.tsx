import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
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
 * redirect instead of a page.
 *
 * React's static render (`prerender`) waits for every part, lazily loaded ones included, before it
 * writes anything, and with no limit on a boundary's size each Suspense boundary is written in place
 * with its content: none of React's inline scripts that reveal late boundaries are needed: the page's strict CSP holds without
 * a nonce. A part that fails to render fails the whole render, and the page is left to the browser.
 */
export async function renderPage(url: string, firstData: FirstData): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = seedFirstData(createQueryClient(), firstData);
  const router = createStaticRouter(handler.dataRoutes, context);
  let failure: unknown = null;
  try {
    const { prelude } = await prerender(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
      {
        // A boundary larger than this would be written after its parent and moved in by a script.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onError: (error) => {
          failure ??= error;
        },
      },
    );
    const html = await new Response(prelude).text();
    if (failure) throw failure;
    return html;
  } finally {
    queryClient.clear();
  }
}
