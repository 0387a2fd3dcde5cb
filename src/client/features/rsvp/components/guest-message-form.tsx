import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { GUEST_MESSAGES_PER_DAY, MESSAGE_GROUPS } from '#shared/constants.ts';
import { useMessageGuests } from '../api/guest-list.ts';

const GROUP_LABEL = {
  all: 'Everyone who answered',
  going: 'Going',
  maybe: 'Maybe',
  waitlisted: 'Waitlist',
} as const;

/** Email all guests or one group; each mail carries the guest's unsubscribe link. */
export function GuestMessageForm({ eventId }: { eventId: number }) {
  const send = useMessageGuests(eventId);
  const [group, setGroup] = useState<(typeof MESSAGE_GROUPS)[number]>('all');
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const result = await send.mutateAsync({ group, subject, message });
    toast({
      title: 'Message queued',
      description: `Sending to ${result.recipients} ${result.recipients === 1 ? 'guest' : 'guests'}.`,
      variant: 'success',
    });
    setSubject('');
    setMessage('');
  }

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Message your guests</CardTitle>
        <CardDescription>
          Sent by email, up to {GUEST_MESSAGES_PER_DAY} messages a day. Guests can unsubscribe from this
          event's messages.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-3" onSubmit={(e) => void submit(e).catch(() => {})}>
          <div className="grid gap-1.5">
            <Label htmlFor="message-group">Send to</Label>
            <select
              id="message-group"
              className="h-11 rounded-xl border border-input bg-card px-3 text-sm"
              value={group}
              onChange={(e) => setGroup(e.target.value as typeof group)}
            >
              {MESSAGE_GROUPS.map((g) => (
                <option key={g} value={g}>
                  {GROUP_LABEL[g]}
                </option>
              ))}
            </select>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="message-subject">Subject</Label>
            <Input
              id="message-subject"
              maxLength={150}
              value={subject}
              onChange={(e) => setSubject(e.target.value)}
              required
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="message-body">Message</Label>
            <Textarea
              id="message-body"
              rows={4}
              maxLength={5000}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              required
            />
          </div>
          <Button type="submit" className="justify-self-start" disabled={send.isPending}>
            Send message
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
