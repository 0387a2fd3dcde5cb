import { Star } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import type { ReviewInput } from '../api/vendor-reviews.ts';

const MAX_REVIEW = 2000;

/** 'Write a review': stars as a radio group, text, and the optional day of the event. */
export function ReviewForm({
  onSubmit,
  isPending,
  error,
}: {
  onSubmit: (input: ReviewInput) => void;
  isPending: boolean;
  error: unknown;
}) {
  const [rating, setRating] = useState(0);
  const [review, setReview] = useState('');
  const [eventDate, setEventDate] = useState('');
  const [ratingError, setRatingError] = useState<string | null>(null);
  const ids = { text: useId(), date: useId(), rating: useId(), error: useId() };
  const today = new Date().toISOString().slice(0, 10);
  const issues = error instanceof ApiError ? (error.body?.issues ?? []) : [];
  const issueOf = (path: string) => issues.find((i) => i.path === path)?.message;
  const serverMessage = error instanceof ApiError && issues.length === 0 ? error.serverMessage : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (rating < 1) {
      setRatingError('Choose a rating from 1 to 5 stars');
      return;
    }
    setRatingError(null);
    onSubmit({ rating, review, eventDate });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 rounded-2xl border border-border bg-card p-5" noValidate>
      <div className="grid gap-1">
        <h3 className="font-display font-bold text-lg">Write a review</h3>
        <p className="text-muted-foreground text-sm">
          If you asked this vendor for a quote on this site, your review is marked “Verified booking inquiry”.
        </p>
      </div>
      <fieldset className="grid gap-1.5" aria-describedby={ids.rating}>
        <legend className="mb-1 font-semibold text-sm">Your rating</legend>
        <div className="flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label key={n} className="cursor-pointer">
              <input
                type="radio"
                name="rating"
                value={n}
                checked={rating === n}
                onChange={() => setRating(n)}
                className="peer sr-only"
              />
              <span className="sr-only">
                {n} {n === 1 ? 'star' : 'stars'}
              </span>
              <Star
                aria-hidden="true"
                className={cn(
                  'size-8 rounded peer-focus-visible:ring-2 peer-focus-visible:ring-brand-500',
                  n <= rating ? 'text-amber-500' : 'text-ink-300',
                )}
                fill={n <= rating ? 'currentColor' : 'none'}
              />
            </label>
          ))}
        </div>
        <p id={ids.rating} className="text-destructive text-sm">
          {ratingError ?? issueOf('rating') ?? ''}
        </p>
      </fieldset>
      <div className="grid gap-1.5">
        <label htmlFor={ids.text} className="font-semibold text-sm">
          Your review (optional)
        </label>
        <textarea
          id={ids.text}
          value={review}
          maxLength={MAX_REVIEW}
          rows={4}
          onChange={(e) => setReview(e.target.value)}
          className="rounded-lg border border-input bg-background px-3 py-2 text-sm"
          aria-describedby={`${ids.text}-count`}
        />
        <p id={`${ids.text}-count`} className="text-muted-foreground text-xs">
          {issueOf('review') ?? `${review.length.toLocaleString('en-US')} / 2,000 characters`}
        </p>
      </div>
      <div className="grid gap-1.5">
        <label htmlFor={ids.date} className="font-semibold text-sm">
          Date of your event (optional)
        </label>
        <input
          id={ids.date}
          type="date"
          max={today}
          value={eventDate}
          onChange={(e) => setEventDate(e.target.value)}
          className="h-10 w-fit rounded-lg border border-input bg-background px-3 text-sm"
        />
        {issueOf('eventDate') ? <p className="text-destructive text-sm">{issueOf('eventDate')}</p> : null}
      </div>
      {serverMessage ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending} className="w-fit">
        {isPending ? 'Posting…' : 'Post review'}
      </Button>
    </form>
  );
}
