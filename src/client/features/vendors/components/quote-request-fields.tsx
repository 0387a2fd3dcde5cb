import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { QUOTE_MESSAGE_MAX } from '#shared/constants.ts';

export type QuoteRequestFieldValues = {
  eventId: string;
  eventDate: string;
  guestCount: string;
  budget: string;
  message: string;
};

/** The quote request's own fields: the day, guests, budget and the message to the vendor. */
export function QuoteRequestFields({
  fields,
  set,
  issueOf,
}: {
  fields: QuoteRequestFieldValues;
  set: (name: keyof QuoteRequestFieldValues) => (event: { target: { value: string } }) => void;
  issueOf: (path: string) => string | undefined;
}) {
  const today = new Date().toISOString().slice(0, 10);
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Event date" isRequired error={issueOf('eventDate')}>
          <Input type="date" min={today} value={fields.eventDate} onChange={set('eventDate')} />
        </FormField>
        <FormField label="Guests" isRequired error={issueOf('guestCount')}>
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            value={fields.guestCount}
            onChange={set('guestCount')}
          />
        </FormField>
      </div>
      <FormField label="Budget ($)" hint="Optional" error={issueOf('budget')}>
        <Input type="number" inputMode="decimal" min={0} value={fields.budget} onChange={set('budget')} />
      </FormField>
      <FormField label="Message" isRequired error={issueOf('message')}>
        <Textarea
          rows={5}
          maxLength={QUOTE_MESSAGE_MAX}
          placeholder="The occasion, the place, the hours, anything special"
          value={fields.message}
          onChange={set('message')}
        />
      </FormField>
    </>
  );
}
