import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiErrorOf } from '#client/lib/api-client.ts';
import { plannerPaths } from '#shared/api-paths.ts';
import type {
  ChatPlannerBody,
  ChatPlannerResponse,
  PlannerStreamDelta,
  PlannerStreamError,
} from '#shared/contracts/planner.ts';
import { plannerKeys } from './planner-keys.ts';

/**
 * One turn over POST /api/chat-planner/stream: `onText` receives the reply as it is written (the
 * built-in engine's in one piece, a provider's word by word); resolves with the whole answer.
 */
export async function streamPlannerMessage(
  body: ChatPlannerBody,
  onText: (text: string) => void,
): Promise<ChatPlannerResponse> {
  const response = await fetch(`/api${plannerPaths.stream}`, {
    method: 'POST',
    credentials: 'include',
    headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw await apiErrorOf(response);
  if (!response.body) throw new Error('The planner sent no answer');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (data !== undefined) {
        if (event === 'delta') onText((JSON.parse(data) as PlannerStreamDelta).text);
        if (event === 'done') return JSON.parse(data) as ChatPlannerResponse;
        if (event === 'error') {
          const failure = JSON.parse(data) as PlannerStreamError;
          throw new ApiError(failure.status, failure.message, null);
        }
      }
      end = buffer.indexOf('\n\n');
    }
  }
  throw new Error('The planner stopped before its answer was complete');
}

/** One turn; the stored conversation is read again afterwards (it holds both new messages). */
export function useSendPlannerMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ message, onText }: { message: string; onText: (text: string) => void }) =>
      streamPlannerMessage({ message }, onText),
    onSettled: () => queryClient.invalidateQueries({ queryKey: plannerKeys.all }),
  });
}
