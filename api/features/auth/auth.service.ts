// Accounts: register, login, password reset by e-mail, password change (docs/api.md, "Accounts").
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import type { Queryable, Tx } from '#db/client';
import { passwordResets } from '#db/schema-auth';
import { sessions } from '#db/schema-shared';
import { DAY, MINUTE } from '../../platform/clock';
import { badRequest, unauthorized } from '../../platform/http/http-errors';
import { TooManyAtOnceError } from '../../platform/http/fair-queue';
import type { HashSource } from '../../platform/http/password';
import { AttemptLimiter, beginAttempt, countRefused, forgetLimits, limitKey, RateLimiter, type Window } from '../../platform/http/rate-limit';
import { type ErasePart, forgetJobs, sameAddress } from '../../platform/erase';
import { signToken, TOKEN_LIFETIME_MS } from '../../platform/http/tokens';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import type { JobHandler } from '../../platform/jobs/jobs.worker';
import { queueMail } from '../../platform/mail/mail.job';
import { passwordChangedMail, resetMail, type PasswordChangedBy } from './auth.mails';
import { createUser, endTokens, findUserByEmail, toUserDto, type UserRow } from '../users';
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from '@shared/auth';

export const RESET_LINK_LIFETIME_MS = 30 * MINUTE;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The unused, unexpired reset link with this hash, if there is one. */
async function usableReset(db: Queryable, tokenHash: string, now: number) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .limit(1);
  return reset && reset.expiresAt > now ? reset : undefined;
}

/** The daily clean-up's part (platform/jobs/cleanup.job.ts): reset links a day past their end or their use. */
function forgetOldResetLinks(tx: Tx, now: number) {
  return tx.delete(passwordResets).where(or(lt(passwordResets.expiresAt, now - DAY), and(isNotNull(passwordResets.usedAt), lt(passwordResets.usedAt!, now - DAY))));
}

// The limits of docs/security.md, "Abuse limits" (docs/operations.md lists them for the operator).
// Each counts an attempt when it arrives, before any password is checked or hashed, and counts
// across every server process (api/platform/http/rate-limit.ts).
export const LIMITS = {
  /** Wrong passwords per account (guessing one password) and per address (trying many accounts). */
  loginPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  loginPerAddress: { limit: 20, windowMs: 15 * MINUTE },
  /** Wrong current passwords on change-password, per account and per address. */
  changePasswordPerAccount: { limit: 5, windowMs: 15 * MINUTE },
  changePasswordPerAddress: { limit: 5, windowMs: 15 * MINUTE },
  /** Every attempt counts: each may cost a hash. */
  registerPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  resetPasswordPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  /** Reset e-mails: per address, and per account (no mail-bombing one inbox; over it, quietly none). */
  forgotPerAddress: { limit: 10, windowMs: 60 * MINUTE },
  forgotPerAccount: { limit: 3, windowMs: 60 * MINUTE },
} as const satisfies Record<string, Window>;

/** The limits above that count by the account's e-mail address: deleting the account deletes their rows. */
const LIMITS_BY_EMAIL = ['loginPerAccount', 'forgotPerAccount'] as const satisfies readonly (keyof typeof LIMITS)[];

/**
 * Deleting an account (api/platform/erase.ts): a reset link asked for its address and not yet
 * sent, and the limits counted by its address. Its reset links reference the account and go with it.
 */
const eraseSignIns: ErasePart = {
  tables: [],
  async run(tx, person) {
    await forgetJobs(tx, 'password-reset', ({ payload }) => sameAddress(payload.email, person.email));
    await forgetLimits(
      tx,
      LIMITS_BY_EMAIL.map((name) => limitKey(name, person.email)),
    );
  },
};

/**
 * The welcome e-mail, queued in the new account's own transaction: the mail feature's lifecycle
 * e-mails, handed in by the composition root (the mail feature is built on this one, so auth names
 * only the shape it calls).
 */
export interface WelcomeMail {
  welcome(tx: Tx, person: { id: number; username: string; email: string }): Promise<unknown>;
}

/**
 * Linking a new account to the referral code it arrived with, in its own transaction: the
 * referrals feature, handed in by the composition root (it is built on this one).
 */
export interface ReferralJoin {
  join(tx: Tx, user: { id: number }, code: string | undefined): Promise<void>;
}

export function createAuthService(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'jwtSecret' | 'passwords'>, queue: JobQueue, mails: WelcomeMail, referrals?: ReferralJoin) {
  const { db, clock, passwords } = deps;
  const attempts = (name: keyof typeof LIMITS) => new AttemptLimiter(db, clock, name, LIMITS[name]);
  const counter = (name: keyof typeof LIMITS) => new RateLimiter(db, clock, name, LIMITS[name]);
  const loginByAccount = attempts('loginPerAccount');
  const loginByAddress = attempts('loginPerAddress');
  const changeByAccount = attempts('changePasswordPerAccount');
  const changeByAddress = attempts('changePasswordPerAddress');
  const registersByAddress = counter('registerPerAddress');
  const resetsByAddress = counter('resetPasswordPerAddress');
  const forgotByAddress = counter('forgotPerAddress');
  const forgotByAccount = counter('forgotPerAccount');

  /**
   * Where a hash asked for from `address` waits: first when the address has no recent failed
   * login, behind those otherwise (docs/security.md, "The hashing queue": a flood of wrong logins
   * cannot keep real sign-ins waiting).
   */
  const hashSource = async (address: string): Promise<HashSource> => ({ address, priority: (await loginByAddress.failuresOf(address)) === 0 });

  /**
   * This process's login attempts in progress, per address (login(), below), and whether one of
   * them has failed or been refused meanwhile: then the others lose their place in the hashing
   * queue's first lane too, also those still taking their units, which passwords.demote() cannot
   * reach yet (docs/security.md, "The hashing queue").
   */
  const arriving = new Map<string, { count: number; failed: boolean }>();
  const failedNow = (address: string) => {
    const mine = arriving.get(address);
    if (mine) mine.failed = true;
    passwords.demote(address);
  };

  async function checkLogin(input: Pick<LoginInput, 'email' | 'password'>, address: string) {
    const attempt = await beginAttempt([
      [loginByAccount, input.email],
      [loginByAddress, address],
    ]);
    try {
      const user = await findUserByEmail(db, input.email);
      const source = { address, priority: attempt.failures[1] === 0 && !arriving.get(address)?.failed };
      // An unknown e-mail costs the same hash as a wrong password and gets the same answer.
      const ok = user ? await passwords.verify(user.passwordHash, input.password, source) : (await passwords.burn(input.password, source), false);
      if (!ok) failedNow(address);
      await attempt.end(ok ? 'right' : 'wrong');
      if (!user || !ok) throw unauthorized(AUTH_MESSAGES.badCredentials);
      return issue(user);
    } catch (err) {
      // More at once from this address than its places in the hashing queue: refused, and
      // counted as a failure, so a flood pays for what it sends (docs/security.md,
      // "The hashing queue").
      if (err instanceof TooManyAtOnceError) {
        failedNow(address);
        await attempt.end('wrong');
      }
      throw err;
    } finally {
      // A full hashing queue (503) checked nothing: the attempt gives its units back.
      await attempt.end('unchecked');
    }
  }

  /** A sign-in: a session of its own, named in its token, so Logout can end just this one. */
  async function issue(user: UserRow) {
    const now = clock.now();
    const sid = randomBytes(18).toString('base64url');
    const expiresAt = now + TOKEN_LIFETIME_MS;
    await db.write((tx) => tx.insert(sessions).values({ id: sid, userId: user.id, createdAt: now, expiresAt }));
    return { user: toUserDto(user, now), token: signToken(deps.jwtSecret, user.id, user.tokenVersion, now, sid), expiresAt };
  }

  /**
   * The job behind forgot-password: whether the account exists is looked at here, after the
   * answer, so known and unknown e-mails take the same time (docs/security.md, "Abuse limits"). The
   * link and its e-mail are written together, so a run again after a crash finds the mail queued
   * once.
   */
  const resetMailJob: JobHandler<{ email: string }> = async ({ email }, job) => {
    const user = await findUserByEmail(db, email);
    if (!user) return;
    // Over the per-account limit we quietly send nothing, so the answer reveals nothing.
    try {
      await forgotByAccount.take(email);
    } catch {
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    return async (tx) => {
      await tx.insert(passwordResets).values({ tokenHash: sha256(token), userId: user.id, expiresAt: now + RESET_LINK_LIFETIME_MS, createdAt: now });
      await queueMail(queue, tx, resetMail(deps, user, token), `reset-mail:${job.id}`);
    };
  };

  /** In the change's transaction: the notice goes once the new password holds, once per change (keyed by the token version it ended). */
  const passwordChanged = (tx: Tx, user: UserRow, at: number, by: PasswordChangedBy) =>
    queueMail(queue, tx, passwordChangedMail(deps, user, at, by), `password-changed:${user.id}:${user.tokenVersion}`);

  return {
    jobs: { 'password-reset': resetMailJob },
    sweeps: [forgetOldResetLinks],
    erase: eraseSignIns,

    async register(input: RegisterInput, address: string) {
      await registersByAddress.take(address);
      // The welcome e-mail (docs/product.md, "E-mails") is queued in the account's own transaction.
      const { ref, ...person } = input;
      const user = await createUser(deps, { ...person, ageConfirmedAt: clock.now() }, clock.now(), {
        source: await hashSource(address),
        onCreated: async (tx, made) => {
          await mails.welcome(tx, made);
          await referrals?.join(tx, made, ref);
        },
      });
      return toUserDto(user, clock.now());
    },

    async login(input: Pick<LoginInput, 'email' | 'password'>, address: string) {
      // An address holds at most its places in the hashing queue at once (docs/security.md, "The
      // hashing queue"): attempts beyond them are refused as they arrive, before they take a unit
      // of any budget or wait for a write, and counted as failures together. A flood's tenth
      // request then costs less than a real sign-in's first, which keeps its place in the line.
      const inProgress = arriving.get(address) ?? { count: 0, failed: false };
      if (inProgress.count >= passwords.limits.maxPlacesPerSource) {
        failedNow(address);
        await countRefused([
          [loginByAccount, input.email],
          [loginByAddress, address],
        ]);
        throw new TooManyAtOnceError();
      }
      inProgress.count++;
      arriving.set(address, inProgress);
      try {
        return await checkLogin(input, address);
      } finally {
        if (--inProgress.count === 0) arriving.delete(address);
      }
    },

    /**
     * Ends the session of this token (docs/security.md, "Sign-out and sessions"): its token answers
     * 401 from the next request on, in every process. A token from before sessions existed has none
     * to end: then every token of the user ends, as a password change would.
     */
    async logout(user: { id: number; sid?: string }): Promise<void> {
      await db.write(async (tx) => {
        if (user.sid !== undefined) await tx.delete(sessions).where(eq(sessions.id, user.sid));
        else await endTokens(tx, user.id);
      });
    },

    /** Sign out everywhere: every token of the user ends, this one included. */
    async logoutAll(userId: number): Promise<void> {
      await db.write(async (tx) => {
        await endTokens(tx, userId);
        await tx.delete(sessions).where(eq(sessions.userId, userId));
      });
    },

    /** Always the same answer, whether or not the e-mail has an account: the rest is a job. */
    async forgotPassword(email: string, address: string): Promise<void> {
      await forgotByAddress.take(address);
      await db.write((tx) => queue.add(tx, { kind: 'password-reset', payload: { email } }));
    },

    async resetPassword(token: string, password: string, address: string) {
      await resetsByAddress.take(address);
      // The link is checked before any hash: a junk link costs a lookup, not a core
      // (docs/security.md, "Passwords").
      const tokenHash = sha256(token);
      if (!(await usableReset(db, tokenHash, clock.now()))) throw badRequest(AUTH_MESSAGES.badResetLink, 'token');
      const hash = await passwords.hash(password, await hashSource(address));
      const now = clock.now();
      // One transaction: the link is used, the password set and older tokens ended together. The
      // link is taken by one conditional update: of two requests with it at once, one gets it.
      const done = await db.write(async (tx) => {
        const [reset] = await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
          .returning({ userId: passwordResets.userId });
        if (!reset) return false;
        // Every other link of the account ends with it.
        await tx
          .update(passwordResets)
          .set({ usedAt: now })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        const changed = await endTokens(tx, reset.userId, hash);
        if (changed) await passwordChanged(tx, changed, now, 'reset');
        return true;
      });
      if (!done) throw badRequest(AUTH_MESSAGES.badResetLink, 'token');
    },

    async changePassword(user: UserRow, currentPassword: string, newPassword: string, address: string) {
      const attempt = await beginAttempt([
        [changeByAccount, String(user.id)],
        [changeByAddress, address],
      ]);
      const source = await hashSource(address);
      try {
        const ok = await passwords.verify(user.passwordHash, currentPassword, source);
        await attempt.end(ok ? 'right' : 'wrong');
        if (!ok) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'currentPassword');
      } catch (err) {
        if (err instanceof TooManyAtOnceError) await attempt.end('wrong');
        throw err;
      } finally {
        await attempt.end('unchecked');
      }
      if (currentPassword === newPassword) throw badRequest(AUTH_MESSAGES.samePassword, 'newPassword');
      const hash = await passwords.hash(newPassword, source);
      // Bumping the version ends every token issued before, this browser's included (docs/app.md,
      // "Signing in and passwords": the client signs out and asks for a fresh login).
      const now = clock.now();
      await db.write(async (tx) => {
        const changed = await endTokens(tx, user.id, hash);
        if (changed) await passwordChanged(tx, changed, now, 'account');
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
