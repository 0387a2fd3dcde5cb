import { CalendarDays, MapPin, Pencil, Sparkles, Users } from 'lucide-react';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { PlannerEventDetails, PlannerUnderstood } from '#shared/contracts/planner.ts';
import { formatWhen } from '#shared/lib/format-when.ts';
import { PlannerUnderstoodList } from './planner-understood.tsx';

const FIELD_NAMES: Record<PlannerEventDetails['missing'][number], string> = {
  date: 'a date',
  location: 'a place',
};

type Props = {
  details: PlannerEventDetails;
  isCreated: boolean;
  isBusy: boolean;
  onCreate: () => void;
  onEdit: () => void;
  /** What was understood, field by field, with the words it came from. */
  understood?: PlannerUnderstood[];
  /** Changes one field in place: the card posts the correction as a chat message. */
  onCorrect?: (row: PlannerUnderstood, value: string) => void;
};

/** The event being planned: its fields, what is missing, and Create / Edit. */
export function PlannerEventCard({
  details,
  isCreated,
  isBusy,
  onCreate,
  onEdit,
  understood = [],
  onCorrect,
}: Props) {
  const canCreate = details.missing.length === 0 && !isCreated;
  return (
    <Card aria-labelledby="planner-event-title">
      <CardHeader className="gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant="secondary">{details.category}</Badge>
          {details.theme ? <Badge variant="outline">{details.theme} theme</Badge> : null}
          {isCreated ? <Badge variant="success">Created</Badge> : null}
        </div>
        <CardTitle id="planner-event-title" className="text-xl">
          {details.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <dl className="grid gap-2 text-sm">
          <div className="flex gap-2">
            <dt>
              <CalendarDays className="size-4 text-muted-foreground" aria-hidden />
              <span className="sr-only">When</span>
            </dt>
            <dd>{details.date ? formatWhen(details.date, details.timeZone) : 'Date not set yet'}</dd>
          </div>
          <div className="flex gap-2">
            <dt>
              <MapPin className="size-4 text-muted-foreground" aria-hidden />
              <span className="sr-only">Where</span>
            </dt>
            <dd>{details.location ?? 'Place not set yet'}</dd>
          </div>
          {details.guestCount ? (
            <div className="flex gap-2">
              <dt>
                <Users className="size-4 text-muted-foreground" aria-hidden />
                <span className="sr-only">Guests</span>
              </dt>
              <dd>{details.guestCount} guests</dd>
            </div>
          ) : null}
          {details.budget ? (
            <div className="flex gap-2">
              <dt className="font-semibold">Budget</dt>
              <dd>${details.budget.toLocaleString('en-US')}</dd>
            </div>
          ) : null}
          {details.honoree ? (
            <div className="flex gap-2">
              <dt className="font-semibold">For</dt>
              <dd>{details.honoree}</dd>
            </div>
          ) : null}
        </dl>
        {onCorrect && !isCreated ? (
          <PlannerUnderstoodList rows={understood} isBusy={isBusy} onCorrect={onCorrect} />
        ) : null}
        <p className="line-clamp-4 text-sm text-muted-foreground">{details.description}</p>
        {details.missing.length > 0 ? (
          <p className="rounded-md bg-warning-subtle px-3 py-2 text-sm text-warning-subtle-foreground">
            Still needed: {details.missing.map((m) => FIELD_NAMES[m]).join(' and ')}.
          </p>
        ) : null}
        {isCreated ? null : (
          <div className="flex flex-wrap gap-2">
            <Button onClick={onCreate} disabled={!canCreate || isBusy}>
              <Sparkles aria-hidden /> Create
            </Button>
            <Button variant="outline" onClick={onEdit} disabled={isBusy}>
              <Pencil aria-hidden /> Edit
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
