import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { seedFirstData } from './app/first-data.ts';
import { AppProvider } from './app/provider.tsx';
import { createAppRouter } from './app/router.tsx';
import { createQueryClient } from './lib/query-client.ts';
import './styles.css';

// One query client for the app: the router's loaders prefetch into it, and a 401 navigates in-app.
// The server's first-paint data (bootstrap) is seeded in before anything renders.
const queryClient = seedFirstData(createQueryClient({ navigate: (to) => void router.navigate(to) }));
const router = createAppRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
