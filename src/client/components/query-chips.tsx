import { X } from 'lucide-react';

/**
 * One reading of a plain-English search, shown as a removable chip ('Birthday', 'Austin, TX'); `hint`
 * says what a chip whose name is loose keeps ('Cheap': 'Free or $20 or less').
 */
export type QueryChip<Part extends string> = { part: Part; label: string; hint?: string };

/**
 * How a plain-English search was understood, each part removable ('Birthday ×', 'Austin, TX ×').
 * `partNames` names each part for screen readers ('Remove place Austin, TX').
 */
export function QueryChips<Part extends string>({
  chips,
  partNames,
  onRemove,
}: {
  chips: readonly QueryChip<Part>[];
  partNames: Record<Part, string>;
  onRemove: (part: Part) => void;
}) {
  if (chips.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-medium text-muted-foreground text-sm">Searching for</span>
      <ul className="flex flex-wrap gap-2">
        {chips.map((chip) => (
          <li key={chip.part}>
            <button
              type="button"
              onClick={() => onRemove(chip.part)}
              aria-label={`Remove ${partNames[chip.part]} ${chip.label}${chip.hint ? ` (${chip.hint})` : ''}`}
              className="inline-flex h-8 items-center gap-1.5 rounded-full border border-brand-200 bg-brand-50 pr-1.5 pl-3 font-semibold text-brand-800 text-sm transition-colors hover:border-brand-300 hover:bg-brand-100"
            >
              {chip.label}
              {chip.hint ? <span className="font-normal text-brand-700">· {chip.hint}</span> : null}
              <span className="inline-flex size-5 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                <X aria-hidden="true" className="size-3.5" strokeWidth={2.5} />
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
