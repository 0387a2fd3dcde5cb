import { ImageIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { ImageUpload } from '#client/components/image-upload.tsx';
import type { ImageUrlStatus } from '../hooks/use-image-url-check.ts';
import { FormSection } from './form-section.tsx';
import { ImageUrlField } from './image-url-field.tsx';
import { ImageWizardButton } from './image-wizard-button.tsx';

/**
 * The event's picture: the page's generator, an upload, on edit the image address with its check,
 * and the administrators' Image Wizard.
 */
export function EventImageSection({
  generator,
  onUploaded,
  imageStatus,
  eventId,
  isAdmin,
}: {
  generator: ReactNode;
  onUploaded: (url: string) => void;
  /** The check of the image address; null hides the field (create). */
  imageStatus: ImageUrlStatus | null;
  eventId?: number;
  isAdmin: boolean;
}) {
  return (
    <FormSection
      icon={ImageIcon}
      title="Event Image"
      description="Generate a poster from your title and description, upload your own picture, or keep the category banner."
    >
      {generator}
      {/* No preview of its own: the generator's preview above shows the uploaded image. */}
      <ImageUpload label="Upload an image" fit="photo" onUploaded={onUploaded} />
      {imageStatus === null ? null : <ImageUrlField status={imageStatus} />}
      <ImageWizardButton eventId={eventId} isAdmin={isAdmin} />
    </FormSection>
  );
}
