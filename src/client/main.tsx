import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

type AppRouter = ReturnType<typeof createAppRouter>;

/** Resolves once the router has matched the first URL and loaded that page's code. */
function routerReady(router: AppRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Resolves once the whole document is parsed: a rendered page asks for its scripts as soon as it
 * has painted, which can be before the parser has reached the end of the page.
 */
function documentParsed(): Promise<void> {
  if (document.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) =>
    document.addEventListener('DOMContentLoaded', () => resolve(), { once: true }),
  );
}

async function start(): Promise<void> {
  await documentParsed();
  const container = document.getElementById('root')!;
  const isServerRendered = container.hasChildNodes();
  // One query client for the app: the router's loaders prefetch into it, and a 401 navigates
  // in-app. The server's first-paint data is seeded in before anything renders.
  const queryClient = seedFirstData(createQueryClient({ navigate: (to) => void router.navigate(to) }));
  const router = createAppRouter(queryClient);
  const app = (
    <StrictMode>
      <AppProvider queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  if (!isServerRendered) {
    createRoot(container).render(app);
    return;
  }
  // The server's HTML is hydrated (kept and made live) once the page's code is here, so the first
  // render is that page and not the loading spinner. React hydrates the page's shell first and each
  // Suspense boundary in it afterwards, a boundary someone presses first. As a transition, the
  // shell's hydration too yields to the browser every few milliseconds instead of running as one
  // long task.
  await routerReady(router);
  startTransition(() => {
    hydrateRoot(container, app);
  });
}

void start();
