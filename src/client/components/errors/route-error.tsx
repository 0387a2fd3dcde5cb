import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageTitle } from '#client/hooks/use-page-title.ts';
import { NotFoundPage } from './not-found-page.tsx';

/** The route error boundary: 'Something went wrong' with the error text. */
export function RouteError() {
  const error = useRouteError();
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  usePageTitle(isNotFound ? null : 'Something went wrong');
  if (isNotFound) return <NotFoundPage />;
  const text = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <div role="alert" className="mx-auto grid max-w-xl gap-4 px-6 py-24 text-center">
      <h1 className="font-display text-3xl font-bold">Something went wrong</h1>
      <p className="break-words rounded-xl bg-ink-100 px-4 py-3 font-mono text-sm text-ink-800">{text}</p>
      <div className="flex justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="outline" asChild>
          <Link to={paths.home}>Go home</Link>
        </Button>
      </div>
    </div>
  );
}
