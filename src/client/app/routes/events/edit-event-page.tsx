import { useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { PageSpinner } from '#client/components/layouts/app-layout.tsx';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useEvent } from '#client/features/events/api/get-event.ts';
import { useUpdateEvent } from '#client/features/events/api/update-event.ts';
import { EventEditSummary } from '#client/features/hosting/components/event-edit-summary.tsx';
import { type ChangedFields, EventForm } from '#client/features/hosting/components/event-form.tsx';
import { EventLoadProblem } from '#client/features/hosting/components/event-load-problem.tsx';
import { SeriesScopeChoice } from '#client/features/hosting/components/series-scope-choice.tsx';
import type { EventFormOutput } from '#client/features/hosting/lib/event-form-schema.ts';
import { toEventFormValues, toUpdateEventBody } from '#client/features/hosting/lib/event-form-values.ts';
import { EventImageGenerator } from '#client/features/images/components/event-image-generator.tsx';
import { RsvpSettingsCard } from '#client/features/rsvp/components/rsvp-settings-card.tsx';
import { ApiError, errorMessageOf } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import type { EventScope } from '#shared/contracts/events.ts';
import { describeRuleText } from '#shared/lib/recurrence.ts';

/** A positive integer id from the URL, or null. */
function parseEventId(raw: string | undefined): number | null {
  const id = Number(raw);
  return raw && /^\d+$/.test(raw) && Number.isSafeInteger(id) && id > 0 ? id : null;
}

/**
 * /events/:id/edit and /admin/events/:id/edit: the organizer or an administrator edits the event;
 * anyone else is sent to /.
 */
export function EditEventPage() {
  const navigate = useNavigate();
  const eventId = parseEventId(useParams().id);
  const { data: user } = useUser();
  const eventQuery = useEvent(eventId ?? 0);
  const updateEvent = useUpdateEvent();
  const [scope, setScope] = useState<EventScope>('occurrence');

  if (eventId === null)
    return (
      <PageShell title="Edit Event">
        <EventLoadProblem isNotFound />
      </PageShell>
    );
  if (eventQuery.isPending) return <PageSpinner />;
  if (eventQuery.isError) {
    const isNotFound = eventQuery.error instanceof ApiError && eventQuery.error.status === 404;
    return (
      <PageShell title="Edit Event">
        <EventLoadProblem isNotFound={isNotFound} message={errorMessageOf(eventQuery.error, '')} />
      </PageShell>
    );
  }

  const event = eventQuery.data;
  const isAdmin = user?.isAdmin ?? false;
  if (!user || !(isAdmin || event.organizerId === user.id)) return <Navigate to={paths.home} replace />;

  async function onSubmit(values: EventFormOutput, changed: ChangedFields) {
    try {
      await updateEvent.mutateAsync({
        id: event.id,
        body: toUpdateEventBody(values, changed),
        ...(event.series ? { scope } : {}),
      });
      toast({
        title: 'Success',
        description:
          event.series && scope === 'series' ? 'Every date from now on was updated' : 'Event updated',
        variant: 'success',
      });
      navigate(paths.event(event.id));
    } catch (error) {
      toast({
        title: 'Error',
        description: errorMessageOf(error, 'Failed to update event'),
        variant: 'destructive',
      });
      throw error;
    }
  }

  return (
    <PageShell title="Edit Event" documentTitle={`Edit ${event.title}`} description={event.title}>
      <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <EventForm
          key={event.id}
          mode="edit"
          eventId={event.id}
          defaultValues={toEventFormValues(event)}
          isAdmin={isAdmin}
          isSubmitting={updateEvent.isPending}
          onSubmit={onSubmit}
          renderImageGenerator={(props) => <EventImageGenerator {...props} />}
          cancelHref={paths.event(event.id)}
          intro={
            event.series ? (
              <SeriesScopeChoice
                value={scope}
                onChange={setScope}
                summary={describeRuleText(event.series.rule, event.series.timeZone)}
              />
            ) : null
          }
        />
        <div className="order-first lg:sticky lg:top-24 lg:order-none">
          <EventEditSummary event={event} />
        </div>
        <div className="min-w-0">
          <RsvpSettingsCard eventId={event.id} scope={event.series ? scope : undefined} />
        </div>
      </div>
    </PageShell>
  );
}
