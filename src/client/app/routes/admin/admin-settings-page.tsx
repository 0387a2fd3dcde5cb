import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { useAdminSettings } from '#client/features/admin/api/site-settings.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { SettingsChangesCard } from '#client/features/admin/components/settings-changes-card.tsx';
import { SiteSettingsForm } from '#client/features/admin/components/site-settings-form.tsx';
import { SiteStatusCard } from '#client/features/admin/components/site-status-card.tsx';

/** Site Settings: what an administrator changes at run time, the server's status, and the log. */
export function AdminSettingsPage() {
  const settings = useAdminSettings();
  return (
    <PageShell title="Site Settings">
      <AdminNav />
      {settings.isPending ? (
        <Skeleton className="h-96 rounded-2xl" />
      ) : settings.isError ? (
        <p
          role="alert"
          className="rounded-2xl bg-destructive-subtle px-5 py-4 text-destructive-subtle-foreground"
        >
          The settings could not be loaded. Please reload the page.
        </p>
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)]">
          <SiteSettingsForm data={settings.data} />
          <div className="grid gap-4">
            <SiteStatusCard status={settings.data.status} />
            <SettingsChangesCard changes={settings.data.changes} />
          </div>
        </div>
      )}
    </PageShell>
  );
}
