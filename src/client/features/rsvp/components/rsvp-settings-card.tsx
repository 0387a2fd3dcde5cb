import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import type { EventScope } from '#shared/contracts/events.ts';
import type { RsvpSettings, UpdateRsvpSettingsBody } from '#shared/contracts/rsvp.ts';
import { useRsvpState } from '../api/get-rsvp-state.ts';
import { useUpdateRsvpSettings } from '../api/update-rsvp-settings.ts';

/** datetime-local text in the browser's zone for an ISO instant, and back. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The settings as the form holds them: numbers and the deadline as the inputs' text. */
export type RsvpSettingsDraft = {
  isEnabled: boolean;
  capacity: string;
  deadline: string;
  isGuestListPublic: boolean;
  plusOneMax: string;
};

/** A new event's settings until the host changes them: RSVPs on, no limit, list host-only, 2 plus-ones. */
export const DEFAULT_RSVP_DRAFT: RsvpSettingsDraft = {
  isEnabled: true,
  capacity: '',
  deadline: '',
  isGuestListPublic: false,
  plusOneMax: '2',
};

const draftOf = (settings: RsvpSettings): RsvpSettingsDraft => ({
  isEnabled: settings.isEnabled,
  capacity: settings.capacity === null ? '' : String(settings.capacity),
  deadline: toLocalInput(settings.deadline),
  isGuestListPublic: settings.isGuestListPublic,
  plusOneMax: String(settings.plusOneMax),
});

/** The request body for a draft; the server (or the shared schema) judges the numbers. */
export const rsvpBodyOf = (draft: RsvpSettingsDraft): UpdateRsvpSettingsBody => ({
  isEnabled: draft.isEnabled,
  capacity: draft.capacity.trim() === '' ? null : Number(draft.capacity),
  deadline: fromLocalInput(draft.deadline),
  isGuestListPublic: draft.isGuestListPublic,
  plusOneMax: Number(draft.plusOneMax),
});

/** The host's RSVP settings for a saved event: on or off, capacity, deadline, guest list, plus-ones. */
export function RsvpSettingsCard({ eventId, scope }: { eventId: number; scope?: EventScope }) {
  const stateQuery = useRsvpState(eventId);
  if (!stateQuery.data) return null;
  return (
    <SettingsForm
      key={JSON.stringify(stateQuery.data.settings)}
      eventId={eventId}
      initial={stateQuery.data.settings}
      scope={scope}
    />
  );
}

function SettingsForm({
  eventId,
  initial,
  scope,
}: {
  eventId: number;
  initial: RsvpSettings;
  scope: EventScope | undefined;
}) {
  const update = useUpdateRsvpSettings(eventId, scope);
  const [draft, setDraft] = useState(() => draftOf(initial));

  async function save(event: React.FormEvent) {
    event.preventDefault();
    await update.mutateAsync(rsvpBodyOf(draft));
    toast({ title: 'Success', description: 'RSVP settings saved', variant: 'success' });
  }

  return (
    <SettingsCardShell>
      <form className="grid gap-4" onSubmit={(e) => void save(e).catch(() => {})}>
        <RsvpSettingsFields value={draft} onChange={setDraft} />
        <Button type="submit" variant="outline" className="justify-self-start" disabled={update.isPending}>
          Save RSVP settings
        </Button>
      </form>
    </SettingsCardShell>
  );
}

/**
 * The same settings on the create page, inside the event's form: they are saved right after the
 * event is (the page does that), so the host sets them in one go.
 */
export function RsvpSettingsDraftCard({
  value,
  onChange,
  error,
}: {
  value: RsvpSettingsDraft;
  onChange: (draft: RsvpSettingsDraft) => void;
  error?: string | null;
}) {
  return (
    <SettingsCardShell>
      <div className="grid gap-4">
        <RsvpSettingsFields value={value} onChange={onChange} />
        {error ? (
          <p role="alert" className="text-destructive text-sm">
            {error}
          </p>
        ) : null}
      </div>
    </SettingsCardShell>
  );
}

function SettingsCardShell({ children }: { children: React.ReactNode }) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Guests and RSVPs</CardTitle>
        <CardDescription>Who can answer, how many can come, and who sees the guest list.</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

function RsvpSettingsFields({
  value,
  onChange,
}: {
  value: RsvpSettingsDraft;
  onChange: (draft: RsvpSettingsDraft) => void;
}) {
  const set = <K extends keyof RsvpSettingsDraft>(key: K, next: RsvpSettingsDraft[K]) =>
    onChange({ ...value, [key]: next });
  return (
    <>
      <div className="flex items-center justify-between gap-4">
        <Label htmlFor="rsvp-enabled">Take RSVPs</Label>
        <Switch id="rsvp-enabled" checked={value.isEnabled} onCheckedChange={(on) => set('isEnabled', on)} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="rsvp-capacity">Capacity (people, plus-ones included)</Label>
          <Input
            id="rsvp-capacity"
            type="number"
            min={1}
            placeholder="No limit"
            value={value.capacity}
            onChange={(e) => set('capacity', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rsvp-plus-one-max">Plus-ones per guest</Label>
          <Input
            id="rsvp-plus-one-max"
            type="number"
            min={0}
            max={20}
            value={value.plusOneMax}
            onChange={(e) => set('plusOneMax', e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="rsvp-deadline">RSVP deadline (optional)</Label>
          <Input
            id="rsvp-deadline"
            type="datetime-local"
            value={value.deadline}
            onChange={(e) => set('deadline', e.target.value)}
          />
        </div>
        <div className="flex items-center justify-between gap-4 self-end pb-2">
          <Label htmlFor="rsvp-public">Show "Who's going" to everyone</Label>
          <Switch
            id="rsvp-public"
            checked={value.isGuestListPublic}
            onCheckedChange={(on) => set('isGuestListPublic', on)}
          />
        </div>
      </div>
    </>
  );
}
