import { LoaderCircle } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

const frame = 'grid h-[300px] place-items-center bg-ink-50 px-6 text-center';

/** The 300px box the map fills, while it loads. */
export function MapLoading({ className }: { className?: string }) {
  return (
    <div role="status" className={cn(frame, className)}>
      <div className="grid justify-items-center gap-3 text-muted-foreground">
        <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-primary" />
        <span className="text-sm">Loading map...</span>
      </div>
    </div>
  );
}
