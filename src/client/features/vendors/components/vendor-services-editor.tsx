import { Plus, Trash2 } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import type { Vendor } from '#shared/contracts/vendors.ts';
import { inputClass, text } from './vendor-form-field.tsx';

export type ServiceRow = {
  key: number;
  id?: number;
  name: string;
  description: string;
  price: string;
  durationMinutes: string;
  minimumBookingNoticeDays: string;
  maximumBookingNoticeDays: string;
};

let nextKey = 1;

/** The vendor's services as editable rows, each with a key of its own for React. */
export function rowsOf(vendor?: Vendor): ServiceRow[] {
  return (vendor?.services ?? []).map((s) => ({
    key: nextKey++,
    id: s.id,
    name: s.name,
    description: text(s.description),
    price: text(s.price),
    durationMinutes: text(s.durationMinutes),
    minimumBookingNoticeDays: text(s.minimumBookingNoticeDays),
    maximumBookingNoticeDays: text(s.maximumBookingNoticeDays),
  }));
}

/** One service's fields and its Remove button; issues are keyed `services.{index}.{field}`. */
function ServiceRowFields({
  row,
  index,
  baseId,
  issues,
  onChange,
  onRemove,
}: {
  row: ServiceRow;
  index: number;
  baseId: string;
  issues: Record<string, string>;
  onChange: (change: Partial<ServiceRow>) => void;
  onRemove: () => void;
}) {
  const sid = (k: string) => `${baseId}-services.${index}.${k}`;
  const issue = (k: string) => issues[`services.${index}.${k}`];
  const cell = (k: keyof ServiceRow, label: string, type = 'text') => (
    <div className="grid gap-1">
      <label htmlFor={sid(k)} className="font-medium text-xs">
        {label}
      </label>
      <input
        id={sid(k)}
        type={type}
        min={type === 'number' ? 0 : undefined}
        value={String(row[k] ?? '')}
        onChange={(e) => onChange({ [k]: e.target.value })}
        aria-invalid={Boolean(issue(k))}
        className={inputClass}
      />
      {issue(k) ? <p className="text-destructive text-xs">{issue(k)}</p> : null}
    </div>
  );
  return (
    <div className="grid gap-3 rounded-xl border border-border bg-card p-4">
      <div className="grid gap-3 sm:grid-cols-[2fr_1fr]">
        {cell('name', 'Service name')}
        {cell('price', 'Price in dollars', 'number')}
      </div>
      {cell('description', 'Description (optional)')}
      <div className="grid gap-3 sm:grid-cols-3">
        {cell('durationMinutes', 'Duration in minutes', 'number')}
        {cell('minimumBookingNoticeDays', 'Minimum notice (days)', 'number')}
        {cell('maximumBookingNoticeDays', 'Maximum notice (days)', 'number')}
      </div>
      <Button type="button" variant="ghost" size="sm" className="w-fit text-destructive" onClick={onRemove}>
        <Trash2 aria-hidden="true" className="size-4" />
        Remove {row.name || 'service'}
      </Button>
    </div>
  );
}

/** The Services fieldset: a row per service and Add a service. */
export function ServicesEditor({
  services,
  onChange,
  baseId,
  issues,
}: {
  services: ServiceRow[];
  onChange: (change: (rows: ServiceRow[]) => ServiceRow[]) => void;
  baseId: string;
  issues: Record<string, string>;
}) {
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 font-display font-bold text-lg">Services</legend>
      {services.length === 0 ? (
        <p className="text-muted-foreground text-sm">No services yet. Add what you offer with a price.</p>
      ) : null}
      {services.map((row, index) => (
        <ServiceRowFields
          key={row.key}
          row={row}
          index={index}
          baseId={baseId}
          issues={issues}
          onChange={(change) =>
            onChange((rows) => rows.map((r) => (r.key === row.key ? { ...r, ...change } : r)))
          }
          onRemove={() => onChange((rows) => rows.filter((r) => r.key !== row.key))}
        />
      ))}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-fit"
        onClick={() =>
          onChange((rows) => [
            ...rows,
            {
              key: nextKey++,
              name: '',
              description: '',
              price: '',
              durationMinutes: '',
              minimumBookingNoticeDays: '',
              maximumBookingNoticeDays: '',
            },
          ])
        }
      >
        <Plus aria-hidden="true" className="size-4" />
        Add a service
      </Button>
    </fieldset>
  );
}
