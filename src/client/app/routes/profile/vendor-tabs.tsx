import { Plus, Star, Store } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { ProfileEmptyState } from '#client/features/profiles/components/profile-empty-state.tsx';
import { useFavoriteVendors } from '#client/features/vendors/api/favorite-vendors.ts';
import { useMyVendors } from '#client/features/vendors/api/get-my-vendors.ts';
import { QuoteRequestsInbox } from '#client/features/vendors/components/quote-requests-inbox.tsx';
import { VendorGrid } from '#client/features/vendors/components/vendor-grid.tsx';

const loading = <Skeleton className="h-64 rounded-2xl" />;

/** My Vendor Profiles: every vendor profile the user owns, and the way to add one. */
export function MyVendorsTab() {
  const mine = useMyVendors();
  if (mine.isPending) return loading;
  if (mine.isError) throw mine.error;
  if (mine.data.length === 0) {
    return (
      <ProfileEmptyState
        icon={Store}
        message="You haven't registered as a vendor yet."
        detail="Vendor profiles let hosts find and book you for their parties."
        actionLabel="Create Vendor Profile"
        actionHref={paths.newVendor}
      />
    );
  }
  return (
    <div className="grid gap-4">
      <Button asChild size="sm" className="w-fit">
        <Link to={paths.newVendor}>
          <Plus aria-hidden="true" className="size-4" />
          Create Vendor Profile
        </Link>
      </Button>
      <VendorGrid vendors={mine.data} />
      <QuoteRequestsInbox />
    </div>
  );
}

/** Favorite Vendors: the starred vendors, most recent first. */
export function FavoriteVendorsTab() {
  const favorites = useFavoriteVendors(true);
  if (favorites.isPending) return loading;
  if (favorites.isError) throw favorites.error;
  if (favorites.data.length === 0) {
    return (
      <ProfileEmptyState
        icon={Star}
        message="No favorite vendors yet."
        detail="Star the DJs, caterers and photographers you like to find them here."
        actionLabel="Find vendors"
        actionHref={paths.vendors}
      />
    );
  }
  return <VendorGrid vendors={favorites.data} />;
}
