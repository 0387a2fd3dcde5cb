import { Check, HelpCircle, Users, X } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Avatar, AvatarFallback, AvatarImage } from '#client/components/ui/avatar.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { useAppConfig } from '#client/lib/app-config.ts';
import { GUEST_RSVP_CLOSED_MESSAGE } from '#shared/constants.ts';
import type { Rsvp, RsvpState } from '#shared/contracts/rsvp.ts';
import { useAnswerRsvp } from '../api/answer-rsvp.ts';
import { useRsvpState } from '../api/get-rsvp-state.ts';
import { useGuestList } from '../api/guest-list.ts';

type Answer = 'going' | 'maybe' | 'declined';

const ANSWERS: { value: Answer; label: string; icon: typeof Check }[] = [
  { value: 'going', label: 'Going', icon: Check },
  { value: 'maybe', label: 'Maybe', icon: HelpCircle },
  { value: 'declined', label: "Can't go", icon: X },
];

/** "You're going" and friends: the caller's answer in words. */
export function describeRsvp(rsvp: Pick<Rsvp, 'status' | 'plusOnes' | 'waitlistPosition'>): string {
  const extra = rsvp.plusOnes > 0 ? ` with ${rsvp.plusOnes} more` : '';
  if (rsvp.status === 'going') return `You're going${extra}.`;
  if (rsvp.status === 'waitlisted')
    return `You're on the waitlist${rsvp.waitlistPosition ? ` (number ${rsvp.waitlistPosition})` : ''}${extra}. We'll email you if a place opens up.`;
  if (rsvp.status === 'maybe') return `You answered Maybe${extra}.`;
  return "You can't go.";
}

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

function AnswerForm({
  eventId,
  state,
  isSignedIn,
}: {
  eventId: number;
  state: RsvpState;
  isSignedIn: boolean;
}) {
  const mine = state.myRsvp;
  const answer = useAnswerRsvp(eventId);
  const [plusOnes, setPlusOnes] = useState(mine?.plusOnes ?? 0);
  const [note, setNote] = useState(mine?.note ?? '');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [pending, setPending] = useState<string | null>(null);
  const current: Answer | null = mine ? (mine.status === 'waitlisted' ? 'going' : mine.status) : null;
  const max = state.settings.plusOneMax;
  const config = useAppConfig();
  const location = useLocation();

  async function send(status: Answer) {
    const body = {
      status,
      plusOnes: status === 'declined' ? 0 : Math.min(plusOnes, max),
      note,
      ...(isSignedIn ? {} : { guest: { name, email } }),
    };
    const result = await answer.mutateAsync(body);
    if (result && 'isPending' in result) setPending(result.message);
  }

  if (!state.isOpen)
    return (
      <p className="text-sm">{mine ? `${describeRsvp(mine)} ` : ''}Answers for this event are closed.</p>
    );
  if (!isSignedIn && config.data?.isGuestRsvpOpen === false)
    return (
      <p className="text-sm">
        {GUEST_RSVP_CLOSED_MESSAGE}{' '}
        <Link
          to={authPathWithRedirect(`${location.pathname}${location.search}`)}
          className="font-semibold underline underline-offset-2"
        >
          Sign in or create an account
        </Link>
      </p>
    );
  if (pending)
    return (
      <p
        role="status"
        className="rounded-xl bg-success-subtle px-4 py-3 text-sm text-success-subtle-foreground"
      >
        {pending}
      </p>
    );

  return (
    <form className="grid gap-4" onSubmit={(e) => e.preventDefault()}>
      {mine ? (
        <p role="status" className="font-medium text-sm">
          {describeRsvp(mine)}
        </p>
      ) : null}
      {!isSignedIn ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="grid gap-1.5">
            <Label htmlFor="rsvp-name">Your name</Label>
            <Input
              id="rsvp-name"
              autoComplete="name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="rsvp-email">Your email</Label>
            <Input
              id="rsvp-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              required
            />
          </div>
        </div>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-[8rem_minmax(0,1fr)]">
        {max > 0 ? (
          <div className="grid content-start gap-1.5">
            <Label htmlFor="rsvp-plus-ones">Plus-ones</Label>
            <Input
              id="rsvp-plus-ones"
              type="number"
              inputMode="numeric"
              min={0}
              max={max}
              value={plusOnes}
              onChange={(e) => setPlusOnes(Math.max(0, Math.min(max, Number(e.target.value) || 0)))}
            />
            <span className="text-muted-foreground text-xs">Up to {max}</span>
          </div>
        ) : null}
        <div className="grid gap-1.5">
          <Label htmlFor="rsvp-note">Note to the host (optional)</Label>
          <Textarea
            id="rsvp-note"
            rows={2}
            maxLength={500}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="sr-only">Your answer</legend>
        <div className="grid grid-cols-3 gap-2">
          {ANSWERS.map(({ value, label, icon: Icon }) => (
            <Button
              key={value}
              type="button"
              variant={current === value ? 'default' : 'outline'}
              aria-pressed={current === value}
              disabled={answer.isPending || (!isSignedIn && (!name.trim() || !email.trim()))}
              onClick={() => void send(value).catch(() => {})}
              className="px-2"
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
        {!isSignedIn ? (
          <p className="text-muted-foreground text-xs">
            We'll email you a link to confirm; your answer counts once you open it.
          </p>
        ) : null}
      </fieldset>
      {mine ? (
        <Button
          type="button"
          variant="link"
          className="justify-self-start text-sm"
          disabled={answer.isPending}
          onClick={() => void answer.mutateAsync(null).catch(() => {})}
        >
          Withdraw my answer
        </Button>
      ) : null}
    </form>
  );
}
