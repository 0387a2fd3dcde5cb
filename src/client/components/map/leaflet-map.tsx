import 'leaflet/dist/leaflet.css';
import { latLng } from 'leaflet';
import type { CSSProperties } from 'react';
import { Circle, MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { cn } from '#client/lib/cn.ts';
import { markerIcon } from '#client/lib/map-marker.ts';

const METERS_PER_MILE = 1609.344;

export type LeafletMapProps = {
  lat: number;
  lon: number;
  tileUrl: string;
  tileAttribution: string;
  /** The zoom around the point; with `radiusMiles` the view fits the circle instead. */
  zoom?: number;
  /** A travel distance, drawn as a circle around the point. */
  radiusMiles?: number;
  /**
   * Names the map and its marker, which opens a popup with it. Without a label the map is a still
   * picture: no dragging, zooming or keyboard focus, since the text beside it says the same.
   */
  label?: string;
  className?: string;
  style?: CSSProperties;
};

/**
 * The one Leaflet map: a marker on a point, optionally a circle around it. Default export, loaded on
 * demand (React.lazy) so Leaflet never weighs on pages without a map.
 */
export default function LeafletMap({
  lat,
  lon,
  tileUrl,
  tileAttribution,
  zoom,
  radiusMiles,
  label,
  className,
  style,
}: LeafletMapProps) {
  const radius = radiusMiles === undefined ? null : Math.max(radiusMiles, 1) * METERS_PER_MILE;
  const view =
    radius === null
      ? { center: [lat, lon] as [number, number], zoom }
      : { bounds: latLng(lat, lon).toBounds(radius * 2) };
  const isStill = label === undefined;
  const stillOptions = isStill
    ? {
        dragging: false,
        zoomControl: false,
        doubleClickZoom: false,
        touchZoom: false,
        boxZoom: false,
        keyboard: false,
      }
    : {};
  return (
    <MapContainer
      {...view}
      {...stillOptions}
      scrollWheelZoom={false}
      style={style}
      className={cn('z-0 bg-ink-100', className)}
      ref={(map) => {
        if (label) map?.getContainer().setAttribute('aria-label', `Map of ${label}`);
      }}
    >
      {tileUrl ? <TileLayer url={tileUrl} attribution={tileAttribution} /> : null}
      {radius === null ? null : (
        <Circle
          center={[lat, lon]}
          radius={radius}
          pathOptions={{ color: '#7c3aed', weight: 2, fillOpacity: 0.12 }}
        />
      )}
      {label ? (
        <Marker position={[lat, lon]} icon={markerIcon} alt={label} title={label}>
          <Popup>{label}</Popup>
        </Marker>
      ) : (
        <Marker position={[lat, lon]} icon={markerIcon} interactive={false} keyboard={false} />
      )}
    </MapContainer>
  );
}
