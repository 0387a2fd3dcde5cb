import { FormField } from '#client/components/ui/form-field.tsx';
import { Slider } from '#client/components/ui/slider.tsx';

/** The Event Image Wizard's creativity slider, 0 to 100 in steps of 10, with its value beside it. */
export function ImageWizardCreativity({
  value,
  onChange,
  isDisabled,
}: {
  value: number;
  onChange: (value: number) => void;
  isDisabled: boolean;
}) {
  return (
    <FormField label="Creativity Level">
      {(controlProps) => (
        <div className="flex items-center gap-4">
          <Slider
            {...controlProps}
            min={0}
            max={100}
            step={10}
            value={value}
            onValueChange={onChange}
            disabled={isDisabled}
            aria-valuetext={`${value}%`}
          />
          <output
            htmlFor={controlProps.id}
            className="w-12 shrink-0 text-right font-semibold text-sm tabular-nums"
          >
            {value}%
          </output>
        </div>
      )}
    </FormField>
  );
}
