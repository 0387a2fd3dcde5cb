import type { AdminStats, AdminUser, AdminUsersPage, ListAdminUsersQuery } from '#shared/contracts/admin.ts';
import { BATCH_IMAGE_DELAY_SECONDS } from '#shared/contracts/admin.ts';
import type { User } from '#shared/contracts/auth.ts';
import { BadRequestError, ConflictError, NotFoundError } from '../../lib/errors/app-errors.ts';
import type { AppJobs } from '../../lib/jobs/job-names.ts';
import type { JobQueue, JobStatus } from '../../lib/jobs/job-queue.ts';
import type { AdminRepository } from './admin.repository.ts';

type Deps = { repo: AdminRepository; jobs: JobQueue<AppJobs>; clock: () => Date };

/** Administration use cases; the routes have already checked that the caller is an administrator. */
export function createAdminService({ repo, jobs, clock }: Deps) {
  return {
    getStats(): Promise<AdminStats> {
      return repo.countStats(clock());
    },

    listUsers({ q, limit, offset }: ListAdminUsersQuery): Promise<AdminUsersPage> {
      return repo.findUsers(q || undefined, limit, offset);
    },

    async setUserAdmin(caller: User, id: number, isAdmin: boolean): Promise<AdminUser> {
      // An admin who removes their own flag could lock everyone out; another admin must do it.
      if (caller.id === id) {
        throw new BadRequestError('You cannot change your own administrator status.');
      }
      const outcome = await repo.setAdmin(id, isAdmin);
      if (outcome === 'not-found') throw new NotFoundError('User', id);
      if (outcome === 'last-admin') {
        throw new ConflictError('This is the last administrator. Make another user an administrator first.');
      }
      return (await repo.findUserById(id))!;
    },

    startSampleEvents(caller: User, count: number): Promise<string> {
      return jobs.enqueue('admin.generate-events', { count }, { requestedBy: caller.id });
    },

    startSampleVendors(caller: User, count: number): Promise<string> {
      return jobs.enqueue('admin.generate-vendors', { count }, { requestedBy: caller.id });
    },

    startMissingImages(caller: User): Promise<string> {
      return jobs.enqueue(
        'images.generate-missing',
        { delaySeconds: BATCH_IMAGE_DELAY_SECONDS },
        { requestedBy: caller.id },
      );
    },

    async getJob(id: string): Promise<JobStatus> {
      const status = await jobs.status(id);
      if (!status) throw new NotFoundError('Job', id);
      return status;
    },

    deleteSampleData() {
      return repo.deleteSampleData();
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
