import { FormField } from '#client/components/ui/form-field.tsx';
import { inputBaseClass } from '#client/components/ui/input.tsx';

/** The calendar day an event starts on where it happens (YYYY-MM-DD), for the date field. */
export function localDay(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

type UpcomingEvent = { id: number; title: string; date: string; timeZone: string };

/** The quote request's optional pick among the host's upcoming events. */
export function QuoteEventSelect({
  events,
  value,
  onPick,
  error,
}: {
  events: readonly UpcomingEvent[];
  value: string;
  onPick: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <FormField label="For one of your events" hint="Optional" error={error}>
      <select
        value={value}
        onChange={(event) => onPick(event.target.value)}
        className={`${inputBaseClass} h-11`}
      >
        <option value="">No event yet</option>
        {events.map((e) => (
          <option key={e.id} value={e.id}>
            {e.title} · {localDay(e.date, e.timeZone)}
          </option>
        ))}
      </select>
    </FormField>
  );
}
