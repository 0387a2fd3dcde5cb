import { BadgeCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { authPathWithRedirect, paths } from '#client/config/paths.ts';
import { useUser } from '#client/lib/user.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';
import { useReviewMutations, useVendorReviews } from '../api/vendor-reviews.ts';
import { RatingStars } from './rating-stars.tsx';
import { ReviewForm } from './review-form.tsx';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Reviews newest first, with 'Write a review' for signed-in visitors who do not own the vendor. */
export function VendorReviews({ vendor }: { vendor: Vendor }) {
  const { data: user } = useUser();
  const reviews = useVendorReviews(vendor.id);
  const { create, remove } = useReviewMutations(vendor.id);
  const list = reviews.data?.pages.flatMap((p) => p.reviews) ?? [];
  const isOwner = Boolean(user && user.id === vendor.userId);
  const hasReviewed = Boolean(user && list.some((r) => r.userId === user.id));

  return (
    <section aria-labelledby="reviews-title" className="grid gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="reviews-title" className="font-display font-bold text-xl">
          Reviews
        </h2>
        <RatingStars averageRating={vendor.averageRating} reviewCount={vendor.reviewCount} />
      </div>
      {!user ? (
        <p className="text-sm">
          <Link to={authPathWithRedirect(paths.vendor(vendor.id))} className="font-semibold underline">
            Sign in
          </Link>{' '}
          to write a review.
        </p>
      ) : isOwner || hasReviewed ? null : (
        <ReviewForm
          key={reviews.dataUpdatedAt}
          onSubmit={(input) => create.mutate(input)}
          isPending={create.isPending}
          error={create.error}
        />
      )}
      {list.length === 0 && reviews.isSuccess ? (
        <p className="text-muted-foreground text-sm">
          No reviews yet. Hosts who booked this vendor can share how it went.
        </p>
      ) : (
        <ul className="grid gap-3">
          {list.map((review) => (
            <li key={review.id} className="grid gap-1.5 rounded-xl border border-border bg-card p-4">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <RatingStars averageRating={review.rating} reviewCount={1} hideCount />
                {review.verified ? (
                  <span className="inline-flex items-center gap-1 font-semibold text-emerald-800 text-xs">
                    <BadgeCheck aria-hidden="true" className="size-4" />
                    Verified booking inquiry
                  </span>
                ) : null}
              </div>
              {review.review ? (
                <p className="whitespace-pre-line text-sm leading-relaxed">{review.review}</p>
              ) : null}
              <p className="text-muted-foreground text-xs">
                <Link
                  to={paths.publicProfile(review.reviewer.username)}
                  className="font-medium hover:underline"
                >
                  {review.reviewer.name}
                </Link>
                {' · '}
                {dateFormat.format(new Date(review.createdAt))}
                {review.eventDate
                  ? ` · event on ${dateFormat.format(new Date(`${review.eventDate}T12:00:00Z`))}`
                  : ''}
              </p>
              {user && (user.id === review.userId || user.isAdmin) ? (
                <Button
                  variant="ghost"
                  size="sm"
                  className="w-fit"
                  disabled={remove.isPending}
                  onClick={() => remove.mutate(review.id)}
                >
                  Delete review
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {reviews.hasNextPage ? (
        <Button variant="outline" className="w-fit" onClick={() => reviews.fetchNextPage()}>
          More reviews
        </Button>
      ) : null}
    </section>
  );
}
