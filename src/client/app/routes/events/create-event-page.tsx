import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useCreateEvent } from '#client/features/events/api/create-event.ts';
import { EventForm } from '#client/features/hosting/components/event-form.tsx';
import { HostingTips } from '#client/features/hosting/components/hosting-tips.tsx';
import type { EventFormOutput } from '#client/features/hosting/lib/event-form-schema.ts';
import { DEFAULT_REPEAT_DRAFT, recurrenceOf } from '#client/features/hosting/lib/repeat-draft.ts';
import { EventImageGenerator } from '#client/features/images/components/event-image-generator.tsx';
import { saveRsvpSettings } from '#client/features/rsvp/api/update-rsvp-settings.ts';
import {
  DEFAULT_RSVP_DRAFT,
  RsvpSettingsDraftCard,
  rsvpBodyOf,
} from '#client/features/rsvp/components/rsvp-settings-card.tsx';
import { ApiError, errorMessageOf } from '#client/lib/api-client.ts';
import { authKeys, useUser } from '#client/lib/user.ts';
import { recurrenceSchema } from '#shared/contracts/events.ts';
import { updateRsvpSettingsBodySchema } from '#shared/contracts/rsvp.ts';

/** /create-event and /events/create: host a new party, then open its page. */
export function CreateEventPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const createEvent = useCreateEvent();
  const [rsvpDraft, setRsvpDraft] = useState(DEFAULT_RSVP_DRAFT);
  const [rsvpError, setRsvpError] = useState<string | null>(null);
  const [repeatDraft, setRepeatDraft] = useState(DEFAULT_REPEAT_DRAFT);
  const [repeatError, setRepeatError] = useState<string | null>(null);

  async function onSubmit(values: EventFormOutput) {
    // The RSVP settings are checked before the event exists, so a bad capacity creates nothing.
    const rsvp = updateRsvpSettingsBodySchema.safeParse(rsvpBodyOf(rsvpDraft));
    if (!rsvp.success) {
      setRsvpError(rsvp.error.issues[0]?.message ?? 'Check the RSVP settings');
      return;
    }
    setRsvpError(null);
    const recurrence = recurrenceOf(repeatDraft);
    if (recurrence) {
      const checked = recurrenceSchema.safeParse(recurrence);
      if (!checked.success) {
        setRepeatError(checked.error.issues[0]?.message ?? 'Check how the event repeats');
        return;
      }
    }
    setRepeatError(null);
    try {
      const event = await createEvent.mutateAsync({ ...values, recurrence });
      if (JSON.stringify(rsvpDraft) !== JSON.stringify(DEFAULT_RSVP_DRAFT)) {
        try {
          // A series takes the same settings on every date.
          await saveRsvpSettings(event.id, rsvp.data, event.series ? 'series' : undefined);
        } catch (error) {
          // The event exists: say so, and open its edit page where the settings can be saved again.
          toast({
            title: 'Event created',
            description: `Its RSVP settings were not saved: ${errorMessageOf(error)}`,
            variant: 'destructive',
          });
          navigate(paths.editEvent(event.id));
          return;
        }
      }
      toast({ title: 'Success', description: 'Event created', variant: 'success' });
      navigate(paths.event(event.id));
    } catch (error) {
      const repeatIssue =
        error instanceof ApiError
          ? error.body?.issues?.find((issue) => issue.path.startsWith('recurrence'))
          : undefined;
      if (repeatIssue) setRepeatError(repeatIssue.message);
      const isSignedOut = error instanceof ApiError && error.status === 401;
      toast({
        title: 'Error',
        description: isSignedOut
          ? 'You must be logged in to create an event'
          : errorMessageOf(error, 'Failed to create event'),
        variant: 'destructive',
      });
      // The session ended: the route guard then sends the person to /auth and back here.
      if (isSignedOut) queryClient.setQueryData(authKeys.user, null);
      throw error;
    }
  }

  return (
    <PageShell
      title="Host a New Party"
      description="Tell people what's happening, where and when. You can change any of it later."
    >
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <EventForm
          mode="create"
          isAdmin={user?.isAdmin ?? false}
          isSubmitting={createEvent.isPending}
          onSubmit={onSubmit}
          renderImageGenerator={(props) => <EventImageGenerator {...props} />}
          repeat={{
            value: repeatDraft,
            onChange: (draft) => {
              setRepeatDraft(draft);
              setRepeatError(null);
            },
            error: repeatError,
          }}
          extraSections={
            <RsvpSettingsDraftCard
              value={rsvpDraft}
              onChange={(draft) => {
                setRsvpDraft(draft);
                setRsvpError(null);
              }}
              error={rsvpError}
            />
          }
        />
        <div className="hidden lg:sticky lg:top-24 lg:block">
          <HostingTips />
        </div>
      </div>
    </PageShell>
  );
}
