import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDeleteSampleData } from '../api/admin-jobs.ts';

/** Removes every event and vendor the sample generators made; hosts' and discovered events stay. */
export function DeleteSampleDataCard() {
  const remove = useDeleteSampleData();
  const confirm = async () => {
    try {
      const { events, vendors } = await remove.mutateAsync();
      toast({
        title: 'Sample data removed',
        description: `${events} sample events and ${vendors} sample vendors were deleted.`,
        variant: 'success',
      });
    } catch {
      toast({ title: 'Error', description: 'Failed to remove sample data', variant: 'destructive' });
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Remove Sample Data</CardTitle>
        <CardDescription>Deletes every sample event and sample vendor. Real events are kept.</CardDescription>
      </CardHeader>
      <CardContent>
        <ConfirmDialog
          trigger={
            <button type="button" className={buttonVariants({ variant: 'destructive' })}>
              Remove Sample Data
            </button>
          }
          title="Remove all sample data?"
          description="Every sample event and sample vendor will be deleted. This cannot be undone."
          confirmLabel="Remove"
          pendingLabel="Removing..."
          isPending={remove.isPending}
          onConfirm={confirm}
        />
      </CardContent>
    </Card>
  );
}
