import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import {
  useAdminVendors,
  useDeleteVendor,
  useVerifyVendor,
} from '#client/features/admin/api/admin-vendors.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { DeleteVendorButton } from '#client/features/admin/components/delete-vendor-button.tsx';
import type { VendorSummary } from '#shared/contracts/vendors.ts';

export function AdminVendorsPage() {
  const { data, isPending, isError } = useAdminVendors();
  const verify = useVerifyVendor();
  const remove = useDeleteVendor();

  const setVerified = async (vendor: VendorSummary, verified: boolean) => {
    try {
      await verify.mutateAsync({ id: vendor.id, verified });
    } catch {
      // The shared mutation error path has shown the server's message.
    }
  };

  const deleteVendor = async (vendor: VendorSummary) => {
    try {
      await remove.mutateAsync(vendor.id);
      toast({ title: 'Vendor deleted', description: `${vendor.name} has been deleted.`, variant: 'success' });
    } catch {
      // The shared mutation error path has shown the server's message.
    }
  };

  return (
    <PageShell title="Vendor Management" description="Verify, edit and remove vendors.">
      <AdminNav />
      <Link to={paths.newVendor} className={buttonVariants({ className: 'mb-4' })}>
        <Plus aria-hidden="true" /> Create Vendor
      </Link>
      {isError ? <p role="alert">Failed to fetch vendors</p> : null}
      {isPending ? <Spinner label="Loading vendors" /> : null}
      {data && data.vendors.length === 0 ? <p>No vendors yet.</p> : null}
      <ul className="divide-y divide-border rounded-xl border border-border bg-card">
        {data?.vendors.map((vendor) => {
          const switchId = `verify-${vendor.id}`;
          return (
            <li key={vendor.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div className="min-w-0 flex-1">
                <Link to={paths.vendor(vendor.id)} className="font-medium hover:underline">
                  {vendor.name}
                </Link>{' '}
                {vendor.verified ? <Badge>Verified</Badge> : null}
                <p className="text-sm text-muted-foreground">
                  {vendor.category} · {vendor.location}
                </p>
              </div>
              <div className="flex items-center gap-2">
                <label htmlFor={switchId} className="text-sm">
                  Verified
                </label>
                <Switch
                  id={switchId}
                  aria-label={`Verified: ${vendor.name}`}
                  checked={vendor.verified}
                  disabled={verify.isPending && verify.variables?.id === vendor.id}
                  onCheckedChange={(checked) => setVerified(vendor, checked)}
                />
                <Link
                  to={paths.editVendor(vendor.id)}
                  className={buttonVariants({ variant: 'ghost', size: 'sm' })}
                >
                  <Pencil aria-hidden="true" /> Edit
                </Link>
                <DeleteVendorButton name={vendor.name} onConfirm={() => deleteVendor(vendor)} />
              </div>
            </li>
          );
        })}
      </ul>
    </PageShell>
  );
}
