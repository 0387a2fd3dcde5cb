import { BadgeCheck, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { paths } from '#client/config/paths.ts';
import type { RecommendedVendor } from '#shared/contracts/events.ts';
import { RatingStars } from './rating-stars.tsx';
import { VendorAvatar } from './vendor-avatar.tsx';

export function VendorCard({ vendor }: { vendor: RecommendedVendor }) {
  const nameId = useId();
  const place = [vendor.city, vendor.region].filter(Boolean).join(', ') || vendor.location;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-card p-5 shadow-xs transition-shadow hover:shadow-md">
      <div className="flex items-center gap-3">
        <VendorAvatar name={vendor.name} logo={vendor.logo} image={vendor.image} />
        <div className="grid min-w-0 gap-0.5">
          <h3 id={nameId} className="break-words font-semibold text-ink-950 leading-snug">
            {vendor.name}
          </h3>
          <p className="text-muted-foreground text-sm">{vendor.category}</p>
        </div>
      </div>
      <div className="grid gap-2">
        <RatingStars rating={vendor.averageRating} count={vendor.reviewCount} />
        {place ? (
          <p className="flex items-start gap-1.5 text-ink-700 text-sm">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-ink-500" />
            <span className="min-w-0 break-words">{place}</span>
          </p>
        ) : null}
        {vendor.verified ? (
          <Badge variant="success">
            <BadgeCheck aria-hidden="true" />
            Verified
          </Badge>
        ) : null}
      </div>
      <Button asChild variant="outline" size="sm" className="mt-auto w-full">
        <Link to={paths.vendor(vendor.id)} aria-describedby={nameId}>
          View Full Profile
        </Link>
      </Button>
    </article>
  );
}
