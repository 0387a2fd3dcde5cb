import { Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import type { RsvpState } from '#shared/contracts/rsvp.ts';
import { useRsvpState } from '../api/get-rsvp-state.ts';
import { useGuestList } from '../api/guest-list.ts';
import { AnswerForm } from './rsvp-answer-form.tsx';

function CountLine({ state }: { state: RsvpState }) {
  const { counts, placesLeft } = state;
  return (
    <p className="flex flex-wrap items-center gap-2 text-muted-foreground text-sm">
      <span className="font-semibold text-foreground">{counts.going} going</span>
      {counts.maybe > 0 ? <span>· {counts.maybe} maybe</span> : null}
      {placesLeft !== null ? (
        placesLeft > 0 ? (
          <Badge variant="success">
            {placesLeft} {placesLeft === 1 ? 'place' : 'places'} left
          </Badge>
        ) : (
          <Badge variant="warning">Full · waitlist open</Badge>
        )
      ) : null}
    </p>
  );
}

/**
 * The event page's RSVP panel: Going / Maybe / Can't go in one click when signed in, plus-ones and
 * a note to the host; a guest gives a name and email and confirms by the mailed link.
 */
export function RsvpPanel({
  eventId,
  isSignedIn,
  hostActions,
}: {
  eventId: number;
  isSignedIn: boolean;
  hostActions?: ReactNode;
}) {
  const stateQuery = useRsvpState(eventId);
  const state = stateQuery.data;
  if (!state?.settings.isEnabled) return null;
  return (
    <Card aria-labelledby="rsvp-heading" role="region" className="gap-4">
      <CardHeader>
        <h2 id="rsvp-heading" className="flex items-center gap-2.5 font-display text-h3">
          <span className="grid size-9 place-items-center rounded-xl bg-brand-50 text-brand-700">
            <Users aria-hidden="true" className="size-4.5" />
          </span>
          Are you going?
        </h2>
        <CountLine state={state} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <AnswerForm
          key={state.myRsvp?.updatedAt ?? 'none'}
          eventId={eventId}
          state={state}
          isSignedIn={isSignedIn}
        />
        {state.settings.isGuestListPublic && state.counts.going > 0 ? <WhosGoing eventId={eventId} /> : null}
        {state.canManage && hostActions ? (
          <div className="flex flex-wrap gap-3 border-t pt-4">{hostActions}</div>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** How many faces the panel shows before "and N more". */
const WHOS_GOING_SHOWN = 12;

/**
 * "Who's going", when the host made the list public: first names and avatars of those going, with
 * their plus-ones: the first of them, from the same call the host's list pages through.
 */
function WhosGoing({ eventId }: { eventId: number }) {
  const list = useGuestList(eventId, { status: 'going', limit: WHOS_GOING_SHOWN });
  if (!list.data) return null;
  const shown =
    list.data.view === 'public'
      ? list.data.guests
      : list.data.guests.map((guest) => ({
          firstName: guest.name.trim().split(/\s+/)[0] ?? guest.name,
          avatar: guest.avatar,
          plusOnes: guest.plusOnes,
        }));
  if (shown.length === 0) return null;
  const more = list.data.total - shown.length;
  return (
    <section aria-labelledby="whos-going-heading" className="grid gap-2 border-t pt-4">
      <h3 id="whos-going-heading" className="font-semibold text-sm">
        Who's going
      </h3>
      <ul className="flex flex-wrap gap-2">
        {shown.map((person, index) => (
          <li
            // First names repeat and carry no id: the position is the identity within this list.
            key={index}
            className="flex items-center gap-1.5 rounded-full bg-muted py-1 pr-3 pl-1 text-sm"
          >
            {/* The name is written beside it, so the picture is decoration. */}
            <Avatar size="xs" aria-hidden="true">
              {person.avatar ? <AvatarImage src={person.avatar} alt="" /> : null}
              <AvatarFallback name={person.firstName} />
            </Avatar>
            <span>
              {person.firstName}
              {person.plusOnes > 0 ? (
                <span className="text-muted-foreground"> +{person.plusOnes}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
      {more > 0 ? <p className="text-muted-foreground text-xs">and {more} more</p> : null}
    </section>
  );
}
