import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useParams } from 'react-router';
import { NotFoundPage } from '#client/components/errors/not-found-page.tsx';
import { PageShell } from '#client/components/layouts/page-shell.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { LocationCombobox } from '#client/features/hosting/components/location-combobox.tsx';
import { useVendor } from '#client/features/vendors/api/get-vendor.ts';
import { vendorKeys } from '#client/features/vendors/api/vendor-keys.ts';
import { type LocationInputProps, VendorForm } from '#client/features/vendors/components/vendor-form.tsx';
import { usePageMeta } from '#client/hooks/use-page-meta.ts';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { useUser } from '#client/lib/user.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import type { Vendor } from '#shared/contracts/vendors.ts';

function renderLocation(props: LocationInputProps) {
  return (
    <LocationCombobox
      id={props.id}
      name="location"
      value={props.value}
      onChange={props.onChange}
      onBlur={() => {}}
      aria-invalid={props['aria-invalid'] || undefined}
      aria-required
      aria-describedby={props['aria-describedby']}
      aria-labelledby={`${props.id}-label`}
    />
  );
}

/** /vendors/new and /vendors/{id}/edit: the vendor form; edit is for the owner or an administrator. */
export function EditVendorPage() {
  const params = useParams();
  const id = params.id ? Number(params.id) : null;
  const vendor = useVendor(id ?? 0);
  const { data: user } = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      id
        ? apiFetch<Vendor>(vendorsPaths.one(id), { method: 'PATCH', body })
        : apiFetch<Vendor>(vendorsPaths.list, { method: 'POST', body }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      toast({
        variant: 'success',
        title: id ? 'Vendor updated' : 'Vendor profile created',
        description: saved.name,
      });
      navigate(paths.vendor(saved.id));
    },
  });
  usePageMeta({
    title: `${id ? `Edit ${vendor.data?.name ?? 'vendor'}` : 'Create Vendor Profile'} · Confetti`,
  });

  if (id !== null) {
    if (!Number.isInteger(id) || id <= 0) return <NotFoundPage />;
    if (vendor.isError) {
      if (vendor.error instanceof ApiError && vendor.error.status < 500) return <NotFoundPage />;
      throw vendor.error;
    }
    if (!vendor.data || !user) return <Skeleton className="mx-auto my-10 h-96 max-w-3xl" />;
    if (vendor.data.userId !== user.id && !user.isAdmin) {
      return (
        <PageShell
          title="Edit vendor"
          description="Only the owner of this vendor profile or an administrator can edit it."
        />
      );
    }
  }
  return (
    <PageShell
      title={id ? `Edit ${vendor.data?.name ?? 'vendor'}` : 'Create Vendor Profile'}
      description={id ? undefined : 'Tell hosts what you do, where you travel and what it costs.'}
    >
      <VendorForm
        vendor={id ? vendor.data : undefined}
        submitLabel={id ? 'Save changes' : 'Create Vendor Profile'}
        isPending={save.isPending}
        error={save.error}
        onSubmit={(body) => save.mutate(body)}
        renderLocation={renderLocation}
      />
    </PageShell>
  );
}
