import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useFormContext } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { ImageUrlStatus } from '../hooks/use-image-url-check.ts';
import { IMAGE_URL_MESSAGES } from '../lib/check-image-url.ts';
import type { EventFormValues } from '../lib/event-form-schema.ts';

function StatusLine({ status }: { status: ImageUrlStatus }) {
  if (status === 'checking')
    return (
      <span className="inline-flex items-center gap-1.5">
        <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
        Checking the image…
      </span>
    );
  if (status === 'local' || status === 'remote')
    return (
      <span className="inline-flex items-center gap-1.5 font-medium text-success">
        <CircleCheck aria-hidden="true" className="size-4" />
        {IMAGE_URL_MESSAGES[status]}
      </span>
    );
  return 'A path on this site (starting with /) or a link to an image.';
}

/** The event's image as a URL, with three validation states: unknown (not checked yet), valid, invalid. */
export function ImageUrlField({ status }: { status: ImageUrlStatus }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const error = errors.image?.message ?? (status === 'invalid' ? IMAGE_URL_MESSAGES.invalid : undefined);
  return (
    <FormField
      label="Image URL"
      error={error}
      hint={
        <span aria-live="polite">
          <StatusLine status={status} />
        </span>
      }
    >
      <Input
        inputMode="url"
        spellCheck={false}
        autoCapitalize="none"
        placeholder="/images/... or https://"
        {...register('image')}
      />
    </FormField>
  );
}
