import { Settings, ShieldCheck } from 'lucide-react';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';

const comingSoon = (what: string) =>
  toast({ title: 'Coming Soon', description: `${what} will be available soon.` });

/** Two placeholder cards; their actions answer 'Coming Soon'. */
export function AdminSettingsPage() {
  return (
    <PageShell title="Site Settings">
      <AdminNav />
      <div className="grid gap-4 md:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <Settings aria-hidden="true" className="size-5" /> Site Configuration
            </CardTitle>
            <CardDescription>Site name, default location and feature switches.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => comingSoon('Site configuration')}>
              Configure Site
            </Button>
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <ShieldCheck aria-hidden="true" className="size-5" /> Security Settings
            </CardTitle>
            <CardDescription>Password rules, sessions and sign-in limits.</CardDescription>
          </CardHeader>
          <CardContent>
            <Button variant="outline" onClick={() => comingSoon('Security settings')}>
              Manage Security
            </Button>
          </CardContent>
        </Card>
      </div>
    </PageShell>
  );
}
