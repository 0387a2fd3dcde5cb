import type { ChatMessage } from '#shared/contracts/planner.ts';
import { partyPlanSchema, STORED_EVENT_SOURCE } from '#shared/contracts/planner.ts';
import type { StoredChatMessage } from './planner.repository.ts';

const RESPONSE_KEYS = [
  'eventDetails',
  'discoveredEvents',
  'generateImages',
  'createdEvents',
  'plan',
  'understood',
] as const;

/** A stored row as the conversation call answers it. */
export function toChatMessage(row: StoredChatMessage): ChatMessage {
  const message: ChatMessage = {
    id: row.id,
    role: row.role,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
  if (row.role === 'assistant') {
    for (const key of RESPONSE_KEYS) {
      if (key in row.payload) Object.assign(message, { [key]: row.payload[key] });
    }
    // A plan stored in an older shape is not shown again (the next turn draws a current one).
    if (message.plan && !partyPlanSchema.safeParse(message.plan).success) message.plan = null;
    // Turns stored before discovery sources were searched list stored events without a source.
    message.discoveredEvents = message.discoveredEvents?.map((e) => ({
      ...e,
      source: e.source ?? STORED_EVENT_SOURCE,
    }));
  }
  return message;
}
