import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';
import { markerIcon } from '#client/lib/map-marker.ts';

/** City level: the profile says which city, not which street. */
const PROFILE_MAP_ZOOM = 10;

export type ProfileMapProps = { lat: number; lon: number; tileUrl: string; tileAttribution: string };

/**
 * A small, still map of the profile's city: no dragging, zooming or keyboard focus, since it only
 * illustrates the location written next to it. Default export for React.lazy.
 */
export default function ProfileMap({ lat, lon, tileUrl, tileAttribution }: ProfileMapProps) {
  return (
    <MapContainer
      center={[lat, lon]}
      zoom={PROFILE_MAP_ZOOM}
      dragging={false}
      zoomControl={false}
      scrollWheelZoom={false}
      doubleClickZoom={false}
      touchZoom={false}
      boxZoom={false}
      keyboard={false}
      className="z-0 size-full bg-ink-100"
    >
      <TileLayer url={tileUrl} attribution={tileAttribution} />
      <Marker position={[lat, lon]} icon={markerIcon} interactive={false} keyboard={false} />
    </MapContainer>
  );
}
