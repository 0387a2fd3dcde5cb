import { PRODUCT_NAME } from '#shared/constants.ts';
import { formatDollars } from '#shared/lib/admission.ts';
import { formatPlace } from '#shared/lib/geo.ts';
import type { EventsFeedParams } from './events-feed.service.ts';

/**
 * The feed's calendar name: 'Confetti: Music events within 25 miles of Austin, TX matching “jazz”',
 * 'Confetti: Free events near Stockton, CA', 'Confetti: Events up to $20'.
 */
export function feedNameOf(query: EventsFeedParams, place: { city: string; region: string } | null): string {
  const kind = query.category ? `${query.category} events` : 'events';
  const price =
    !query.free && query.maxPrice !== undefined
      ? ` up to ${formatDollars(Math.round(query.maxPrice * 100))}`
      : '';
  const what = `${query.free ? `Free ${kind}` : `${kind[0]!.toUpperCase()}${kind.slice(1)}`}${price}`;
  const where = place
    ? query.radius
      ? ` within ${query.radius} ${query.radius === 1 ? 'mile' : 'miles'} of ${formatPlace(place)}`
      : ` near ${formatPlace(place)}`
    : '';
  const words = query.q ? ` matching “${query.q}”` : '';
  return `${PRODUCT_NAME}: ${what}${where}${words}`;
}
