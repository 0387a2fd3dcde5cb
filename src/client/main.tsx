import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { whileHydrating } from './components/hydrate-later.tsx';
import { cn } from './lib/cn.ts';
import { nextTask } from './lib/next-task.ts';
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

/** Marks the page live (<html data-hydrated>), once the parts hydrating after the page have too. */
const markLive = () => nextTask().then(() => document.documentElement.setAttribute('data-hydrated', ''));

async function start(): Promise<void> {
  const container = document.getElementById('root')!;
  // A page the server rendered is already on screen: making it live is split into tasks (the
  // router, then hydration, then the parts that hydrate later), so none holds up input for long.
  const isServerRendered = container.hasChildNodes();
  if (isServerRendered) await nextTask();

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
    return markLive();
  }
  // The server's HTML is hydrated (kept and made live) once the page's code is here, so the first
  // render is that page and not the loading spinner.
  await routerReady(router);
  await nextTask();
  // tailwind-merge builds its class map on its first call: in a task of its own, not hydration's.
  cn('p-0', 'p-1');
  await nextTask();
  whileHydrating(() => hydrateRoot(container, app));
  return markLive();
}

void start();
