import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { NavBar } from './nav-bar.tsx';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate.ts';

export function PageSpinner() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/** `banner`: app-wide notices under the navigation (composed by the router, which may use features). */
export function AppLayout({ banner }: { banner?: ReactNode }) {
  useFocusHeadingOnNavigate();
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-full bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:left-4 focus:top-3"
      >
        Skip to content
      </a>
      <NavBar />
      {banner}
      <main id="main" className="flex-1">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <footer className="border-t border-border/70 py-8 text-center text-sm text-muted-foreground">
        <p>Confetti · Find, plan and share the best parties in the United States.</p>
      </footer>
      <ScrollRestoration />
    </div>
  );
}
