import 'leaflet/dist/leaflet.css';
import { icon } from 'leaflet';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { MapContainer, Marker, TileLayer } from 'react-leaflet';

// Marker images bundled with the app (no CDN: the CSP only trusts our own origin for assets).
const markerIcon = icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  shadowSize: [41, 41],
});

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
