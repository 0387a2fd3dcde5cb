import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useConversation } from '#client/features/planner/api/get-conversation.ts';
import { useResetConversation } from '#client/features/planner/api/reset-conversation.ts';
import { PlannerChat } from '#client/features/planner/components/planner-chat.tsx';
import { PlannerEventCard } from '#client/features/planner/components/planner-event-card.tsx';
import { PlannerEventLinks } from '#client/features/planner/components/planner-event-links.tsx';
import { PlannerPlan } from '#client/features/planner/components/planner-plan.tsx';
import { correctionMessage } from '#client/features/planner/lib/correction.ts';
import { type ChatMessage, PLANNER_ERROR_TOAST } from '#shared/contracts/planner.ts';
import { usePlannerTurns } from './use-planner-turns.ts';

/** The latest value of a field any assistant message carried, newest first. */
function latest<K extends keyof ChatMessage>(messages: ChatMessage[], key: K): ChatMessage[K] | undefined {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const value = messages[i]![key];
    if (value !== undefined && value !== null) return value;
  }
  return undefined;
}

function latestNonEmpty<K extends 'discoveredEvents' | 'createdEvents'>(messages: ChatMessage[], key: K) {
  for (let i = messages.length - 1; i >= 0; i -= 1) {
    const value = messages[i]![key];
    if (value && value.length > 0) return value;
  }
  return [];
}

/** ?q= is sent once as the first message, then removed so a reload does not send it again. */
function useSendQueryOnce(isReady: boolean, send: (message: string) => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const sentQuery = useRef(false);
  const query = searchParams.get('q')?.trim() ?? '';
  useEffect(() => {
    if (!query || sentQuery.current || !isReady) return;
    sentQuery.current = true;
    setSearchParams(
      (params) => {
        params.delete('q');
        return params;
      },
      { replace: true },
    );
    send(query.slice(0, 2000));
    // send is a fresh closure each render; the ref guard makes this run once.
  });
}

/** /chat-create-event: the AI party planner chat with the event card and plan. */
export function PlannerPage() {
  const conversation = useConversation();
  const reset = useResetConversation();
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLTextAreaElement>(null);

  const messages = conversation.data?.messages ?? [];
  const { bubbles, sendMessage, isBusy, isTyping, clearFailures } = usePlannerTurns(messages, () =>
    setDraft(''),
  );

  useSendQueryOnce(conversation.isSuccess, sendMessage);

  const details = latest(messages, 'eventDetails') ?? null;
  const plan = latest(messages, 'plan') ?? null;
  const understood = latest(messages, 'understood') ?? [];
  const created = latestNonEmpty(messages, 'createdEvents');
  const discovered = latestNonEmpty(messages, 'discoveredEvents');
  const isCreated = details !== null && created.some((e) => e.title === details.title);

  function startOver() {
    clearFailures();
    reset.mutate(undefined, {
      onError: () => toast({ variant: 'destructive', title: 'Error', description: PLANNER_ERROR_TOAST }),
    });
  }

  function editDetails() {
    setDraft('Actually, ');
    inputRef.current?.focus();
  }

  return (
    <PageShell
      title="AI Party Planner"
      description="Describe your party in plain English: I'll draft the event, plan it with you and create it when you're ready."
    >
      <div className="mb-4 flex justify-end">
        <Button variant="outline" size="sm" onClick={startOver} isLoading={reset.isPending} disabled={isBusy}>
          <RotateCcw aria-hidden /> New conversation
        </Button>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex h-[70vh] min-h-[28rem] flex-col">
          <PlannerChat
            bubbles={bubbles}
            isTyping={isTyping}
            isBusy={isBusy}
            draft={draft}
            onDraftChange={setDraft}
            onSend={sendMessage}
            inputRef={inputRef}
          />
        </div>
        <aside aria-label="Event details and plan" className="space-y-4">
          {details ? (
            <PlannerEventCard
              details={details}
              isCreated={isCreated}
              isBusy={isBusy}
              onCreate={() => sendMessage('Yes, create it')}
              onEdit={editDetails}
              understood={understood}
              onCorrect={(row, value) => sendMessage(correctionMessage(row.field, value))}
            />
          ) : null}
          <PlannerEventLinks title="Created events" events={created} />
          <PlannerEventLinks title="Discovered events" events={discovered} />
          {plan ? <PlannerPlan plan={plan} /> : null}
          {!details && discovered.length === 0 ? (
            <p className="rounded-2xl border border-dashed border-border p-5 text-sm text-muted-foreground">
              Your event card and party plan appear here as we talk.
            </p>
          ) : null}
        </aside>
      </div>
    </PageShell>
  );
}
