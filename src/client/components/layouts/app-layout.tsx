import { type ReactNode, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { useAppConfig } from '#client/lib/app-config.ts';
import { DEFAULT_SITE_NAME } from '#shared/constants.ts';
import { NavBar } from './nav-bar.tsx';
import { useFocusHeadingOnNavigate } from './use-focus-heading-on-navigate.ts';

export function PageSpinner() {
  return (
    <div className="grid min-h-[40vh] place-items-center">
      <Spinner size="lg" label="Loading page" />
    </div>
  );
}

/** The site's name and contact address as the administrator set them in Site Settings. */
function SiteFooter() {
  const config = useAppConfig();
  const siteName = config.data?.siteName ?? DEFAULT_SITE_NAME;
  const contact = config.data?.contactEmail;
  return (
    <footer className="grid gap-1 border-t border-border/70 px-4 py-8 text-center text-sm text-muted-foreground">
      <p>{siteName} · Find, plan and share the best parties in the United States.</p>
      {contact ? (
        <p>
          Questions?{' '}
          <a href={`mailto:${contact}`} className="font-medium text-foreground underline underline-offset-2">
            {contact}
          </a>
        </p>
      ) : null}
    </footer>
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
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
