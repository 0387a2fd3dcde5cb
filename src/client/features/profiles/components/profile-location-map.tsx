import { MapPinOff } from 'lucide-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { SectionErrorBoundary } from '#client/components/errors/section-error-boundary.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAppConfig } from '#client/lib/app-config.ts';
import { useGeocode } from '#client/lib/geocode.ts';
import { formatPlace, type ProfilePlace } from '../lib/profile-place.ts';

// Leaflet loads only when a profile map is on screen.
const ProfileMap = lazy(() => import('./profile-map.tsx'));

function MapMessage({ text }: { text: string }) {
  return (
    <div className="grid size-full place-items-center bg-muted px-4 text-center text-muted-foreground text-sm">
      <span className="inline-flex items-center gap-2">
        <MapPinOff aria-hidden="true" className="size-4" />
        {text}
      </span>
    </div>
  );
}

/**
 * The map of the profile's place: coordinates from the location itself, else from GET /api/geocode
 * ("City, ST"); tiles from GET /api/config.
 */
export function ProfileLocationMap({ place }: { place: ProfilePlace }) {
  const hasCoordinates = place.lat !== null && place.lon !== null;
  const geocode = useGeocode(hasCoordinates ? null : [place.city, place.region].filter(Boolean).join(', '));
  const config = useAppConfig();
  const lat = hasCoordinates ? place.lat : (geocode.data?.lat ?? null);
  const lon = hasCoordinates ? place.lon : (geocode.data?.lon ?? null);
  const label = `Map of ${formatPlace(place)}`;

  let content: ReactNode;
  if (geocode.isError || config.isError) content = <MapMessage text="Map unavailable" />;
  else if (lat === null || lon === null || !config.data)
    content = <Skeleton className="size-full rounded-none" />;
  else
    content = (
      <SectionErrorBoundary fallback={<MapMessage text="Map unavailable" />}>
        <Suspense fallback={<Skeleton className="size-full rounded-none" />}>
          <ProfileMap
            lat={lat}
            lon={lon}
            tileUrl={config.data.mapTileUrl}
            tileAttribution={config.data.mapTileAttribution}
          />
        </Suspense>
      </SectionErrorBoundary>
    );

  return (
    <figure aria-label={label} className="h-40 overflow-hidden rounded-xl border border-border">
      {content}
    </figure>
  );
}
