import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { plannerPaths } from '#shared/api-paths.ts';
import type { ChatConversationResponse } from '#shared/contracts/planner.ts';
import { plannerKeys } from './planner-keys.ts';

/** GET /api/chat-planner: the signed-in user's conversation, oldest first. */
export const getConversation = () => apiFetch<ChatConversationResponse>(plannerPaths.conversation);

export const conversationQueryOptions = () =>
  queryOptions({ queryKey: plannerKeys.conversation(), queryFn: getConversation });

export function useConversation() {
  return useQuery(conversationQueryOptions());
}
