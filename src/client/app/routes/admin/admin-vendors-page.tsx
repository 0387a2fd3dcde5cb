import { Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Badge } from '#client/components/ui/badge.tsx';
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Spinner } from '#client/components/ui/spinner.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import {
  useAdminVendors,
  useDeleteVendor,
  useVerifyVendor,
  type VendorFlag,
} from '#client/features/admin/api/admin-vendors.ts';
import { AdminNav } from '#client/features/admin/components/admin-nav.tsx';
import { AdminRow, AdminRowList } from '#client/features/admin/components/admin-row.tsx';
import { DeleteVendorButton } from '#client/features/admin/components/delete-vendor-button.tsx';
import type { VendorSummary } from '#shared/contracts/vendors.ts';

/** An admin sets each badge after checking it outside Confetti (licence, insurance certificate, check). */
const FLAGS: { flag: VendorFlag; label: string }[] = [
  { flag: 'verified', label: 'Verified' },
  { flag: 'insuranceVerified', label: 'Insured' },
  { flag: 'backgroundChecked', label: 'Background checked' },
];

export function AdminVendorsPage() {
  const { data, isPending, isError } = useAdminVendors();
  const verify = useVerifyVendor();
  const remove = useDeleteVendor();

  const setFlag = async (vendor: VendorSummary, flag: VendorFlag, value: boolean) => {
    try {
      await verify.mutateAsync({ id: vendor.id, flag, value });
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
    <PageShell title="Vendor Management" description="Verify, badge, edit and remove vendors.">
      <AdminNav />
      <Link to={paths.newVendor} className={buttonVariants({ className: 'mb-4' })}>
        <Plus aria-hidden="true" /> Create Vendor
      </Link>
      {isError ? <p role="alert">Failed to fetch vendors</p> : null}
      {isPending ? <Spinner label="Loading vendors" /> : null}
      {data && data.vendors.length === 0 ? <p>No vendors yet.</p> : null}
      <AdminRowList>
        {data?.vendors.map((vendor) => (
          <AdminRow
            key={vendor.id}
            info={
              <>
                <Link to={paths.vendor(vendor.id)} className="font-medium hover:underline">
                  {vendor.name}
                </Link>{' '}
                {vendor.verified ? <Badge>Verified</Badge> : null}
                {vendor.insuranceVerified ? <Badge variant="secondary">Insured</Badge> : null}
                {vendor.backgroundChecked ? <Badge variant="secondary">Background Checked</Badge> : null}
                <p className="text-sm text-muted-foreground">
                  {vendor.category} · {vendor.location}
                </p>
              </>
            }
            toggles={FLAGS.map(({ flag, label }) => ({
              id: `${flag}-${vendor.id}`,
              label,
              ariaLabel: `${label}: ${vendor.name}`,
              checked: vendor[flag],
              disabled: verify.isPending && verify.variables?.id === vendor.id,
              onChange: (checked) => setFlag(vendor, flag, checked),
            }))}
          >
            <Link
              to={paths.editVendor(vendor.id)}
              className={buttonVariants({ variant: 'ghost', size: 'sm' })}
            >
              <Pencil aria-hidden="true" /> Edit
            </Link>
            <DeleteVendorButton name={vendor.name} onConfirm={() => deleteVendor(vendor)} />
          </AdminRow>
        ))}
      </AdminRowList>
    </PageShell>
  );
}
