import { describe, expect, it } from 'vitest';
import { admissionIssuesOf } from '#shared/lib/admission.ts';
import { sampleAdmissionOf } from './sample-admission.ts';

const keys = Array.from({ length: 200 }, (_, i) => `event-${i}`);
const share = (category: string, kind: string) =>
  keys.filter((key) => sampleAdmissionOf(category, key).admission === kind).length / keys.length;

describe('sampleAdmissionOf', () => {
  it('makes most community gatherings free and most concerts and races paid', () => {
    expect(share('Social', 'free')).toBe(1);
    expect(share('Christmas Market', 'free')).toBeGreaterThan(0.8);
    expect(share('Concert', 'paid')).toBeGreaterThan(0.8);
    expect(share('Marathon', 'paid')).toBe(1);
  });

  it('gives the same price to the same event every time, and only prices a host could enter', () => {
    for (const key of keys) {
      const admission = sampleAdmissionOf('Concert', key);
      expect(sampleAdmissionOf('Concert', key)).toEqual(admission);
      expect(admissionIssuesOf(admission)).toEqual([]);
    }
  });

  it('sells out a few paid events and lists some concerts as ranges', () => {
    const concerts = keys.map((key) => sampleAdmissionOf('Concert', key));
    expect(concerts.some((a) => a.isSoldOut)).toBe(true);
    expect(concerts.some((a) => a.priceMaxCents !== null)).toBe(true);
  });
});
