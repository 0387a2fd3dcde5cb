import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { usePageTitle } from '#client/hooks/use-page-title.ts';

export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <div className="mx-auto grid max-w-xl gap-4 px-6 py-24 text-center">
      <p className="font-display text-7xl font-extrabold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="font-display text-3xl font-bold">404 Page Not Found</h1>
      <p className="text-muted-foreground">The page you are looking for does not exist or has moved.</p>
      <div>
        <Button asChild>
          <Link to={paths.home}>Back to the party</Link>
        </Button>
      </div>
    </div>
  );
}
