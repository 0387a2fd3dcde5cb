import type { ReactNode } from 'react';

export const inputClass =
  'h-10 w-full rounded-lg border border-input bg-background px-3 text-sm aria-[invalid=true]:border-destructive';

/** A stored value as the text its field shows ('' for none). */
export const text = (v: number | string | null | undefined) =>
  v === null || v === undefined ? '' : String(v);

/** A labelled control of the vendor form with its message: the issue when there is one, else the hint. */
export function VendorField({
  id,
  label,
  message,
  hint,
  children,
}: {
  id: string;
  label: string;
  message: string | undefined;
  hint?: string;
  /** The control, given the id of the message that describes it. */
  children: (describedBy: string) => ReactNode;
}) {
  return (
    <div className="grid gap-1.5">
      <label id={`${id}-label`} htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      {children(`${id}-message`)}
      <p
        id={`${id}-message`}
        className={message ? 'text-destructive text-sm' : 'text-muted-foreground text-xs'}
      >
        {message ?? hint ?? ''}
      </p>
    </div>
  );
}

/** A one-line input of the vendor form. */
export function VendorInput({
  id,
  label,
  type = 'text',
  hint,
  value,
  onChange,
  message,
}: {
  id: string;
  label: string;
  type?: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
  message: string | undefined;
}) {
  return (
    <VendorField id={id} label={label} message={message} hint={hint}>
      {(describedBy) => (
        <input
          id={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(message)}
          aria-describedby={describedBy}
          className={inputClass}
          min={type === 'number' ? 0 : undefined}
        />
      )}
    </VendorField>
  );
}

/** A several-line text field of the vendor form. */
export function VendorTextarea({
  id,
  label,
  rows,
  value,
  onChange,
  message,
}: {
  id: string;
  label: string;
  rows: number;
  value: string;
  onChange: (value: string) => void;
  message: string | undefined;
}) {
  return (
    <VendorField id={id} label={label} message={message}>
      {(describedBy) => (
        <textarea
          id={id}
          rows={rows}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(message)}
          aria-describedby={describedBy}
          className="rounded-lg border border-input bg-background px-3 py-2 text-sm aria-[invalid=true]:border-destructive"
        />
      )}
    </VendorField>
  );
}
