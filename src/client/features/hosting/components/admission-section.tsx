import { Ticket } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { AdmissionKind } from '#shared/lib/admission.ts';
import type { EventFormValues } from '../lib/event-form-schema.ts';
import { FormSelectField, FormSwitchField } from './form-controls.tsx';
import { FormSection } from './form-section.tsx';

const ADMISSION_OPTIONS: { value: AdmissionKind; label: string }[] = [
  { value: 'unlisted', label: 'Not listed' },
  { value: 'free', label: 'Free' },
  { value: 'paid', label: 'Paid' },
  { value: 'donation', label: 'Donation' },
];

/**
 * Admission: free, paid (a price, or a range with a highest price), donation (with an optional
 * suggested amount) or not listed; a ticket link and a sold-out switch. Choosing Free or Not listed
 * empties the prices, so nothing hidden is sent.
 */
export function AdmissionSection() {
  const {
    control,
    register,
    setValue,
    clearErrors,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const admission = useWatch({ control, name: 'admission' });
  const hasPrice = admission === 'paid' || admission === 'donation';

  return (
    <FormSection
      icon={Ticket}
      title="Tickets and price"
      description="What getting in costs. Free events show up when people search for free things to do."
    >
      <div className="grid items-start gap-5 sm:grid-cols-3">
        <FormSelectField
          name="admission"
          label="Admission"
          options={ADMISSION_OPTIONS}
          onChange={(value) => {
            if (value === 'free' || value === 'unlisted') {
              setValue('priceMinCents', '', { shouldDirty: true });
              setValue('priceMaxCents', '', { shouldDirty: true });
            }
            if (value === 'donation') setValue('priceMaxCents', '', { shouldDirty: true });
            clearErrors(['admission', 'priceMinCents', 'priceMaxCents']);
          }}
        />
        {hasPrice ? (
          <FormField
            label={admission === 'paid' ? 'Price (USD)' : 'Suggested amount (USD)'}
            error={errors.priceMinCents?.message}
            hint={admission === 'paid' ? 'The ticket price, or the lowest one' : 'Optional'}
            isRequired={admission === 'paid'}
          >
            <Input inputMode="decimal" placeholder="15" {...register('priceMinCents')} />
          </FormField>
        ) : null}
        {admission === 'paid' ? (
          <FormField
            label="Highest price (USD)"
            error={errors.priceMaxCents?.message}
            hint="Optional: for a range, like $15-40"
          >
            <Input inputMode="decimal" placeholder="40" {...register('priceMaxCents')} />
          </FormField>
        ) : null}
      </div>
      <FormField
        label="Ticket link"
        error={errors.ticketUrl?.message}
        hint="Optional: where people buy or reserve tickets (https://). It opens outside Confetti."
      >
        <Input
          type="url"
          inputMode="url"
          placeholder="https://tickets.example.com/your-event"
          {...register('ticketUrl')}
        />
      </FormField>
      <FormSwitchField
        name="isSoldOut"
        label="Sold out"
        hint={(isOn) => (isOn ? 'On: cards and the event page say Sold out.' : 'Off: tickets are available.')}
      />
    </FormSection>
  );
}
