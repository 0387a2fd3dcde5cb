import 'leaflet/dist/leaflet.css';
import { latLng } from 'leaflet';
import { Circle, MapContainer, Marker, TileLayer } from 'react-leaflet';
import { markerIcon } from '#client/lib/map-marker.ts';

const METERS_PER_MILE = 1609.344;

export type ServiceAreaMapProps = {
  lat: number;
  lon: number;
  radiusMiles: number;
  tileUrl: string;
  tileAttribution: string;
};

/**
 * Where the vendor is and, as a circle, how far it travels; the view fits the circle. A still
 * picture (no dragging or keyboard focus): the text beside it says the same. Default export for lazy.
 */
export default function ServiceAreaMap({
  lat,
  lon,
  radiusMiles,
  tileUrl,
  tileAttribution,
}: ServiceAreaMapProps) {
  const radius = Math.max(radiusMiles, 1) * METERS_PER_MILE;
  const bounds = latLng(lat, lon).toBounds(radius * 2);
  return (
    <MapContainer
      bounds={bounds}
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
      <Circle
        center={[lat, lon]}
        radius={radius}
        pathOptions={{ color: '#7c3aed', weight: 2, fillOpacity: 0.12 }}
      />
      <Marker position={[lat, lon]} icon={markerIcon} keyboard={false} />
    </MapContainer>
  );
}
