import { Ticket } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { cn } from '#client/lib/cn.ts';
import { type Admission, formatPrice } from '#shared/lib/admission.ts';

/**
 * The price of an event as badges ('Free', '$15', '$15-40'), and 'Sold out' when it is; nothing for
 * a price the host did not list. `onImage` sets them on a picture (white, blurred backing).
 */
export function AdmissionBadges({ admission, onImage = false }: { admission: Admission; onImage?: boolean }) {
  const price = formatPrice(admission);
  const backing = onImage ? 'shadow-sm backdrop-blur' : '';
  return (
    <>
      {price ? (
        <Badge
          className={cn(
            backing,
            admission.admission === 'free'
              ? 'bg-success-subtle text-success-subtle-foreground'
              : onImage
                ? 'bg-white/95 text-ink-900'
                : 'border-border bg-card text-ink-900',
          )}
        >
          <Ticket aria-hidden="true" />
          <span className="sr-only">Price: </span>
          {price}
        </Badge>
      ) : null}
      {admission.isSoldOut ? <Badge className={cn(backing, 'bg-ink-900 text-white')}>Sold out</Badge> : null}
    </>
  );
}
