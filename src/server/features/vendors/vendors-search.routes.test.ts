import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { vendorServices } from '../../db/schema.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { deleteAllVendors, insertService, insertVendor } from './vendor-fixtures.ts';

const AUSTIN = {
  latitude: 30.2672,
  longitude: -97.7431,
  city: 'Austin',
  region: 'TX',
  location: 'Austin, TX',
};
const ROUND_ROCK = {
  latitude: 30.5083,
  longitude: -97.6789,
  city: 'Round Rock',
  region: 'TX',
  location: 'Round Rock, TX',
};
const SAN_ANTONIO = {
  latitude: 29.4241,
  longitude: -98.4936,
  city: 'San Antonio',
  region: 'TX',
  location: 'San Antonio, TX',
};
const SAN_JOSE = {
  latitude: 37.3382,
  longitude: -121.8863,
  city: 'San Jose',
  region: 'CA',
  location: 'San Jose, CA',
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => deleteAllVendors(t.db));

type Listed = {
  vendors: { id: number; distanceMiles: number | null }[];
  total: number;
  interpreted: unknown;
};

async function search(q: string, extra = ''): Promise<Listed> {
  const res = await t.app.inject({ method: 'GET', url: `/api/vendors?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const idsOf = (body: Listed) => body.vendors.map((v) => v.id);

describe('GET /api/vendors?q=', () => {
  it('"dj in austin": DJs who travel to Austin (their own distance, 50 miles when unset), nearest to Austin', async () => {
    const austin = await insertVendor(t.db, { name: 'Austin Beats', ...AUSTIN, travelDistance: 10 });
    const unset = await insertVendor(t.db, { name: 'Lone Star Sound', ...ROUND_ROCK, travelDistance: null });
    await insertVendor(t.db, { name: 'Round Rock Rhythm', ...ROUND_ROCK, travelDistance: 10 });
    const farReach = await insertVendor(t.db, { name: 'Alamo Mix', ...SAN_ANTONIO, travelDistance: 100 });
    await insertVendor(t.db, { name: 'Alamo Short', ...SAN_ANTONIO, travelDistance: 60 });
    await insertVendor(t.db, {
      name: 'Austin Lens',
      ...AUSTIN,
      category: 'Photographer',
      description: 'Portraits',
    });
    await insertVendor(t.db, { name: 'Stockton DJ' });

    const body = await search('dj in austin');
    expect(idsOf(body)).toEqual([austin, unset, farReach]);
    expect(body.total).toBe(3);
    expect(body.vendors[0]!.distanceMiles).toBe(0);
    expect(body.interpreted).toEqual({
      category: 'DJ',
      place: {
        label: 'Austin, TX',
        city: 'Austin',
        region: 'TX',
        latitude: expect.any(Number),
        longitude: expect.any(Number),
      },
      maxPrice: null,
      text: '',
      textMode: 'rank',
      dismissed: [],
    });

    // Removing the place chip: back to Near Me around the visitor (Stockton), where only one DJ is.
    const nearMe = await search('dj in austin', '&dismiss=place');
    expect(nearMe.vendors).toHaveLength(1);
    expect(nearMe.interpreted).toMatchObject({ category: 'DJ', place: null, dismissed: ['place'] });
    // Removing the trade chip too: the word "dj" is searched as text.
    const words = await search('dj in austin', '&dismiss=place,category&ignoreLocation=true');
    expect(words.interpreted).toMatchObject({ category: null, text: 'dj', textMode: 'filter' });
    expect(words.total).toBe(6); // Every DJ's description says 'Party DJ'; the photographer's does not.
  });

  it('"wedding photographer near San Jose CA": photographers there, those saying "wedding" first', async () => {
    const plain = await insertVendor(t.db, {
      name: 'Valley Portraits',
      description: 'Family portraits and events',
      category: 'Photographer',
      ...SAN_JOSE,
      verified: true,
    });
    const wedding = await insertVendor(t.db, {
      name: 'Silicon Lens',
      description: 'Candid wedding and engagement photography',
      category: 'Photographer',
      ...SAN_JOSE,
    });
    const byService = await insertVendor(t.db, {
      name: 'Rose Studio',
      category: 'Photographer',
      ...SAN_JOSE,
    });
    await insertService(t.db, byService, 'Wedding day coverage', 250_000);
    await insertVendor(t.db, { name: 'San Jose Spins', ...SAN_JOSE });

    const body = await search('wedding photographer near San Jose CA');
    expect(idsOf(body)).toEqual([wedding, byService, plain]);
    expect(body.interpreted).toMatchObject({
      category: 'Photographer',
      place: { label: 'San Jose, CA' },
      text: 'wedding',
      textMode: 'rank',
    });
  });

  it('"face painter for a kids party": face painters near me, kids entertainers first', async () => {
    const plain = await insertVendor(t.db, {
      name: 'Painted Faces',
      category: 'Face Painter',
      verified: true,
    });
    const kids = await insertVendor(t.db, { name: 'Happy Cheeks', category: 'Face Painter' });
    await insertService(t.db, kids, 'Kids birthday package', 18_000);
    await insertVendor(t.db, { name: 'Kids Magic', category: 'Magician' });

    const body = await search('face painter for a kids party');
    expect(idsOf(body)).toEqual([kids, plain]);
    expect(body.interpreted).toMatchObject({
      category: 'Face Painter',
      text: 'kids',
      place: null,
      maxPrice: null,
    });
  });

  it('"caterers under $500": caterers with a service at or under $500', async () => {
    const cheap = await insertVendor(t.db, { name: 'Taco Cart', category: 'Catering' });
    await insertService(t.db, cheap, 'Taco bar', 50_000);
    await insertService(t.db, cheap, 'Full buffet', 150_000);
    const dear = await insertVendor(t.db, { name: 'Fine Dining Co', category: 'Catering' });
    await insertService(t.db, dear, 'Plated dinner', 50_001);
    await insertVendor(t.db, { name: 'No Menu Yet', category: 'Catering' });
    const cheapDj = await insertVendor(t.db, { name: 'Budget Beats' });
    await insertService(t.db, cheapDj, 'Two hours', 20_000);

    const body = await search('caterers under $500');
    expect(idsOf(body)).toEqual([cheap]);
    expect(body.interpreted).toMatchObject({ category: 'Catering', maxPrice: 500, text: '' });

    const anyPrice = await search('caterers under $500', '&dismiss=price');
    expect(anyPrice.total).toBe(3);
  });

  it('free words filter over name, description and service names, and follow service edits', async () => {
    const karaoke = await insertVendor(t.db, { name: 'Night Owl Sound' });
    await insertService(t.db, karaoke, 'Karaoke add-on', 10_000);
    const named = await insertVendor(t.db, { name: 'Golden Hour Studio', category: 'Photographer' });
    await insertVendor(t.db, {
      name: 'Quiet Strings',
      category: 'Musician',
      description: 'Cello and violin',
    });

    expect(idsOf(await search('karaoke'))).toEqual([karaoke]);
    expect(idsOf(await search('golden hour'))).toEqual([named]);
    expect(idsOf(await search('goldan hour studio'))).toEqual([named]); // a typo in the name
    expect((await search('golden hour')).interpreted).toMatchObject({
      text: 'golden hour',
      textMode: 'filter',
    });

    await t.db
      .update(vendorServices)
      .set({ name: 'Photo slideshow' })
      .where(eq(vendorServices.vendorId, karaoke));
    expect(idsOf(await search('karaoke'))).toEqual([]);
    expect(idsOf(await search('slideshow'))).toEqual([karaoke]);
    await t.db.delete(vendorServices).where(eq(vendorServices.vendorId, karaoke));
    expect(idsOf(await search('slideshow'))).toEqual([]);
  });

  it('a common word is read as whole words; substrings and typos join only when few vendors say it', async () => {
    const substringOnly = await insertVendor(t.db, { name: 'Karaokeland', description: 'Mobile booths' });
    const typoOnly = await insertVendor(t.db, { name: 'Karaoki Kings', description: 'Sing along' });
    const few: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      const id = await insertVendor(t.db, { name: `Stage ${i}` });
      await insertService(t.db, id, 'Karaoke night', 20_000);
      few.push(id);
    }
    // Three whole-word matches are fewer than a page: the substring and the typo are let in too.
    const rare = await search('karaoke', '&limit=50');
    expect(idsOf(rare).sort()).toEqual([...few, substringOnly, typoOnly].sort());
    expect(idsOf(rare).at(-1)).toBe(typoOnly); // a name only similar to the word ranks last

    for (let i = 3; i < 24; i += 1) {
      const id = await insertVendor(t.db, { name: `Stage ${i}` });
      await insertService(t.db, id, 'Karaoke night', 20_000);
      few.push(id);
    }
    // A full page of vendors say the word: only they are listed, on every page alike.
    const common = await search('karaoke', '&limit=10');
    expect(common.total).toBe(24);
    const all = [
      ...idsOf(common),
      ...idsOf(await search('karaoke', '&limit=10&offset=10')),
      ...idsOf(await search('karaoke', '&limit=10&offset=20')),
    ];
    expect(all.sort()).toEqual([...few].sort());
  });

  it('the tab wins over a trade in the words; an unknown place stays in the text', async () => {
    const dj = await insertVendor(t.db, { name: 'Tab DJ', description: 'Plays in Zzyzxville often' });
    await insertVendor(t.db, { name: 'Tab Band', category: 'Band' });
    const body = await search('band', '&category=dj');
    expect(idsOf(body)).toEqual([dj]);
    expect(body.interpreted).toMatchObject({ category: 'DJ' });
    const lost = await search('in zzyzxville');
    expect(lost.interpreted).toMatchObject({ place: null, text: 'zzyzxville' });
    expect(idsOf(lost)).toEqual([dj]);
  });

  it('without q, interpreted is null; bad q or dismiss is a 400 naming the problem', async () => {
    expect((await search('')).interpreted).toBeNull();
    const long = await t.app.inject({ method: 'GET', url: `/api/vendors?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/Search text is too long/);
    const dismiss = await t.app.inject({ method: 'GET', url: '/api/vendors?q=dj&dismiss=date' });
    expect(dismiss.statusCode).toBe(400);
    expect(dismiss.json().message).toMatch(/dismiss takes category, place, price/);
  });
});
