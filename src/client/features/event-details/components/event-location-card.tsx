import { ExternalLink, MapPin } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import type { Event } from '#shared/contracts/events.ts';
import { directionsUrl } from '../lib/directions-url.ts';
import { InfoCardHeading } from './info-card-heading.tsx';

export function EventLocationCard({ event }: { event: Pick<Event, 'location' | 'city' | 'region'> }) {
  const location = event.location.trim();
  const place = [event.city, event.region].filter(Boolean).join(', ');
  const showPlace = place && !location.toLowerCase().includes(place.toLowerCase());
  return (
    <Card className="h-full">
      <CardHeader>
        <InfoCardHeading icon={MapPin}>Location</InfoCardHeading>
      </CardHeader>
      <CardContent className="grid gap-4">
        {location ? (
          <>
            <address className="grid gap-1 not-italic">
              <span className="break-words font-semibold text-ink-950">{location}</span>
              {showPlace ? <span className="text-ink-700">{place}</span> : null}
            </address>
            <Button asChild variant="secondary" size="sm" className="w-fit">
              <a href={directionsUrl(location)} target="_blank" rel="noopener noreferrer">
                Get directions
                <ExternalLink aria-hidden="true" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </Button>
          </>
        ) : (
          <p className="text-muted-foreground">No location provided</p>
        )}
      </CardContent>
    </Card>
  );
}
