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
import { toast } from '#client/components/ui/use-toast.ts';
import { authPathWithRedirect } from '#client/config/paths.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import { useCreateQuoteRequest, useMyUpcomingEvents } from '../api/quote-requests.ts';
import { localDay, QuoteEventSelect } from './quote-event-select.tsx';
import { QuoteRequestFields, type QuoteRequestFieldValues } from './quote-request-fields.tsx';

const EMPTY: QuoteRequestFieldValues = {
  eventId: '',
  eventDate: '',
  guestCount: '',
  budget: '',
  message: '',
};

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
              <QuoteEventSelect
                events={events}
                value={fields.eventId}
                onPick={pickEvent}
                error={issueOf('eventId')}
              />
            ) : null}
            <QuoteRequestFields fields={fields} set={set} issueOf={issueOf} />
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
