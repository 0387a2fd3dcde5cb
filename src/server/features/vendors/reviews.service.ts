import type { z } from 'zod';
import type { User } from '#shared/contracts/auth.ts';
import type {
  createReviewBodySchema,
  ReviewListResponse,
  updateReviewBodySchema,
  VendorReview,
} from '#shared/contracts/vendors.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import type { ReviewsRepository } from './reviews.repository.ts';
import { roundRating } from './vendor-badges.ts';
import type { VendorProfilesRepository } from './vendor-profiles.repository.ts';

type CreateInput = z.output<typeof createReviewBodySchema>;
type UpdateInput = z.output<typeof updateReviewBodySchema>;

const FUTURE_DATE = 'The event date cannot be in the future';

type Deps = {
  reviewsRepo: ReviewsRepository;
  profilesRepo: VendorProfilesRepository;
  clock: () => Date;
  /** Whether the user asked this vendor for a quote before now. */
  hasAskedForQuote: (userId: number, vendorId: number) => Promise<boolean>;
};

export function createReviewsService({ reviewsRepo, profilesRepo, clock, hasAskedForQuote }: Deps) {
  /** A review describes an event that happened: its date is today or earlier (UTC day, generous by a day). */
  function checkEventDate(eventDate: string | null | undefined): void {
    if (!eventDate) return;
    const tomorrow = new Date(clock().getTime() + 24 * 3600 * 1000).toISOString().slice(0, 10);
    if (eventDate > tomorrow)
      throw new ValidationError(FUTURE_DATE, [{ path: 'eventDate', message: FUTURE_DATE }]);
  }

  async function requireOwnReviewOrAdmin(user: User, vendorId: number, reviewId: number, isDelete: boolean) {
    const review = await reviewsRepo.findById(reviewId);
    if (!review || review.vendorId !== vendorId) throw new NotFoundError('Review', reviewId);
    if (review.userId !== user.id && !(isDelete && user.isAdmin)) {
      throw new ForbiddenError(
        isDelete ? 'You can only delete your own review' : 'You can only edit your own review',
      );
    }
    return review;
  }

  return {
    async listReviews(vendorId: number, limit: number, offset: number): Promise<ReviewListResponse> {
      const ownership = await profilesRepo.findOwnership(vendorId);
      if (!ownership) throw new NotFoundError('Vendor', vendorId);
      const { reviews, total } = await reviewsRepo.findPage(vendorId, limit, offset);
      const hasMore = offset + reviews.length < total;
      const average = await reviewsRepo.findAverage(vendorId);
      return {
        reviews,
        total,
        hasMore,
        nextOffset: hasMore ? offset + reviews.length : null,
        averageRating: roundRating(average),
      };
    },

    /**
     * One review per user per vendor, never by the vendor's owner. It is `verified` when the
     * reviewer asked this vendor for a quote before writing it (a real customer's contact); it is
     * decided once, when the review is written.
     */
    async createReview(user: User, vendorId: number, body: CreateInput): Promise<VendorReview> {
      const ownership = await profilesRepo.findOwnership(vendorId);
      if (!ownership) throw new NotFoundError('Vendor', vendorId);
      if (ownership.userId === user.id) throw new ForbiddenError('You cannot review your own vendor profile');
      checkEventDate(body.eventDate);
      const values = { rating: body.rating, review: body.review ?? null, eventDate: body.eventDate ?? null };
      const verified = await hasAskedForQuote(user.id, vendorId);
      const review = await reviewsRepo.insert(vendorId, user.id, values, verified);
      if (!review)
        throw new ConflictError('You have already reviewed this vendor. Edit your review instead.');
      return review;
    },

    async updateReview(user: User, vendorId: number, reviewId: number, body: UpdateInput) {
      const review = await requireOwnReviewOrAdmin(user, vendorId, reviewId, false);
      checkEventDate(body.eventDate);
      const updated = await reviewsRepo.update(review, body);
      if (!updated) throw new NotFoundError('Review', reviewId);
      return updated;
    },

    async deleteReview(user: User, vendorId: number, reviewId: number): Promise<void> {
      const review = await requireOwnReviewOrAdmin(user, vendorId, reviewId, true);
      await reviewsRepo.remove(review);
    },
  };
}
export type ReviewsService = ReturnType<typeof createReviewsService>;
