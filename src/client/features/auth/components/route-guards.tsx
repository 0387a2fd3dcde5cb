import type { ReactNode } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { authPathWithRedirect, paths, safeRedirectPath } from '#client/config/paths.ts';
import { useUser } from '#client/lib/user.ts';

function FullPageSpinner() {
  return (
    <div className="grid min-h-[50vh] place-items-center">
      <Spinner size="lg" label="Loading your account" />
    </div>
  );
}

/** Signed-in only: a spinner while the user loads, then guests go to /auth (and come back after). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={authPathWithRedirect(location.pathname + location.search)} replace />;
  return children;
}

/** Administrators only: guests go to /auth, everyone else to the home page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const location = useLocation();
  if (isPending) return <FullPageSpinner />;
  if (!user) return <Navigate to={authPathWithRedirect(location.pathname)} replace />;
  if (!user.isAdmin) return <Navigate to={paths.home} replace />;
  return children;
}

/** /auth is for guests: a signed-in user goes on to ?redirectTo= (a same-site path), else home. */
export function RedirectIfSignedIn({ children }: { children: ReactNode }) {
  const { data: user, isPending } = useUser();
  const [searchParams] = useSearchParams();
  if (isPending) return <FullPageSpinner />;
  if (user) return <Navigate to={safeRedirectPath(searchParams.get('redirectTo'))} replace />;
  return children;
}
