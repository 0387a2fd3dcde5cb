import { Store } from 'lucide-react';
import { useRef } from 'react';
import { useInView } from '#client/hooks/use-in-view.ts';
import { useEventVendors } from '../api/get-event-vendors.ts';
import { VendorCard } from './vendor-card.tsx';

/** Vendors near the event whose services suit it; the section is left out when there are none. */
export function RecommendedVendors({ eventId }: { eventId: number }) {
  // Asked for only as the section nears the screen: on a phone it is the page's last, and its
  // answer re-rendered the page while it was still being made live.
  const anchor = useRef<HTMLDivElement>(null);
  const isNear = useInView(anchor);
  const { data } = useEventVendors(eventId, isNear);
  const vendors = data?.vendors ?? [];
  // Until there are vendors to show, an empty marker holds the section's place to be watched.
  if (vendors.length === 0) return <div ref={anchor} />;
  return (
    <section aria-labelledby="recommended-vendors-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="recommended-vendors-heading" className="flex items-center gap-2 font-display text-h2">
          <Store aria-hidden="true" className="size-6 text-party-600" />
          Recommended Vendors
        </h2>
        <p className="text-muted-foreground">Local pros who can help make it happen.</p>
      </div>
      <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {vendors.map((vendor) => (
          <li key={vendor.id}>
            <VendorCard vendor={vendor} />
          </li>
        ))}
      </ul>
    </section>
  );
}
