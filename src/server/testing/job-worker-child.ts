// A second app process for the job tests: it opens the database named in argv, works the
// 'test.slow' queue with a handler that never finishes, and prints "started <id>" when it takes a job.
import { openDatabase } from '../db/client.ts';
import { createJobQueue } from '../lib/jobs/job-queue.ts';

const url = process.argv[2];
if (!url) throw new Error('usage: job-worker-child <database url>');
const handle = await openDatabase({ kind: 'postgres', url, poolSize: 2, onPoolError: () => {} });
const jobs = createJobQueue<{ 'test.slow': { n: number } }>(handle, { pollingIntervalSeconds: 0.5 });
jobs.work(
  'test.slow',
  async (_data, ctx) => {
    process.stdout.write(`started ${ctx.id}\n`);
    await new Promise(() => {});
  },
  { expireInSeconds: 2, retryLimit: 2, retryDelaySeconds: 1, retryBackoff: false },
);
await jobs.start();
process.stdout.write('ready\n');
