// The signed-in person's own account (contract §12): what the account page shows, a break from
// purchases and pushes, a monthly spending limit, and deleting the account.
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import type { Deps } from '../../deps';
import { payments, receipts, users } from '../../db/schema';
import { DAY, HOUR, MINUTE } from '../../lib/clock';
import { formatDateTime } from '../../lib/format';
import { badRequest, conflict, forbidden, unauthorized } from '../../lib/http-errors';
import { verifyPassword } from '../../lib/password';
import { RateLimiter } from '../../lib/rate-limit';
import { excludedUntil, limitInForce, otherAdminCount, toUserDto, type UserRow } from '../users/users.service';
import { AUTH_MESSAGES } from '@shared/auth';
import { ACCOUNT_MESSAGES, LIMIT_RAISE_DELAY_HOURS, type AccountChangeDto, type AccountDto, type MembershipDto, type SelfExclusionDays } from '@shared/account';
import { addDays, dayOf, iso, isoOrNull, startOfDay } from '@shared/calendar';
import { FREE_TRIAL_DAYS, formatDollars, isPlanId } from '@shared/plans';
import { USER_MESSAGES } from '@shared/users';

/** What an account deleted by its owner leaves on its receipts, in place of name and e-mail. */
export const DELETED_ACCOUNT = 'Deleted account';

/** The calendar month (APP_TIMEZONE) that `now` falls in, as [start, end) instants. */
function monthOf(now: number, timeZone: string): [number, number] {
  const first = `${dayOf(now, timeZone).slice(0, 7)}-01`;
  // Day 32 after the 1st always lands in the next month; its 1st ends this one.
  const next = `${addDays(first, 32).slice(0, 7)}-01`;
  return [startOfDay(first, timeZone), startOfDay(next, timeZone)];
}

/** Paid purchases in the calendar month of `now`; the free trial is no purchase. */
export function spentThisMonth(deps: Deps, userId: number, now: number): number {
  const [start, end] = monthOf(now, deps.config.timeZone);
  return deps.db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)` })
    .from(payments)
    .where(and(eq(payments.userId, userId), ne(payments.provider, 'trial'), gte(payments.createdAt, start), lt(payments.createdAt, end)))
    .get()!.cents;
}

/**
 * Contract §12: no purchase during a break, and none that takes the month's paid purchases over
 * the limit in force. A session already paid is fulfilled regardless: this guards new checkouts.
 */
export function assertMayBuy(deps: Deps, user: UserRow, amountCents: number): void {
  const now = deps.clock.now();
  assertNotExcluded(deps, user, now);
  const limit = limitInForce(user, now);
  if (limit === null) return;
  const spent = spentThisMonth(deps, user.id, now);
  if (spent + amountCents > limit) {
    throw forbidden(ACCOUNT_MESSAGES.overLimit(formatDollars(limit), formatDollars(Math.max(0, limit - spent))));
  }
}

export function assertNotExcluded(deps: Deps, user: UserRow, now = deps.clock.now()): void {
  const until = excludedUntil(user, now);
  if (until !== null) throw forbidden(ACCOUNT_MESSAGES.excluded(formatDateTime(until, deps.config.timeZone)));
}

/** Where the membership stands, for the account page and the free trial's "you're in". */
export function membershipOf(deps: Deps, user: UserRow, now: number): MembershipDto {
  const end = user.subscriptionExpiresAt;
  if (end == null) return { status: 'none', plan: null, activeUntil: null, daysLeft: null };
  const last = deps.db
    .select({ plan: payments.plan })
    .from(payments)
    .where(and(eq(payments.userId, user.id), ne(payments.provider, 'trial')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .get();
  const plan = last && isPlanId(last.plan) ? last.plan : null;
  if (end <= now) return { status: 'expired', plan, activeUntil: iso(end), daysLeft: null };
  // The time is the trial's alone when it ends no later than the trial by itself would: a
  // payment, an admin's extension or a trial added to running time all end later.
  const trial = user.trialUsedAt != null && end <= user.trialUsedAt + FREE_TRIAL_DAYS * DAY;
  return {
    status: trial ? 'trial' : 'active',
    plan: trial ? null : plan,
    activeUntil: iso(end),
    daysLeft: Math.ceil((end - now) / DAY),
  };
}

export function createAccountService(deps: Deps) {
  const { db, clock } = deps;
  const tz = deps.config.timeZone;
  // Like change-password (contract §11): a stolen session cannot guess its way to deleting.
  const deleteAttempts = new RateLimiter(clock, 5, 15 * MINUTE);

  /** Reads the caller's row inside a write; gone means a concurrent deletion ended the session. */
  const rowOf = (tx: Queryable, id: number) => {
    const row = tx.select().from(users).where(eq(users.id, id)).get();
    if (!row) throw unauthorized(AUTH_MESSAGES.sessionEnded);
    return row;
  };

  function describe(user: UserRow): AccountDto {
    const now = clock.now();
    const limit = limitInForce(user, now);
    const spent = spentThisMonth(deps, user.id, now);
    const pending = user.monthlyLimitNextAt != null && user.monthlyLimitNextAt > now;
    return {
      user: toUserDto(user, now),
      membership: membershipOf(deps, user, now),
      limit: {
        cents: limit,
        pending: pending ? { cents: user.monthlyLimitNextCents, from: iso(user.monthlyLimitNextAt!) } : null,
        spentThisMonthCents: spent,
        leftThisMonthCents: limit === null ? null : Math.max(0, limit - spent),
      },
      selfExcludedUntil: isoOrNull(excludedUntil(user, now)),
    };
  }

  return {
    describe,

    /** A break of exactly `days` × 24 hours from now; a running break can only get longer. */
    selfExclude(userId: number, days: SelfExclusionDays): AccountChangeDto {
      const now = clock.now();
      const until = now + days * DAY;
      const user = db.transaction(
        (tx) => {
          const row = rowOf(tx, userId);
          const current = excludedUntil(row, now);
          if (current !== null && current > until) throw badRequest(ACCOUNT_MESSAGES.breakOnlyLonger(formatDateTime(current, tz)), 'days');
          return tx.update(users).set({ selfExcludedUntil: until }).where(eq(users.id, userId)).returning().get();
        },
        { behavior: 'immediate' },
      );
      return { message: ACCOUNT_MESSAGES.breakStarted(formatDateTime(until, tz)), account: describe(user) };
    },

    /**
     * Lowering (or setting a first limit) counts at once; raising or removing waits 24 hours, and
     * a new request replaces one still waiting. Asking for the limit in force cancels a wait.
     */
    setMonthlyLimit(userId: number, cents: number | null): AccountChangeDto {
      const now = clock.now();
      let message = '';
      const user = db.transaction(
        (tx) => {
          const row = rowOf(tx, userId);
          const current = limitInForce(row, now);
          const stricter = cents !== null && (current === null || cents <= current);
          let next: Pick<UserRow, 'monthlyLimitCents' | 'monthlyLimitNextCents' | 'monthlyLimitNextAt'>;
          if (stricter || cents === current) {
            next = { monthlyLimitCents: cents, monthlyLimitNextCents: null, monthlyLimitNextAt: null };
            message = cents === null ? ACCOUNT_MESSAGES.noLimit : ACCOUNT_MESSAGES.limitSet(formatDollars(cents));
          } else {
            const from = now + LIMIT_RAISE_DELAY_HOURS * HOUR;
            next = { monthlyLimitCents: current, monthlyLimitNextCents: cents, monthlyLimitNextAt: from };
            const when = formatDateTime(from, tz);
            message = cents === null ? ACCOUNT_MESSAGES.limitRemovedLater(when) : ACCOUNT_MESSAGES.limitRaisedLater(formatDollars(cents), when);
          }
          return tx.update(users).set(next).where(eq(users.id, userId)).returning().get();
        },
        { behavior: 'immediate' },
      );
      return { message, account: describe(user) };
    },

    /**
     * Gone at once: tokens, push subscriptions, reset links and open checkouts go with the row;
     * its receipts and payments stay for the operator's books, without name and e-mail.
     */
    async deleteAccount(user: UserRow, password: string): Promise<void> {
      const key = String(user.id);
      // Counted on arrival, so fifty guesses at once are not all checked before the first fails.
      deleteAttempts.take(key);
      if (!(await verifyPassword(user.passwordHash, password))) throw badRequest(ACCOUNT_MESSAGES.wrongPassword, 'password');
      deleteAttempts.reset(key);
      db.transaction(
        (tx) => {
          const row = rowOf(tx, user.id);
          if (row.role === 'admin' && otherAdminCount(tx, row.id) === 0) throw conflict(USER_MESSAGES.lastAdmin);
          tx.update(receipts).set({ username: DELETED_ACCOUNT, email: '' }).where(eq(receipts.userId, row.id)).run();
          tx.update(payments).set({ receiptEmail: null }).where(eq(payments.userId, row.id)).run();
          tx.delete(users).where(eq(users.id, row.id)).run();
        },
        { behavior: 'immediate' },
      );
    },
  };
}
