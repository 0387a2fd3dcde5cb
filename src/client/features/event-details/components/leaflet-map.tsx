import 'leaflet/dist/leaflet.css';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { markerIcon } from '#client/lib/map-marker.ts';

/** Zoom 15, 300px high, no scroll-wheel zoom (the page scrolls over it). */
export const MAP_ZOOM = 15;
export const MAP_HEIGHT_PX = 300;

export type LeafletMapProps = {
  lat: number;
  lon: number;
  label: string;
  tileUrl: string;
  tileAttribution: string;
};

/** The Leaflet map itself; loaded on demand so Leaflet never weighs on other pages. */
export default function LeafletMap({ lat, lon, label, tileUrl, tileAttribution }: LeafletMapProps) {
  return (
    <MapContainer
      center={[lat, lon]}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      style={{ height: MAP_HEIGHT_PX, width: '100%' }}
      className="z-0 bg-ink-100"
      ref={(map) => {
        map?.getContainer().setAttribute('aria-label', `Map of ${label}`);
      }}
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution} /> : null}
      <Marker position={[lat, lon]} icon={markerIcon} alt={label} title={label}>
        <Popup>{label}</Popup>
      </Marker>
    </MapContainer>
  );
}
