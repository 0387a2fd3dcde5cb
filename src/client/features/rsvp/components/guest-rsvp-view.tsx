import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { errorMessageOf } from '#client/lib/api-client.ts';
import { useChangeGuestRsvp, useConfirmedGuestRsvp } from '../api/guest-rsvp.ts';
import { describeRsvp } from '../lib/describe-rsvp.ts';

type Answer = 'going' | 'maybe' | 'declined';

/** What a guest without an account sees from the mailed link: the confirmed answer, and a way to change it. */
export function GuestRsvpView({ token, eventHref }: { token: string; eventHref: (id: number) => string }) {
  const query = useConfirmedGuestRsvp(token);
  const change = useChangeGuestRsvp(token);
  const [isWithdrawn, setWithdrawn] = useState(false);
  const [plusOnes, setPlusOnes] = useState<number | null>(null);
  if (query.isPending) return <p className="text-muted-foreground">Checking your link…</p>;
  if (query.isError) return <p role="alert">{errorMessageOf(query.error, 'This link is not valid.')}</p>;
  const { rsvp, event, name, plusOneMax, isOpen } = query.data;
  const count = plusOnes ?? rsvp.plusOnes;
  if (isWithdrawn)
    return <p role="status">Your answer was withdrawn. You can answer again from the event page.</p>;

  const send = (status: Answer) =>
    change
      .mutateAsync({ status, plusOnes: status === 'declined' ? 0 : count, note: rsvp.note })
      .catch(() => {});

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <Link to={eventHref(event.id)} className="hover:underline">
            {event.title}
          </Link>
        </CardTitle>
        <p className="text-muted-foreground text-sm">
          Hi {name}. {describeRsvp(rsvp).replace('You', 'Your answer is in: you')}
        </p>
      </CardHeader>
      <CardContent className="grid gap-4">
        {isOpen ? (
          <>
            {plusOneMax > 0 ? (
              <div className="grid max-w-40 gap-1.5">
                <Label htmlFor="guest-plus-ones">Plus-ones (up to {plusOneMax})</Label>
                <Input
                  id="guest-plus-ones"
                  type="number"
                  min={0}
                  max={plusOneMax}
                  value={count}
                  onChange={(e) =>
                    setPlusOnes(Math.max(0, Math.min(plusOneMax, Number(e.target.value) || 0)))
                  }
                />
              </div>
            ) : null}
            <div className="grid grid-cols-3 gap-2">
              {(['going', 'maybe', 'declined'] as const).map((status) => (
                <Button
                  key={status}
                  type="button"
                  variant={
                    (rsvp.status === 'waitlisted' ? 'going' : rsvp.status) === status ? 'default' : 'outline'
                  }
                  disabled={change.isPending}
                  onClick={() => void send(status)}
                >
                  {status === 'going' ? 'Going' : status === 'maybe' ? 'Maybe' : "Can't go"}
                </Button>
              ))}
            </div>
            <Button
              type="button"
              variant="link"
              className="justify-self-start"
              onClick={() =>
                void change
                  .mutateAsync(null)
                  .then(() => setWithdrawn(true))
                  .catch(() => {})
              }
            >
              Withdraw my answer
            </Button>
          </>
        ) : (
          <p>Answers for this event are closed.</p>
        )}
      </CardContent>
    </Card>
  );
}
