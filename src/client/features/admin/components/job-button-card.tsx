import type { ReactNode } from 'react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { toast } from '#client/components/ui/use-toast.ts';
import { ApiError } from '#client/lib/api-client.ts';
import type { AdminJobKind } from '#shared/contracts/admin.ts';
import { useAdminJob, useStartAdminJob } from '../api/admin-jobs.ts';
import { JobProgress } from './job-progress.tsx';

/** A card whose button starts one admin job and then shows its progress. */
export function JobButtonCard({
  title,
  description,
  kind,
  buttonLabel,
  failure,
}: {
  title: string;
  description: ReactNode;
  kind: AdminJobKind;
  buttonLabel: string;
  failure: string;
}) {
  const start = useStartAdminJob();
  const [jobId, setJobId] = useState<string | null>(null);
  const { data: job } = useAdminJob(jobId);
  const isRunning = Boolean(jobId) && job?.state !== 'completed' && job?.state !== 'failed';

  const run = async () => {
    try {
      setJobId((await start.mutateAsync({ kind })).jobId);
    } catch (error) {
      toast({
        title: 'Error',
        description: error instanceof ApiError ? error.serverMessage : failure,
        variant: 'destructive',
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="outline" onClick={run} disabled={start.isPending || isRunning}>
          {isRunning ? 'Running...' : buttonLabel}
        </Button>
        {job ? <JobProgress job={job} label={title} /> : null}
      </CardContent>
    </Card>
  );
}
