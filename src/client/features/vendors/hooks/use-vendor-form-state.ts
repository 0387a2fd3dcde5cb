import { type FormEvent, useState } from 'react';
import { ApiError } from '#client/lib/api-client.ts';
import { createVendorBodySchema, type Vendor } from '#shared/contracts/vendors.ts';
import { text } from '../components/vendor-form-field.tsx';
import { rowsOf, type ServiceRow } from '../components/vendor-services-editor.tsx';

/** The social links are sent as `socialMedia.{platform}` but edited in one field per platform. */
function fieldOfIssue(path: string): string {
  return path.startsWith('socialMedia.') ? path.slice('socialMedia.'.length) : path;
}

function fieldsOf(vendor?: Vendor) {
  return {
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
  };
}

export type VendorFields = ReturnType<typeof fieldsOf>;

/**
 * The vendor form's values and issues. The shared body schema checks them first (same rules and
 * messages as the server), then the server's answer fills the same places.
 */
export function useVendorFormState({
  vendor,
  error,
  onSubmit,
  baseId,
}: {
  vendor?: Vendor;
  error: unknown;
  onSubmit: (body: Record<string, unknown>) => void;
  /** The prefix of the fields' ids, to focus the first one with an issue. */
  baseId: string;
}) {
  const [fields, setFields] = useState(() => fieldsOf(vendor));
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

  const set = (key: keyof VendorFields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setEdited((current) => (current.has(key) ? current : new Set(current).add(key)));
  };

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

  return { fields, set, services, setServices, gallery, setGallery, issues, serverMessage, submit };
}
