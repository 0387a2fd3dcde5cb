import { Link } from 'react-router';
import { paths } from '#client/config/paths.ts';
import type { VendorSummary } from '#shared/contracts/vendors.ts';
import { RatingStars } from './rating-stars.tsx';
import { VendorBadges } from './vendor-badges.tsx';
import { VendorFacts } from './vendor-facts.tsx';
import { VendorFavoriteButton } from './vendor-favorite-button.tsx';
import { VendorMark } from './vendor-mark.tsx';

/** One vendor in the directory. */
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
        <VendorMark logo={vendor.logo} category={vendor.category} />
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
      <VendorFacts vendor={vendor} className="mt-auto text-muted-foreground" />
    </article>
  );
}
