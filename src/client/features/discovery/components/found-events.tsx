import { Link } from 'react-router';
import { Button, buttonVariants } from '#client/components/ui/button.tsx';
import { Checkbox } from '#client/components/ui/checkbox.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { paths } from '#client/config/paths.ts';
import type { DiscoveredEvent } from '#shared/contracts/discovery.ts';
import { DiscoveredEventItem } from './discovered-event-item.tsx';

/** 'Found Events (n)' with Select All and Deselect All. */
export function FoundEventsHeading({
  count,
  onSelectAll,
  onDeselectAll,
}: {
  count: number;
  onSelectAll: () => void;
  onDeselectAll: () => void;
}) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <h3 id="found-heading" className="mr-auto text-lg font-semibold">
        Found Events ({count})
      </h3>
      <Button variant="outline" size="sm" onClick={onSelectAll}>
        Select All
      </Button>
      <Button variant="outline" size="sm" onClick={onDeselectAll}>
        Deselect All
      </Button>
    </div>
  );
}

/** One found event with its checkbox; once created, its links to the event and its image. */
export function FoundEventRow({
  event,
  addedId,
  isSelected,
  onSelectedChange,
}: {
  event: DiscoveredEvent;
  /** The created event's id, once created. */
  addedId: number | undefined;
  isSelected: boolean;
  onSelectedChange: (isSelected: boolean) => void;
}) {
  return (
    <li className="flex items-start gap-3 p-3">
      <Checkbox
        id={`found-${event.key}`}
        aria-label={`Select ${event.title}`}
        checked={addedId !== undefined || isSelected}
        disabled={addedId !== undefined}
        onCheckedChange={(checked) => onSelectedChange(checked === true)}
        className="mt-1"
      />
      <DiscoveredEventItem event={event}>
        {addedId !== undefined ? (
          <div className="mt-1 flex gap-2">
            <span className="text-sm font-medium text-primary">Added</span>
            <Link to={paths.event(addedId)} className={buttonVariants({ variant: 'link', size: 'sm' })}>
              View
            </Link>
            <Link
              to={paths.adminEventImage(addedId)}
              className={buttonVariants({ variant: 'link', size: 'sm' })}
            >
              Generate Image
            </Link>
          </div>
        ) : null}
      </DiscoveredEventItem>
    </li>
  );
}

/** 'Successfully Created Events': a link to each event made in this visit. */
export function CreatedEventsList({ created }: { created: { id: number; title: string }[] }) {
  return (
    <section aria-labelledby="created-heading">
      <h3 id="created-heading" className="text-lg font-semibold">
        Successfully Created Events
      </h3>
      <ul className="mt-2 list-disc pl-5">
        {created.map((c) => (
          <li key={c.id}>
            <Link to={paths.event(c.id)} className="hover:underline">
              {c.title}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Narrows the found events by words in their title, place, description or category. */
export function FoundEventsFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor="found-filter" className="sr-only">
        Filter found events
      </label>
      <Input
        id="found-filter"
        type="search"
        placeholder="Filter events"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </>
  );
}
