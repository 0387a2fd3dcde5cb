import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type OpenAiTestServer, startOpenAiTestServer } from '../../testing/openai-test-server.ts';
import { createLlmClient, LlmError } from './llm-client.ts';

let server: OpenAiTestServer;
const logged: Array<{ fields: Record<string, unknown>; message: string }> = [];
const SECRET = 'sk-test-secret-key';

beforeAll(async () => {
  server = await startOpenAiTestServer();
});
afterAll(async () => server.close());

function client(timeoutMs = 5000) {
  return createLlmClient({
    baseUrl: `${server.baseUrl}/`,
    apiKey: SECRET,
    model: 'test-model',
    timeoutMs,
    log: { warn: (fields, message) => void logged.push({ fields, message }) },
  });
}

const tool = {
  name: 'find_vendors',
  description: 'Vendors near a place',
  parameters: { type: 'object', properties: { city: { type: 'string' } } },
};

describe('the OpenAI-compatible client', () => {
  it('streams content deltas and sends the model, the key and the tools', async () => {
    server.script({ text: 'Hello there, party people!' });
    const deltas: string[] = [];
    const reply = await client().stream({ messages: [{ role: 'user', content: 'hi' }], tools: [tool] }, (d) =>
      deltas.push(d),
    );
    expect(reply.content).toBe('Hello there, party people!');
    expect(deltas.length).toBeGreaterThan(1);
    expect(deltas.join('')).toBe(reply.content);
    expect(reply.finishReason).toBe('stop');
    const request = server.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(request.body).toMatchObject({ model: 'test-model', stream: true });
    expect(request.body.tools?.[0]).toMatchObject({ type: 'function', function: { name: 'find_vendors' } });
  });

  it('assembles tool calls sent in fragments, and sends tool results back in the wire format', async () => {
    server.script({ toolCalls: [{ name: 'find_vendors', arguments: { city: 'San Jose' } }] });
    const reply = await client().stream(
      { messages: [{ role: 'user', content: 'DJs?' }], tools: [tool] },
      () => {},
    );
    expect(reply.toolCalls).toEqual([
      { id: 'call_0_find_vendors', name: 'find_vendors', arguments: '{"city":"San Jose"}' },
    ]);
    expect(reply.finishReason).toBe('tool_calls');

    server.script({ text: 'Found two.' });
    await client().complete({
      messages: [
        { role: 'user', content: 'DJs?' },
        { role: 'assistant', content: null, toolCalls: reply.toolCalls },
        { role: 'tool', toolCallId: reply.toolCalls[0]!.id, content: '[]' },
      ],
    });
    const sent = server.requests.at(-1)!.body.messages;
    expect(sent[1]).toMatchObject({
      role: 'assistant',
      tool_calls: [{ id: 'call_0_find_vendors', type: 'function', function: { name: 'find_vendors' } }],
    });
    expect(sent[2]).toEqual({ role: 'tool', tool_call_id: 'call_0_find_vendors', content: '[]' });
  });

  it('answers a whole reply without streaming, asking for JSON when told', async () => {
    server.script({ text: '{"events":[]}' });
    const reply = await client().complete({ messages: [{ role: 'user', content: 'events' }], json: true });
    expect(reply.content).toBe('{"events":[]}');
    expect(server.requests.at(-1)!.body).toMatchObject({
      stream: false,
      response_format: { type: 'json_object' },
    });
  });

  it('maps an error status to an LlmError and logs it without the key or the prompt', async () => {
    server.script({ status: 500 });
    logged.length = 0;
    const failure = await client()
      .stream({ messages: [{ role: 'user', content: 'my secret party plans' }] }, () => {})
      .catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LlmError);
    expect(failure).toMatchObject({ kind: 'http', status: 500 });
    expect(logged).toHaveLength(1);
    expect(logged[0]!.fields).toMatchObject({ kind: 'http', status: 500, model: 'test-model' });
    const text = JSON.stringify(logged);
    expect(text).not.toContain(SECRET);
    expect(text).not.toContain('secret party plans');
  });

  it('gives up at its deadline when the provider does not answer', async () => {
    server.script({ hang: true });
    const failure = await client(300)
      .stream({ messages: [{ role: 'user', content: 'hello?' }] }, () => {})
      .catch((e: unknown) => e);
    expect(failure).toMatchObject({ kind: 'timeout' });
  });

  it('sends no Authorization header to a local provider that has no key', async () => {
    server.script({ text: 'hi' });
    const local = createLlmClient({
      baseUrl: server.baseUrl,
      model: 'test-model',
      timeoutMs: 5000,
      log: { warn: () => {} },
    });
    await local.complete({ messages: [{ role: 'user', content: 'hi' }] });
    expect(server.requests.at(-1)!.headers.authorization).toBeUndefined();
  });

  it('reports an unreachable provider as a network failure', async () => {
    const offline = createLlmClient({
      baseUrl: 'http://127.0.0.1:9/v1',
      model: 'test-model',
      timeoutMs: 2000,
      log: { warn: () => {} },
    });
    await expect(offline.complete({ messages: [{ role: 'user', content: 'hi' }] })).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
