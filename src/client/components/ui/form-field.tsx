import { CircleAlert } from 'lucide-react';
import { Slot } from 'radix-ui';
import * as React from 'react';
import { cn } from '#client/lib/cn.ts';
import { Label } from './label.tsx';

/** Props a FormField hands to its control. */
export type FormControlProps = {
  id: string;
  'aria-labelledby': string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
};

export type FormFieldProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  label: React.ReactNode;
  /** Helper text shown under the control while there is no error. */
  hint?: React.ReactNode;
  /** Error text, e.g. `errors.email?.message` from react-hook-form. */
  error?: React.ReactNode;
  /** Id for the control; generated when omitted. */
  controlId?: string;
  isRequired?: boolean;
  /** Put the label beside the control (checkboxes, switches). */
  isInline?: boolean;
  /**
   * One control element (Input, Textarea, SelectTrigger, Checkbox...) that receives id and
   * aria-* props, or a render function for controls wrapped by react-hook-form's Controller.
   */
  children: React.ReactElement | ((control: FormControlProps) => React.ReactNode);
};

/**
 * Label + control + hint + error, wired with aria-invalid and aria-describedby.
 * Usage: <FormField label="Email" error={errors.email?.message}><Input {...register('email')} /></FormField>
 */
export function FormField({
  label,
  hint,
  error,
  controlId,
  isRequired = false,
  isInline = false,
  children,
  className,
  ...props
}: FormFieldProps) {
  const generatedId = React.useId();
  const id = controlId ?? `field-${generatedId}`;
  const labelId = `${id}-label`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = Boolean(error);
  const showHint = Boolean(hint) && !hasError;
  const control: FormControlProps = {
    id,
    'aria-labelledby': labelId,
    'aria-describedby': [showHint && hintId, hasError && errorId].filter(Boolean).join(' ') || undefined,
    'aria-invalid': hasError || undefined,
    'aria-required': isRequired || undefined,
  };
  const controlNode =
    typeof children === 'function' ? children(control) : <Slot.Root {...control}>{children}</Slot.Root>;
  const labelNode = (
    <Label id={labelId} htmlFor={id}>
      {label}
      {isRequired ? (
        <span aria-hidden="true" className="text-destructive">
          *
        </span>
      ) : null}
    </Label>
  );

  return (
    <div
      data-slot="form-field"
      data-invalid={hasError || undefined}
      className={cn('grid gap-2', className)}
      {...props}
    >
      {isInline ? (
        <div className="flex items-center gap-3">
          {controlNode}
          {labelNode}
        </div>
      ) : (
        <>
          {labelNode}
          {controlNode}
        </>
      )}
      {showHint ? (
        <p id={hintId} className={cn('text-muted-foreground text-sm', isInline && 'pl-8')}>
          {hint}
        </p>
      ) : null}
      {hasError ? (
        <p
          id={errorId}
          role="alert"
          className="flex items-start gap-1.5 font-medium text-destructive-subtle-foreground text-sm"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{error}</span>
        </p>
      ) : null}
    </div>
  );
}
