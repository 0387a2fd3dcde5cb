import { Settings } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError, errorMessageOf } from '#client/lib/api-client.ts';
import type {
  AdminSettingsResponse,
  SiteSettings,
  UpdateSiteSettingsBody,
} from '#shared/contracts/site-settings.ts';
import { useUpdateAdminSettings } from '../api/site-settings.ts';

const placeText = (place: SiteSettings['defaultLocation']) => (place ? `${place.city}, ${place.region}` : '');

type Draft = {
  siteName: string;
  contactEmail: string;
  isSignUpOpen: boolean;
  isGuestRsvpOpen: boolean;
  defaultLocation: string;
};

const draftOf = (settings: SiteSettings): Draft => ({
  ...settings,
  defaultLocation: placeText(settings.defaultLocation),
});

/** Only what differs from the saved settings is sent (and logged). */
function changedFields(draft: Draft, saved: Draft): UpdateSiteSettingsBody {
  const body: UpdateSiteSettingsBody = {};
  if (draft.siteName !== saved.siteName) body.siteName = draft.siteName;
  if (draft.contactEmail !== saved.contactEmail) body.contactEmail = draft.contactEmail;
  if (draft.isSignUpOpen !== saved.isSignUpOpen) body.isSignUpOpen = draft.isSignUpOpen;
  if (draft.isGuestRsvpOpen !== saved.isGuestRsvpOpen) body.isGuestRsvpOpen = draft.isGuestRsvpOpen;
  if (draft.defaultLocation.trim() !== saved.defaultLocation)
    body.defaultLocation = draft.defaultLocation.trim() || null;
  return body;
}

function SwitchRow({
  label,
  hint,
  checked,
  onChange,
}: {
  label: string;
  hint: string;
  checked: boolean;
  onChange: (value: boolean) => void;
}) {
  return (
    <FormField label={label} hint={hint} isInline>
      <Switch checked={checked} onCheckedChange={onChange} />
    </FormField>
  );
}

/** Site name, contact address, sign-up and guest RSVP switches, and the default place. */
export function SiteSettingsForm({ data }: { data: AdminSettingsResponse }) {
  const saved = draftOf(data.settings);
  const [draft, setDraft] = useState<Draft>(saved);
  const update = useUpdateAdminSettings();
  const issues = update.error instanceof ApiError ? (update.error.body?.issues ?? []) : [];
  const issueOf = (path: keyof Draft) => issues.find((issue) => issue.path === path)?.message;
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));
  const body = changedFields(draft, saved);
  const hasChanges = Object.keys(body).length > 0;
  const server = `${data.serverDefaultLocation.city}, ${data.serverDefaultLocation.region}`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(body, {
      onSuccess: (next) => {
        setDraft(draftOf(next.settings));
        toast({ title: 'Settings saved', description: 'The changes apply now.', variant: 'success' });
      },
    });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Settings aria-hidden="true" className="size-5" /> Site configuration
        </CardTitle>
        <CardDescription>
          Changes apply at once, with no restart, and are logged with your name.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-5">
          <FormField
            label="Site name"
            hint="Shown in the footer and in every mail."
            error={issueOf('siteName')}
          >
            <Input value={draft.siteName} maxLength={60} onChange={(e) => set('siteName', e.target.value)} />
          </FormField>
          <FormField
            label="Contact address"
            hint="Shown in the footer; replies to the site's mails go here. Leave empty for none."
            error={issueOf('contactEmail')}
          >
            <Input
              type="email"
              autoComplete="off"
              value={draft.contactEmail}
              onChange={(e) => set('contactEmail', e.target.value)}
            />
          </FormField>
          <FormField
            label="Default location"
            hint={`For visitors whose location is unknown, like Austin, TX. Leave empty for the server's default (${server}).`}
            error={issueOf('defaultLocation')}
          >
            <Input
              value={draft.defaultLocation}
              placeholder={server}
              onChange={(e) => set('defaultLocation', e.target.value)}
            />
          </FormField>
          <SwitchRow
            label="Sign-up open"
            hint="When off, nobody can create an account; people who have one still sign in."
            checked={draft.isSignUpOpen}
            onChange={(value) => set('isSignUpOpen', value)}
          />
          <SwitchRow
            label="Guests may RSVP without an account"
            hint="When off, guests are asked to sign in before answering an invitation."
            checked={draft.isGuestRsvpOpen}
            onChange={(value) => set('isGuestRsvpOpen', value)}
          />
          {update.error && issues.length === 0 ? (
            <p role="alert" className="text-destructive text-sm">
              {errorMessageOf(update.error)}
            </p>
          ) : null}
          <Button type="submit" className="w-fit" disabled={!hasChanges} isLoading={update.isPending}>
            Save settings
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
