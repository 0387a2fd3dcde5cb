import { Globe, MapPin } from 'lucide-react';
import { cn } from '#client/lib/cn.ts';

const OPTIONS = [
  { isNearMe: true, label: 'Near Me', icon: MapPin },
  { isNearMe: false, label: 'All Locations', icon: Globe },
] as const;

/** Near Me / All Locations: a two-option segmented control (buttons with aria-pressed). */
export function NearMeToggle({
  isNearMe,
  onChange,
}: {
  isNearMe: boolean;
  onChange: (isNearMe: boolean) => void;
}) {
  return (
    <fieldset className="inline-flex rounded-full border border-white/20 bg-white/10 p-1 backdrop-blur">
      <legend className="sr-only">Where to look</legend>
      {OPTIONS.map((option) => {
        const isActive = option.isNearMe === isNearMe;
        return (
          <button
            key={option.label}
            type="button"
            aria-pressed={isActive}
            onClick={() => onChange(option.isNearMe)}
            className={cn(
              'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 font-semibold text-sm transition-colors duration-150 sm:px-4',
              isActive
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-white/85 hover:bg-white/10 hover:text-white',
            )}
          >
            <option.icon aria-hidden="true" className="size-4" />
            {option.label}
          </button>
        );
      })}
    </fieldset>
  );
}
