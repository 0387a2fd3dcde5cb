import type { ReactNode } from 'react';
import { usePageTitle } from '#client/hooks/use-page-title.ts';

/**
 * A page's width, padding and heading. The tab title follows the heading (`{title} · Confetti`)
 * unless the page names itself better with `documentTitle` (null while its data loads).
 */
export function PageShell({
  title,
  documentTitle,
  description,
  children,
}: {
  title: string;
  documentTitle?: string | null;
  description?: ReactNode;
  children?: ReactNode;
}) {
  usePageTitle(documentTitle === undefined ? title : documentTitle);
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
      {description ? <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p> : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
