import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '#client/lib/cn.ts';

/** One titled card of the event form. */
export function FormSection({
  title,
  description,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  description?: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('grid gap-5 rounded-2xl border border-border bg-card p-5 shadow-xs sm:p-7', className)}
    >
      <header className="flex items-start gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-xl bg-primary-subtle text-primary-subtle-foreground">
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
        <div className="grid gap-0.5">
          <h2 id={headingId} className="font-display text-h3">
            {title}
          </h2>
          {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
        </div>
      </header>
      {children}
    </section>
  );
}
