import { Check, HelpCircle, X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { useAppConfig } from '#client/lib/app-config.ts';
import { GUEST_RSVP_CLOSED_MESSAGE } from '#shared/constants.ts';
import type { RsvpState } from '#shared/contracts/rsvp.ts';
import { useAnswerRsvp } from '../api/answer-rsvp.ts';
import { describeRsvp } from '../lib/describe-rsvp.ts';

type Answer = 'going' | 'maybe' | 'declined';

const ANSWERS: { value: Answer; label: string; icon: typeof Check }[] = [
  { value: 'going', label: 'Going', icon: Check },
  { value: 'maybe', label: 'Maybe', icon: HelpCircle },
  { value: 'declined', label: "Can't go", icon: X },
];

/** A guest's name and email, asked of someone not signed in. */
function GuestFields({
  name,
  onNameChange,
  email,
  onEmailChange,
}: {
  name: string;
  onNameChange: (name: string) => void;
  email: string;
  onEmailChange: (email: string) => void;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <div className="grid gap-1.5">
        <Label htmlFor="rsvp-name">Your name</Label>
        <Input
          id="rsvp-name"
          autoComplete="name"
          value={name}
          onChange={(e) => onNameChange(e.target.value)}
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
          onChange={(e) => onEmailChange(e.target.value)}
          required
        />
      </div>
    </div>
  );
}

/** How many more people come along (when the host allows any) and a note to the host. */
function AnswerDetails({
  max,
  plusOnes,
  onPlusOnesChange,
  note,
  onNoteChange,
}: {
  max: number;
  plusOnes: number;
  onPlusOnesChange: (plusOnes: number) => void;
  note: string;
  onNoteChange: (note: string) => void;
}) {
  return (
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
            onChange={(e) => onPlusOnesChange(Math.max(0, Math.min(max, Number(e.target.value) || 0)))}
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
          onChange={(e) => onNoteChange(e.target.value)}
        />
      </div>
    </div>
  );
}

/** The caller's answer: Going, Maybe or Can't go, with plus-ones and a note; guests give a name and email. */
export function AnswerForm({
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
        <GuestFields name={name} onNameChange={setName} email={email} onEmailChange={setEmail} />
      ) : null}
      <AnswerDetails
        max={max}
        plusOnes={plusOnes}
        onPlusOnesChange={setPlusOnes}
        note={note}
        onNoteChange={setNote}
      />
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
