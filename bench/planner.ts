/**
 * Built-in planner engine benchmark: one turn for each of N varied messages (occasions, places,
 * dates, times, guests, budgets, themes, corrections, confirmations, searches, nonsense), each on a
 * conversation that already holds a party, and prints the median and p95 milliseconds per turn.
 * The engine's ports answer from memory, so the figure is the engine's own reading and writing
 * (the database work of a turn is measured by the API, not here).
 * Run: node --import tsx bench/planner.ts [count]
 */

import { EMPTY_STATE, type PlannerState } from '#server/features/planner/engine/draft.ts';
import { runBuiltInTurn } from '#server/features/planner/engine/engine.ts';
import type { PlannerPorts, TurnContext } from '#server/features/planner/engine/ports.ts';

const count = Number(process.argv[2] ?? 200);
const OCCASIONS = [
  "my daughter's 8th birthday",
  'a retirement party for my boss',
  'baby shower for my sister Anna',
  'company holiday party',
  'luau-themed bachelorette',
  'Super Bowl watch party',
  "New Year's Eve party",
  'a dinner party',
  "Leo's bar mitzvah",
  '80s themed 40th birthday',
];
const PLACES = [
  'in San Jose',
  'in Austin, TX',
  'at 123 Main St, Oakland, CA',
  'in 94110',
  'in Chicago',
  'in Denver, CO',
  'in Miami',
  'in Portland, OR',
];
const DATES = [
  'on Dec 12',
  'next Friday',
  'this Saturday afternoon',
  'on January 9th',
  'Dec 5 from 6 to 10pm',
  'on 12/19 at 7:30pm',
  'Sunday at noon',
];
const EXTRAS = [
  'for 20 kids',
  'about fifty people',
  'a dozen friends',
  'under $500',
  'budget $2k',
  'unicorn theme',
  '',
];
const FOLLOW_UPS = [
  'actually make it Sunday',
  '30 guests not 20',
  'move it to Oakland',
  'yes',
  'find events in Stockton',
  "what's happening in Austin this weekend",
  'any concerts near me',
  'asdfgh qwerty',
  'make it 4pm',
  'hello',
];

function messageAt(i: number): string {
  if (i % 3 === 2) return FOLLOW_UPS[i % FOLLOW_UPS.length]!;
  return [
    OCCASIONS[i % OCCASIONS.length],
    PLACES[i % PLACES.length],
    DATES[i % DATES.length],
    EXTRAS[i % EXTRAS.length],
  ]
    .filter(Boolean)
    .join(' ');
}

const ports: PlannerPorts = {
  findEvents: async () => [],
  discoverEvents: async () => [],
  findVendors: async () => [],
  createEvent: async (e) => ({ id: 1, title: e.title, url: '/events/1' }),
  drawPoster: async () => '/images/x',
  setEventImage: async () => {},
};
const ctx: TurnContext = {
  now: new Date('2026-11-20T18:00:00Z'),
  visitor: { city: 'Stockton', region: 'CA', lat: 37.9577, lon: -121.29078, timeZone: 'America/Los_Angeles' },
  affiliateTag: null,
};

// A conversation that already knows a party, so corrections and confirmations have something to act on.
const seeded: PlannerState = (
  await runBuiltInTurn("my son's 10th birthday in Reno on Dec 12 for 20 kids", EMPTY_STATE, ports, ctx)
).state;
// Warm-up: the gazetteer and the parser load on first use.
for (let i = 0; i < 20; i += 1) await runBuiltInTurn(messageAt(i), seeded, ports, ctx);

const times: number[] = [];
for (let i = 0; i < count; i += 1) {
  const message = messageAt(i);
  const start = performance.now();
  await runBuiltInTurn(message, seeded, ports, ctx);
  times.push(performance.now() - start);
}
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
console.log(`planner built-in engine, ${count} varied messages (one turn each)`);
console.log(
  `  median ${at(0.5).toFixed(2)} ms   p95 ${at(0.95).toFixed(2)} ms   max ${times.at(-1)!.toFixed(2)} ms`,
);
