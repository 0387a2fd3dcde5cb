import { Send } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { PLANNER_EXAMPLES, PLANNER_GREETING, PLANNER_MESSAGE_MAX } from '#shared/contracts/planner.ts';
import { ChatMessage, TypingIndicator } from './planner-chat-messages.tsx';

export type ChatBubble = { key: string; role: 'user' | 'assistant'; content: string };

type Props = {
  bubbles: ChatBubble[];
  /** Shows the typing indicator (a turn is under way and no text has come yet). */
  isTyping: boolean;
  /** A turn is under way: nothing else can be sent. */
  isBusy: boolean;
  draft: string;
  onDraftChange: (value: string) => void;
  onSend: (message: string) => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
};

function scrollLogToEnd(marker: HTMLDivElement | null) {
  const log = marker?.parentElement;
  if (log) log.scrollTop = log.scrollHeight;
}

/** The chat window: greeting with example prompts, the messages, a typing indicator and the composer. */
export function PlannerChat({ bubbles, isTyping, isBusy, draft, onDraftChange, onSend, inputRef }: Props) {
  function submit() {
    const message = draft.trim();
    if (!message || isBusy) return;
    onSend(message);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter (and Enter while an IME composes) starts a new line.
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <section
      aria-label="Chat with the party planner"
      className="flex min-h-0 flex-1 flex-col rounded-2xl border border-border bg-card shadow-sm"
    >
      {/* A scrolling region: focusable, so keyboard users can scroll back through the conversation. */}
      <div
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label="Conversation"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to scroll by keyboard
        tabIndex={0}
        className="flex-1 space-y-4 overflow-y-auto rounded-t-2xl p-4 focus-visible:outline-2 focus-visible:outline-ring focus-visible:-outline-offset-2 sm:p-5"
      >
        <div className="max-w-[85%] rounded-2xl rounded-tl-sm bg-muted px-4 py-3 text-sm">
          <p>{PLANNER_GREETING}</p>
          {bubbles.length === 0 ? (
            <div className="mt-3 flex flex-col gap-2">
              <p className="font-semibold">Try one of these:</p>
              {PLANNER_EXAMPLES.map((example) => (
                <Button
                  key={example}
                  variant="outline"
                  size="sm"
                  className="h-auto whitespace-normal py-2 text-left"
                  onClick={() => onSend(example)}
                  disabled={isBusy}
                >
                  {example}
                </Button>
              ))}
            </div>
          ) : null}
        </div>
        {bubbles.map((bubble) => (
          <ChatMessage key={bubble.key} bubble={bubble} />
        ))}
        {isTyping ? <TypingIndicator /> : null}
        {/* A new marker mounts with each message or typing change and scrolls the log (not the page) to it. */}
        <div
          key={`end-${bubbles.length}-${isTyping}-${bubbles.at(-1)?.content.length ?? 0}`}
          ref={scrollLogToEnd}
        />
      </div>
      <form
        className="flex items-end gap-2 border-t border-border p-3"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Label htmlFor="planner-message" className="sr-only">
          Message the party planner
        </Label>
        <Textarea
          id="planner-message"
          ref={inputRef}
          rows={2}
          maxLength={PLANNER_MESSAGE_MAX}
          value={draft}
          onChange={(event) => onDraftChange(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Describe your party…"
          className="min-h-12 flex-1 resize-none"
        />
        <Button type="submit" size="icon" aria-label="Send message" disabled={!draft.trim() || isBusy}>
          <Send aria-hidden />
        </Button>
      </form>
    </section>
  );
}
