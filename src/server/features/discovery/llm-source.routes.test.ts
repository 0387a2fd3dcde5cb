import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DiscoverResponse } from '#shared/contracts/discovery.ts';
import { type OpenAiTestServer, startOpenAiTestServer } from '../../testing/openai-test-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Friday Nov 20, 2026, 10:00 in California.
const NOW = new Date('2026-11-20T18:00:00Z');
let llm: OpenAiTestServer;
let t: TestApp;

beforeAll(async () => {
  llm = await startOpenAiTestServer();
  t = await createTestApp(
    { LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'events-model', LLM_TIMEOUT_SECONDS: '2' },
    { now: NOW },
  );
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

const discover = () =>
  t.app.inject({ method: 'GET', url: '/api/events/discover?city=Stockton&region=CA&radius=50' });

const ANSWER = {
  events: [
    {
      title: 'Delta Lights Winter Parade',
      date: '2026-12-05',
      time: '18:30',
      venue: 'Weber Point',
      address: '221 N Center St',
      city: 'Stockton',
      region: 'CA',
      category: 'Holiday',
      description: 'Lighted floats along the waterfront.',
      url: 'https://example.org/parade',
    },
    // Within 50 miles (Lodi), no time given: 10 AM there.
    {
      title: 'Lodi Crush Wine Walk',
      date: '2026-12-12',
      city: 'Lodi',
      region: 'CA',
      category: 'food & drink',
    },
    // Too far away, in the past, missing a title, a date that does not exist: all dropped.
    { title: 'Boston Tree Lighting', date: '2026-12-01', city: 'Boston', region: 'MA' },
    { title: 'Old Fair', date: '2026-10-01', city: 'Stockton', region: 'CA' },
    { date: '2026-12-20', city: 'Stockton', region: 'CA' },
    { title: 'Leap Show', date: '2026-02-30', city: 'Stockton', region: 'CA' },
  ],
};

describe('the provider discovery source', () => {
  it('adds the provider\u2019s events near the place, checked, geocoded and kept within the radius', async () => {
    llm.script({ text: JSON.stringify(ANSWER) });
    const res = await discover();
    expect(res.statusCode).toBe(200);
    const body = res.json<DiscoverResponse>();
    const fromProvider = body.events.filter((e) => e.source.startsWith('llm:'));
    expect(fromProvider.map((e) => e.title).sort()).toEqual([
      'Delta Lights Winter Parade',
      'Lodi Crush Wine Walk',
    ]);
    const parade = fromProvider.find((e) => e.title === 'Delta Lights Winter Parade')!;
    expect(parade).toMatchObject({
      date: '2026-12-06T02:30:00.000Z',
      location: 'Weber Point, 221 N Center St',
      city: 'Stockton',
      region: 'CA',
      category: 'Holiday',
      url: 'https://example.org/parade',
    });
    const walk = fromProvider.find((e) => e.title === 'Lodi Crush Wine Walk')!;
    expect(walk).toMatchObject({ city: 'Lodi', date: '2026-12-12T18:00:00.000Z', category: 'Food & Drink' });
    expect(walk.distanceMiles).toBeLessThan(50);
    // Reported as its own source, beside the almanac that still answers.
    const host = new URL(llm.baseUrl).host;
    expect(body.results.sources).toEqual(
      expect.arrayContaining([
        { source: 'almanac', found: expect.any(Number), error: null },
        { source: `llm:${host}`, found: 2, error: null },
      ]),
    );
    expect(body.events.some((e) => e.source === 'almanac')).toBe(true);
    const request = llm.requests.at(-1)!;
    expect(request.body.response_format).toEqual({ type: 'json_object' });
    expect(JSON.stringify(request.body.messages)).toContain('within 50 miles of Stockton, CA');
  });

  it('reports a failing provider and still answers the other sources', async () => {
    llm.script({ status: 500 });
    const body = (await discover()).json<DiscoverResponse>();
    const report = body.results.sources.find((s) => s.source.startsWith('llm:'))!;
    expect(report).toMatchObject({ found: 0, error: expect.stringContaining('HTTP 500') });
    expect(body.events.length).toBeGreaterThan(0);
    expect(body.events.every((e) => !e.source.startsWith('llm:'))).toBe(true);
  });

  it('reports an answer that is not the JSON asked for', async () => {
    llm.script({ text: 'Sure! Here are some great events: the parade.' });
    const body = (await discover()).json<DiscoverResponse>();
    const report = body.results.sources.find((s) => s.source.startsWith('llm:'))!;
    expect(report.error).toContain('did not answer with the list of events');
  });
});
