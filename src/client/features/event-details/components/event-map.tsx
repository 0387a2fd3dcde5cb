import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { SectionErrorBoundary } from '#client/components/errors/section-error-boundary.tsx';
import { useInView } from '#client/hooks/use-in-view.ts';
import { useAppConfig } from '#client/lib/app-config.ts';
import { useGeocode } from '#client/lib/geocode.ts';
import type { Event } from '#shared/contracts/events.ts';
import { MapFallback } from './map-fallback.tsx';
import { MapLoading } from './map-loading.tsx';

// Leaflet, its CSS and the tiles load only when the map is about to scroll into view: on a phone it
// sits below the first screen, and most visitors read the event without reaching it.
const LeafletMap = lazy(() => import('#client/components/map/leaflet-map.tsx'));

/** Zoom 15, 300px high, no scroll-wheel zoom (the page scrolls over it). */
const MAP_ZOOM = 15;
const MAP_HEIGHT_PX = 300;

export type MapEvent = Pick<Event, 'location' | 'latitude' | 'longitude'>;

type Point = { lat: number; lon: number; approximateLabel: string | null };

/**
 * The map's states: loading, then located (a marker) or a fallback with the
 * address. Stored coordinates are used as they are; otherwise our own /api/geocode places the address.
 */
export function EventMap({ event }: { event: MapEvent }) {
  const address = event.location.trim();
  const hasCoords = event.latitude !== null && event.longitude !== null;
  const geocode = useGeocode(address, !hasCoords);
  const config = useAppConfig();
  const frame = useRef<HTMLDivElement>(null);
  const isNear = useInView(frame);

  if (!address && !hasCoords) return <p className="text-muted-foreground">No location provided</p>;

  let point: Point | null = null;
  if (hasCoords) {
    point = { lat: event.latitude as number, lon: event.longitude as number, approximateLabel: null };
  } else if (geocode.data) {
    const { lat, lon, label, precision } = geocode.data;
    point = { lat, lon, approximateLabel: precision === 'fallback' ? label : null };
  }

  let body: ReactNode;
  if (!hasCoords && geocode.isError) body = <MapFallback address={address} isNotFound />;
  else if (config.isError) body = <MapFallback address={address} isNotFound={false} />;
  else if (!point || !config.data || !isNear) body = <MapLoading />;
  else {
    body = (
      <SectionErrorBoundary fallback={<MapFallback address={address} isNotFound={false} />}>
        <Suspense fallback={<MapLoading />}>
          <LeafletMap
            lat={point.lat}
            lon={point.lon}
            label={address || 'Event location'}
            zoom={MAP_ZOOM}
            style={{ height: MAP_HEIGHT_PX, width: '100%' }}
            tileUrl={config.data.mapTileUrl}
            tileAttribution={config.data.mapTileAttribution}
          />
        </Suspense>
      </SectionErrorBoundary>
    );
  }

  return (
    <div className="grid gap-3">
      <div
        ref={frame}
        data-testid="event-map"
        className="isolate overflow-hidden rounded-2xl border border-border"
      >
        {body}
      </div>
      {point?.approximateLabel ? (
        <p className="text-muted-foreground text-sm">
          Approximate location: the pin marks {point.approximateLabel}, not the exact address.
        </p>
      ) : null}
    </div>
  );
}
