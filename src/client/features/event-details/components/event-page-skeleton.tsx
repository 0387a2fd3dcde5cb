import { LoaderCircle } from 'lucide-react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** The page's shape while the event loads, with a 'Loading...' status line for everyone to read. */
export function EventPageSkeleton() {
  return (
    <div aria-busy="true" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6 sm:pt-8">
      <p role="status" className="flex items-center gap-2 font-medium text-muted-foreground text-sm">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin text-primary" />
        Loading...
      </p>
      <Skeleton className="mt-4 aspect-video w-full rounded-3xl lg:aspect-[12/5]" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-10">
        <div className="grid content-start gap-6">
          <Skeleton className="h-6 w-28 rounded-full" />
          <Skeleton className="h-10 w-4/5" />
          <Skeleton className="h-5 w-3/5" />
          <Skeleton className="h-64 w-full rounded-2xl" />
        </div>
        <div className="grid content-start gap-6">
          <Skeleton className="h-72 w-full rounded-2xl" />
          <Skeleton className="h-56 w-full rounded-2xl" />
        </div>
      </div>
    </div>
  );
}
