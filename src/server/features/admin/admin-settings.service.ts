import { count, isNotNull } from 'drizzle-orm';
import type { User } from '#shared/contracts/auth.ts';
import type {
  AdminSettingsResponse,
  SiteSettings,
  SiteStatus,
  UpdateSiteSettingsBody,
} from '#shared/contracts/site-settings.ts';
import type { Env } from '../../config/env.ts';
import type { Database, DbHandle } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { ValidationError } from '../../lib/errors/app-errors.ts';
import { geocodeUs } from '../../lib/geo/gazetteer.ts';
import type { JobQueue } from '../../lib/jobs/job-queue.ts';
import type { SiteSettingsStore } from '../../lib/settings/site-settings.ts';

/** How many changes the Settings page lists. */
const CHANGES_SHOWN = 20;

type Deps = {
  db: Database;
  dbKind: DbHandle['kind'];
  env: Readonly<Env>;
  settings: SiteSettingsStore;
  jobs: Pick<JobQueue<Record<string, unknown>>, 'counts'>;
  clock: () => Date;
};

/** The default place as the administrator typed it ("Austin, TX"), placed by the gazetteer. */
function placeOf(text: string | null | undefined): SiteSettings['defaultLocation'] {
  if (!text) return null;
  const place = geocodeUs(text);
  if (!place) {
    const message = `We could not find “${text}”. Enter a US city and state, like Austin, TX.`;
    throw new ValidationError(message, [{ path: 'defaultLocation', message }]);
  }
  return { city: place.city, region: place.region };
}

/** Site Settings: the administrator's switches, the server's status, and who changed what. */
export function createAdminSettingsService({ db, dbKind, env, settings, jobs, clock }: Deps) {
  async function status(): Promise<SiteStatus> {
    const [jobCounts, [mail]] = await Promise.all([
      jobs.counts(),
      db.select({ failed: count() }).from(mailOutbox).where(isNotNull(mailOutbox.error)),
    ]);
    return {
      database: dbKind,
      jobs: jobCounts,
      mail: { transport: env.SMTP_URL ? 'smtp' : 'log', failed: Number(mail?.failed ?? 0) },
      ai: env.LLM_BASE_URL
        ? { provider: 'configured', model: env.LLM_MODEL ?? null }
        : { provider: 'built-in', model: null },
    };
  }

  async function read(): Promise<AdminSettingsResponse> {
    const [siteStatus, changes] = await Promise.all([status(), settings.listChanges(CHANGES_SHOWN)]);
    return {
      settings: settings.current(),
      serverDefaultLocation: settings.serverDefaultLocation(),
      status: siteStatus,
      changes,
    };
  }

  return {
    /** GET /api/admin/settings. */
    getSettings: read,

    /** PATCH /api/admin/settings: only the fields sent change; each change is logged with its author. */
    async updateSettings(user: User, body: UpdateSiteSettingsBody): Promise<AdminSettingsResponse> {
      const { defaultLocation, ...rest } = body;
      const changes: Partial<SiteSettings> = { ...rest } as Partial<SiteSettings>;
      if (defaultLocation !== undefined) changes.defaultLocation = placeOf(defaultLocation);
      await settings.update(changes, user.id, clock());
      return read();
    },
  };
}
export type AdminSettingsService = ReturnType<typeof createAdminSettingsService>;
