import type { Admission } from '#shared/lib/admission.ts';

/*
 * What demo and sample events cost, as on a city's real listings: community gatherings and private
 * parties are free, concerts, races, conferences and most festivals sell tickets, and a few sell
 * out. Deterministic for a key, so a reseed or a retried job writes the same prices.
 */

type PriceRule = {
  /** Share of events of the category that are free (0 to 1). */
  free: number;
  /** Ticket prices in whole dollars: the low ends, and how far a range may reach above one. */
  prices: readonly number[];
  rangeTo?: readonly number[];
};

const RULES: Record<string, PriceRule> = {
  Concert: { free: 0.1, prices: [15, 20, 25, 35, 45], rangeTo: [0, 0, 25, 40, 60] },
  Music: { free: 0.2, prices: [10, 12, 15, 20] },
  'Food Festival': { free: 0.4, prices: [5, 10, 15, 25] },
  'Cultural Festival': { free: 0.5, prices: [5, 10, 12] },
  'Winter Festival': { free: 0.4, prices: [8, 12, 18] },
  'Athletic Race': { free: 0, prices: [35, 40, 45, 55] },
  Marathon: { free: 0, prices: [95, 110, 125, 150] },
  Conference: { free: 0, prices: [99, 149, 199, 299], rangeTo: [0, 200, 0, 300] },
  'Ice Skating': { free: 0.2, prices: [10, 12, 15] },
  Sports: { free: 0.4, prices: [20, 30, 45, 65], rangeTo: [0, 30, 0, 80] },
  'Theme Party': { free: 0.4, prices: [10, 15, 20] },
  'Food & Drink': { free: 0.3, prices: [25, 35, 45, 65] },
  'Christmas Market': { free: 0.9, prices: [5] },
};

/** FNV-1a: a small, stable hash of the key. */
function hashOf(key: string): number {
  let hash = 2166136261;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return hash >>> 0;
}

/** The admission of a demo or sample event of this category (free for categories not listed above). */
export function sampleAdmissionOf(category: string, key: string): Admission {
  const rule = RULES[category];
  const hash = hashOf(`${category}:${key}`);
  if (!rule || (hash % 100) / 100 < rule.free) {
    return { admission: 'free', priceMinCents: null, priceMaxCents: null, isSoldOut: false };
  }
  const pick = (hash >>> 8) % rule.prices.length;
  const low = rule.prices[pick]!;
  const above = rule.rangeTo?.[pick] ?? 0;
  return {
    admission: 'paid',
    priceMinCents: low * 100,
    priceMaxCents: above > 0 ? (low + above) * 100 : null,
    // About one paid event in twelve is sold out.
    isSoldOut: (hash >>> 16) % 12 === 0,
  };
}
