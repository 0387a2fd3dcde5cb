import { groupThousands } from './calendar/wall-clock.ts';

/**
 * What getting into an event costs. 'paid' has a price (`priceMinCents`) or a range (up to
 * `priceMaxCents`); 'donation' may carry a suggested amount in `priceMinCents`; 'free' and 'unlisted'
 * carry no price. An event whose host said nothing is 'unlisted', never free.
 */
export const ADMISSION_KINDS = ['free', 'paid', 'donation', 'unlisted'] as const;
export type AdmissionKind = (typeof ADMISSION_KINDS)[number];

/** The price fields of an event, in US cents. */
export type Admission = {
  admission: AdmissionKind;
  priceMinCents: number | null;
  priceMaxCents: number | null;
  isSoldOut: boolean;
};

/** An event's admission fields as an answer carries them; missing ones read as not listed. */
export function admissionOf(event: {
  admission?: AdmissionKind;
  priceMinCents?: number | null;
  priceMaxCents?: number | null;
  isSoldOut?: boolean;
}): Admission {
  return {
    admission: event.admission ?? 'unlisted',
    priceMinCents: event.priceMinCents ?? null,
    priceMaxCents: event.priceMaxCents ?? null,
    isSoldOut: event.isSoldOut ?? false,
  };
}

/** Highest price a host can list: $100,000. */
export const MAX_PRICE_CENTS = 10_000_000;

/**
 * "Cheap" in a search means free or at most this many dollars: about what a cover charge, a
 * community concert or a movie ticket costs in US cities.
 */
export const CHEAP_MAX_DOLLARS = 20;

export type AdmissionIssue = { path: 'admission' | 'priceMinCents' | 'priceMaxCents'; message: string };

/** Why these admission fields do not fit together (empty when they do); the messages are shown to hosts. */
export function admissionIssuesOf(a: Omit<Admission, 'isSoldOut'>): AdmissionIssue[] {
  const { admission, priceMinCents: low, priceMaxCents: high } = a;
  const issues: AdmissionIssue[] = [];
  if (admission === 'free' && (low !== null || high !== null)) {
    issues.push({
      path: 'priceMinCents',
      message: 'A free event has no price: remove the price or choose Paid',
    });
  }
  if (admission === 'unlisted' && (low !== null || high !== null)) {
    issues.push({ path: 'admission', message: 'Choose Paid or Donation to list a price' });
  }
  if (admission === 'paid' && low === null) {
    issues.push({ path: 'priceMinCents', message: 'Enter the ticket price of a paid event' });
  }
  if (admission === 'donation' && high !== null) {
    issues.push({ path: 'priceMaxCents', message: 'A donation has one suggested amount, not a range' });
  }
  if (low !== null && high !== null && low > high) {
    issues.push({ path: 'priceMaxCents', message: 'The lowest price can’t be above the highest price' });
  }
  return issues;
}

/** '$15', '$12.50', '$1,200'. */
export function formatDollars(cents: number): string {
  // Written by hand, not with Intl: a card's price is on the first screen (see wall-clock.ts).
  const whole = Math.abs(Math.round(cents));
  const rest = whole % 100;
  const fraction = rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${groupThousands(Math.floor(whole / 100))}${fraction}`;
}

/**
 * The price as a card shows it: 'Free', '$15', '$15-40', 'Donation', '$10 suggested donation'; null
 * when the host did not list one. A range names the currency once ('$15-40').
 */
export function formatPrice(a: Omit<Admission, 'isSoldOut'>): string | null {
  const { admission, priceMinCents: low, priceMaxCents: high } = a;
  if (admission === 'free') return 'Free';
  if (admission === 'donation') return low === null ? 'Donation' : `${formatDollars(low)} suggested donation`;
  if (admission !== 'paid' || low === null) return null;
  if (high === null || high === low) return formatDollars(low);
  return `${formatDollars(low)}-${formatDollars(high).slice(1)}`;
}

/**
 * The price in a sentence, for calendar entries and posts: 'Free admission', 'Tickets $15-40',
 * '$10 suggested donation', with ' (sold out)' when it is; null when the price is not listed and
 * the event is not sold out.
 */
export function describeAdmission(a: Admission): string | null {
  const price = formatPrice(a);
  const text =
    a.admission === 'free' ? 'Free admission' : a.admission === 'paid' && price ? `Tickets ${price}` : price;
  if (!a.isSoldOut) return text;
  return text ? `${text} (sold out)` : 'Sold out';
}
