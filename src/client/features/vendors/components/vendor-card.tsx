import { Clock, Globe, Mail, MapPin, Route } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import type { VendorSummary } from '#shared/contracts/vendors.ts';
import { RatingStars } from './rating-stars.tsx';
import { responseTimeText } from './response-time-text.ts';
import { VendorBadges } from './vendor-badges.tsx';
import { VendorCategoryIcon } from './vendor-category-icon.tsx';
import { VendorFavoriteButton } from './vendor-favorite-button.tsx';

/** How far a vendor goes; unset means the default Near Me radius. */
export function travelText(travelDistance: number | null): string {
  return `Travels up to ${travelDistance ?? 50} miles`;
}

/** One vendor in the directory (spec part 2 §2, vendor cards). */
export function VendorCard({
  vendor,
  isFavorite,
  isFavoritePending,
  onToggleFavorite,
}: {
  vendor: VendorSummary;
  isFavorite: boolean;
  isFavoritePending?: boolean;
  onToggleFavorite: (vendor: VendorSummary) => void;
}) {
  const titleId = `vendor-card-title-${vendor.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-5 text-card-foreground shadow-sm transition-shadow hover:shadow-md"
    >
      <div className="flex items-start gap-3">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-brand-100 text-brand-800">
          <VendorCategoryIcon category={vendor.category} className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="font-display font-bold text-lg leading-tight">
            <Link to={paths.vendor(vendor.id)} className="hover:underline focus-visible:underline">
              {vendor.name}
            </Link>
          </h2>
          <p className="text-muted-foreground text-sm">{vendor.category}</p>
        </div>
        <VendorFavoriteButton
          name={vendor.name}
          isFavorite={isFavorite}
          isPending={isFavoritePending}
          onToggle={() => onToggleFavorite(vendor)}
        />
      </div>
      <VendorBadges badges={vendor.badges} />
      <p className="line-clamp-2 text-sm leading-relaxed">{vendor.description}</p>
      <RatingStars averageRating={vendor.averageRating} reviewCount={vendor.reviewCount} />
      <ul className="mt-auto grid gap-1.5 text-muted-foreground text-sm">
        <li className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          <span>
            {vendor.location}
            {vendor.distanceMiles !== null ? ` · ${Math.round(vendor.distanceMiles)} mi away` : ''}
          </span>
        </li>
        <li className="flex items-center gap-2">
          <Route aria-hidden="true" className="size-4 shrink-0" />
          {travelText(vendor.travelDistance)}
        </li>
        {vendor.responseTime ? (
          <li className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 shrink-0" />
            {responseTimeText(vendor.responseTime)}
          </li>
        ) : null}
        <li className="flex min-w-0 items-center gap-2">
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          <a href={`mailto:${vendor.contactEmail}`} className="truncate text-foreground hover:underline">
            {vendor.contactEmail}
          </a>
        </li>
        {vendor.website ? (
          <li className="flex min-w-0 items-center gap-2">
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            <a
              href={vendor.website}
              target="_blank"
              rel="noopener noreferrer"
              className="truncate text-foreground hover:underline"
            >
              {vendor.website.replace(/^https?:\/\//, '')}
            </a>
          </li>
        ) : null}
      </ul>
    </article>
  );
}
