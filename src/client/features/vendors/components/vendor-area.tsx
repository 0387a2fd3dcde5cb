import { StillMapFrame } from '#client/components/map/still-map-frame.tsx';

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
  const point = lat === null || lon === null ? null : { lat, lon };
  return (
    <StillMapFrame
      label={label}
      className="h-48"
      point={point}
      isUnavailable={point === null}
      radiusMiles={radiusMiles}
    />
  );
}
