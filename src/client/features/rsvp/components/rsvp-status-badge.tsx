import type { ReactNode } from 'react';
import { Badge } from '#client/components/ui/badge.tsx';
import type { RsvpStatus } from '#shared/contracts/rsvp.ts';

const STATUS_LABEL: Record<RsvpStatus, string> = {
  going: 'Going',
  maybe: 'Maybe',
  declined: "Can't go",
  waitlisted: 'Waitlist',
};
const STATUS_VARIANT = {
  going: 'success',
  maybe: 'default',
  declined: 'outline',
  waitlisted: 'warning',
} as const;

/** An answer as a badge ('Waitlist #2'); `children` adds to its text (plus-ones). */
export function RsvpStatusBadge({
  status,
  waitlistPosition,
  children,
}: {
  status: RsvpStatus;
  waitlistPosition: number | null;
  children?: ReactNode;
}) {
  return (
    <Badge variant={STATUS_VARIANT[status]}>
      {STATUS_LABEL[status]}
      {status === 'waitlisted' && waitlistPosition ? ` #${waitlistPosition}` : ''}
      {children}
    </Badge>
  );
}
