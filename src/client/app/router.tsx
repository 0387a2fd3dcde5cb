import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, type ReactNode } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type Params, type RouteObject } from 'react-router';
import { ClientLazy } from '#client/components/client-lazy.tsx';
import { RouteError } from '#client/components/errors/route-error.tsx';
import { AppLayout, PageSpinner } from '#client/components/layouts/app-layout.tsx';
import { paths } from '#client/config/paths.ts';
import { RequireAdmin, RequireAuth } from '#client/features/auth/components/route-guards.tsx';
import { eventQueryOptions } from '#client/features/events/api/get-event.ts';
import { infiniteEventsQueryOptions } from '#client/features/events/hooks/use-infinite-events.ts';
import { infiniteSearchEventsQueryOptions } from '#client/features/events/hooks/use-infinite-search-events.ts';
import { locationQueryOptions } from '#client/features/location/api/get-location.ts';
import { vendorQueryOptions } from '#client/features/vendors/api/get-vendor.ts';
import { infiniteVendorsQueryOptions } from '#client/features/vendors/api/get-vendors.ts';
import { useUser } from '#client/lib/user.ts';
import { searchQueryOf } from './routes/events/search-query.ts';
import { homeEventsQuery } from './routes/home/home-query.ts';
import { vendorsQueryOf } from './routes/vendors/vendors-query.ts';

// The reminder to verify an address, and its resend call, load only for someone who has one to verify.
const VerifyEmailBanner = lazy(() =>
  import('#client/features/auth/components/verify-email-banner.tsx').then((m) => ({
    default: m.VerifyEmailBanner,
  })),
);
function EmailReminder() {
  const { data: user } = useUser();
  if (!user || user.emailVerified) return null;
  return (
    <ClientLazy fallback={null}>
      <VerifyEmailBanner />
    </ClientLazy>
  );
}

type Access = 'public' | 'user' | 'admin';

function Guard({ access, children }: { access: Access; children: ReactNode }) {
  if (access === 'admin') return <RequireAdmin>{children}</RequireAdmin>;
  if (access === 'user') return <RequireAuth>{children}</RequireAuth>;
  return children;
}

/** Starts a page's queries; it must not wait for them (the page shows its own loading state). */
type Prefetch = (queryClient: QueryClient, params: Params, url: URL) => void;

// Set by createAppRouter; loaders run only after the router exists.
let appQueryClient: QueryClient | null = null;

/** A positive integer id from a path parameter, else null (the page shows its own not-found). */
function idParam(value: string | undefined): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A lazily loaded page (each its own chunk), wrapped in the guard its access needs. `prefetch`
 * starts the page's queries from a static loader, so they run in parallel with the chunk download
 * instead of after the page first renders; it uses the same queryOptions as the page's hooks.
 */
function page(
  path: string,
  access: Access,
  load: () => Promise<ComponentType>,
  prefetch?: Prefetch,
): RouteObject {
  return {
    path,
    ...(prefetch
      ? {
          loader: ({ params, request }: LoaderFunctionArgs) => {
            if (appQueryClient) prefetch(appQueryClient, params, new URL(request.url));
            return null;
          },
        }
      : {}),
    lazy: async () => {
      const Page = await load();
      return {
        element: (
          <Guard access={access}>
            <Page />
          </Guard>
        ),
      };
    },
  };
}

export const routes: RouteObject[] = [
  {
    element: <AppLayout banner={<EmailReminder />} />,
    errorElement: <RouteError />,
    HydrateFallback: PageSpinner,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          page(
            paths.home,
            'public',
            () => import('./routes/home/home-page.tsx').then((m) => m.HomePage),
            (queryClient, _params, url) => {
              void queryClient.prefetchInfiniteQuery(
                infiniteEventsQueryOptions(homeEventsQuery(url.searchParams)),
              );
              void queryClient.prefetchQuery(locationQueryOptions());
            },
          ),
          page(paths.auth, 'public', () => import('./routes/auth/auth-page.tsx').then((m) => m.AuthPage)),
          page(paths.verifyEmail, 'public', () =>
            import('./routes/auth/verify-email-page.tsx').then((m) => m.VerifyEmailPage),
          ),
          page(
            paths.search,
            'public',
            () => import('./routes/events/search-page.tsx').then((m) => m.SearchPage),
            (queryClient, _params, url) => {
              const query = searchQueryOf(url.searchParams);
              // Blank text asks for nothing (the page's query is disabled then).
              if (query.q) void queryClient.prefetchInfiniteQuery(infiniteSearchEventsQueryOptions(query));
            },
          ),
          page(paths.discoverEvents, 'public', () =>
            import('./routes/events/discover-events-page.tsx').then((m) => m.DiscoverEventsPage),
          ),
          page(paths.createEvent, 'user', () =>
            import('./routes/events/create-event-page.tsx').then((m) => m.CreateEventPage),
          ),
          page(paths.createEventAlias, 'user', () =>
            import('./routes/events/create-event-page.tsx').then((m) => m.CreateEventPage),
          ),
          page(
            '/events/:id',
            'public',
            () => import('./routes/events/event-page.tsx').then((m) => m.EventPage),
            (queryClient, params) => {
              const id = idParam(params.id);
              if (id) void queryClient.prefetchQuery(eventQueryOptions(id));
            },
          ),
          page(paths.guestRsvp, 'public', () =>
            import('./routes/events/guest-rsvp-page.tsx').then((m) => m.GuestRsvpPage),
          ),
          page('/events/:id/guests', 'user', () =>
            import('./routes/events/guest-list-page.tsx').then((m) => m.GuestListPage),
          ),
          page('/events/:id/edit', 'user', () =>
            import('./routes/events/edit-event-page.tsx').then((m) => m.EditEventPage),
          ),
          page(paths.myEvents, 'user', () =>
            import('./routes/events/my-events-page.tsx').then((m) => m.MyEventsPage),
          ),
          page(paths.planner, 'user', () =>
            import('./routes/planner/planner-page.tsx').then((m) => m.PlannerPage),
          ),
          page(paths.profile, 'user', () =>
            import('./routes/profile/profile-page.tsx').then((m) => m.ProfilePage),
          ),
          page('/profile/:username', 'public', () =>
            import('./routes/profile/public-profile-page.tsx').then((m) => m.PublicProfilePage),
          ),
          // Vendors are public; favoriting and editing ask for sign-in.
          page(
            paths.vendors,
            'public',
            () => import('./routes/vendors/vendors-page.tsx').then((m) => m.VendorsPage),
            (queryClient, _params, url) => {
              void queryClient.prefetchInfiniteQuery(
                infiniteVendorsQueryOptions(vendorsQueryOf(url.searchParams)),
              );
            },
          ),
          page(paths.newVendor, 'user', () =>
            import('./routes/vendors/edit-vendor-page.tsx').then((m) => m.EditVendorPage),
          ),
          page(
            '/vendors/:id',
            'public',
            () => import('./routes/vendors/vendor-page.tsx').then((m) => m.VendorPage),
            (queryClient, params) => {
              const id = idParam(params.id);
              if (id) void queryClient.prefetchQuery(vendorQueryOptions(id));
            },
          ),
          page('/vendors/:id/edit', 'user', () =>
            import('./routes/vendors/edit-vendor-page.tsx').then((m) => m.EditVendorPage),
          ),
          page(paths.admin, 'admin', () =>
            import('./routes/admin/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
          ),
          page(paths.adminUsers, 'admin', () =>
            import('./routes/admin/admin-users-page.tsx').then((m) => m.AdminUsersPage),
          ),
          page(paths.adminEvents, 'admin', () =>
            import('./routes/admin/admin-events-page.tsx').then((m) => m.AdminEventsPage),
          ),
          page(paths.adminVendors, 'admin', () =>
            import('./routes/admin/admin-vendors-page.tsx').then((m) => m.AdminVendorsPage),
          ),
          page(paths.adminSettings, 'admin', () =>
            import('./routes/admin/admin-settings-page.tsx').then((m) => m.AdminSettingsPage),
          ),
          // Organizers may edit their own events here too; the page checks who may.
          page('/admin/events/:id/edit', 'user', () =>
            import('./routes/events/edit-event-page.tsx').then((m) => m.EditEventPage),
          ),
          page('/admin/events/:id/image', 'admin', () =>
            import('./routes/admin/admin-event-image-page.tsx').then((m) => m.AdminEventImagePage),
          ),
          page(paths.adminGenerateSampleEvents, 'admin', () =>
            import('./routes/admin/generate-sample-events-page.tsx').then((m) => m.GenerateSampleEventsPage),
          ),
          page('*', 'public', () =>
            import('#client/components/errors/not-found-page.tsx').then((m) => m.NotFoundPage),
          ),
        ],
      },
    ],
  },
];

export function createAppRouter(queryClient: QueryClient) {
  appQueryClient = queryClient;
  return createBrowserRouter(routes);
}
