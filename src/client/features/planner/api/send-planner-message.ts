import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import type { ChatPlannerBody, ChatPlannerResponse } from '#shared/contracts/planner.ts';
import { plannerKeys } from './planner-keys.ts';

export const sendPlannerMessage = (body: ChatPlannerBody) =>
  apiFetch<ChatPlannerResponse>('/chat-planner', { method: 'POST', body });

/** One turn; the stored conversation is read again afterwards (it holds both new messages). */
export function useSendPlannerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendPlannerMessage({ message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.all }),
  });
}
