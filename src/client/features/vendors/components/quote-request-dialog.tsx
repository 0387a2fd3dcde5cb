import { MessageSquareQuote } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { FormField } from '#client/components/ui/form-field.tsx';
import { Input, inputBaseClass } from '#client/components/ui/input.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import { QUOTE_MESSAGE_MAX } from '#shared/constants.ts';
import { useCreateQuoteRequest, useMyUpcomingEvents } from '../api/quote-requests.ts';

const EMPTY = { eventId: '', eventDate: '', guestCount: '', budget: '', message: '' };

/** The calendar day an event starts on where it happens (YYYY-MM-DD), for the date field. */
function localDay(iso: string, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(iso));
  } catch {
    return iso.slice(0, 10);
  }
}

/**
 * 'Request a quote': the event's day, guests, budget and a message, sent to the vendor's owner.
 * A host can attach one of their upcoming events, which fills in its day; the vendor then sees the
 * event's page. A guest is sent to sign in first and comes back here.
 */
export function QuoteRequestDialog({ vendorId, vendorName }: { vendorId: number; vendorName: string }) {
  const { data: user } = useUser();
  const navigate = useNavigate();
  const location = useLocation();
  const [isOpen, setIsOpen] = useState(false);
  const [fields, setFields] = useState(EMPTY);
  // One key per filled-in form: a resend after a lost answer is not a second request.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const create = useCreateQuoteRequest(vendorId);
  const myEvents = useMyUpcomingEvents(isOpen);
  const events = myEvents.data?.events ?? [];
  const issues = create.error instanceof ApiError ? (create.error.body?.issues ?? []) : [];
  // A field's message goes away as soon as the person edits that field.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const issueOf = (path: string) =>
    edited.has(path) ? undefined : issues.find((i) => i.path === path)?.message;
  const formError =
    create.error instanceof ApiError && issues.length === 0 ? create.error.serverMessage : null;
  const today = new Date().toISOString().slice(0, 10);

  const open = () => {
    if (!user) {
      navigate(authPathWithRedirect(`${location.pathname}${location.search}`));
      return;
    }
    setIsOpen(true);
  };
  const set = (name: keyof typeof EMPTY) => (event: { target: { value: string } }) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setEdited((current) => new Set(current).add(name));
  };
  const pickEvent = (value: string) => {
    const picked = events.find((e) => String(e.id) === value);
    setEdited((current) => new Set(current).add('eventId').add('eventDate'));
    setFields((current) => ({
      ...current,
      eventId: value,
      ...(picked ? { eventDate: localDay(picked.date, picked.timeZone) } : {}),
    }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setEdited(new Set());
    create.mutate(
      { body: { ...fields, eventId: fields.eventId || null }, key },
      {
        onSuccess: () => {
          setIsOpen(false);
          setFields(EMPTY);
          setKey(crypto.randomUUID());
          create.reset();
          toast({
            variant: 'success',
            title: 'Quote request sent',
            description: `${vendorName} will reply by email.`,
          });
        },
      },
    );
  };

  return (
    <>
      <Button type="button" onClick={open} className="w-fit">
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        Request a quote
      </Button>
      <Dialog open={isOpen} onOpenChange={setIsOpen}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Request a quote</DialogTitle>
            <DialogDescription>
              Tell {vendorName} about your event. They reply by email, usually with a price.
            </DialogDescription>
          </DialogHeader>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            {events.length > 0 ? (
              <FormField label="For one of your events" hint="Optional" error={issueOf('eventId')}>
                <select
                  value={fields.eventId}
                  onChange={(event) => pickEvent(event.target.value)}
                  className={`${inputBaseClass} h-11`}
                >
                  <option value="">No event yet</option>
                  {events.map((e) => (
                    <option key={e.id} value={e.id}>
                      {e.title} · {localDay(e.date, e.timeZone)}
                    </option>
                  ))}
                </select>
              </FormField>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField label="Event date" isRequired error={issueOf('eventDate')}>
                <Input type="date" min={today} value={fields.eventDate} onChange={set('eventDate')} />
              </FormField>
              <FormField label="Guests" isRequired error={issueOf('guestCount')}>
                <Input
                  type="number"
                  inputMode="numeric"
                  min={1}
                  value={fields.guestCount}
                  onChange={set('guestCount')}
                />
              </FormField>
            </div>
            <FormField label="Budget ($)" hint="Optional" error={issueOf('budget')}>
              <Input
                type="number"
                inputMode="decimal"
                min={0}
                value={fields.budget}
                onChange={set('budget')}
              />
            </FormField>
            <FormField label="Message" isRequired error={issueOf('message')}>
              <Textarea
                rows={5}
                maxLength={QUOTE_MESSAGE_MAX}
                placeholder="The occasion, the place, the hours, anything special"
                value={fields.message}
                onChange={set('message')}
              />
            </FormField>
            {formError ? (
              <p role="alert" className="text-destructive text-sm">
                {formError}
              </p>
            ) : null}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setIsOpen(false)}>
                Cancel
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending ? 'Sending…' : 'Send request'}
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
