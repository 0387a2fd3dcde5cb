import { PageShell } from '#client/components/layouts/page-shell.tsx';

/** Routing, guards and navigation are final; the page's content arrives with its feature issue. */
export function GenerateSampleEventsPage() {
  return <PageShell title="Generate Sample Events" />;
}
