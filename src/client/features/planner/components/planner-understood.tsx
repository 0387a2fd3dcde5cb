import { Check, Pencil, X } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import type { PlannerUnderstood } from '#shared/contracts/planner.ts';

type RowProps = {
  row: PlannerUnderstood;
  isBusy: boolean;
  onCorrect: (row: PlannerUnderstood, value: string) => void;
};

/** One understood field: its value, the words it came from, and an inline edit. */
function UnderstoodRow({ row, isBusy, onCorrect }: RowProps) {
  const [isEditing, setIsEditing] = useState(false);
  const [value, setValue] = useState(row.value);
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onCorrect(row, value);
    setIsEditing(false);
  };
  if (isEditing) {
    return (
      <li>
        <form onSubmit={submit} className="flex items-center gap-2">
          <label htmlFor={inputId} className="w-20 shrink-0 font-semibold">
            {row.label}
          </label>
          <Input
            id={inputId}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            onKeyDown={(e) => e.key === 'Escape' && setIsEditing(false)}
            autoFocus
            className="h-8"
          />
          <Button type="submit" size="sm" disabled={isBusy} aria-label={`Save ${row.label.toLowerCase()}`}>
            <Check aria-hidden />
          </Button>
          <Button
            type="button"
            size="sm"
            variant="ghost"
            onClick={() => setIsEditing(false)}
            aria-label="Cancel"
          >
            <X aria-hidden />
          </Button>
        </form>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2">
      <span className="w-20 shrink-0 font-semibold">{row.label}</span>
      <span className="min-w-0 flex-1">
        {row.value}
        {row.words ? <span className="block text-xs text-muted-foreground">from “{row.words}”</span> : null}
      </span>
      <Button
        type="button"
        size="sm"
        variant="ghost"
        disabled={isBusy}
        onClick={() => {
          setValue(row.value);
          setIsEditing(true);
        }}
        aria-label={`Change ${row.label.toLowerCase()}`}
      >
        <Pencil aria-hidden />
      </Button>
    </li>
  );
}

type Props = {
  rows: PlannerUnderstood[];
  isBusy: boolean;
  onCorrect: (row: PlannerUnderstood, value: string) => void;
};

/** What the planner understood, field by field, each with the host's words and a way to change it. */
export function PlannerUnderstoodList({ rows, isBusy, onCorrect }: Props) {
  if (rows.length === 0) return null;
  return (
    <section aria-labelledby="planner-understood-title" className="space-y-2">
      <h3 id="planner-understood-title" className="text-sm font-semibold">
        What I understood
      </h3>
      <ul className="space-y-1 text-sm">
        {rows.map((row) => (
          <UnderstoodRow key={row.field} row={row} isBusy={isBusy} onCorrect={onCorrect} />
        ))}
      </ul>
    </section>
  );
}
