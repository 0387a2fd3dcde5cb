import { Controller, type FieldPathByValue, useFormContext } from 'react-hook-form';
import { FormField } from '#client/components/ui/form-field.tsx';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '#client/components/ui/select.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import type { EventFormValues } from '../lib/event-form-schema.ts';

/** A labelled select bound to one of the event form's text fields, its error under it. */
export function FormSelectField({
  name,
  label,
  options,
  onChange,
}: {
  name: FieldPathByValue<EventFormValues, string>;
  label: string;
  options: readonly { value: string; label: string }[];
  /** Runs after the field takes the new value (to clear the fields it hides). */
  onChange?: (value: string) => void;
}) {
  const { control } = useFormContext<EventFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <FormField label={label} error={fieldState.error?.message}>
          {(controlProps) => (
            <Select
              value={field.value}
              name={field.name}
              onValueChange={(value) => {
                field.onChange(value);
                onChange?.(value);
              }}
            >
              <SelectTrigger {...controlProps} ref={field.ref} onBlur={field.onBlur}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {options.map((option) => (
                  <SelectItem key={option.value} value={option.value}>
                    {option.label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </FormField>
      )}
    />
  );
}

/** An on/off switch bound to one of the event form's yes/no fields; the hint says what each state means. */
export function FormSwitchField({
  name,
  label,
  hint,
  onChange,
}: {
  name: FieldPathByValue<EventFormValues, boolean>;
  label: string;
  hint: (isOn: boolean) => string;
  /** Runs after the field takes the new value (to clear the fields it hides). */
  onChange?: (isOn: boolean) => void;
}) {
  const { control } = useFormContext<EventFormValues>();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormField label={label} isInline hint={hint(field.value)} className="rounded-xl bg-muted/60 p-4">
          <Switch
            ref={field.ref}
            name={field.name}
            checked={field.value}
            onBlur={field.onBlur}
            onCheckedChange={(isOn) => {
              field.onChange(isOn);
              onChange?.(isOn);
            }}
          />
        </FormField>
      )}
    />
  );
}
