/**
 * A client for any OpenAI-compatible chat-completions API (OpenAI, Ollama, vLLM, LM Studio) on the
 * `openai` SDK pointed at the provider's `baseURL`: the SDK speaks the wire format (requests, server-
 * sent chunks, error bodies); this module keeps the app's own shapes, one deadline per request, no
 * retries (a person is waiting; the planner falls back instead), and failures as a typed LlmError.
 * The key stays on the server; a failure is logged with the provider's host, the model, the kind and
 * the status, never the key or the prompt.
 */
import OpenAI from 'openai';
import type {
  ChatCompletionChunk,
  ChatCompletionCreateParams,
  ChatCompletionMessageParam,
  ChatCompletionMessageToolCall,
} from 'openai/resources/chat/completions';

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

/** The SDK's message shape for one of ours. */
function toWireMessage(message: LlmMessage): ChatCompletionMessageParam {
  if (message.role === 'tool') {
    return { role: 'tool', tool_call_id: message.toolCallId, content: message.content };
  }
  if (message.role === 'assistant') {
    if (!message.toolCalls?.length) return { role: 'assistant', content: message.content ?? '' };
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
  return { role: message.role, content: message.content };
}

type ToolCallDelta = NonNullable<ChatCompletionChunk.Choice.Delta['tool_calls']>[number];

/**
 * Tool calls of a stream arrive in pieces keyed by index: the id and name once, the arguments in
 * fragments. Some compatible servers omit the id: the call then gets one from its index.
 */
class ToolCallAssembler {
  private readonly calls = new Map<number, LlmToolCall>();

  add(deltas: readonly ToolCallDelta[] | undefined | null): void {
    for (const [position, delta] of (deltas ?? []).entries()) {
      const index = delta.index ?? position;
      const call = this.calls.get(index) ?? { id: '', name: '', arguments: '' };
      if (delta.id) call.id = delta.id;
      if (delta.function?.name) call.name += delta.function.name;
      if (delta.function?.arguments) call.arguments += delta.function.arguments;
      this.calls.set(index, call);
    }
  }

  addWhole(calls: readonly ChatCompletionMessageToolCall[] | undefined): void {
    this.add(
      (calls ?? []).flatMap((call, index) =>
        call.type === 'function' ? [{ index, id: call.id, function: call.function }] : [],
      ),
    );
  }

  done(): LlmToolCall[] {
    return [...this.calls.entries()]
      .sort(([a], [b]) => a - b)
      .map(([index, call]) => ({ ...call, id: call.id || `call_${index}` }))
      .filter((call) => call.name);
  }
}

export function createLlmClient(options: LlmClientOptions): LlmClient {
  const { model, timeoutMs, log } = options;
  const baseURL = options.baseUrl.replace(/\/+$/, '');
  const host = new URL(baseURL).host;
  const sdk = new OpenAI({
    baseURL,
    // A local server needs no key: the SDK still wants one, so the header is dropped instead.
    apiKey: options.apiKey || 'none',
    defaultHeaders: options.apiKey ? {} : { Authorization: null },
    // Nothing is read from OPENAI_* variables: the app's own settings are the whole configuration.
    organization: null,
    project: null,
    maxRetries: 0,
    timeout: timeoutMs,
    ...(options.fetchImpl ? { fetch: options.fetchImpl } : {}),
  });

  function params(request: LlmRequest): ChatCompletionCreateParams {
    return {
      model,
      messages: request.messages.map(toWireMessage),
      ...(request.tools?.length
        ? {
            tools: request.tools.map((t) => ({
              type: 'function' as const,
              function: { name: t.name, description: t.description, parameters: t.parameters },
            })),
          }
        : {}),
      ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
    };
  }

  async function whole(request: LlmRequest, signal: AbortSignal): Promise<LlmReply> {
    const completion = await sdk.chat.completions.create({ ...params(request), stream: false }, { signal });
    const choice = completion.choices?.[0];
    if (!choice?.message) throw new LlmError('protocol', 'The AI provider sent no answer');
    const tools = new ToolCallAssembler();
    tools.addWhole(choice.message.tool_calls);
    return {
      content: choice.message.content ?? '',
      toolCalls: tools.done(),
      finishReason: choice.finish_reason ?? null,
    };
  }

  async function streamed(request: LlmRequest, signal: AbortSignal, onText: (delta: string) => void) {
    const stream = await sdk.chat.completions.create({ ...params(request), stream: true }, { signal });
    let content = '';
    let finishReason: string | null = null;
    const tools = new ToolCallAssembler();
    for await (const chunk of stream) {
      const choice = chunk.choices?.[0];
      if (!choice) continue;
      const text = choice.delta?.content;
      if (text) {
        content += text;
        onText(text);
      }
      tools.add(choice.delta?.tool_calls);
      if (choice.finish_reason) finishReason = choice.finish_reason;
    }
    if (finishReason === null) {
      throw new LlmError('protocol', 'The AI provider ended the stream before the answer was complete');
    }
    return { content, toolCalls: tools.done(), finishReason };
  }

  async function call(request: LlmRequest, onText: ((delta: string) => void) | null): Promise<LlmReply> {
    const started = Date.now();
    const timeout = AbortSignal.timeout(timeoutMs);
    const signal = request.signal ? AbortSignal.any([timeout, request.signal]) : timeout;
    try {
      return onText ? await streamed(request, signal, onText) : await whole(request, signal);
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
  if (err instanceof OpenAI.APIConnectionTimeoutError) {
    return new LlmError('timeout', 'The AI provider did not answer in time');
  }
  if (err instanceof OpenAI.APIConnectionError)
    return new LlmError('network', 'Could not reach the AI provider');
  if (err instanceof OpenAI.APIError && typeof err.status === 'number') {
    return new LlmError('http', `The AI provider answered HTTP ${err.status}`, err.status);
  }
  // An error object inside a stream, a body that is not JSON, a malformed chunk.
  return new LlmError('protocol', 'The AI provider sent an answer this app cannot read');
}
