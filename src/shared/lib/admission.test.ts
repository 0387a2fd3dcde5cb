import { describe, expect, it } from 'vitest';
import { formatDollars, formatPrice } from './admission.ts';

describe('prices as people read them', () => {
  it('writes whole dollars without cents and other sums with two digits', () => {
    expect(formatDollars(1500)).toBe('$15');
    expect(formatDollars(1250)).toBe('$12.50');
    expect(formatDollars(99)).toBe('$0.99');
    expect(formatDollars(120_000)).toBe('$1,200');
  });

  it('names the currency once in a range, and words free admission and donations', () => {
    const paid = { admission: 'paid' as const, priceMinCents: 1500, priceMaxCents: 4000, ticketUrl: null };
    expect(formatPrice(paid)).toBe('$15-40');
    expect(formatPrice({ ...paid, priceMaxCents: 1500 })).toBe('$15');
    expect(formatPrice({ ...paid, admission: 'free', priceMinCents: null, priceMaxCents: null })).toBe(
      'Free',
    );
    expect(formatPrice({ ...paid, admission: 'donation', priceMaxCents: null, priceMinCents: 1000 })).toBe(
      '$10 suggested donation',
    );
  });
});
