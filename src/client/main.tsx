import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { whileHydrating } from './components/hydrate-later.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

// One query client for the app: the router's loaders prefetch into it, and a 401 navigates in-app.
// The server's first-paint data (bootstrap) is seeded in before anything renders.
const queryClient = seedFirstData(createQueryClient({ navigate: (to) => void router.navigate(to) }));
const router = createAppRouter(queryClient);
const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>
);

/** Resolves once the router has matched the first URL and loaded that page's code. */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

/** Lets the browser paint and take input before the next long piece of work. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** Marks the page live (<html data-hydrated>), once the parts hydrating after the page have too. */
const markLive = () => nextTask().then(() => document.documentElement.setAttribute('data-hydrated', ''));

// A page the server rendered is hydrated (its HTML is kept and made live) once its code is here,
// so the first render is that page and not the loading spinner; any other page renders from scratch.
// Hydration starts in a task of its own, apart from the evaluation of the scripts.
if (container.hasChildNodes()) {
  void routerReady()
    .then(nextTask)
    .then(() => whileHydrating(() => hydrateRoot(container, app)))
    .then(markLive);
} else {
  createRoot(container).render(app);
  void markLive();
}
