import { cn } from '#client/lib/cn.ts';
import type { VendorSummary } from '#shared/contracts/vendors.ts';
import { useVendorFavorites } from '../hooks/use-vendor-favorites.ts';
import { VendorCard } from './vendor-card.tsx';

/** Vendor cards in a grid, each with its favourite heart. */
export function VendorGrid({ vendors, className }: { vendors: VendorSummary[]; className?: string }) {
  const favorites = useVendorFavorites();
  return (
    <ul className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {vendors.map((vendor) => (
        <li key={vendor.id}>
          <VendorCard
            vendor={vendor}
            isFavorite={favorites.isFavorite(vendor.id)}
            isFavoritePending={favorites.isPending(vendor.id)}
            onToggleFavorite={favorites.toggleFavorite}
          />
        </li>
      ))}
    </ul>
  );
}
