import { Activity } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import type { SiteStatus } from '#shared/contracts/site-settings.ts';

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the server runs on, read when the page opened: nothing here can be changed. */
export function SiteStatusCard({ status }: { status: SiteStatus }) {
  const rows: [string, string][] = [
    ['Database', status.database === 'pglite' ? 'PGlite, embedded (DATA_DIR)' : 'PostgreSQL (DATABASE_URL)'],
    [
      'Job queue',
      `${plural(status.jobs.waiting, 'job', 'jobs')} waiting, ${status.jobs.active} running, ${plural(status.jobs.failed, 'failure', 'failures')} this week`,
    ],
    [
      'Mail',
      `${status.mail.transport === 'smtp' ? 'Sent through SMTP (SMTP_URL)' : 'Printed to the server log (no SMTP_URL)'}${status.mail.failed > 0 ? `; ${plural(status.mail.failed, 'mail', 'mails')} failed` : ''}`,
    ],
    [
      'AI provider',
      status.ai.provider === 'configured'
        ? `Configured (LLM_BASE_URL${status.ai.model ? `, model ${status.ai.model}` : ''})`
        : 'Built-in planner (no LLM_BASE_URL)',
    ],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Activity aria-hidden="true" className="size-5" /> Status
        </CardTitle>
        <CardDescription>Read when this page opened; the server's environment sets these.</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-3 text-sm sm:grid-cols-[9rem_minmax(0,1fr)]">
          {rows.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="font-semibold">{term}</dt>
              <dd className="text-muted-foreground">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
