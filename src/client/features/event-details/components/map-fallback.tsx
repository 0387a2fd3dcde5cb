import { MapPinOff } from 'lucide-react';

/** Geocoding failed or the map could not start: say so and show the address instead. */
export function MapFallback({ address, isNotFound }: { address: string; isNotFound: boolean }) {
  return (
    <div className="grid h-[300px] place-items-center bg-ink-50 px-6 text-center">
      <div className="grid max-w-sm justify-items-center gap-2">
        <span className="grid size-12 place-items-center rounded-full bg-ink-100 text-ink-600">
          <MapPinOff aria-hidden="true" className="size-6" />
        </span>
        <p className="font-semibold text-ink-900">Unable to display map</p>
        <p className="break-words text-ink-700">{address}</p>
        {isNotFound ? (
          <p role="status" className="text-muted-foreground text-sm">
            Could not find this location on the map
          </p>
        ) : null}
      </div>
    </div>
  );
}
