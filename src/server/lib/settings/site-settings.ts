import { desc, eq } from 'drizzle-orm';
import { DEFAULT_SITE_NAME } from '#shared/constants.ts';
import {
  SITE_SETTING_KEYS,
  type SiteSettingChange,
  type SiteSettingKey,
  type SiteSettings,
  siteSettingsSchema,
} from '#shared/contracts/site-settings.ts';
import type { Database } from '../../db/client.ts';
import { siteSettingChanges, siteSettings, users } from '../../db/schema.ts';
import { resolveDefaultLocation, type VisitorLocation } from '../http/visitor-location.ts';

const BUILT_IN: SiteSettings = {
  siteName: DEFAULT_SITE_NAME,
  contactEmail: '',
  isSignUpOpen: true,
  isGuestRsvpOpen: true,
  defaultLocation: null,
};

/** A setting's value as a person reads it in the change log. */
function describeValue(key: SiteSettingKey, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (key === 'isSignUpOpen' || key === 'isGuestRsvpOpen') return value ? 'Open' : 'Closed';
  if (key === 'defaultLocation') {
    const place = value as { city: string; region: string };
    return `${place.city}, ${place.region}`;
  }
  return String(value) || null;
}

type Options = { db: Database; serverDefault: { city: string; region: string } };

/** How often a process reads the settings again, to take up a change another process made. */
const REFRESH_MS = 10_000;

/**
 * Site settings kept in the database. Each process holds them in memory, loaded at start, replaced
 * when it writes a change and read again every few seconds, so readers on every request (the default
 * place, sign-up) read them without a query, a change applies at once in the process that made it
 * and within seconds in every other one, with no restart.
 */
export function createSiteSettings({ db, serverDefault }: Options) {
  let current: SiteSettings = BUILT_IN;
  let location: { key: string; value: VisitorLocation } | null = null;

  async function load(): Promise<void> {
    const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
    const stored: Record<string, unknown> = {};
    for (const row of rows) stored[row.key] = row.value;
    // A value a newer or older version stored in another shape falls back to the built-in one.
    const merged = { ...BUILT_IN };
    for (const key of SITE_SETTING_KEYS) {
      if (!(key in stored)) continue;
      const one = siteSettingsSchema.shape[key].safeParse(stored[key]);
      if (one.success) Object.assign(merged, { [key]: one.data });
    }
    current = merged;
  }

  return {
    load,

    /** Reads the settings again every few seconds until the returned function is called. */
    keepFresh(onError: (err: unknown) => void): () => void {
      const timer = setInterval(() => load().catch(onError), REFRESH_MS);
      timer.unref();
      return () => clearInterval(timer);
    },

    current: (): SiteSettings => current,

    /** The place for visitors whose location is unknown: the administrator's, else the server's. */
    defaultLocation(): VisitorLocation {
      const place = current.defaultLocation ?? serverDefault;
      const key = `${place.city}|${place.region}`;
      if (location?.key !== key) location = { key, value: resolveDefaultLocation(place.city, place.region) };
      return location.value;
    },

    /** The server's own default place, shown beside the administrator's choice. */
    serverDefaultLocation(): { city: string; region: string } {
      const place = resolveDefaultLocation(serverDefault.city, serverDefault.region);
      return { city: place.city, region: place.region };
    },

    /** Stores the values that differ from the current ones, logging each with who changed it. */
    async update(changes: Partial<SiteSettings>, userId: number, at: Date): Promise<void> {
      await load();
      const changed = SITE_SETTING_KEYS.filter(
        (key) => key in changes && JSON.stringify(changes[key]) !== JSON.stringify(current[key]),
      );
      if (changed.length === 0) return;
      await db.transaction(async (tx) => {
        for (const key of changed) {
          const value = changes[key] ?? null;
          // No stored value means the built-in default (for the place: the server's own).
          if (value === null) await tx.delete(siteSettings).where(eq(siteSettings.key, key));
          else
            await tx
              .insert(siteSettings)
              .values({ key, value, updatedAt: at, updatedBy: userId })
              .onConflictDoUpdate({
                target: siteSettings.key,
                set: { value, updatedAt: at, updatedBy: userId },
              });
          await tx.insert(siteSettingChanges).values({
            key,
            oldValue: current[key],
            newValue: value,
            userId,
            createdAt: at,
          });
        }
      });
      await load();
    },

    /** The newest changes first. */
    async listChanges(limit: number): Promise<SiteSettingChange[]> {
      const rows = await db
        .select({
          id: siteSettingChanges.id,
          key: siteSettingChanges.key,
          oldValue: siteSettingChanges.oldValue,
          newValue: siteSettingChanges.newValue,
          username: users.username,
          name: users.name,
          createdAt: siteSettingChanges.createdAt,
        })
        .from(siteSettingChanges)
        .leftJoin(users, eq(users.id, siteSettingChanges.userId))
        .orderBy(desc(siteSettingChanges.createdAt), desc(siteSettingChanges.id))
        .limit(limit);
      return rows
        .filter((row): row is typeof row & { key: SiteSettingKey } =>
          (SITE_SETTING_KEYS as readonly string[]).includes(row.key),
        )
        .map((row) => ({
          id: row.id,
          key: row.key,
          oldValue: describeValue(row.key, row.oldValue),
          newValue: describeValue(row.key, row.newValue),
          changedBy: row.username && row.name ? { username: row.username, name: row.name } : null,
          changedAt: row.createdAt.toISOString(),
        }));
    },
  };
}
export type SiteSettingsStore = ReturnType<typeof createSiteSettings>;
