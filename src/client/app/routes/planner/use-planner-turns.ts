import { useMemo, useState } from 'react';
import { toast } from '#client/components/ui/use-toast.ts';
import { useSendPlannerMessage } from '#client/features/planner/api/send-planner-message.ts';
import type { ChatBubble } from '#client/features/planner/components/planner-chat.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { type ChatMessage, PLANNER_ERROR_REPLY, PLANNER_ERROR_TOAST } from '#shared/contracts/planner.ts';

/**
 * The planner's turns: sends a message, shows it and the reply as it streams in until the stored
 * conversation holds them, and keeps a failed turn on screen with the error reply.
 */
export function usePlannerTurns(messages: ChatMessage[], onSent: () => void) {
  const send = useSendPlannerMessage();
  const [pending, setPending] = useState<string | null>(null);
  // The reply as it streams in, until the stored conversation holds it.
  const [streamed, setStreamed] = useState('');
  const [failures, setFailures] = useState<ChatBubble[]>([]);

  function sendMessage(message: string) {
    setPending(message);
    setStreamed('');
    onSent();
    const onText = (text: string) => setStreamed((shown) => shown + text);
    send.mutate(
      { message, onText },
      {
        onSettled: () => {
          setPending(null);
          setStreamed('');
        },
        onError: (error) => {
          const serverMessage = error instanceof ApiError && error.status < 500 ? error.serverMessage : null;
          toast({
            variant: 'destructive',
            title: 'Error',
            description: serverMessage ?? PLANNER_ERROR_TOAST,
          });
          setFailures((list) => [
            ...list,
            { key: `failed-${Date.now()}-u`, role: 'user', content: message },
            { key: `failed-${Date.now()}-a`, role: 'assistant', content: PLANNER_ERROR_REPLY },
          ]);
        },
      },
    );
  }

  const bubbles = useMemo<ChatBubble[]>(() => {
    const stored = messages.map((m) => ({ key: `m${m.id}`, role: m.role, content: m.content }));
    const shown = [...stored, ...failures];
    if (pending) shown.push({ key: 'pending', role: 'user', content: pending });
    if (pending && streamed) shown.push({ key: 'streaming', role: 'assistant', content: streamed });
    return shown;
  }, [messages, failures, pending, streamed]);

  return {
    bubbles,
    sendMessage,
    isBusy: send.isPending,
    isTyping: send.isPending && !streamed,
    clearFailures: () => setFailures([]),
  };
}
