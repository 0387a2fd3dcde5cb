import { sql } from 'drizzle-orm';
import { passwordSchema } from '#shared/contracts/auth.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import type { PasswordHasher } from '../lib/security/password.ts';

type AdminSettings = { username: string; password: string; email: string };

/**
 * Creates the first administrator from ADMIN_USERNAME / ADMIN_PASSWORD / ADMIN_EMAIL, or promotes
 * the existing account of that name. The password is only set when the account is created, so a
 * password changed later is never reset by a restart.
 */
export async function ensureAdmin(
  db: Database,
  hasher: PasswordHasher,
  admin: AdminSettings,
): Promise<'created' | 'promoted'> {
  const strength = passwordSchema.safeParse(admin.password);
  if (!strength.success) throw new Error(`ADMIN_PASSWORD is too weak: ${strength.error.issues[0]?.message}`);
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${admin.username.toLowerCase()}`);
  if (existing) {
    await db
      .update(users)
      .set({ isAdmin: true, updatedAt: new Date() })
      .where(sql`${users.id} = ${existing.id}`);
    return 'promoted';
  }
  await db.insert(users).values({
    username: admin.username,
    email: admin.email,
    name: 'Administrator',
    passwordHash: await hasher.hash(admin.password),
    isAdmin: true,
    emailVerified: true,
  });
  return 'created';
}
