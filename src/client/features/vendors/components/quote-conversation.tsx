import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import type { QuoteMessage, QuoteThread } from '#shared/contracts/vendors.ts';
import { useAnswerQuoteRequest } from '../api/quote-requests.ts';
import { useMarkQuoteRead, usePostQuoteMessage, useQuoteThread } from '../api/quote-threads.ts';

function timeText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

function MessageItem({ message, isMine }: { message: QuoteMessage; isMine: boolean }) {
  const body = message.isDecline
    ? message.body
      ? `Declined this request: ${message.body}`
      : 'Declined this request.'
    : message.body;
  return (
    <li
      className={cn(
        'grid max-w-[85%] gap-1 rounded-2xl px-4 py-3 text-sm',
        isMine ? 'ml-auto bg-primary-subtle text-primary-subtle-foreground' : 'bg-muted',
      )}
    >
      <p className="flex flex-wrap items-baseline gap-x-2 text-xs">
        <span className="font-semibold">{isMine ? 'You' : message.authorName}</span>
        <time dateTime={message.createdAt} className="text-muted-foreground">
          {timeText(message.createdAt)}
        </time>
      </p>
      <p className="whitespace-pre-line leading-relaxed">{body}</p>
    </li>
  );
}

/** The message box: the vendor's first message is the reply, and only the vendor may decline. */
function Composer({ thread }: { thread: QuoteThread }) {
  const [text, setText] = useState('');
  const post = usePostQuoteMessage(thread.id);
  const answer = useAnswerQuoteRequest();
  const fieldId = useId();
  const isVendorFirst = thread.viewerSide === 'vendor' && thread.status === 'pending';
  const error = post.error ?? answer.error;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    post.mutate({ message: text }, { onSuccess: () => setText('') });
  };
  const decline = () => answer.mutate({ id: thread.id, action: 'decline', message: text });
  return (
    <form onSubmit={submit} className="grid gap-2" noValidate>
      <label htmlFor={fieldId} className="font-semibold text-sm">
        {isVendorFirst ? `Reply to ${thread.requester.name}` : 'Your message'}
      </label>
      <Textarea
        id={fieldId}
        rows={3}
        placeholder={isVendorFirst ? 'Your price and what it includes' : 'Write a message'}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      {error ? (
        <p role="alert" className="text-destructive text-sm">
          {errorMessageOf(error)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={post.isPending || answer.isPending}>
          {isVendorFirst ? 'Send reply' : 'Send message'}
        </Button>
        {isVendorFirst ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={post.isPending || answer.isPending}
            onClick={decline}
          >
            Decline
          </Button>
        ) : null}
      </div>
    </form>
  );
}

/** A quote request's conversation, oldest first, with the box to answer; opening it marks it read. */
export function QuoteConversation({ id }: { id: number }) {
  const thread = useQuoteThread(id, true);
  const markRead = useMarkQuoteRead();
  const isUnread = thread.data?.unread === true;
  const { mutate } = markRead;
  useEffect(() => {
    if (isUnread) mutate(id);
  }, [isUnread, id, mutate]);

  if (thread.isPending) return <Skeleton className="h-32 rounded-2xl" />;
  if (thread.isError)
    return (
      <p role="alert" className="text-destructive text-sm">
        {errorMessageOf(thread.error)}
      </p>
    );
  const { data } = thread;
  return (
    <div className="grid gap-3">
      <ol aria-label="Conversation" className="grid gap-2">
        {data.messages.map((message) => (
          <MessageItem key={message.id} message={message} isMine={message.side === data.viewerSide} />
        ))}
      </ol>
      {data.viewerSide === 'admin' ? null : <Composer thread={data} />}
    </div>
  );
}
