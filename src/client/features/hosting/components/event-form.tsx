import { zodResolver } from '@hookform/resolvers/zod';
import { ImageIcon, PartyPopper, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import { ImageUpload } from '#client/components/image-upload.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { EVENT_CATEGORIES } from '#shared/constants.ts';
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
import { EviteSection } from './evite-section.tsx';
import { FormSection } from './form-section.tsx';
import { ImageUrlField } from './image-url-field.tsx';
import { ImageWizardButton } from './image-wizard-button.tsx';
import { LocationCombobox } from './location-combobox.tsx';
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
    register,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, dirtyFields },
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
            <Controller
              name="category"
              control={control}
              render={({ field }) => (
                <FormField label="Event Type" error={errors.category?.message}>
                  {(controlProps) => (
                    <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                      <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                      <SelectContent>
                        {EVENT_CATEGORIES.map((option) => (
                          <SelectItem key={option} value={option}>
                            {option}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                  )}
                </FormField>
              )}
            />
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

        {repeat ? <RepeatSection {...repeat} date={date} /> : null}

        <AdmissionSection />

        <FormSection
          icon={ImageIcon}
          title="Event Image"
          description="Generate a poster from your title and description, upload your own picture, or keep the category banner."
        >
          {renderImageGenerator({
            title,
            description,
            category,
            value: image,
            onChange: setImage,
          })}
          {/* No preview of its own: the generator's preview above shows the uploaded image. */}
          <ImageUpload label="Upload an image" fit="photo" onUploaded={setImage} />
          {isEdit ? <ImageUrlField status={imageStatus} /> : null}
          <ImageWizardButton eventId={eventId} isAdmin={isAdmin} />
        </FormSection>

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
