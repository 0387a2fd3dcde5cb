import { FileText } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { NotFoundPage } from '#client/components/errors/not-found-page.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { paths } from '#client/config/paths.ts';
import { useVendor } from '#client/features/vendors/api/get-vendor.ts';
import { QuoteRequestDialog } from '#client/features/vendors/components/quote-request-dialog.tsx';
import { RatingStars } from '#client/features/vendors/components/rating-stars.tsx';
import { VendorArea } from '#client/features/vendors/components/vendor-area.tsx';
import { VendorBadges } from '#client/features/vendors/components/vendor-badges.tsx';
import { VendorFacts } from '#client/features/vendors/components/vendor-facts.tsx';
import { VendorFavoriteButton } from '#client/features/vendors/components/vendor-favorite-button.tsx';
import { VendorGallery } from '#client/features/vendors/components/vendor-gallery.tsx';
import { VendorMark } from '#client/features/vendors/components/vendor-mark.tsx';
import { VendorOwnerActions } from '#client/features/vendors/components/vendor-owner-actions.tsx';
import { VendorReviews } from '#client/features/vendors/components/vendor-reviews.tsx';
import { VendorServices } from '#client/features/vendors/components/vendor-services.tsx';
import { useVendorFavorites } from '#client/features/vendors/hooks/use-vendor-favorites.ts';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';

/** /vendors/{id}: everything a host needs to pick and contact a vendor. */
export function VendorPage() {
  const id = Number(useParams().id);
  const vendor = useVendor(id);
  usePageMeta({
    title: vendor.data ? `${vendor.data.name} · ${vendor.data.category} · Confetti` : 'Vendor · Confetti',
    description: vendor.data?.description.slice(0, 160),
  });

  if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
  if (vendor.isError) {
    if (vendor.error instanceof ApiError && (vendor.error.status === 404 || vendor.error.status === 400))
      return <NotFoundPage />;
    throw vendor.error;
  }
  if (!vendor.data) {
    return (
      <div className="mx-auto grid max-w-5xl gap-4 px-4 py-10 sm:px-6" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-40" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  return <VendorDetail vendor={vendor.data} />;
}

function VendorDetail({ vendor }: { vendor: Vendor }) {
  const favorites = useVendorFavorites();
  const { data: user } = useUser();
  const canManage = Boolean(user && (user.isAdmin || user.id === vendor.userId));
  return (
    <div className="mx-auto grid max-w-5xl gap-8 px-4 py-10 sm:px-6">
      <header className="grid gap-4">
        <Link to={paths.vendors} className="text-muted-foreground text-sm hover:underline">
          ← Event Vendors
        </Link>
        <div className="flex items-start gap-4">
          <VendorMark logo={vendor.logo} category={vendor.category} size="lg" />
          <div className="min-w-0 flex-1">
            <h1 className="font-display font-extrabold text-3xl tracking-tight sm:text-4xl">{vendor.name}</h1>
            <p className="mt-1 text-muted-foreground">
              {vendor.category}
              {vendor.creator ? (
                <>
                  {' · by '}
                  <Link
                    to={paths.publicProfile(vendor.creator.username)}
                    className="font-medium text-foreground underline-offset-2 hover:underline"
                  >
                    {vendor.creator.name}
                  </Link>
                </>
              ) : null}
            </p>
          </div>
          <VendorFavoriteButton
            name={vendor.name}
            isFavorite={favorites.isFavorite(vendor.id)}
            isPending={favorites.isPending(vendor.id)}
            onToggle={() => favorites.toggleFavorite(vendor)}
          />
        </div>
        <VendorBadges badges={vendor.badges} />
        <RatingStars averageRating={vendor.averageRating} reviewCount={vendor.reviewCount} />
        {!user || user.id !== vendor.userId ? (
          <QuoteRequestDialog vendorId={vendor.id} vendorName={vendor.name} />
        ) : null}
        {canManage ? <VendorOwnerActions vendorId={vendor.id} name={vendor.name} /> : null}
      </header>

      <div className="grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="grid content-start gap-8">
          <section aria-labelledby="about-title" className="grid gap-2">
            <h2 id="about-title" className="font-display font-bold text-xl">
              About
            </h2>
            <p className="whitespace-pre-line leading-relaxed">{vendor.description}</p>
            {vendor.yearsOfExperience !== null ? (
              <p className="text-muted-foreground text-sm">
                {vendor.yearsOfExperience} {vendor.yearsOfExperience === 1 ? 'year' : 'years'} of experience
              </p>
            ) : null}
          </section>
          <VendorGallery name={vendor.name} gallery={vendor.gallery} />
          <VendorServices services={vendor.services} />
          {vendor.cancellationPolicy ? (
            <section aria-labelledby="policy-title" className="grid gap-2">
              <h2 id="policy-title" className="flex items-center gap-2 font-display font-bold text-xl">
                <FileText aria-hidden="true" className="size-5" />
                Cancellation policy
              </h2>
              <p className="whitespace-pre-line text-sm leading-relaxed">{vendor.cancellationPolicy}</p>
            </section>
          ) : null}
          <VendorReviews vendor={vendor} />
        </div>

        <aside className="grid content-start gap-4" aria-label="Contact and service area">
          <VendorArea
            lat={vendor.latitude}
            lon={vendor.longitude}
            radiusMiles={vendor.travelDistance ?? 50}
            label={`Map of ${vendor.location} with the area ${vendor.name} serves`}
          />
          <VendorFacts vendor={vendor} detailed className="gap-2" />
        </aside>
      </div>
    </div>
  );
}
