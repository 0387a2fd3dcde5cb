import { cn } from '#client/lib/cn.ts';
import { ChatMarkdown } from './chat-markdown.tsx';
import type { ChatBubble } from './planner-chat.tsx';

/** One message of the conversation: the person's as plain text, the planner's as markdown. */
export function ChatMessage({ bubble }: { bubble: ChatBubble }) {
  return (
    <div
      className={cn(
        'max-w-[85%] break-words rounded-2xl px-4 py-3 text-sm',
        bubble.role === 'user'
          ? 'ml-auto rounded-tr-sm bg-primary text-primary-foreground'
          : 'rounded-tl-sm bg-muted',
      )}
    >
      <span className="sr-only">{bubble.role === 'user' ? 'You said:' : 'Planner said:'}</span>
      {bubble.role === 'user' ? (
        <p className="whitespace-pre-wrap">{bubble.content}</p>
      ) : (
        <ChatMarkdown text={bubble.content} />
      )}
    </div>
  );
}

/** Three bouncing dots while a turn is under way and no text has come yet. */
export function TypingIndicator() {
  return (
    <div className="flex w-fit items-center gap-1 rounded-2xl rounded-tl-sm bg-muted px-4 py-3" role="status">
      <span className="sr-only">The planner is typing…</span>
      {[0, 1, 2].map((dot) => (
        <span
          key={dot}
          aria-hidden
          className={cn(
            'size-2 animate-bounce rounded-full bg-muted-foreground',
            dot === 1 && '[animation-delay:150ms]',
            dot === 2 && '[animation-delay:300ms]',
          )}
        />
      ))}
    </div>
  );
}
