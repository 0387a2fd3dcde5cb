import { and, eq, or, sql } from 'drizzle-orm';
import type { User } from '#shared/contracts/auth.ts';
import type { Database, DbExecutor } from '../../db/client.ts';
import { users } from '../../db/schema.ts';

/** The columns any answer may show: never the password hash or a token. */
export const userPublicColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  emailVerified: users.emailVerified,
  bio: users.bio,
  avatar: users.avatar,
  isAdmin: users.isAdmin,
  city: users.city,
  region: users.region,
  country: users.country,
  createdAt: users.createdAt,
};

type UserRecord = Omit<User, 'createdAt'> & { createdAt: Date };
export type UserWithSecret = UserRecord & { passwordHash: string | null };

export function toUser(row: UserRecord): User {
  return { ...row, createdAt: row.createdAt.toISOString() };
}

export type NewUser = {
  username: string;
  name: string;
  email: string;
  passwordHash: string;
  bio?: string | null;
  avatar?: string | null;
  verificationTokenHash?: string | null;
  isAdmin?: boolean;
};

export function createUsersRepository(db: Database) {
  return {
    async findById(id: number, tx: DbExecutor = db): Promise<User | null> {
      const [row] = await tx.select(userPublicColumns).from(users).where(eq(users.id, id));
      return row ? toUser(row) : null;
    },
    /** Username or email, case-insensitive, with the password hash for sign-in. */
    async findByLogin(login: string): Promise<UserWithSecret | null> {
      const wanted = login.toLowerCase();
      const [row] = await db
        .select({ ...userPublicColumns, passwordHash: users.passwordHash })
        .from(users)
        .where(or(sql`lower(${users.username}) = ${wanted}`, sql`lower(${users.email}) = ${wanted}`))
        .limit(1);
      return row ?? null;
    },
    async existsUsername(username: string, exceptId?: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.username}) = ${username.toLowerCase()}`);
      return rows.some((r) => r.id !== exceptId);
    },
    async existsEmail(email: string): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
      return rows.length > 0;
    },
    async insert(values: NewUser, tx: DbExecutor = db): Promise<User> {
      const [row] = await tx.insert(users).values(values).returning(userPublicColumns);
      return toUser(row!);
    },
    async update(
      id: number,
      values: Partial<Pick<NewUser, 'username' | 'name' | 'bio' | 'avatar' | 'passwordHash' | 'isAdmin'>>,
      tx: DbExecutor = db,
    ): Promise<User | null> {
      const [row] = await tx
        .update(users)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning(userPublicColumns);
      return row ? toUser(row) : null;
    },
    /**
     * A new verification token for an account still unverified (the old link stops working);
     * false when the account is gone or already verified.
     */
    async replaceVerificationToken(id: number, tokenHash: string): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ verificationTokenHash: tokenHash, updatedAt: new Date() })
        .where(and(eq(users.id, id), eq(users.emailVerified, false)))
        .returning({ id: users.id });
      return rows.length > 0;
    },
    /** Marks the address verified and spends the token; null when no account holds it. */
    async consumeVerificationToken(tokenHash: string): Promise<User | null> {
      const [row] = await db
        .update(users)
        .set({ emailVerified: true, verificationTokenHash: null, updatedAt: new Date() })
        .where(eq(users.verificationTokenHash, tokenHash))
        .returning(userPublicColumns);
      return row ? toUser(row) : null;
    },
  };
}
export type UsersRepository = ReturnType<typeof createUsersRepository>;
