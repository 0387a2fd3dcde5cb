import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChatPlannerResponse } from '#shared/contracts/planner.ts';
import { PLANNER_ERROR_REPLY } from '#shared/contracts/planner.ts';
import { chatMessages, events } from '../../db/schema.ts';
import { type OpenAiTestServer, startOpenAiTestServer } from '../../testing/openai-test-server.ts';
import { createTestApp, MANY_SIGN_UPS, signUpAndLogIn, type TestApp } from '../../testing/test-app.ts';

// Friday Nov 20, 2026, 10:00 in California.
const NOW = new Date('2026-11-20T18:00:00Z');
const KEY = 'sk-planner-test-key';
let llm: OpenAiTestServer;
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  llm = await startOpenAiTestServer();
  t = await createTestApp(
    {
      ...MANY_SIGN_UPS,
      LLM_BASE_URL: llm.baseUrl,
      LLM_API_KEY: KEY,
      LLM_MODEL: 'party-model',
      LLM_TIMEOUT_SECONDS: '1',
      LOG_LEVEL: 'warn',
    },
    { now: NOW, logStream: { write: (line) => void logLines.push(line) } },
  );
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

type SseEvent = { event: string; data: unknown };

function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
      const data = /^data: (.*)$/m.exec(block)?.[1] ?? 'null';
      return { event, data: JSON.parse(data) as unknown };
    });
}

const stream = (cookie: string, message: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/chat-planner/stream',
    headers: { cookie },
    payload: { message },
  });

async function counts(userId: number) {
  const messages = await t.db.select().from(chatMessages).where(eq(chatMessages.userId, userId));
  const own = await t.db.select().from(events).where(eq(events.organizerId, userId));
  return { messages: messages.length, events: own.length };
}

const BIRTHDAY = {
  category: 'Birthday',
  occasion: '8th birthday',
  honoree: 'Emma',
  age: 8,
  date: '2026-12-12',
  time: '14:00',
  location: 'San Jose, CA',
  guestCount: 20,
  theme: 'unicorn',
  title: "Emma's Unicorn 8th Birthday Party",
};

/** A signed-in user with a complete draft the provider has summed up (the next turn may confirm). */
async function userWithDraft() {
  const session = await signUpAndLogIn(t.app);
  llm.script(
    { toolCalls: [{ name: 'update_event_details', arguments: BIRTHDAY }] },
    { text: "Here is Emma's unicorn party on Saturday, December 12 at 2 PM in San Jose. Shall I create it?" },
  );
  const res = await stream(
    session.cookie,
    "Plan my daughter Emma's 8th birthday in San Jose on Dec 12 at 2pm for 20 kids, unicorn theme",
  );
  expect(res.statusCode).toBe(200);
  return session;
}

describe('the provider engine (OpenAI-compatible, over a local test server)', () => {
  it('drafts the event from a one-shot request, streaming the text and ending with the full answer', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    llm.script(
      { text: 'Let me set that up. ', toolCalls: [{ name: 'update_event_details', arguments: BIRTHDAY }] },
      { text: "Here is Emma's unicorn party. Shall I create it?" },
    );
    const res = await stream(
      cookie,
      "Plan my daughter Emma's 8th birthday in San Jose on Dec 12 at 2pm for 20 kids",
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    const sse = parseSse(res.body);
    const deltas = sse.filter((e) => e.event === 'delta').map((e) => (e.data as { text: string }).text);
    expect(deltas.length).toBeGreaterThan(2);
    const done = sse.at(-1)!;
    expect(done.event).toBe('done');
    const answer = done.data as ChatPlannerResponse;
    expect(deltas.join('')).toBe("Let me set that up. Here is Emma's unicorn party. Shall I create it?");
    expect(answer.message).toBe("Let me set that up.\n\nHere is Emma's unicorn party. Shall I create it?");
    expect(answer.eventDetails).toMatchObject({
      title: "Emma's Unicorn 8th Birthday Party",
      category: 'Birthday',
      date: '2026-12-12T14:00:00-08:00',
      timeZone: 'America/Los_Angeles',
      location: 'San Jose, CA',
      guestCount: 20,
      honoree: 'Emma',
      theme: 'unicorn',
      missing: [],
    });
    expect(answer.createdEvents).toEqual([]);
    expect(answer.plan?.timeline.length).toBeGreaterThan(0);
    expect(answer.plan?.setting).toBeNull();

    // The model got the tools, the system prompt and the tool's answer; the key went only to the provider.
    const [first, second] = llm.requests;
    expect(first!.body.model).toBe('party-model');
    expect(first!.body.stream).toBe(true);
    expect(first!.body.tools?.map((tool) => tool.function.name)).toEqual([
      'search_events',
      'discover_events',
      'find_vendors',
      'update_event_details',
      'create_event',
      'generate_poster',
    ]);
    expect(first!.headers.authorization).toBe(`Bearer ${KEY}`);
    const toolMessage = second!.body.messages.find((m) => m.role === 'tool');
    expect(JSON.parse(String(toolMessage!.content))).toMatchObject({
      eventCard: { missing: [] },
      problems: [],
    });
    expect(res.body).not.toContain(KEY);
    expect(await counts(user.id)).toEqual({ messages: 2, events: 0 });
  });

  it('never creates before the user confirms, even when the model asks to', async () => {
    const { user, cookie } = await signUpAndLogIn(t.app);
    llm.script(
      {
        toolCalls: [
          { name: 'update_event_details', arguments: BIRTHDAY },
          { name: 'create_event', arguments: {} },
        ],
      },
      { text: 'Shall I create it?' },
    );
    const res = await stream(cookie, 'Birthday for Emma in San Jose on Dec 12');
    const answer = parseSse(res.body).at(-1)!.data as ChatPlannerResponse;
    expect(answer.createdEvents).toEqual([]);
    const refused = llm.requests[1]!.body.messages.filter((m) => m.role === 'tool').at(-1)!;
    expect(String(refused.content)).toContain('not confirmed');
    expect(await counts(user.id)).toEqual({ messages: 2, events: 0 });
  });

  it('creates the event through the hosting service when the user confirms', async () => {
    const { user, cookie } = await userWithDraft();
    const asked = llm.requests.length;
    llm.script({ text: 'Creating it now.', toolCalls: [{ name: 'create_event', arguments: {} }] });
    const res = await stream(cookie, 'Yes, create it');
    const answer = parseSse(res.body).at(-1)!.data as ChatPlannerResponse;
    expect(answer.createdEvents).toHaveLength(1);
    const created = answer.createdEvents[0]!;
    expect(created).toMatchObject({
      title: "Emma's Unicorn 8th Birthday Party",
      url: `/events/${created.id}`,
    });
    expect(answer.message).toContain(`/events/${created.id}`);
    // Writing ends the model's turn: no provider call runs after the create.
    expect(llm.requests.length - asked).toBe(1);
    const [row] = await t.db.select().from(events).where(eq(events.id, created.id));
    expect(row).toMatchObject({
      organizerId: user.id,
      category: 'Birthday',
      city: 'San Jose',
      region: 'CA',
      timeZone: 'America/Los_Angeles',
    });
    expect(row!.date.toISOString()).toBe('2026-12-12T22:00:00.000Z');
    expect(await counts(user.id)).toEqual({ messages: 4, events: 1 });

    // The conversation reloads with the created event.
    const stored = (
      await t.app.inject({ method: 'GET', url: '/api/chat-planner', headers: { cookie } })
    ).json();
    expect(stored.messages.at(-1).createdEvents).toEqual([created]);
  });

  it('finds events with the discovery tool (the almanac) and lists them', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    llm.script(
      { toolCalls: [{ name: 'discover_events', arguments: { city: 'Austin', region: 'TX' } }] },
      // With LLM_* set, discovery asks the same provider as one more source: here it knows nothing.
      { text: '{"events":[]}' },
      { text: 'Here are some events in Austin.' },
    );
    const res = await stream(cookie, 'Find events in Austin');
    expect(res.statusCode).toBe(200);
    const answer = parseSse(res.body).at(-1)!.data as ChatPlannerResponse;
    expect(answer.discoveredEvents.length).toBeGreaterThan(0);
    expect(answer.discoveredEvents.every((e) => e.source === 'almanac' && e.id === null)).toBe(true);
    expect(llm.requests[1]!.body.messages.at(-1)!.content).toContain('Austin');
    const toolResult = JSON.parse(String(llm.requests[2]!.body.messages.at(-1)!.content)) as {
      events: unknown[];
    };
    expect(toolResult.events).toHaveLength(answer.discoveredEvents.length);
  });

  it('answers a provider 500 with the spec error, logs it without key or prompt, and changes nothing', async () => {
    const { user, cookie } = await userWithDraft();
    const before = await counts(user.id);
    logLines.length = 0;
    llm.script({ status: 500 });
    const res = await stream(cookie, 'Yes, create it and make it a secret garden party');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'PROVIDER_FAILED', message: PLANNER_ERROR_REPLY });
    expect(await counts(user.id)).toEqual(before);
    const logged = logLines.join('\n');
    expect(logged).toContain('LLM request failed');
    expect(logged).toContain('"status":500');
    expect(logged).not.toContain(KEY);
    expect(logged).not.toContain('secret garden');
  });

  it('ends a stream that already started with an error event when a later round fails, writing nothing', async () => {
    const { user, cookie } = await userWithDraft();
    const before = await counts(user.id);
    llm.script(
      {
        text: 'Let me change that. ',
        toolCalls: [{ name: 'update_event_details', arguments: { guestCount: 30 } }],
      },
      { status: 503 },
    );
    const res = await stream(cookie, '30 guests not 20');
    const sse = parseSse(res.body);
    expect(sse[0]!.event).toBe('delta');
    expect(sse.at(-1)).toEqual({ event: 'error', data: { status: 502, message: PLANNER_ERROR_REPLY } });
    expect(await counts(user.id)).toEqual(before);
  });

  it('gives up when the provider does not answer in time, changing nothing', async () => {
    const { user, cookie } = await userWithDraft();
    const before = await counts(user.id);
    llm.script({ hang: true });
    const res = await stream(cookie, 'Yes, create it');
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toBe(PLANNER_ERROR_REPLY);
    expect(await counts(user.id)).toEqual(before);
  });

  it('answers the plain JSON route with the same shape', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    llm.script({ text: 'Hi! What are we celebrating?' });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/chat-planner',
      headers: { cookie },
      payload: { message: 'hello' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      message: 'Hi! What are we celebrating?',
      eventDetails: null,
      discoveredEvents: [],
      generateImages: false,
      createdEvents: [],
      plan: null,
    });
  });

  it('plans a party at home when the model says where it happens', async () => {
    const { cookie } = await signUpAndLogIn(t.app);
    llm.script(
      {
        toolCalls: [
          {
            name: 'update_event_details',
            arguments: { ...BIRTHDAY, where: 'home', whereKind: 'backyard', budget: 600 },
          },
        ],
      },
      { text: 'Planned in your backyard.' },
    );
    const res = await stream(cookie, "Emma's 8th in our backyard in San Jose on Dec 12, 20 kids, $600");
    const answer = parseSse(res.body).at(-1)!.data as ChatPlannerResponse;
    expect(answer.plan?.setting).toBe('home');
    expect(answer.plan?.budget.items.map((i) => i.label)).not.toContain('Venue');
    expect(answer.plan?.timeline.flatMap((step) => step.tasks).join('\n')).toMatch(/shade or a tent/);
  });
});
