import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the test server answers to the next chat-completions request. */
export type ScriptedReply =
  /** Content, streamed as several deltas when the request asks for a stream. */
  | { text: string }
  /** Tool calls (with optional content first), streamed in fragments like real providers do. */
  | { text?: string; toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> }
  /** An error status with an OpenAI-style error body. */
  | { status: number }
  /** Accepts the request and never answers (the client's deadline must end it). */
  | { hang: true };

export type RecordedRequest = {
  headers: IncomingMessage['headers'];
  body: {
    model: string;
    stream?: boolean;
    messages: Array<Record<string, unknown>>;
    tools?: Array<{ type: string; function: { name: string } }>;
    response_format?: { type: string };
  };
};

export type OpenAiTestServer = {
  /** The base URL to configure (`LLM_BASE_URL`), ending in /v1. */
  baseUrl: string;
  requests: RecordedRequest[];
  /** Queues the answers for the next requests, in order. */
  script(...replies: ScriptedReply[]): void;
  close(): Promise<void>;
};

/** Splits text into a few pieces, so the client must put the deltas together. */
function pieces(text: string, count = 3): string[] {
  const size = Math.max(1, Math.ceil(text.length / count));
  const out: string[] = [];
  for (let i = 0; i < text.length; i += size) out.push(text.slice(i, i + size));
  return out;
}

function writeStream(
  res: ServerResponse,
  model: string,
  reply: Exclude<ScriptedReply, { status: number } | { hang: true }>,
) {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
  const base = { id: 'chatcmpl-test', object: 'chat.completion.chunk', created: 1, model };
  const send = (choice: Record<string, unknown>) =>
    res.write(`data: ${JSON.stringify({ ...base, choices: [{ index: 0, ...choice }] })}\n\n`);
  send({ delta: { role: 'assistant', content: '' }, finish_reason: null });
  for (const piece of pieces(reply.text ?? '')) send({ delta: { content: piece }, finish_reason: null });
  const calls = 'toolCalls' in reply ? reply.toolCalls : [];
  calls.forEach((call, index) => {
    send({
      delta: {
        tool_calls: [
          {
            index,
            id: `call_${index}_${call.name}`,
            type: 'function',
            function: { name: call.name, arguments: '' },
          },
        ],
      },
      finish_reason: null,
    });
    for (const fragment of pieces(JSON.stringify(call.arguments), 4)) {
      send({ delta: { tool_calls: [{ index, function: { arguments: fragment } }] }, finish_reason: null });
    }
  });
  send({ delta: {}, finish_reason: calls.length > 0 ? 'tool_calls' : 'stop' });
  res.end('data: [DONE]\n\n');
}

function writeWhole(
  res: ServerResponse,
  model: string,
  reply: Exclude<ScriptedReply, { status: number } | { hang: true }>,
) {
  const calls = 'toolCalls' in reply ? reply.toolCalls : [];
  const message: Record<string, unknown> = { role: 'assistant', content: reply.text ?? null };
  if (calls.length > 0) {
    message.tool_calls = calls.map((call, index) => ({
      id: `call_${index}_${call.name}`,
      type: 'function',
      function: { name: call.name, arguments: JSON.stringify(call.arguments) },
    }));
  }
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(
    JSON.stringify({
      id: 'chatcmpl-test',
      object: 'chat.completion',
      created: 1,
      model,
      choices: [{ index: 0, message, finish_reason: calls.length > 0 ? 'tool_calls' : 'stop' }],
    }),
  );
}

/**
 * A local OpenAI-compatible chat-completions server for tests: POST /v1/chat/completions answers
 * the scripted replies in order (streamed as server-sent events when the request asks for a stream)
 * and records every request. A request with nothing scripted gets a 500.
 */
export async function startOpenAiTestServer(): Promise<OpenAiTestServer> {
  const queue: ScriptedReply[] = [];
  const requests: RecordedRequest[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404).end();
        return;
      }
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as RecordedRequest['body'];
      requests.push({ headers: req.headers, body });
      const reply = queue.shift() ?? { status: 500 };
      if ('hang' in reply) {
        hanging.add(res);
        return;
      }
      if ('status' in reply) {
        res.writeHead(reply.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'scripted failure', type: 'server_error' } }));
        return;
      }
      if (body.stream) writeStream(res, body.model, reply);
      else writeWhole(res, body.model, reply);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    script: (...replies) => void queue.push(...replies),
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
