import { MapPinOff } from 'lucide-react';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAppConfig } from '#client/lib/app-config.ts';

// Leaflet loads only when a vendor page shows its map.
const ServiceAreaMap = lazy(() => import('./service-area-map.tsx'));

class MapBoundary extends Component<{ children: ReactNode }, { hasError: boolean }> {
  override state = { hasError: false };
  static getDerivedStateFromError() {
    return { hasError: true };
  }
  override render() {
    return this.state.hasError ? <MapUnavailable /> : this.props.children;
  }
}

function MapUnavailable() {
  return (
    <div className="grid size-full place-items-center bg-muted text-muted-foreground text-sm">
      <span className="inline-flex items-center gap-2">
        <MapPinOff aria-hidden="true" className="size-4" />
        Map unavailable
      </span>
    </div>
  );
}

/** The small map of a vendor's base with its travel distance drawn as a circle. */
export function VendorArea({
  lat,
  lon,
  radiusMiles,
  label,
}: {
  lat: number | null;
  lon: number | null;
  radiusMiles: number;
  label: string;
}) {
  const config = useAppConfig();
  let content: ReactNode;
  if (lat === null || lon === null || config.isError) content = <MapUnavailable />;
  else if (!config.data) content = <Skeleton className="size-full rounded-none" />;
  else
    content = (
      <MapBoundary>
        <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
          <ServiceAreaMap
            lat={lat}
            lon={lon}
            radiusMiles={radiusMiles}
            tileUrl={config.data.mapTileUrl}
            tileAttribution={config.data.mapTileAttribution}
          />
        </Suspense>
      </MapBoundary>
    );
  return (
    <figure aria-label={label} className="h-48 overflow-hidden rounded-xl border border-border">
      {content}
    </figure>
  );
}
