import type { VendorBadge } from '#shared/contracts/vendors.ts';

/** Top Rated needs this average over at least TOP_RATED_MIN_REVIEWS reviews. */
export const TOP_RATED_MIN_AVERAGE = 4.8;
export const TOP_RATED_MIN_REVIEWS = 5;
/** Quick Responder: the measured median reply is under this many hours. */
export const QUICK_RESPONDER_HOURS = 4;

export type BadgeFacts = {
  verified: boolean;
  insuranceVerified: boolean;
  backgroundChecked: boolean;
  averageRating: number | null;
  reviewCount: number;
  /** Median reply time in minutes from real replies, when enough are known. */
  medianReplyMinutes: number | null;
};

/** The badges a vendor has earned, each with its rule written for the visitor. */
export function badgesOf(facts: BadgeFacts): VendorBadge[] {
  const badges: VendorBadge[] = [];
  if (facts.verified) {
    badges.push({
      key: 'verified',
      label: 'Verified',
      rule: 'Our team checked this business and its contact details.',
    });
  }
  if (
    facts.averageRating !== null &&
    facts.averageRating >= TOP_RATED_MIN_AVERAGE &&
    facts.reviewCount >= TOP_RATED_MIN_REVIEWS
  ) {
    badges.push({
      key: 'topRated',
      label: 'Top Rated',
      rule: `Average rating of ${TOP_RATED_MIN_AVERAGE} or more from at least ${TOP_RATED_MIN_REVIEWS} reviews.`,
    });
  }
  if (facts.medianReplyMinutes !== null && facts.medianReplyMinutes < QUICK_RESPONDER_HOURS * 60) {
    badges.push({
      key: 'quickResponder',
      label: 'Quick Responder',
      rule: `Usually replies to quote requests in under ${QUICK_RESPONDER_HOURS} hours (median of recent replies).`,
    });
  }
  if (facts.insuranceVerified) {
    badges.push({
      key: 'insured',
      label: 'Insured',
      rule: 'Our team saw proof of this business’s liability insurance.',
    });
  }
  if (facts.backgroundChecked) {
    badges.push({
      key: 'backgroundChecked',
      label: 'Background Checked',
      rule: 'The owner passed a background check reviewed by our team.',
    });
  }
  return badges;
}

/** An average rounded to one decimal, as every vendor answer shows it. */
export function roundRating(value: number | string | null): number | null {
  if (value === null) return null;
  return Math.round(Number(value) * 10) / 10;
}
