// Accounts: register, login, password reset by e-mail, password change (contract §4).
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { passwordResets, users } from '../../db/schema';
import { MINUTE } from '../../lib/clock';
import { badRequest, unauthorized } from '../../lib/http-errors';
import { burnPasswordCheck, hashPassword, verifyPassword } from '../../lib/password';
import { RateLimiter } from '../../lib/rate-limit';
import { signToken } from '../../lib/tokens';
import { createUser, findUserByEmail, toUserDto, type UserRow } from '../users/users.service';
import { AUTH_MESSAGES, type LoginInput, type RegisterInput } from '@shared/auth';

export const RESET_LINK_LIFETIME_MS = 30 * MINUTE;

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export function createAuthService(deps: Deps) {
  const { db, clock } = deps;
  // Failed logins: per account (guessing one password) and per address (trying many accounts).
  const failedByAccount = new RateLimiter(clock, 5, 15 * MINUTE);
  const failedByAddress = new RateLimiter(clock, 20, 15 * MINUTE);
  // Reset e-mails: per account (no mail-bombing one inbox) and per address.
  const resetsByAccount = new RateLimiter(clock, 3, 60 * MINUTE);
  const resetsByAddress = new RateLimiter(clock, 10, 60 * MINUTE);

  const issue = (user: UserRow) => ({
    user: toUserDto(user, clock.now()),
    token: signToken(deps.jwtSecret, user.id, user.tokenVersion, clock.now()),
  });

  return {
    async register(input: RegisterInput) {
      const user = await createUser(db, { ...input, ageConfirmedAt: clock.now() }, clock.now());
      return toUserDto(user, clock.now());
    },

    async login(input: LoginInput, address: string) {
      const accountKey = input.email;
      failedByAccount.check(accountKey);
      failedByAddress.check(address);
      const user = findUserByEmail(db, input.email);
      // An unknown e-mail costs the same hash as a wrong password and gets the same answer.
      const ok = user ? await verifyPassword(user.passwordHash, input.password) : (await burnPasswordCheck(input.password), false);
      if (!user || !ok) {
        failedByAccount.record(accountKey);
        failedByAddress.record(address);
        throw unauthorized(AUTH_MESSAGES.badCredentials);
      }
      failedByAccount.reset(accountKey);
      return issue(user);
    },

    /** Always the same answer, whether or not the e-mail has an account. */
    async forgotPassword(email: string, address: string) {
      resetsByAddress.take(address);
      const user = findUserByEmail(db, email);
      if (!user) return;
      // Over the per-account limit we quietly send nothing, so the answer reveals nothing.
      try {
        resetsByAccount.take(email);
      } catch {
        return;
      }
      const token = randomBytes(32).toString('base64url');
      const now = clock.now();
      db.insert(passwordResets)
        .values({ tokenHash: sha256(token), userId: user.id, expiresAt: now + RESET_LINK_LIFETIME_MS, createdAt: now })
        .run();
      const link = `${deps.config.appUrl}/reset-password/${token}`;
      // A mail server that is down must not tell the caller whether the account exists.
      await deps.mailer.send({
        to: user.email,
        subject: 'Reset your password',
        text: [
          `Hi ${user.username},`,
          '',
          'Someone (hopefully you) asked to reset the password of your account.',
          'Open this link within 30 minutes to choose a new password:',
          '',
          link,
          '',
          'If you did not ask for this, ignore this e-mail: your password stays as it is.',
        ].join('\n'),
      }).catch((err) => deps.log.error(`reset e-mail to user ${user.id} failed`, err));
    },

    async resetPassword(token: string, password: string) {
      const now = clock.now();
      const hash = await hashPassword(password);
      // One transaction: the link is used, the password set and older tokens ended together.
      const done = db.transaction(
        (tx) => {
          const reset = tx
            .select()
            .from(passwordResets)
            .where(and(eq(passwordResets.tokenHash, sha256(token)), isNull(passwordResets.usedAt)))
            .get();
          if (!reset || reset.expiresAt <= now) return false;
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

    async changePassword(user: UserRow, currentPassword: string, newPassword: string) {
      if (!(await verifyPassword(user.passwordHash, currentPassword))) {
        throw badRequest(AUTH_MESSAGES.wrongCurrentPassword, 'currentPassword');
      }
      if (currentPassword === newPassword) throw badRequest(AUTH_MESSAGES.samePassword, 'newPassword');
      const hash = await hashPassword(newPassword);
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
