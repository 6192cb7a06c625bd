// Accounts: register, login, password reset by e-mail, password change (contract §4).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Queryable } from '../../db/client';
import { passwordResets, users } from '../../db/schema';
import { MINUTE } from '../../lib/clock';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { AttemptLimiter, beginAttempt, RateLimiter } from '../../lib/rate-limit';
import { signToken } from '../../lib/tokens';
import { createUser, findUserByEmail, toUserDto, type UserRow } from '../users/users.service';
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from '@shared/auth';

export const RESET_LINK_LIFETIME_MS = 30 * MINUTE;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** The unused, unexpired reset link with this hash, if there is one. */
function usableReset(db: Queryable, tokenHash: string, now: number) {
  const reset = db
    .select()
    .from(passwordResets)
    .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
    .get();
  return reset && reset.expiresAt > now ? reset : undefined;
}

// The limits of contract §4 and §11 (docs/operations.md lists them for the operator). Each counts
// an attempt when it arrives, before any password is checked or hashed.
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
} as const;

export function createAuthService(deps: Deps) {
  const { db, clock } = deps;
  const attempts = (l: { limit: number; windowMs: number }) => new AttemptLimiter(clock, l.limit, l.windowMs);
  const counter = (l: { limit: number; windowMs: number }) => new RateLimiter(clock, l.limit, l.windowMs);
  const loginByAccount = attempts(LIMITS.loginPerAccount);
  const loginByAddress = attempts(LIMITS.loginPerAddress);
  const changeByAccount = attempts(LIMITS.changePasswordPerAccount);
  const changeByAddress = attempts(LIMITS.changePasswordPerAddress);
  const registersByAddress = counter(LIMITS.registerPerAddress);
  const resetsByAddress = counter(LIMITS.resetPasswordPerAddress);
  const forgotByAddress = counter(LIMITS.forgotPerAddress);
  const forgotByAccount = counter(LIMITS.forgotPerAccount);

  const issue = (user: UserRow) => ({
    user: toUserDto(user, clock.now()),
    token: signToken(deps.jwtSecret, user.id, user.tokenVersion, clock.now()),
  });

  /** The reset e-mail of forgot-password, sent after the answer. */
  async function sendResetLink(email: string) {
    const user = findUserByEmail(db, email);
    if (!user) return;
    // Over the per-account limit we quietly send nothing, so the answer reveals nothing.
    try {
      forgotByAccount.take(email);
    } catch {
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    db.insert(passwordResets)
      .values({ tokenHash: sha256(token), userId: user.id, expiresAt: now + RESET_LINK_LIFETIME_MS, createdAt: now })
      .run();
    await deps.mailer.send({
      to: user.email,
      subject: 'Reset your password',
      text: [
        `Hi ${user.username},`,
        '',
        'Someone (hopefully you) asked to reset the password of your account.',
        'Open this link within 30 minutes to choose a new password:',
        '',
        `${deps.config.appUrl}/reset-password/${token}`,
        '',
        'If you did not ask for this, ignore this e-mail: your password stays as it is.',
      ].join('\n'),
    });
  }

  return {
    async register(input: RegisterInput, address: string) {
      registersByAddress.take(address);
      const user = await createUser(db, { ...input, ageConfirmedAt: clock.now() }, clock.now(), { source: address });
      return toUserDto(user, clock.now());
    },

    async login(input: LoginInput, address: string) {
      const attempt = await beginAttempt([
        [loginByAccount, input.email],
        [loginByAddress, address],
      ]);
      try {
        const user = findUserByEmail(db, input.email);
        // An unknown e-mail costs the same hash as a wrong password and gets the same answer.
        const ok = user
          ? await verifyPassword(user.passwordHash, input.password, address)
          : (await burnPasswordCheck(input.password, address), false);
        attempt.end(!ok);
        if (!user || !ok) throw unauthorized(AUTH_MESSAGES.badCredentials);
        loginByAccount.forgive(input.email);
        return issue(user);
      } finally {
        // A full hashing queue (503) checked nothing: the attempt gives its units back.
        attempt.end(false);
      }
    },

    /** Always the same answer, whether or not the e-mail has an account. */
    forgotPassword(email: string, address: string): void {
      forgotByAddress.take(address);
      // Everything that depends on whether the account exists (the lookup, the row, the mail)
      // runs after the answer, so known and unknown e-mails take the same time (contract §11).
      setImmediate(() => {
        sendResetLink(email).catch((err) => deps.log.error('password reset e-mail failed', err));
      });
    },

    async resetPassword(token: string, password: string, address: string) {
      resetsByAddress.take(address);
      // The link is checked before any hash: a junk link costs a lookup, not a core (contract §11).
      const tokenHash = sha256(token);
      if (!usableReset(db, tokenHash, clock.now())) throw badRequest(AUTH_MESSAGES.badResetLink, 'token');
      const hash = await hashPassword(password, address);
      const now = clock.now();
      // One transaction: the link is used, the password set and older tokens ended together. It
      // looks at the link again: another request may have used it while this one hashed.
      const done = db.transaction(
        (tx) => {
          const reset = usableReset(tx, tokenHash, now);
          if (!reset) return false;
          tx.update(passwordResets).set({ usedAt: now }).where(eq(passwordResets.userId, reset.userId)).run();
          tx.update(users)
            .set({ passwordHash: hash, tokenVersion: sql`${users.tokenVersion} + 1` })
            .where(eq(users.id, reset.userId))
            .run();
          return true;
        },
        { behavior: 'immediate' },
      );
      if (!done) throw badRequest(AUTH_MESSAGES.badResetLink, 'token');
    },

    async changePassword(user: UserRow, currentPassword: string, newPassword: string, address: string) {
      const attempt = await beginAttempt([
        [changeByAccount, String(user.id)],
        [changeByAddress, address],
      ]);
      try {
        const ok = await verifyPassword(user.passwordHash, currentPassword, address);
        attempt.end(!ok);
        if (!ok) throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'currentPassword');
        changeByAccount.forgive(String(user.id));
      } finally {
        attempt.end(false);
      }
      if (currentPassword === newPassword) throw badRequest(AUTH_MESSAGES.samePassword, 'newPassword');
      const hash = await hashPassword(newPassword, address);
      // Bumping the version ends every token issued before, this browser's included (spec §4:
      // the client signs out and asks for a fresh login).
      db.update(users)
        .set({ passwordHash: hash, tokenVersion: sql`${users.tokenVersion} + 1` })
        .where(eq(users.id, user.id))
        .run();
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
