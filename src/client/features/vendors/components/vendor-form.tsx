import { type ReactNode, useId } from 'react';
import { ImageUpload } from '#client/components/image-upload.tsx';
import { Button } from '#client/components/ui/button.tsx';
import type { Vendor } from '#shared/contracts/vendors.ts';
import { useVendorFormState, type VendorFields } from '../hooks/use-vendor-form-state.ts';
import { GalleryEditor } from './gallery-editor.tsx';
import { VendorCategorySelect } from './vendor-category-select.tsx';
import { VendorField, VendorInput, VendorTextarea } from './vendor-form-field.tsx';
import { ServicesEditor } from './vendor-services-editor.tsx';

export type LocationInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid': boolean;
  'aria-describedby': string;
};

/** Issues name the whole list (`gallery`) or one picture (`gallery.3`); the first one is shown. */
function galleryIssueOf(issues: Record<string, string>): string | undefined {
  const key = Object.keys(issues).find((k) => k === 'gallery' || k.startsWith('gallery.'));
  return key ? issues[key] : undefined;
}

/**
 * The vendor form for create and edit. The shared body schema checks it here first (same rules and
 * messages as the server), then the server's answer fills the same places.
 */
export function VendorForm({
  vendor,
  submitLabel,
  isPending,
  error,
  onSubmit,
  renderLocation,
}: {
  vendor?: Vendor;
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (body: Record<string, unknown>) => void;
  /** The location combobox the event form uses, passed in by the page. */
  renderLocation: (props: LocationInputProps) => ReactNode;
}) {
  const baseId = useId();
  const form = useVendorFormState({ vendor, error, onSubmit, baseId });
  const { fields, set, issues } = form;
  const idOf = (key: keyof VendorFields) => `${baseId}-${key}`;
  const input = (key: keyof VendorFields, label: string, type = 'text', hint?: string) => (
    <VendorInput
      id={idOf(key)}
      label={label}
      type={type}
      hint={hint}
      value={fields[key]}
      onChange={set(key)}
      message={issues[key]}
    />
  );

  return (
    <form onSubmit={form.submit} noValidate className="grid max-w-3xl gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name', 'Business name')}
        <VendorCategorySelect
          id={idOf('category')}
          value={fields.category}
          onChange={set('category')}
          message={issues.category}
        />
      </div>
      <VendorTextarea
        id={idOf('description')}
        label="Description"
        rows={5}
        value={fields.description}
        onChange={set('description')}
        message={issues.description}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {input('contactEmail', 'Contact email', 'email')}
        {input('contactPhone', 'Contact phone', 'tel')}
        {input('website', 'Website (optional)', 'url', 'https://…')}
        {input('logo', 'Logo URL (optional)', 'url')}
        <ImageUpload
          label="Upload a logo (optional)"
          fit="logo"
          value={fields.logo}
          previewAlt="Logo preview"
          onUploaded={set('logo')}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <VendorField
          id={idOf('location')}
          label="Location"
          message={issues.location}
          hint="City, ST or a street address"
        >
          {(describedBy) =>
            renderLocation({
              id: idOf('location'),
              value: fields.location,
              onChange: set('location'),
              'aria-invalid': Boolean(issues.location),
              'aria-describedby': describedBy,
            })
          }
        </VendorField>
        {input('travelDistance', 'Travel distance in miles (optional)', 'number', 'Empty means 50 miles')}
        {input('yearsOfExperience', 'Years of experience (optional)', 'number')}
        {input('responseTime', 'Response time (optional)', 'text', 'For example: Within a few hours')}
      </div>
      <VendorTextarea
        id={idOf('cancellationPolicy')}
        label="Cancellation policy (optional)"
        rows={3}
        value={fields.cancellationPolicy}
        onChange={set('cancellationPolicy')}
        message={issues.cancellationPolicy}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {input('instagram', 'Instagram URL (optional)', 'url')}
        {input('facebook', 'Facebook URL (optional)', 'url')}
      </div>

      <GalleryEditor
        value={form.gallery}
        onChange={form.setGallery}
        error={galleryIssueOf(issues)}
        inputId={`${baseId}-gallery`}
      />
      <ServicesEditor services={form.services} onChange={form.setServices} baseId={baseId} issues={issues} />

      {form.serverMessage ? (
        <p role="alert" className="text-destructive text-sm">
          {form.serverMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending} className="w-fit">
        {isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
