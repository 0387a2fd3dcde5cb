import type { DiscoveredEvent } from '#shared/contracts/planner.ts';
import { type LlmClient, LlmError, type LlmMessage } from '../../../lib/llm/llm-client.ts';
import { composeDetails, missingFields } from './compose.ts';
import type { PlannerState } from './draft.ts';
import type { PlannerPorts, TurnContext } from './ports.ts';
import { createToolCalls } from './provider-calls.ts';
import { TOOLS } from './provider-tools.ts';
import { dayIn } from './read-shared.ts';

/** What the provider's tools may read; every call runs with the caller's rights, outside any transaction. */
export type ProviderReads = Pick<PlannerPorts, 'findEvents' | 'discoverEvents' | 'findVendors'>;

/**
 * A write the model asked for. Writes end the model's turn: the service performs them in the turn's
 * one short transaction and answers from their result, so no provider call ever runs inside it.
 */
export type ProviderAction = { kind: 'create' } | { kind: 'poster' };

export type ProviderOutcome = {
  /** What the model wrote (all rounds), as streamed to the page. */
  message: string;
  state: PlannerState;
  discovered: DiscoveredEvent[];
  action: ProviderAction | null;
};

export type ProviderTurnInput = {
  message: string;
  /** The conversation so far, oldest first (its text only). */
  history: ReadonlyArray<{ role: 'user' | 'assistant'; content: string }>;
  state: PlannerState;
  ctx: TurnContext;
  reads: ProviderReads;
  onText: (delta: string) => void;
  signal?: AbortSignal;
};

/** Tool rounds one turn may take before the answer must come. */
const MAX_ROUNDS = 6;
const HISTORY_MESSAGES = 20;

function systemPrompt(input: ProviderTurnInput): string {
  const { ctx, state } = input;
  const today = dayIn(ctx.now, ctx.visitor.timeZone);
  const day = `${today.year}-${String(today.month).padStart(2, '0')}-${String(today.day).padStart(2, '0')}`;
  const card = state.draft ? JSON.stringify(composeDetails(state.draft)) : 'none yet';
  const created = state.created ? `${state.created.title} (/events/${state.created.id})` : 'none';
  return [
    'You are the party planner of Confetti, a site for planning and finding parties and events in the United States.',
    'Help the user plan one event: learn the occasion, date, place, guests, budget and theme; keep the event card current with update_event_details whenever the user tells you something; ask for one missing thing at a time (a date and a place are required).',
    'When nothing required is missing, sum the event up and ask the user to confirm. Call create_event only when the user says yes to that summary in their latest message; never create without that.',
    'A created event is changed on its own page (Edit); new details after a creation start the next party.',
    'Use search_events and discover_events for requests like "find events in Austin", find_vendors for vendor questions, generate_poster when the user wants a poster.',
    'Answer in a few short sentences of plain text with light Markdown (bold, lists, links). Never invent events, vendors or links: use only what the tools return.',
    `Today is ${day} where the user is (${ctx.visitor.city}, ${ctx.visitor.region}, time zone ${ctx.visitor.timeZone}).`,
    `The event card so far: ${card}. Conversation stage: ${state.stage}. Last event created in this conversation: ${created}.`,
  ].join('\n');
}

/**
 * One turn of the provider engine: the model reads the conversation and calls tools (provider-calls.ts),
 * its text streamed through `onText`. Throws LlmError when the provider fails or takes too many rounds.
 */
export async function runProviderTurn(llm: LlmClient, input: ProviderTurnInput): Promise<ProviderOutcome> {
  const calls = createToolCalls(input);
  const { discovered } = calls;
  const texts: string[] = [];
  const messages: LlmMessage[] = [
    { role: 'system', content: systemPrompt(input) },
    ...input.history.slice(-HISTORY_MESSAGES),
    { role: 'user', content: input.message },
  ];
  for (let round = 0; round < MAX_ROUNDS; round += 1) {
    const reply = await llm.stream(
      { messages, tools: TOOLS, ...(input.signal ? { signal: input.signal } : {}) },
      input.onText,
    );
    if (reply.content.trim()) texts.push(reply.content.trim());
    if (reply.toolCalls.length === 0) {
      return { message: texts.join('\n\n'), state: finish(calls.state()), discovered, action: null };
    }
    messages.push({ role: 'assistant', content: reply.content || null, toolCalls: reply.toolCalls });
    for (const call of reply.toolCalls) {
      const result = await calls.run(call.name, call.arguments);
      if (result.action) {
        return {
          message: texts.join('\n\n'),
          state: finish(calls.state()),
          discovered,
          action: result.action,
        };
      }
      messages.push({ role: 'tool', toolCallId: call.id, content: result.content });
    }
  }
  throw new LlmError('protocol', `The AI provider called tools for more than ${MAX_ROUNDS} rounds`);
}

/** The stage the next turn starts from: ready to confirm once nothing required is missing. */
function finish(state: PlannerState): PlannerState {
  if (!state.draft || state.stage === 'created') return state;
  return { ...state, stage: missingFields(state.draft).length === 0 ? 'confirming' : 'collecting' };
}
