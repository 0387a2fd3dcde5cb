// `npm run bench -- vendors [pglite|postgres] [count]`: the vendor directory at 100,000 vendors.
// Loads synthetic vendors across the US, then times GET /api/vendors's queries through the app's
// own repository (median and p95 of 30 runs) and prints EXPLAIN ANALYZE for each case.
import { performance } from 'node:perf_hooks';
import { interpretVendorSearch } from '#server/features/vendors/vendor-search.ts';
import { createVendorsRepository, type VendorFilter } from '#server/features/vendors/vendors.repository.ts';
import { openBenchDb } from './events-helpers-db.ts';

const kind = (process.argv[2] ?? 'pglite') as 'pglite' | 'postgres';
const count = Number(process.argv[3] ?? 100_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNS = 30;

const bench = await openBenchDb(kind, serverUrl);
try {
  const loadStart = performance.now();
  await bench.withSession(async (query) => {
    // Points in the contiguous US; 10% verified; 40% with reviews; travel 10-150 miles or unset.
    // Names and words vary so that free-word searches match a realistic share: a third of descriptions
    // say "wedding", a quarter "kids"; every vendor has two services priced $100-$3,000.
    await query(`insert into vendors (name, description, category, contact_email, contact_phone, location, city,
        region, latitude, longitude, travel_distance, verified, average_rating, review_count)
      select (array['Golden','Silver','Bright','Happy','Lone Star','Bay','Sunset','Blue'])[1 + g % 8] || ' '
          || (array['Beats','Lens','Bites','Events','Sounds','Studio','Rentals','Blooms'])[1 + (g / 8) % 8] || ' ' || g,
        'Synthetic vendor number ' || g || ' for the benchmark'
          || case when g % 3 = 0 then ', weddings our speciality' else '' end
          || case when g % 4 = 0 then ', great with kids' else '' end,
        (array['DJ','Band','Musician',
        'Catering','Photographer','Videographer','Event Planner','Party Rentals','Photo Booth','Bartender','Magician',
        'Face Painter','Balloon Artist','Clown','Lighting','Florist','Dancer','Security'])[1 + g % 18],
        'v' || g || '@example.com', '(209) 555-0100', 'Somewhere, CA', 'Somewhere', 'CA',
        25 + random() * 24, -124 + random() * 57,
        case when g % 5 = 0 then null else 10 + (g % 15) * 10 end, g % 10 = 0,
        case when g % 5 < 2 then round((3 + random() * 2)::numeric, 1)::float8 end,
        case when g % 5 < 2 then 1 + g % 40 else 0 end
      from generate_series(1, ${count}) g`);
    await query(`insert into vendor_services (vendor_id, name, price_cents, duration_minutes)
      select v.id, (array['Party package','Wedding package','Kids birthday package','Karaoke add-on',
          'Corporate evening','Half day','Full day','Deluxe package','Basic package','Travel add-on'])[1 + (v.id * 3 + s) % 10],
        (100 + (v.id * 7 + s * 131) % 2900) * 100, 60 * (1 + s)
      from vendors v, generate_series(1, 2) s`);
    await query('analyze vendors');
    await query('analyze vendor_services');
  });
  console.log(
    `${kind}: loaded ${count.toLocaleString('en-US')} vendors in ${Math.round(performance.now() - loadStart)} ms`,
  );

  const repo = createVendorsRepository(bench.handle.db);
  const stockton = { lat: 37.9577, lon: -121.2908 };
  // Searches read exactly as GET /api/vendors reads them (visitor in Stockton, Near Me on).
  const search = (q: string, ignoreLocation = false): VendorFilter =>
    interpretVendorSearch({ q, ignoreLocation }, stockton).filter;
  const cases: [string, VendorFilter][] = [
    ['near me (Stockton), all categories', { servesPoint: stockton, origin: stockton }],
    ['near me (Stockton), DJ', { servesPoint: stockton, origin: stockton, category: 'DJ' }],
    ['all locations, all categories', { origin: stockton }],
    ['all locations, Photographer', { origin: stockton, category: 'Photographer' }],
    ['q="dj in austin"', search('dj in austin')],
    ['q="wedding photographer near San Jose CA"', search('wedding photographer near San Jose CA')],
    ['q="face painter for a kids party" (near me)', search('face painter for a kids party')],
    ['q="caterers under $500" (near me)', search('caterers under $500')],
    ['q="caterers under $500", all locations', search('caterers under $500', true)],
    ['q="karaoke", all locations', search('karaoke', true)],
    ['q="golden beats", all locations', search('golden beats', true)],
    ['q="goldn beats" (typo), near me', search('goldn beats')],
  ];
  for (const [label, filter] of cases) {
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < RUNS; i += 1) {
      const start = performance.now();
      total = (await repo.findPage(filter, 24, 0)).total;
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const median = times[Math.floor(RUNS / 2)]!;
    const p95 = times[Math.ceil(RUNS * 0.95) - 1]!;
    console.log(
      `\n${label}: ${total.toLocaleString('en-US')} matches, median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (page of 24 + count)`,
    );
    const captured = await bench.capture(async () => {
      await repo.findPage(filter, 24, 0);
    });
    const page = captured.find((q) => q.sql.includes('order by'));
    if (page) {
      await bench.withSession(async (query) => {
        const { rows } = await query(`explain (analyze, costs off, timing off) ${page.sql}`, page.params);
        for (const row of rows) console.log(`  ${Object.values(row)[0]}`);
      });
    }
  }
} finally {
  await bench.close();
}
