import type { LucideIcon } from 'lucide-react';

/** Heading for the sidebar cards: an accent icon, a title and an optional line under it. */
export function SidebarCardHeading({
  icon: Icon,
  title,
  description,
}: {
  icon: LucideIcon;
  title: string;
  description?: string;
}) {
  return (
    <div className="grid gap-1">
      <h2 className="flex items-center gap-2 font-display text-h3">
        <Icon aria-hidden="true" className="size-5 text-party-600" />
        {title}
      </h2>
      {description ? <p className="text-muted-foreground text-sm">{description}</p> : null}
    </div>
  );
}
