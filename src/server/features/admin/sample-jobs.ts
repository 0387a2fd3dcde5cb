import type { JobContext } from '../../lib/jobs/job-queue.ts';
import type { AdminRepository } from './admin.repository.ts';
import { buildSampleEvent } from './sample-events.ts';
import { buildSampleVendor } from './sample-vendors.ts';

const BATCH = 10;

/** A stable number from the job id, so a retried job rebuilds the same rows and skips them. */
function seedOf(jobId: string): number {
  let hash = 0;
  for (const char of jobId) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return hash % 9973;
}

/** admin.generate-events: inserts `count` sample events in batches, reporting progress after each. */
export async function runSampleEventsJob(
  repo: AdminRepository,
  clock: () => Date,
  { count }: { count: number },
  ctx: JobContext,
) {
  const seed = seedOf(ctx.id);
  const now = clock();
  let created = 0;
  await ctx.reportProgress(0, count, 'Creating sample events');
  for (let start = 0; start < count; start += BATCH) {
    const rows = [];
    for (let i = start; i < Math.min(count, start + BATCH); i += 1) {
      rows.push({ ...buildSampleEvent(i, seed, now), externalId: `${ctx.id}:${i}` });
    }
    created += await repo.insertSampleEvents(rows);
    await ctx.reportProgress(Math.min(count, start + BATCH), count, `Created ${created} of ${count} events`);
  }
  return { created };
}

/** admin.generate-vendors: inserts `count` sample vendors with their services. */
export async function runSampleVendorsJob(
  repo: AdminRepository,
  { count }: { count: number },
  ctx: JobContext,
) {
  const seed = seedOf(ctx.id);
  const planned = Array.from({ length: count }, (_, i) => buildSampleVendor(i, seed));
  const existing = await repo.findSampleVendorEmails(planned.map((v) => v.email));
  let created = 0;
  await ctx.reportProgress(0, count, 'Creating sample vendors');
  for (const [i, vendor] of planned.entries()) {
    if (!existing.has(vendor.email)) {
      await repo.insertSampleVendor(vendor);
      created += 1;
    }
    if ((i + 1) % BATCH === 0 || i + 1 === count) {
      await ctx.reportProgress(i + 1, count, `Created ${created} of ${count} vendors`);
    }
  }
  return { created };
}
