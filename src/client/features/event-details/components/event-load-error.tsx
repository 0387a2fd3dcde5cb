import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import { errorMessageOf } from '#client/lib/api-client.ts';

/** Any failure other than "not found": say what happened and offer a retry. */
export function EventLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <div role="alert" className="mx-auto grid max-w-lg justify-items-center gap-4 px-6 py-20 text-center">
      <span className="grid size-16 place-items-center rounded-2xl bg-destructive-subtle text-destructive">
        <TriangleAlert aria-hidden="true" className="size-8" />
      </span>
      <h1 className="font-display text-h2">This event could not be loaded</h1>
      <p className="break-words text-muted-foreground">{errorMessageOf(error)}</p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={onRetry}>Try again</Button>
        <Button asChild variant="outline">
          <Link to={paths.home}>Browse events</Link>
        </Button>
      </div>
    </div>
  );
}
