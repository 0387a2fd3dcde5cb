import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { useCreateEvent } from '#client/features/events/api/create-event.ts';
import { EventForm } from '#client/features/hosting/components/event-form.tsx';
import { HostingTips } from '#client/features/hosting/components/hosting-tips.tsx';
import type { EventFormOutput } from '#client/features/hosting/lib/event-form-schema.ts';
import { serverMessageOr } from '#client/features/hosting/lib/server-message.ts';
import { EventImageGenerator } from '#client/features/images/components/event-image-generator.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { authKeys, useUser } from '#client/lib/user.ts';

/** /create-event and /events/create (spec part 2 §2): host a new party, then open its page. */
export function CreateEventPage() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { data: user } = useUser();
  const createEvent = useCreateEvent();

  async function onSubmit(values: EventFormOutput) {
    try {
      const event = await createEvent.mutateAsync(values);
      toast({ title: 'Success', description: 'Event created', variant: 'success' });
      navigate(paths.event(event.id));
    } catch (error) {
      const isSignedOut = error instanceof ApiError && error.status === 401;
      toast({
        title: 'Error',
        description: isSignedOut
          ? 'You must be logged in to create an event'
          : serverMessageOr(error, 'Failed to create event'),
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
        />
        <div className="hidden lg:sticky lg:top-24 lg:block">
          <HostingTips />
        </div>
      </div>
    </PageShell>
  );
}
