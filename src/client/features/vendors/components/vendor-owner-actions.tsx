import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button } from '#client/components/ui/button.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { apiFetch, errorMessageOf } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import { vendorKeys } from '../api/vendor-keys.ts';

/** Edit and Delete, shown to the vendor's owner and to administrators. */
export function VendorOwnerActions({ vendorId, name }: { vendorId: number; name: string }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: () => apiFetch<{ ok: true }>(vendorsPaths.one(vendorId), { method: 'DELETE' }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: vendorKeys.all });
      toast({ variant: 'success', title: 'Vendor deleted', description: `${name} is no longer listed.` });
      navigate(paths.vendors);
    },
    onError: (error) =>
      toast({
        variant: 'destructive',
        title: 'Error',
        description: errorMessageOf(error, 'Failed to delete vendor'),
      }),
  });

  return (
    <div className="flex flex-wrap gap-2">
      <Button asChild variant="outline" size="sm">
        <Link to={paths.editVendor(vendorId)}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit
        </Link>
      </Button>
      <ConfirmDialog
        trigger={
          <Button variant="outline" size="sm" className="text-destructive">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        }
        title="Delete vendor"
        description="Are you sure you want to delete this vendor?"
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        destructive
        isPending={remove.isPending}
        onConfirm={() => remove.mutateAsync()}
      />
    </div>
  );
}
