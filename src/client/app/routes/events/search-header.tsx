import type { ComponentProps } from 'react';
import { type QueryChip, QueryChips } from '#client/components/query-chips.tsx';
import { SearchInput } from '#client/components/search-input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { SubscribeFeedButton } from '#client/features/calendar-feed/components/subscribe-feed-button.tsx';
import { QUERY_PART_NAMES, type QueryPart } from '#client/features/events/hooks/search-query-chips.ts';
import type { InterpretedQuery } from '#shared/contracts/events.ts';

/** 'Read as Austin (you typed austn), ...': the words the search corrected. */
function SearchCorrections({ corrections }: { corrections: InterpretedQuery['corrections'] }) {
  return (
    <p className="text-muted-foreground text-sm">
      Read as{' '}
      {corrections.map((c, i) => (
        <span key={c.typed}>
          {i > 0 ? ', ' : ''}
          <span className="font-semibold text-foreground">{c.readAs}</span> (you typed {c.typed})
        </span>
      ))}
    </p>
  );
}

/** The top of /search: the title, the box, how the words were read, the feed and Near Me. */
export function SearchHeader({
  text,
  onTextChange,
  onSubmit,
  chips,
  onRemoveChip,
  corrections,
  feed,
  isNearMe,
  onNearMeChange,
}: {
  text: string;
  onTextChange: (text: string) => void;
  onSubmit: () => void;
  /** The understood parts of the search; null without a search. */
  chips: readonly QueryChip<QueryPart>[] | null;
  onRemoveChip: (part: QueryPart) => void;
  corrections: InterpretedQuery['corrections'];
  /** The calendar feed of these results, once there are some. */
  feed: ComponentProps<typeof SubscribeFeedButton> | null;
  isNearMe: boolean;
  onNearMeChange: (isNearMe: boolean) => void;
}) {
  return (
    <header className="flex flex-col gap-5">
      <div className="flex flex-col gap-1.5">
        <h1 className="font-display text-h1">Search Events</h1>
        <p className="text-muted-foreground">
          Describe the party you're after: a kind of event, a place, a date.
        </p>
      </div>
      <SearchInput
        label="Search events"
        value={text}
        onChange={onTextChange}
        onSubmit={onSubmit}
        placeholder='Try "birthday parties in Austin next weekend"'
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-h-8 flex-col gap-1.5">
          {chips ? <QueryChips chips={chips} partNames={QUERY_PART_NAMES} onRemove={onRemoveChip} /> : null}
          {corrections.length > 0 ? <SearchCorrections corrections={corrections} /> : null}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {feed ? <SubscribeFeedButton {...feed} /> : null}
          <Switch id="search-near-me" checked={isNearMe} onCheckedChange={onNearMeChange} />
          <Label htmlFor="search-near-me">Near Me</Label>
        </div>
      </div>
    </header>
  );
}
