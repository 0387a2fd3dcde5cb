import { SIGN_UP_CLOSED_MESSAGE } from '#shared/constants.ts';
import type { LoginBody, RegisterBody, UpdateUserBody, User } from '#shared/contracts/auth.ts';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  RateLimitedError,
  UnauthenticatedError,
  ValidationError,
} from '../../lib/errors/app-errors.ts';
import type { Mailer } from '../../lib/mail/mailer.ts';
import type { RateLimiter } from '../../lib/rate-limit/rate-limiter.ts';
import type { PasswordHasher } from '../../lib/security/password.ts';
import { generateToken, hashToken } from '../../lib/security/tokens.ts';
import type { SessionsRepository } from './sessions.repository.ts';
import type { UsersRepository } from './users.repository.ts';

export type AuthLimits = {
  registerPerHour: number;
  loginPerHour: number;
  maxFailures: number;
  lockoutMinutes: number;
  sessionTtlDays: number;
  resendVerificationPerHour: number;
};

type Deps = {
  usersRepo: UsersRepository;
  sessionsRepo: SessionsRepository;
  rateLimiter: RateLimiter;
  hasher: PasswordHasher;
  mailer: Mailer;
  limits: AuthLimits;
  clock?: () => Date;
  /** The administrator's settings, read on each use: the site's name and whether sign-up is open. */
  site: () => { siteName: string; isSignUpOpen: boolean };
};

export type NewSession = { token: string; expiresAt: Date; user: User };

const HOUR = 3600;

export function createAuthService({
  usersRepo,
  sessionsRepo,
  rateLimiter,
  hasher,
  mailer,
  limits,
  clock = () => new Date(),
  site,
}: Deps) {
  async function startSession(user: User, userAgent: string | null): Promise<NewSession> {
    const token = generateToken();
    const expiresAt = new Date(clock().getTime() + limits.sessionTtlDays * 86_400_000);
    await sessionsRepo.insert({
      id: hashToken(token),
      userId: user.id,
      expiresAt,
      userAgent: userAgent?.slice(0, 300) ?? null,
    });
    return { token, expiresAt, user };
  }

  async function sendVerificationMail(user: User, token: string, siteUrl: string): Promise<void> {
    const link = `${siteUrl}/verify-email?token=${encodeURIComponent(token)}`;
    await mailer.send({
      to: user.email,
      kind: 'verify-email',
      subject: `Confirm your email for ${site().siteName}`,
      text: `Hi ${user.name},\n\nWelcome to ${site().siteName}! Confirm your email address by opening this link:\n\n${link}\n\nIf you did not create an account, you can ignore this message.\n\nThe ${site().siteName} team`,
    });
  }

  return {
    async currentUser(sessionToken: string | undefined): Promise<User | null> {
      if (!sessionToken) return null;
      return sessionsRepo.findUserBySessionId(hashToken(sessionToken), clock());
    },

    async registerUser(body: RegisterBody, ctx: { ip: string; siteUrl: string }): Promise<User> {
      if (!site().isSignUpOpen) throw new ForbiddenError(SIGN_UP_CLOSED_MESSAGE);
      const limit = await rateLimiter.hit(`register:ip:${ctx.ip}`, limits.registerPerHour, HOUR);
      if (!limit.isAllowed) {
        throw new RateLimitedError(
          `Too many new accounts from your network. Try again in ${formatWait(limit.retryAfterSeconds)}.`,
          limit.retryAfterSeconds,
        );
      }
      const [usernameTaken, emailTaken] = await Promise.all([
        usersRepo.existsUsername(body.username),
        usersRepo.existsEmail(body.email),
      ]);
      if (usernameTaken) {
        throw new ConflictError('Username already exists', [
          { path: 'username', message: 'Username already exists' },
        ]);
      }
      if (emailTaken) {
        throw new ConflictError('An account with this email already exists', [
          { path: 'email', message: 'An account with this email already exists' },
        ]);
      }
      const token = generateToken();
      let user: User;
      try {
        user = await usersRepo.insert({
          username: body.username,
          name: body.name,
          email: body.email,
          bio: body.bio ?? null,
          avatar: body.avatar ?? null,
          passwordHash: await hasher.hash(body.password),
          verificationTokenHash: hashToken(token),
        });
      } catch (err) {
        // Two registrations racing for the same name: the unique index decides.
        if (isUniqueViolation(err)) throw new ConflictError('Username or email already exists');
        throw err;
      }
      await sendVerificationMail(user, token, ctx.siteUrl);
      return user;
    },

    /**
     * Sends the verification mail again with a fresh link (the previous one stops working). An
     * already verified account gets a message and no mail; each account may ask a few times an hour.
     */
    async resendVerification(user: User, ctx: { siteUrl: string }): Promise<{ message: string }> {
      if (user.emailVerified) return { message: 'Your email address is already verified.' };
      const limitKey = `resend-verification:user:${user.id}`;
      const limit = await rateLimiter.reserve(limitKey, limits.resendVerificationPerHour, HOUR);
      if (!limit.isAllowed) {
        throw new RateLimitedError(
          `You asked for the verification email several times. Check your inbox and spam folder, or try again in ${formatWait(limit.retryAfterSeconds)}.`,
          limit.retryAfterSeconds,
        );
      }
      const token = generateToken();
      try {
        const replaced = await usersRepo.replaceVerificationToken(user.id, hashToken(token));
        // Verified in another tab between the session read and now: nothing to send.
        if (!replaced) {
          await rateLimiter.release(limitKey);
          return { message: 'Your email address is already verified.' };
        }
        await sendVerificationMail(user, token, ctx.siteUrl);
      } catch (err) {
        // No mail left: the place it took is given back.
        await rateLimiter.release(limitKey).catch(() => {});
        throw err;
      }
      return { message: `We sent a new verification link to ${user.email}.` };
    },

    async logIn(body: LoginBody, ctx: { ip: string; userAgent: string | null }): Promise<NewSession> {
      const ipLimit = await rateLimiter.hit(`login:ip:${ctx.ip}`, limits.loginPerHour, HOUR);
      if (!ipLimit.isAllowed) {
        throw new RateLimitedError(
          `Too many sign-in attempts from your network. Try again in ${formatWait(ipLimit.retryAfterSeconds)}.`,
          ipLimit.retryAfterSeconds,
        );
      }
      // Failures count per account, whichever of its names (username or email) is typed; a name with
      // no account counts on its own, so the answer is the same either way.
      const found = await usersRepo.findByLogin(body.username);
      const failureKey = found
        ? `login:fail:user:${found.id}`
        : `login:fail:name:${body.username.toLowerCase()}`;
      // The attempt takes its place among the allowed failures before the password is checked, so
      // any number of attempts in parallel get exactly that many checks; a wrong password keeps its
      // place as the failure it is.
      const attempt = await rateLimiter.reserve(failureKey, limits.maxFailures, limits.lockoutMinutes * 60);
      if (!attempt.isAllowed) {
        throw new RateLimitedError(
          `Too many failed sign-ins for this account. Try again in ${formatWait(attempt.retryAfterSeconds)}.`,
          attempt.retryAfterSeconds,
        );
      }
      const isValid = await hasher.verify(body.password, found?.passwordHash ?? null);
      if (!found || !isValid) throw new UnauthenticatedError('Invalid username or password');
      // Failures count in a row: a success with no attempt behind it clears them. Alongside
      // other attempts (a burst), it only gives back its own place, so wrong passwords keep theirs.
      await rateLimiter.releaseLast(failureKey, attempt.count);
      const { passwordHash: _hash, ...record } = found;
      return startSession({ ...record, createdAt: record.createdAt.toISOString() }, ctx.userAgent);
    },

    async logOut(sessionToken: string | undefined): Promise<void> {
      if (sessionToken) await sessionsRepo.remove(hashToken(sessionToken));
    },

    async updateProfile(user: User, body: UpdateUserBody): Promise<User> {
      if (body.username && (await usersRepo.existsUsername(body.username, user.id))) {
        throw new ConflictError('Username already exists', [
          { path: 'username', message: 'Username already exists' },
        ]);
      }
      try {
        const updated = await usersRepo.update(user.id, body);
        if (!updated) throw new NotFoundError('User', user.id);
        return updated;
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError('Username already exists');
        throw err;
      }
    },

    async verifyEmail(token: string): Promise<User> {
      const user = await usersRepo.consumeVerificationToken(hashToken(token));
      if (!user) {
        throw new ValidationError('This verification link is invalid or has already been used', [
          { path: 'token', message: 'This verification link is invalid or has already been used' },
        ]);
      }
      return user;
    },

    startSession,
  };
}
export type AuthService = ReturnType<typeof createAuthService>;

function isUniqueViolation(err: unknown): boolean {
  const code =
    (err as { code?: string; cause?: { code?: string } })?.code ??
    (err as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}

function formatWait(seconds: number): string {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}
