import { StillMapFrame } from '#client/components/map/still-map-frame.tsx';
import { useGeocode } from '#client/lib/geocode.ts';
import { formatPlace, type ProfilePlace } from '../lib/profile-place.ts';

/** City level: the profile says which city, not which street. */
const PROFILE_MAP_ZOOM = 10;

/**
 * The map of the profile's place: coordinates from the location itself, else from GET /api/geocode
 * ("City, ST").
 */
export function ProfileLocationMap({ place }: { place: ProfilePlace }) {
  const hasCoordinates = place.lat !== null && place.lon !== null;
  const geocode = useGeocode(hasCoordinates ? null : [place.city, place.region].filter(Boolean).join(', '));
  const lat = hasCoordinates ? place.lat : (geocode.data?.lat ?? null);
  const lon = hasCoordinates ? place.lon : (geocode.data?.lon ?? null);
  return (
    <StillMapFrame
      label={`Map of ${formatPlace(place)}`}
      className="h-40"
      point={lat === null || lon === null ? null : { lat, lon }}
      isUnavailable={geocode.isError}
      zoom={PROFILE_MAP_ZOOM}
    />
  );
}
