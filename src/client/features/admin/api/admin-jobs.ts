import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#client/lib/api-client.ts';
import { adminPaths } from '#shared/api-paths.ts';
import type { AdminJobKind, JobAccepted, JobStatus, SampleDataDeleted } from '#shared/contracts/admin.ts';
import { adminKeys } from './admin-keys.ts';

export const startAdminJob = ({ kind, count }: { kind: AdminJobKind; count?: number }) =>
  apiFetch<JobAccepted>(`${adminPaths.startJob(kind)}${count ? `?count=${count}` : ''}`, { method: 'POST' });

export function useStartAdminJob() {
  return useMutation({
    meta: { errorToast: false },
    mutationFn: startAdminJob,
  });
}

const isFinished = (job: JobStatus | undefined) =>
  job?.state === 'completed' || job?.state === 'failed' || job?.state === 'cancelled';

/** A job's state and progress, polled every 2 seconds until it finishes. */
export function useAdminJob(id: string | null) {
  return useQuery({
    queryKey: adminKeys.job(id ?? ''),
    queryFn: () => apiFetch<JobStatus>(adminPaths.job(id ?? '')),
    enabled: Boolean(id),
    refetchInterval: (query) => (isFinished(query.state.data) ? false : 2000),
  });
}

export function useDeleteSampleData() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { errorToast: false },
    mutationFn: () => apiFetch<SampleDataDeleted>(adminPaths.sampleData, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries(),
  });
}
