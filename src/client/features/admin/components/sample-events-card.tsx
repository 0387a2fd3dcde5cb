import { useEffect, useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';
import { useAdminJob, useStartAdminJob } from '../api/admin-jobs.ts';
import { useAdminStats } from '../api/get-admin-stats.ts';
import { JobProgress } from './job-progress.tsx';

const SAMPLE_COUNT = 50;
const POLL_MS = 2000;
const POLL_LIMIT_MS = 120_000;

/**
 * Starts the sample-event job, then watches the event count every 2 seconds until the job ends or
 * 2 minutes pass. The count is read once more after the job ends: the last poll may have run
 * before the job's final insert.
 */
export function SampleEventsCard() {
  const start = useStartAdminJob();
  const [jobId, setJobId] = useState<string | null>(null);
  const [pollUntil, setPollUntil] = useState<number | null>(null);
  const { data: stats, refetch: refetchStats } = useAdminStats(pollUntil ? POLL_MS : false);
  const { data: job } = useAdminJob(jobId);
  const total = stats?.events.total ?? 0;
  const jobEnded = job?.state === 'completed' || job?.state === 'failed' || job?.state === 'cancelled';

  useEffect(() => {
    if (!pollUntil) return;
    if (jobEnded) {
      void refetchStats().finally(() => setPollUntil(null));
      return;
    }
    const timer = setTimeout(() => setPollUntil(null), Math.max(0, pollUntil - Date.now()));
    return () => clearTimeout(timer);
  }, [pollUntil, jobEnded, refetchStats]);

  const generate = async () => {
    try {
      const { jobId: id } = await start.mutateAsync({ kind: 'generate-events', count: SAMPLE_COUNT });
      setJobId(id);
      setPollUntil(Date.now() + POLL_LIMIT_MS);
    } catch (error) {
      toast({
        title: 'Error',
        description: `Failed to generate events: ${error instanceof ApiError ? error.serverMessage : 'please try again'}`,
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Sample Events</CardTitle>
        <CardDescription>
          Adds {SAMPLE_COUNT} realistic events across US cities in the coming months, one or more in every
          category. They are marked as sample data and can be removed below.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button onClick={generate} disabled={start.isPending || Boolean(pollUntil)}>
          {pollUntil ? 'Generating...' : `Generate ${SAMPLE_COUNT} Sample Events`}
        </Button>
        {stats ? (
          <p className="mt-3 text-sm" aria-live="polite">
            Events on the site: <span className="font-semibold tabular-nums">{total.toLocaleString()}</span>
          </p>
        ) : null}
        {job ? <JobProgress job={job} label="Sample event generation" /> : null}
      </CardContent>
    </Card>
  );
}
