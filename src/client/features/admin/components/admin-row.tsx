import type { ReactNode } from 'react';
import { Switch } from '#client/components/ui/switch.tsx';

type Toggle = {
  /** The switch's element id (its visible label points at it). */
  id: string;
  label: string;
  /** Names the row too, for screen readers: "Administrator: Ana Smith". */
  ariaLabel: string;
  checked: boolean;
  disabled?: boolean;
  title?: string;
  onChange: (checked: boolean) => void;
};

/** The list around admin rows. */
export function AdminRowList({ children }: { children: ReactNode }) {
  return <ul className="divide-y divide-border rounded-xl border border-border bg-card">{children}</ul>;
}

/**
 * One row of an admin list (users, vendors): what it is on the left; on the right its labelled
 * switches (administrator; verified, insured, background checked) and the row's other actions.
 */
export function AdminRow({
  info,
  toggles,
  children,
}: {
  info: ReactNode;
  toggles: Toggle[];
  children?: ReactNode;
}) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-4">
      <div className="min-w-0 flex-1">{info}</div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        {toggles.map((toggle) => (
          <div key={toggle.id} className="flex items-center gap-2">
            <label htmlFor={toggle.id} className="text-sm">
              {toggle.label}
            </label>
            <Switch
              id={toggle.id}
              aria-label={toggle.ariaLabel}
              checked={toggle.checked}
              disabled={toggle.disabled}
              title={toggle.title}
              onCheckedChange={toggle.onChange}
            />
          </div>
        ))}
        {children ? <div className="flex items-center gap-1">{children}</div> : null}
      </div>
    </li>
  );
}
