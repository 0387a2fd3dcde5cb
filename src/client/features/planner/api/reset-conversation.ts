import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { plannerPaths } from '#shared/api-paths.ts';
import { plannerKeys } from './planner-keys.ts';

export const resetConversation = () =>
  apiFetch<{ ok: true }>(plannerPaths.conversation, { method: 'DELETE' });

/** 'New conversation': the stored messages go and the greeting shows again. */
export function useResetConversation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetConversation,
    onSuccess: () => queryClient.setQueryData(plannerKeys.conversation(), { messages: [] }),
  });
}
