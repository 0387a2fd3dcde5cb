import { FormField } from '#client/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';

type ImageOptionSelectProps<T extends string> = {
  label: string;
  options: readonly T[];
  labels: Record<T, string>;
  value: T;
  onChange: (value: T) => void;
  isDisabled?: boolean;
};

/** One labelled select of the image options (style, color theme or mood). */
export function ImageOptionSelect<T extends string>({
  label,
  options,
  labels,
  value,
  onChange,
  isDisabled = false,
}: ImageOptionSelectProps<T>) {
  return (
    <FormField label={label}>
      {(controlProps) => (
        <Select value={value} onValueChange={(next) => onChange(next as T)} disabled={isDisabled}>
          <SelectTrigger {...controlProps}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option} value={option}>
                {labels[option]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FormField>
  );
}
