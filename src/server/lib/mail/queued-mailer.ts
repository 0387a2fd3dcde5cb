import type { AppJobs } from '../jobs/job-names.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import type { Mailer } from './mailer.ts';

/**
 * The Mailer every feature calls, backed by the job queue: a request only stores the message as a
 * 'mail.send' job, and a worker delivers it (with retries when the SMTP server is down).
 */
export function createQueuedMailer(jobs: Pick<JobQueue<AppJobs>, 'enqueue'>): Mailer {
  return {
    async send(mail) {
      await jobs.enqueue('mail.send', mail);
    },
  };
}
