import { History } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { SITE_SETTING_LABELS, type SiteSettingChange } from '#shared/contracts/site-settings.ts';

function whenText(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** The newest changes to the settings, with who made each. */
export function SettingsChangesCard({ changes }: { changes: SiteSettingChange[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <History aria-hidden="true" className="size-5" /> Change log
        </CardTitle>
        <CardDescription>Every change to these settings, newest first.</CardDescription>
      </CardHeader>
      <CardContent>
        {changes.length === 0 ? (
          <p className="text-muted-foreground text-sm">No changes yet: the built-in settings apply.</p>
        ) : (
          <ol className="grid gap-3 text-sm">
            {changes.map((change) => (
              <li
                key={change.id}
                className="grid gap-0.5 border-border border-b pb-3 last:border-0 last:pb-0"
              >
                <p>
                  <span className="font-semibold">{SITE_SETTING_LABELS[change.key]}</span>:{' '}
                  {change.oldValue ?? 'default'} → {change.newValue ?? 'default'}
                </p>
                <p className="text-muted-foreground text-xs">
                  {change.changedBy
                    ? `${change.changedBy.name} (@${change.changedBy.username})`
                    : 'A deleted account'}{' '}
                  · <time dateTime={change.changedAt}>{whenText(change.changedAt)}</time>
                </p>
              </li>
            ))}
          </ol>
        )}
      </CardContent>
    </Card>
  );
}
