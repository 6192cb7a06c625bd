// The signed-in person's own account (docs/product.md, "Responsible play" and
// "Followed states and result pushes"): what the account page shows, a break from purchases and
// pushes, a monthly spending limit, the states followed and whose results are pushed, and deleting
// the account.
import type { Tx } from '#db/client';
import type { Deps } from '../../platform/deps';
import { DAY, HOUR, MINUTE } from '../../platform/clock';
import { formatDateTime } from '../../platform/format';
import { badRequest, conflict, unauthorized } from '../../platform/http/http-errors';
import { RateLimiter } from '../../platform/http/rate-limit';
import type { EraseAccount } from './erase-account';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { closeCheckoutsForBreak, membershipOf, renewalWarning, spentThisMonth } from '../payments';
import { type AccountSettings, changeSettings, excludedUntil, limitInForce, lockUser, lockUserAndAdmins, otherAdminCount, toUserDto, type UserRow } from '../users';
import { AUTH_MESSAGES } from '@shared/auth';
import { ACCOUNT_MESSAGES, LIMIT_RAISE_DELAY_HOURS, type AccountChangeDto, type AccountDto, type SelfExclusionDays } from '@shared/account';
import { iso, isoOrNull } from '@shared/calendar';
import { decodeStates, encodeStates, FOLLOWED_STATES_MESSAGES, stateNames } from '@shared/followed-states';
import { formatMoney } from '@shared/money-format';
import type { StateCode } from '@shared/results';
import { USER_MESSAGES } from '@shared/users';

export function createAccountService(deps: Pick<Deps, 'db' | 'clock' | 'config' | 'passwords'>, queue: JobQueue, erase: EraseAccount) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;
  // Like change-password (docs/security.md, "Abuse limits"): a stolen session cannot guess its way
  // to deleting.
  const deleteAttempts = new RateLimiter(db, clock, 'deleteAccount', { limit: 5, windowMs: 15 * MINUTE });

  /**
   * The caller's row inside a write, locked until it commits: the change is worked out from it (a
   * break only gets longer, a raise waits). Gone means a concurrent deletion ended the session.
   */
  const rowOf = async (tx: Tx, id: number, lock = lockUser) => {
    const row = await lock(tx, id);
    if (!row) throw unauthorized(AUTH_MESSAGES.sessionEnded);
    return row;
  };

  async function describe(user: UserRow): Promise<AccountDto> {
    const now = clock.now();
    const limit = limitInForce(user, now);
    const spent = await spentThisMonth(deps, user.id, now);
    const pending = user.monthlyLimitNextAt != null && user.monthlyLimitNextAt > now;
    return {
      user: toUserDto(user, now),
      membership: await membershipOf(deps, user, now),
      limit: {
        cents: limit,
        pending: pending ? { cents: user.monthlyLimitNextCents, from: iso(user.monthlyLimitNextAt!) } : null,
        spentThisMonthCents: spent,
        leftThisMonthCents: limit === null ? null : Math.max(0, limit - spent),
        renewalWarning: await renewalWarning(deps, db, user, now),
      },
      selfExcludedUntil: isoOrNull(excludedUntil(user, now)),
    };
  }

  return {
    describe,

    /** A break of exactly `days` × 24 hours from now; a running break can only get longer. */
    async selfExclude(userId: number, days: SelfExclusionDays): Promise<AccountChangeDto> {
      const now = clock.now();
      const until = now + days * DAY;
      const user = await db.write(async (tx) => {
        const row = await rowOf(tx, userId);
        const current = excludedUntil(row, now);
        if (current !== null && current > until) throw badRequest(ACCOUNT_MESSAGES.breakOnlyLonger(formatDateTime(current, tz)), 'days');
        // A longer break keeps the start of the one running; a payment between the two is refunded.
        const from = current !== null ? (row.selfExcludedFrom ?? now) : now;
        const updated = await changeSettings(tx, userId, { selfExcludedUntil: until, selfExcludedFrom: from });
        await closeCheckoutsForBreak(tx, queue, userId, until);
        return updated;
      });
      return { message: ACCOUNT_MESSAGES.breakStarted(formatDateTime(until, tz)), account: await describe(user) };
    },

    /**
     * Lowering (or setting a first limit) counts at once; raising or removing waits 24 hours, and
     * a new request replaces one still waiting. Asking for the limit in force cancels a wait.
     */
    async setMonthlyLimit(userId: number, cents: number | null): Promise<AccountChangeDto> {
      const now = clock.now();
      let message = '';
      const user = await db.write(async (tx) => {
        const row = await rowOf(tx, userId);
        const current = limitInForce(row, now);
        const stricter = cents !== null && (current === null || cents <= current);
        let next: AccountSettings;
        if (stricter || cents === current) {
          next = { monthlyLimitCents: cents, monthlyLimitNextCents: null, monthlyLimitNextAt: null };
          if (cents !== current) Object.assign(next, { monthlyLimitLoweredAt: now, monthlyLimitBeforeCents: current });
          message = cents === null ? ACCOUNT_MESSAGES.noLimit : ACCOUNT_MESSAGES.limitSet(formatMoney(cents));
        } else {
          const from = now + LIMIT_RAISE_DELAY_HOURS * HOUR;
          next = { monthlyLimitCents: current, monthlyLimitNextCents: cents, monthlyLimitNextAt: from };
          const when = formatDateTime(from, tz);
          message = cents === null ? ACCOUNT_MESSAGES.limitRemovedLater(when) : ACCOUNT_MESSAGES.limitRaisedLater(formatMoney(cents), when);
        }
        return changeSettings(tx, userId, next);
      });
      return { message, account: await describe(user) };
    },

    /**
     * The states followed (one or more). Result pushes stay on only for states still followed:
     * they are a subset of the followed states, always.
     */
    async setStates(userId: number, states: StateCode[]): Promise<AccountChangeDto> {
      const user = await db.write(async (tx) => {
        const row = await rowOf(tx, userId);
        const pushed = decodeStates(row.resultPushStates).filter((s) => states.includes(s));
        return changeSettings(tx, userId, { followedStates: encodeStates(states), resultPushStates: encodeStates(pushed) });
      });
      return { message: FOLLOWED_STATES_MESSAGES.followed(stateNames(states)), account: await describe(user) };
    },

    /** The followed states whose every new result is pushed; a state not followed is a 400 naming `states`, changing nothing. */
    async setResultPushes(userId: number, states: StateCode[]): Promise<AccountChangeDto> {
      const user = await db.write(async (tx) => {
        const row = await rowOf(tx, userId);
        const followed = decodeStates(row.followedStates);
        const strays = states.filter((s) => !followed.includes(s));
        if (strays.length > 0) throw badRequest(FOLLOWED_STATES_MESSAGES.notFollowed(stateNames(strays)), 'states');
        return changeSettings(tx, userId, { resultPushStates: encodeStates(states) });
      });
      const message = states.length === 0 ? FOLLOWED_STATES_MESSAGES.resultPushesOff : FOLLOWED_STATES_MESSAGES.resultPushesOn(stateNames(states));
      return { message, account: await describe(user) };
    },

    /**
     * Gone at once: tokens, push subscriptions, reset links and open checkouts go with the row;
     * its receipts and payments stay for the operator's books, without name and e-mail.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      const key = String(user.id);
      // Counted on arrival, so fifty guesses at once are not all checked before the first fails.
      await deleteAttempts.take(key);
      if (!(await deps.passwords.verify(user.passwordHash, password))) throw badRequest(ACCOUNT_MESSAGES.wrongPassword, 'password');
      await deleteAttempts.reset(key);
      await db.write(async (tx) => {
        const row = await rowOf(tx, user.id, lockUserAndAdmins);
        if (row.role === 'admin' && (await otherAdminCount(tx, row.id)) === 0) throw conflict(USER_MESSAGES.lastAdmin);
        await erase(tx, row);
      });
      await db.scrub();
    },
  };
}
