import { MapPinOff } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { SectionErrorBoundary } from '#client/components/errors/section-error-boundary.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAppConfig } from '#client/lib/app-config.ts';
import { cn } from '#client/lib/cn.ts';

// Leaflet loads only when a map is on screen.
const LeafletMap = lazy(() => import('./leaflet-map.tsx'));

function MapUnavailable() {
  return (
    <div className="grid size-full place-items-center bg-muted px-4 text-center text-muted-foreground text-sm">
      <span className="inline-flex items-center gap-2">
        <MapPinOff aria-hidden="true" className="size-4" />
        Map unavailable
      </span>
    </div>
  );
}

/**
 * A small still map that illustrates a place written beside it (a profile's city, a vendor's area),
 * in a framed figure named `label`: a skeleton while the point or the tiles' address (GET /api/config)
 * are on their way, 'Map unavailable' when either fails.
 */
export function StillMapFrame({
  label,
  className,
  point,
  isUnavailable = false,
  zoom,
  radiusMiles,
}: {
  label: string;
  /** The frame's height. */
  className: string;
  point: { lat: number; lon: number } | null;
  isUnavailable?: boolean;
  zoom?: number;
  radiusMiles?: number;
}) {
  const config = useAppConfig();
  let content: ReactNode;
  if (isUnavailable || config.isError) content = <MapUnavailable />;
  else if (!point || !config.data) content = <Skeleton className="size-full rounded-none" />;
  else
    content = (
      <SectionErrorBoundary fallback={<MapUnavailable />}>
        <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
          <LeafletMap
            lat={point.lat}
            lon={point.lon}
            zoom={zoom}
            radiusMiles={radiusMiles}
            tileUrl={config.data.mapTileUrl}
            tileAttribution={config.data.mapTileAttribution}
            className="size-full"
          />
        </Suspense>
      </SectionErrorBoundary>
    );
  return (
    <figure aria-label={label} className={cn('overflow-hidden rounded-xl border border-border', className)}>
      {content}
    </figure>
  );
}
