import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { useImageUrlCheck } from '../hooks/use-image-url-check.ts';
import { applyServerIssues } from '../lib/apply-server-issues.ts';
import { IMAGE_URL_MESSAGES } from '../lib/check-image-url.ts';
import {
  createEventFormSchema,
  type EventFormOutput,
  type EventFormValues,
  editEventFormSchema,
} from '../lib/event-form-schema.ts';
import { emptyEventForm, withBlanksAsNull } from '../lib/event-form-values.ts';
import type { RepeatDraft } from '../lib/repeat-draft.ts';
import { AdmissionSection } from './admission-section.tsx';
import { EventDetailsSection, SearchSharingSection } from './event-details-section.tsx';
import { EventImageSection } from './event-image-section.tsx';
import { EviteSection } from './evite-section.tsx';
import { RepeatSection } from './repeat-section.tsx';

const FIELD_NAMES = Object.keys(emptyEventForm) as (keyof EventFormValues)[];

/** What the page's image generator gets: the texts it draws from and the image value to fill. */
export type ImageGeneratorSlotProps = {
  title: string;
  description: string;
  category: string;
  value: string;
  onChange: (imageUrl: string) => void;
};

export type ChangedFields = Partial<Record<keyof EventFormValues, boolean | undefined>>;

export type EventFormProps = {
  mode: 'create' | 'edit';
  defaultValues?: EventFormValues;
  /** The saved event's id (edit): enables the Image Wizard for administrators. */
  eventId?: number;
  isAdmin: boolean;
  isSubmitting: boolean;
  /** Saves; a rejected ApiError with field issues puts them under their fields. */
  onSubmit: (values: EventFormOutput, changed: ChangedFields) => Promise<void>;
  /** The image generator, composed by the page (features don't import each other). */
  renderImageGenerator: (props: ImageGeneratorSlotProps) => ReactNode;
  /** More sections the page composes in (the RSVP settings on create), shown before the buttons. */
  extraSections?: ReactNode;
  /** Create: the Repeats section's state, kept by the page (it goes into the create body). */
  repeat?: { value: RepeatDraft; onChange: (draft: RepeatDraft) => void; error?: string | null };
  /** Shown above the first section (edit: whether a change is for this date or the series). */
  intro?: ReactNode;
  cancelHref?: string;
};

/** Create and edit an event, validated with the shared contract schemas. */
export function EventForm({
  mode,
  defaultValues = emptyEventForm,
  eventId,
  isAdmin,
  isSubmitting,
  onSubmit,
  renderImageGenerator,
  extraSections,
  repeat,
  intro,
  cancelHref,
}: EventFormProps) {
  const isEdit = mode === 'edit';
  const form = useForm<EventFormValues, unknown, EventFormOutput>({
    // Both schemas parse the full field set the form always holds into the shared output shape.
    resolver: zodResolver(isEdit ? editEventFormSchema : createEventFormSchema) as unknown as Resolver<
      EventFormValues,
      unknown,
      EventFormOutput
    >,
    defaultValues,
    mode: 'onTouched',
  });
  const {
    control,
    setValue,
    setError,
    handleSubmit,
    formState: { dirtyFields },
  } = form;
  const [title, description, category, image, date] = useWatch({
    control,
    name: ['title', 'description', 'category', 'image', 'date'],
  });
  const imageStatus = useImageUrlCheck(isEdit ? image : '');
  const setImage = (url: string) => setValue('image', url, { shouldDirty: true, shouldValidate: true });

  const submit = handleSubmit(async (values) => {
    if (isEdit && imageStatus === 'invalid') {
      setError('image', { type: 'image', message: IMAGE_URL_MESSAGES.invalid }, { shouldFocus: true });
      return;
    }
    try {
      await onSubmit(withBlanksAsNull(values), dirtyFields);
    } catch (error) {
      applyServerIssues(error, FIELD_NAMES, setError);
    }
  });

  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        aria-label={isEdit ? 'Edit event' : 'Create event'}
        className="grid gap-6"
      >
        {intro}
        <EventDetailsSection />

        {repeat ? <RepeatSection {...repeat} date={date} /> : null}

        <AdmissionSection />

        <EventImageSection
          generator={renderImageGenerator({ title, description, category, value: image, onChange: setImage })}
          onUploaded={setImage}
          imageStatus={isEdit ? imageStatus : null}
          eventId={eventId}
          isAdmin={isAdmin}
        />

        <SearchSharingSection />

        {isEdit ? <EviteSection /> : null}
        {extraSections}

        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {cancelHref ? (
            <Button asChild variant="outline" size="lg">
              <Link to={cancelHref}>Cancel</Link>
            </Button>
          ) : null}
          <Button type="submit" size="lg" isLoading={isSubmitting}>
            {isEdit ? 'Save Changes' : 'Create Event'}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
