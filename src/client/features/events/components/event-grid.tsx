import type { ReactNode } from 'react';
import { cn } from '#client/lib/cn.ts';
import { EventCardSkeleton } from './event-card-skeleton.tsx';

/** The events grid: one, two or three columns by width. */
export function EventGrid({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ul className={cn('grid grid-cols-1 gap-5 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3', className)}>
      {children}
    </ul>
  );
}

export function EventGridSkeleton({ count = 6, label }: { count?: number; label: string }) {
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{label}</span>
      <EventGrid>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <EventCardSkeleton />
          </li>
        ))}
      </EventGrid>
    </div>
  );
}
