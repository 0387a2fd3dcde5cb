import { useState } from 'react';
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
import { buttonVariants } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { useDeleteSampleData } from '../api/admin-jobs.ts';

/** Removes every event and vendor the sample generators made; hosts' and discovered events stay. */
export function DeleteSampleDataCard() {
  const remove = useDeleteSampleData();
  const [isOpen, setIsOpen] = useState(false);
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
    } finally {
      setIsOpen(false);
    }
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle>Remove Sample Data</CardTitle>
        <CardDescription>Deletes every sample event and sample vendor. Real events are kept.</CardDescription>
      </CardHeader>
      <CardContent>
        <AlertDialog open={isOpen} onOpenChange={(open) => !remove.isPending && setIsOpen(open)}>
          <AlertDialogTrigger className={buttonVariants({ variant: 'destructive' })}>
            Remove Sample Data
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>Remove all sample data?</AlertDialogTitle>
              <AlertDialogDescription>
                Every sample event and sample vendor will be deleted. This cannot be undone.
              </AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
              <AlertDialogAction
                disabled={remove.isPending}
                onClick={(e) => {
                  e.preventDefault();
                  void confirm();
                }}
              >
                {remove.isPending ? 'Removing...' : 'Remove'}
              </AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </CardContent>
    </Card>
  );
}
