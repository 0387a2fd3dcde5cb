import { Map as MapIcon } from 'lucide-react';
import { Card, CardContent, CardHeader } from '#client/components/ui/card.tsx';
import { EventMap, type MapEvent } from './event-map.tsx';
import { InfoCardHeading } from './info-card-heading.tsx';

export function EventMapCard({ event }: { event: MapEvent }) {
  return (
    <Card>
      <CardHeader>
        <InfoCardHeading icon={MapIcon}>Map</InfoCardHeading>
      </CardHeader>
      <CardContent>
        <EventMap event={event} />
      </CardContent>
    </Card>
  );
}
