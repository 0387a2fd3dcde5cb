import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '#client/components/ui/card.tsx';

/** One dashboard figure: a title, the number and a line under it. */
export function StatCard({
  title,
  value,
  detail,
  icon: Icon,
}: {
  title: string;
  value: ReactNode;
  detail: ReactNode;
  icon: LucideIcon;
}) {
  return (
    <Card>
      <CardContent className="flex items-start justify-between gap-4 p-6">
        <div>
          <h2 className="text-sm font-medium text-muted-foreground">{title}</h2>
          <p className="mt-1 font-display text-3xl font-extrabold tabular-nums">{value}</p>
          <p className="mt-1 text-sm text-muted-foreground">{detail}</p>
        </div>
        <Icon aria-hidden="true" className="size-6 text-primary" />
      </CardContent>
    </Card>
  );
}
