import { Plus, Trash2 } from 'lucide-react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ImageUpload } from '#client/components/image-upload.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { VENDOR_CATEGORIES } from '#shared/constants.ts';
import { createVendorBodySchema, type Vendor } from '#shared/contracts/vendors.ts';
import { GalleryEditor } from './gallery-editor.tsx';

type ServiceRow = {
  key: number;
  id?: number;
  name: string;
  description: string;
  price: string;
  durationMinutes: string;
  minimumBookingNoticeDays: string;
  maximumBookingNoticeDays: string;
};

const text = (v: number | string | null | undefined) => (v === null || v === undefined ? '' : String(v));
let nextKey = 1;

function rowsOf(vendor?: Vendor): ServiceRow[] {
  return (vendor?.services ?? []).map((s) => ({
    key: nextKey++,
    id: s.id,
    name: s.name,
    description: text(s.description),
    price: text(s.price),
    durationMinutes: text(s.durationMinutes),
    minimumBookingNoticeDays: text(s.minimumBookingNoticeDays),
    maximumBookingNoticeDays: text(s.maximumBookingNoticeDays),
  }));
}

export type LocationInputProps = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  'aria-invalid': boolean;
  'aria-describedby': string;
};

const inputClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive';

/** The social links are sent as `socialMedia.{platform}` but edited in one field per platform. */
function fieldOfIssue(path: string): string {
  return path.startsWith('socialMedia.') ? path.slice('socialMedia.'.length) : path;
}

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
  const [fields, setFields] = useState({
    name: text(vendor?.name),
    category: vendor?.category ?? '',
    description: text(vendor?.description),
    contactEmail: text(vendor?.contactEmail),
    contactPhone: text(vendor?.contactPhone),
    website: text(vendor?.website),
    logo: text(vendor?.logo),
    location: text(vendor?.location),
    travelDistance: text(vendor?.travelDistance),
    yearsOfExperience: text(vendor?.yearsOfExperience),
    responseTime: text(vendor?.responseTime),
    cancellationPolicy: text(vendor?.cancellationPolicy),
    instagram: text(vendor?.socialMedia.instagram),
    facebook: text(vendor?.socialMedia.facebook),
  });
  const [services, setServices] = useState<ServiceRow[]>(() => rowsOf(vendor));
  const [gallery, setGallery] = useState<string[]>(() => vendor?.gallery ?? []);
  const [clientIssues, setClientIssues] = useState<Record<string, string>>({});

  const serverIssues: Record<string, string> = {};
  if (error instanceof ApiError)
    for (const i of error.body?.issues ?? []) serverIssues[fieldOfIssue(i.path)] ??= i.message;
  // A field's message goes away once the person edits that field; the next submit judges it again.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const issues = Object.fromEntries(
    Object.entries(Object.keys(clientIssues).length ? clientIssues : serverIssues).filter(
      ([path]) => !edited.has(path),
    ),
  );
  const serverMessage =
    error instanceof ApiError && Object.keys(serverIssues).length === 0 ? error.serverMessage : null;

  const set = (key: keyof typeof fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setEdited((current) => (current.has(key) ? current : new Set(current).add(key)));
  };
  const setService = (key: number, change: Partial<ServiceRow>) =>
    setServices((rows) => rows.map((r) => (r.key === key ? { ...r, ...change } : r)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(new Set());
    const { instagram, facebook, ...rest } = fields;
    const socialMedia: Record<string, string> = {};
    if (instagram.trim()) socialMedia.instagram = instagram.trim();
    if (facebook.trim()) socialMedia.facebook = facebook.trim();
    const body = {
      ...rest,
      socialMedia,
      services: services.map(({ key: _key, ...s }) => s),
      gallery,
    };
    const parsed = createVendorBodySchema.safeParse(body);
    if (!parsed.success) {
      const found: Record<string, string> = {};
      for (const issue of parsed.error.issues) found[fieldOfIssue(issue.path.join('.'))] ??= issue.message;
      setClientIssues(found);
      document.getElementById(`${baseId}-${Object.keys(found)[0]?.split('.')[0]}`)?.focus();
      return;
    }
    setClientIssues({});
    onSubmit(body);
  };

  const field = (
    key: keyof typeof fields,
    label: string,
    control: (id: string, describedBy: string) => ReactNode,
    hint?: string,
  ) => {
    const id = `${baseId}-${key}`;
    const message = issues[key];
    return (
      <div className="grid gap-1.5">
        <label id={`${id}-label`} htmlFor={id} className="font-semibold text-sm">
          {label}
        </label>
        {control(id, `${id}-message`)}
        <p
          id={`${id}-message`}
          className={message ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
        >
          {message ?? hint ?? ''}
        </p>
      </div>
    );
  };
  const input = (key: keyof typeof fields, label: string, type = 'text', hint?: string) =>
    field(
      key,
      label,
      (id, describedBy) => (
        <input
          id={id}
          type={type}
          value={fields[key]}
          onChange={(e) => set(key)(e.target.value)}
          aria-invalid={Boolean(issues[key])}
          aria-describedby={describedBy}
          className={inputClass}
          min={type === 'number' ? 0 : undefined}
        />
      ),
      hint,
    );

  return (
    <form onSubmit={submit} noValidate className="grid max-w-3xl gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {input('name', 'Business name')}
        {field('category', 'Category', (id, describedBy) => (
          <select
            id={id}
            value={fields.category}
            onChange={(e) => set('category')(e.target.value)}
            aria-invalid={Boolean(issues.category)}
            aria-describedby={describedBy}
            className={inputClass}
          >
            <option value="">Choose a category</option>
            {VENDOR_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
        ))}
      </div>
      {field('description', 'Description', (id, describedBy) => (
        <textarea
          id={id}
          rows={5}
          value={fields.description}
          onChange={(e) => set('description')(e.target.value)}
          aria-invalid={Boolean(issues.description)}
          aria-describedby={describedBy}
          className="rounded-lg border border-input bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
        />
      ))}
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
        {field(
          'location',
          'Location',
          (id, describedBy) =>
            renderLocation({
              id,
              value: fields.location,
              onChange: set('location'),
              'aria-invalid': Boolean(issues.location),
              'aria-describedby': describedBy,
            }),
          'City, ST or a street address',
        )}
        {input('travelDistance', 'Travel distance in miles (optional)', 'number', 'Empty means 50 miles')}
        {input('yearsOfExperience', 'Years of experience (optional)', 'number')}
        {input('responseTime', 'Response time (optional)', 'text', 'For example: Within a few hours')}
      </div>
      {field('cancellationPolicy', 'Cancellation policy (optional)', (id, describedBy) => (
        <textarea
          id={id}
          rows={3}
          value={fields.cancellationPolicy}
          onChange={(e) => set('cancellationPolicy')(e.target.value)}
          aria-describedby={describedBy}
          className="rounded-lg border border-input bg-background px-3 py-2 text-sm"
        />
      ))}
      <div className="grid gap-4 sm:grid-cols-2">
        {input('instagram', 'Instagram URL (optional)', 'url')}
        {input('facebook', 'Facebook URL (optional)', 'url')}
      </div>

      <GalleryEditor
        value={gallery}
        onChange={setGallery}
        error={galleryIssueOf(issues)}
        inputId={`${baseId}-gallery`}
      />

      <fieldset className="grid gap-3">
        <legend className="mb-2 font-display font-bold text-lg">Services</legend>
        {services.length === 0 ? (
          <p className="text-muted-foreground text-sm">No services yet. Add what you offer with a price.</p>
        ) : null}
        {services.map((row, index) => {
          const sid = (k: string) => `${baseId}-services.${index}.${k}`;
          const issue = (k: string) => issues[`services.${index}.${k}`];
          const cell = (k: keyof ServiceRow, label: string, type = 'text') => (
            <div className="grid gap-1">
              <label htmlFor={sid(k)} className="font-medium text-xs">
                {label}
              </label>
              <input
                id={sid(k)}
                type={type}
                min={type === 'number' ? 0 : undefined}
                value={String(row[k] ?? '')}
                onChange={(e) => setService(row.key, { [k]: e.target.value })}
                aria-invalid={Boolean(issue(k))}
                className={inputClass}
              />
              {issue(k) ? <p className="text-destructive text-xs">{issue(k)}</p> : null}
            </div>
          );
          return (
            <div key={row.key} className="grid gap-3 rounded-xl border border-border bg-card p-4">
              <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
                {cell('name', 'Service name')}
                {cell('price', 'Price in dollars', 'number')}
              </div>
              {cell('description', 'Description (optional)')}
              <div className="grid gap-3 sm:grid-cols-3">
                {cell('durationMinutes', 'Duration in minutes', 'number')}
                {cell('minimumBookingNoticeDays', 'Minimum notice (days)', 'number')}
                {cell('maximumBookingNoticeDays', 'Maximum notice (days)', 'number')}
              </div>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                className="w-fit text-destructive"
                onClick={() => setServices((rows) => rows.filter((r) => r.key !== row.key))}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                Remove {row.name || 'service'}
              </Button>
            </div>
          );
        })}
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() =>
            setServices((rows) => [
              ...rows,
              {
                key: nextKey++,
                name: '',
                description: '',
                price: '',
                durationMinutes: '',
                minimumBookingNoticeDays: '',
                maximumBookingNoticeDays: '',
              },
            ])
          }
        >
          <Plus aria-hidden="true" className="size-4" />
          Add a service
        </Button>
      </fieldset>

      {serverMessage ? (
        <p role="alert" className="text-destructive text-sm">
          {serverMessage}
        </p>
      ) : null}
      <Button type="submit" disabled={isPending} className="w-fit">
        {isPending ? 'Saving…' : submitLabel}
      </Button>
    </form>
  );
}
