import type * as React from 'react';
import { cn } from '#client/lib/cn.ts';

/** A decorative placeholder; pair a loading region with a Spinner or aria-busy for screen readers. */
export function Skeleton({ className, ...props }: React.ComponentProps<'div'>) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden="true"
      className={cn('animate-pulse rounded-lg bg-ink-200/70', className)}
      {...props}
    />
  );
}
