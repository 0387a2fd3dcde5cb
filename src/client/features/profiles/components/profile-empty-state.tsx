import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';

/** A friendly empty tab: what is missing and the one place to go next. */
export function ProfileEmptyState({
  icon: Icon,
  message,
  detail,
  actionLabel,
  actionHref,
}: {
  icon: LucideIcon;
  message: string;
  detail?: string;
  actionLabel: string;
  actionHref: string;
}) {
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl border border-dashed border-input bg-card px-6 py-12 text-center">
      <span className="grid size-12 place-items-center rounded-2xl bg-primary-subtle text-primary-subtle-foreground">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="font-semibold">{message}</p>
      {detail ? <p className="max-w-sm text-muted-foreground text-sm">{detail}</p> : null}
      <Button asChild variant="outline" size="sm" className="mt-1">
        <Link to={actionHref}>{actionLabel}</Link>
      </Button>
    </div>
  );
}
