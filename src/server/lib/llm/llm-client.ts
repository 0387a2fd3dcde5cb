/**
 * A client for any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, LM Studio), written
 * on Node's fetch: tool calling, streamed answers (server-sent `data:` chunks ending with `[DONE]`),
 * one deadline per request, and failures as a typed LlmError. The key stays on the server; a failure
 * is logged with the provider's host, the model, the kind and the status, never the key or the prompt.
 */

export type LlmToolCall = { id: string; name: string; arguments: string };

export type LlmMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; toolCalls?: LlmToolCall[] }
  | { role: 'tool'; toolCallId: string; content: string };

/** A function the model may call; `parameters` is its arguments' JSON Schema. */
export type LlmTool = { name: string; description: string; parameters: Record<string, unknown> };

export type LlmRequest = {
  messages: LlmMessage[];
  tools?: readonly LlmTool[];
  /** Ask for a JSON object as the answer (`response_format: json_object`). */
  json?: boolean;
  /** Ends the request early (the caller went away); a timeout is added on top. */
  signal?: AbortSignal;
};

export type LlmReply = { content: string; toolCalls: LlmToolCall[]; finishReason: string | null };

export type LlmErrorKind = 'timeout' | 'http' | 'network' | 'protocol' | 'aborted';

/** Why a provider call failed; the message is safe to log and names neither key nor prompt. */
export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

type LlmLog = { warn(fields: Record<string, unknown>, message: string): void };

export type LlmClientOptions = {
  /** The API root, including any version path: `https://api.openai.com/v1`, `http://localhost:11434/v1`. */
  baseUrl: string;
  apiKey?: string | undefined;
  model: string;
  /** Deadline of one whole request, streamed body included. */
  timeoutMs: number;
  log: LlmLog;
  fetchImpl?: typeof fetch;
};

export type LlmClient = {
  readonly model: string;
  /** One answer, whole. */
  complete(request: LlmRequest): Promise<LlmReply>;
  /** One answer, streamed: `onText` receives the content as it is written; tool calls are assembled. */
  stream(request: LlmRequest, onText: (delta: string) => void): Promise<LlmReply>;
};

type WireToolCallDelta = {
  index?: number;
  id?: string;
  function?: { name?: string; arguments?: string };
};
type WireChoice = {
  message?: { content?: string | null; tool_calls?: WireToolCallDelta[] };
  delta?: { content?: string | null; tool_calls?: WireToolCallDelta[] };
  finish_reason?: string | null;
};
type WireBody = { choices?: WireChoice[]; error?: { message?: string } };

function toWireMessage(message: LlmMessage): Record<string, unknown> {
  if (message.role === 'tool') {
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
  if (message.role === 'assistant' && message.toolCalls?.length) {
    return {
      role: 'assistant',
      content: message.content,
      tool_calls: message.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    };
  }
  return { role: message.role, content: message.content ?? '' };
}

/** Tool calls arrive in pieces keyed by index: the id and name once, the arguments in fragments. */
class ToolCallAssembler {
  private readonly calls = new Map<number, LlmToolCall>();

  add(deltas: WireToolCallDelta[] | undefined): void {
    for (const [position, delta] of (deltas ?? []).entries()) {
      const index = delta.index ?? position;
      const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name += delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
      this.calls.set(index, call);
    }
  }

  done(): LlmToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
      .filter((call) => call.name);
  }
}

function parseJson(text: string): WireBody {
  try {
    return JSON.parse(text) as WireBody;
  } catch {
    throw new LlmError('protocol', 'The AI provider sent an answer that is not JSON');
  }
}

/** Reads a server-sent event stream line by line; calls `onData` with each `data:` payload. */
async function readEventStream(body: ReadableStream<Uint8Array>, onData: (data: string) => boolean) {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  for (;;) {
    const { done, value: chunk } = await reader.read();
    if (done) break;
    buffer += decoder.decode(chunk, { stream: true });
    let newline = buffer.search(/\r?\n/);
    while (newline >= 0) {
      const line = buffer.slice(0, newline);
      buffer = buffer.slice(buffer[newline] === '\r' ? newline + 2 : newline + 1);
      if (line.startsWith('data:') && !onData(line.slice(5).trim())) {
        await reader.cancel();
        return;
      }
      newline = buffer.search(/\r?\n/);
    }
  }
  const last = (buffer + decoder.decode()).trim();
  if (last.startsWith('data:')) onData(last.slice(5).trim());
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const { model, timeoutMs, log } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const endpoint = `${options.baseUrl.replace(/\/+$/, '')}/chat/completions`;
  const host = new URL(endpoint).host;

  async function call(request: LlmRequest, onText: ((delta: string) => void) | null): Promise<LlmReply> {
    const started = Date.now();
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    const body: Record<string, unknown> = {
      model,
      messages: request.messages.map(toWireMessage),
      stream: onText !== null,
    };
    if (request.tools?.length) {
      body.tools = request.tools.map((t) => ({
        type: 'function',
        function: { name: t.name, description: t.description, parameters: t.parameters },
      }));
    }
    if (request.json) body.response_format = { type: 'json_object' };
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      Accept: onText ? 'text/event-stream' : 'application/json',
    };
    if (options.apiKey) headers.Authorization = `Bearer ${options.apiKey}`;

    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body),
        signal,
      });
      if (!response.ok) {
        await response.body?.cancel();
        throw new LlmError('http', `The AI provider answered HTTP ${response.status}`, response.status);
      }
      const isStream = (response.headers.get('content-type') ?? '').includes('text/event-stream');
      if (!onText || !isStream) {
        const parsed = parseJson(await response.text());
        if (parsed.error) throw new LlmError('protocol', 'The AI provider answered with an error');
        const choice = parsed.choices?.[0];
        if (!choice?.message) throw new LlmError('protocol', 'The AI provider sent no answer');
        const tools = new ToolCallAssembler();
        tools.add(choice.message.tool_calls);
        const content = choice.message.content ?? '';
        if (onText && content) onText(content);
        return { content, toolCalls: tools.done(), finishReason: choice.finish_reason ?? null };
      }
      if (!response.body) throw new LlmError('protocol', 'The AI provider sent an empty stream');
      let content = '';
      let finishReason: string | null = null;
      let sawDone = false;
      const tools = new ToolCallAssembler();
      await readEventStream(response.body, (data) => {
        if (data === '[DONE]') {
          sawDone = true;
          return false;
        }
        if (!data) return true;
        const chunk = parseJson(data);
        if (chunk.error) throw new LlmError('protocol', 'The AI provider answered with an error');
        const choice = chunk.choices?.[0];
        if (!choice) return true;
        const text = choice.delta?.content;
        if (text) {
          content += text;
          onText(text);
        }
        tools.add(choice.delta?.tool_calls);
        if (choice.finish_reason) finishReason = choice.finish_reason;
        return true;
      });
      if (!sawDone && finishReason === null) {
        throw new LlmError('protocol', 'The AI provider ended the stream before the answer was complete');
      }
      return { content, toolCalls: tools.done(), finishReason };
    } catch (err) {
      const error = asLlmError(err, timeout, request.signal);
      log.warn(
        {
          provider: host,
          model,
          kind: error.kind,
          status: error.status,
          durationMs: Date.now() - started,
        },
        `LLM request failed: ${error.message}`,
      );
      throw error;
    }
  }

  return {
    model,
    complete: (request) => call(request, null),
    stream: (request, onText) => call(request, onText),
  };
}

function asLlmError(err: unknown, timeout: AbortSignal, callerSignal: AbortSignal | undefined): LlmError {
  if (err instanceof LlmError) return err;
  if (timeout.aborted) return new LlmError('timeout', 'The AI provider did not answer in time');
  if (callerSignal?.aborted) return new LlmError('aborted', 'The request to the AI provider was cancelled');
  return new LlmError('network', 'Could not reach the AI provider');
}
