import { Checkbox } from '#client/components/ui/checkbox.tsx';

/** The card's 'Select' control for the /search page's calendar export. */
export function EventSelectToggle({
  id,
  title,
  isSelected,
  onChange,
}: {
  id: number;
  title: string;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
}) {
  return (
    <>
      <Checkbox
        id={`select-event-${id}`}
        checked={isSelected}
        onCheckedChange={(checked) => onChange(checked === true)}
        aria-label={`Select ${title}`}
      />
      <label
        htmlFor={`select-event-${id}`}
        className="cursor-pointer select-none font-semibold text-ink-900 text-xs"
      >
        {isSelected ? 'Selected' : 'Select'}
      </label>
    </>
  );
}
