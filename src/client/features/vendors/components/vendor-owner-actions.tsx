import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#client/components/ui/alert-dialog.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { paths } from '#client/config/paths.ts';
import { apiFetch, errorMessageOf } from '#client/lib/api-client.ts';
import { vendorsPaths } from '#shared/api-paths.ts';
import { vendorKeys } from '../api/vendor-keys.ts';

/** Edit and Delete, shown to the vendor's owner and to administrators. */
export function VendorOwnerActions({ vendorId, name }: { vendorId: number; name: string }) {
  const [isOpen, setIsOpen] = useState(false);
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
      <AlertDialog open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
        <AlertDialogTrigger asChild>
          <Button variant="outline" size="sm" className="text-destructive">
            <Trash2 aria-hidden="true" className="size-4" />
            Delete
          </Button>
        </AlertDialogTrigger>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete vendor</AlertDialogTitle>
            <AlertDialogDescription>Are you sure you want to delete this vendor?</AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <AlertDialogAction
              variant="destructive"
              disabled={remove.isPending}
              onClick={(event) => {
                event.preventDefault();
                remove.mutate();
              }}
            >
              {remove.isPending ? 'Deleting…' : 'Delete'}
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </div>
  );
}
