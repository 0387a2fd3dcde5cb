import { describe, expect, it } from 'vitest';
import { ALL_EVENT_CATEGORIES } from '#shared/constants.ts';
import { BANNER_KINDS } from '#shared/lib/event-image.ts';
import { getBannerKind, getMotifFamily, MOTIF_FAMILIES } from './categories.ts';
import { renderCategoryBanner } from './category-banner.ts';

describe('getBannerKind', () => {
  it('gives every category its own banner', () => {
    const kinds = ALL_EVENT_CATEGORIES.map(getBannerKind);
    for (const kind of kinds) expect(BANNER_KINDS).toContain(kind);
    expect(new Set(kinds).size).toBe(ALL_EVENT_CATEGORIES.length);
  });

  it.each([
    ['Food Festival', 'food-festival'],
    ['Food & Drink', 'food-drink'],
    ['Birthday', 'birthday'],
    ['Wedding', 'wedding'],
    ['Conference', 'conference'],
    ['Christmas Market', 'christmas-market'],
    ['Marathon', 'marathon'],
    ['Bar Mitzvah', 'bar-mitzvah'],
    ['Theme Party', 'theme-party'],
    ['Social', 'social'],
    ['Other', 'other'],
  ])('maps %s to %s', (category, kind) => {
    expect(getBannerKind(category)).toBe(kind);
  });

  it('falls back to social for unknown or oddly cased categories', () => {
    expect(getBannerKind('Quinceañera')).toBe('social');
    expect(getBannerKind('')).toBe('social');
    expect(getBannerKind('wEdDiNg')).toBe('wedding');
  });
});

describe('getMotifFamily', () => {
  it('gives every category artwork', () => {
    for (const category of ALL_EVENT_CATEGORIES) expect(MOTIF_FAMILIES).toContain(getMotifFamily(category));
  });
});

describe('renderCategoryBanner', () => {
  it('renders the requested size, the same bytes each time', async () => {
    const first = await renderCategoryBanner('Wedding', { width: 600, height: 400 });
    const again = await renderCategoryBanner('Wedding', { width: 600, height: 400 });
    expect(first).toMatchObject({ width: 600, height: 400 });
    expect(first.png.equals(again.png)).toBe(true);
  });

  it('draws every category differently', async () => {
    const seen = new Set<string>();
    for (const category of ALL_EVENT_CATEGORIES) {
      seen.add((await renderCategoryBanner(category, { width: 300, height: 200 })).png.toString('base64'));
    }
    expect(seen.size).toBe(ALL_EVENT_CATEGORIES.length);
  });
});
