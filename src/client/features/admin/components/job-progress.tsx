import { Progress } from '#client/components/ui/progress.tsx';
import type { JobStatus } from '#shared/contracts/admin.ts';

const STATE_LABELS: Record<JobStatus['state'], string> = {
  created: 'Queued',
  retry: 'Waiting to retry',
  active: 'Running',
  completed: 'Finished',
  cancelled: 'Cancelled',
  failed: 'Failed',
};

/** A job's progress bar and its latest message, announced politely. */
export function JobProgress({ job, label }: { job: JobStatus; label: string }) {
  const { done, total, message } = job.progress;
  const value = job.state === 'completed' ? 100 : total > 0 ? Math.round((done / total) * 100) : 0;
  return (
    <div className="mt-4 space-y-2">
      <Progress value={value} aria-label={label} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {STATE_LABELS[job.state]}
        {message ? `: ${message}` : ''}
        {job.error ? ` (${job.error})` : ''}
      </p>
    </div>
  );
}
