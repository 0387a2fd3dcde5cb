import { PartyPopper, Search } from 'lucide-react';
import { Controller, useFormContext } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { EVENT_CATEGORIES } from '#shared/constants.ts';
import type { EventFormValues } from '../lib/event-form-schema.ts';
import { FormSelectField } from './form-controls.tsx';
import { FormSection } from './form-section.tsx';
import { LocationCombobox } from './location-combobox.tsx';

const CATEGORY_OPTIONS = EVENT_CATEGORIES.map((category) => ({ value: category, label: category }));

/** What, when and where: the title, description, date, type and location of the event. */
export function EventDetailsSection() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  return (
    <FormSection icon={PartyPopper} title="Event details" description="What, when and where.">
      <FormField label="Event Title" error={errors.title?.message} isRequired>
        <Input placeholder="Rooftop Summer Kickoff" {...register('title')} />
      </FormField>
      <FormField label="Description" error={errors.description?.message} isRequired>
        <Textarea
          rows={5}
          placeholder="Tell guests what to expect: music, food, dress code…"
          {...register('description')}
        />
      </FormField>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <FormField
          label="Date and Time"
          error={errors.date?.message}
          hint="Local time at the event"
          isRequired
        >
          <Input type="datetime-local" {...register('date')} />
        </FormField>
        <FormSelectField name="category" label="Event Type" options={CATEGORY_OPTIONS} />
      </div>
      <Controller
        name="location"
        control={control}
        render={({ field }) => (
          <FormField
            label="Location"
            error={errors.location?.message}
            hint="Pick a suggested place or type a full street address."
            isRequired
          >
            {(controlProps) => (
              <LocationCombobox
                {...controlProps}
                name={field.name}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            )}
          </FormField>
        )}
      />
    </FormSection>
  );
}

/** How the party looks in search results and link previews: the optional meta title and description. */
export function SearchSharingSection() {
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  return (
    <FormSection
      icon={Search}
      title="Search and sharing"
      description="How the party looks in search results and link previews."
    >
      <FormField
        label="Meta Title"
        error={errors.metaTitle?.message}
        hint="Optional: the event title is used when empty."
      >
        <Input {...register('metaTitle')} />
      </FormField>
      <FormField
        label="Meta Description"
        error={errors.metaDescription?.message}
        hint="Optional: one or two sentences; the description is used when empty."
      >
        <Textarea rows={3} {...register('metaDescription')} />
      </FormField>
    </FormSection>
  );
}
