// Limits at payment time (docs/operations.md, section 7): a break and a monthly spending limit
// hold when a session is paid, not only when it is opened. fulfil() asks refusalOf() inside its
// transaction, judging the payment at the instant the provider recorded it; a refused payment
// grants no time and is kept once in `refunds`, and the `refund` job gives the money back through
// the provider, ends the renewing membership it would have paid for, and e-mails the person.
//
// Starting a break also closes what could be paid during it: simulated checkouts expire in the
// break's own transaction; Stripe's open sessions are expired and renewals that would fall in the
// break are stopped by the `break-started` job (skipped as a pause skips them), since both are calls to the provider.
import { and, eq, lt } from 'drizzle-orm';
import type { Queryable, Tx } from '#db/client';
import type { Deps } from '../../platform/deps';
import { refunds, simulatedCheckouts, stripeCheckouts } from '#db/schema-payments';
import { DAY } from '../../platform/clock';
import { formatDateTime } from '../../platform/format';
import { ApiError } from '../../platform/http/http-errors';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { formatMoney } from '@shared/money-format';
import { onBreakAt } from '../responsible-play';
import { spentThisMonth } from './payment-history';
import type { JobQueue } from '../../platform/jobs/jobs.queue';
import { limitInForce, type UserRow } from '../users';
import { nextRenewalAt, runningMembership, willRenew } from './membership-store';
import { ACCOUNT_MESSAGES } from '@shared/account';
import { findPlan } from '../plans';

/** How long Stripe keeps a Checkout session open (its default): older ones need no expiring. */
export const STRIPE_SESSION_LIFETIME_MS = DAY;

/**
 * The daily clean-up's part (platform/jobs/cleanup.job.ts): Stripe closes a session after a day,
 * so a break has none of them left to expire.
 */
export function forgetClosedCheckouts(tx: Tx, now: number) {
  return tx.delete(stripeCheckouts).where(lt(stripeCheckouts.createdAt, now - STRIPE_SESSION_LIFETIME_MS));
}

export type RefundRow = typeof refunds.$inferSelect;

export interface Refusal {
  reason: RefundRow['reason'];
  message: string;
}

export interface RenewalOverLimit {
  /** The plan's name. */
  planName: string;
  /** When it is charged. */
  at: number;
  amountCents: number;
  /** The limit in force then. */
  limitCents: number;
}

/**
 * The renewing membership's next charge, if refusalOf() will refuse it for the limit when it
 * comes (docs/product.md, "Responsible play"): the limit in force at that moment against that
 * month's paid purchases. Null when it fits, when none is due, or when it falls in a break (no
 * charge is made then).
 */
export async function renewalOverLimit(deps: Pick<Deps, 'db' | 'config'>, db: Queryable, user: UserRow, now: number): Promise<RenewalOverLimit | null> {
  const m = await runningMembership(db, user.id, now);
  if (!m || !willRenew(m, now)) return null;
  const plan = await findPlan(db, m.plan);
  if (!plan) return null;
  // A paused one is charged when its pause ends (docs/product.md, "Pausing").
  const at = nextRenewalAt(m);
  const limitCents = limitInForce(user, at);
  if (limitCents === null || onBreakAt(user, at)) return null;
  // At the price it was bought at (docs/product.md, "Plans").
  const amountCents = m.amountCents ?? plan.amountCents;
  if ((await spentThisMonth(deps, user.id, at, db)) + amountCents <= limitCents) return null;
  return { planName: plan.name, at, amountCents, limitCents };
}

/** renewalOverLimit() in the account's words; null when there is nothing to say. */
export async function renewalWarning(deps: Pick<Deps, 'db' | 'config'>, db: Queryable, user: UserRow, now: number): Promise<string | null> {
  const over = await renewalOverLimit(deps, db, user, now);
  return over && ACCOUNT_MESSAGES.renewalOverLimit(over.planName, formatDateTime(over.at, deps.config.timeZone), formatMoney(over.amountCents), formatMoney(over.limitCents));
}

/**
 * Why a payment of `amountCents` made at `paidAt` may not count, or null when it counts: made
 * during a break, or taking the calendar month's paid purchases over the limit in force then.
 * Payments already counted (fulfilled before it) come first; read inside the fulfilling write,
 * so two payments paid at once cannot both fit under one limit.
 */
export async function refusalOf(deps: Pick<Deps, 'db' | 'config'>, tx: Queryable, user: UserRow, amountCents: number, paidAt: number): Promise<Refusal | null> {
  const tz = deps.config.timeZone;
  if (onBreakAt(user, paidAt)) return { reason: 'break', message: PAYMENT_MESSAGES.refundedBreak(formatDateTime(user.selfExcludedUntil!, tz)) };
  const limit = limitInForce(user, paidAt);
  if (limit !== null && (await spentThisMonth(deps, user.id, paidAt, tx)) + amountCents > limit) {
    return { reason: 'limit', message: PAYMENT_MESSAGES.refundedLimit(formatMoney(limit)) };
  }
  return null;
}

/**
 * The answer to a refused payment, the same however often it is confirmed (docs/product.md,
 * "Responsible play").
 */
export const refundedError = (row: Pick<RefundRow, 'message'>) => new ApiError(409, row.message, { refunded: true });

/** Records a refused payment and promises its refund, in the fulfilling transaction. */
export async function refuse(tx: Tx, queue: JobQueue, row: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [refused] = await tx.insert(refunds).values(row).returning();
  await queue.add(tx, { kind: 'refund', key: `refund:${refused.id}`, payload: { refundId: refused.id } });
  return refused;
}

/**
 * Closes the checkouts a break would otherwise let be paid, in the break's transaction: the
 * simulated ones at once, Stripe's (and renewals falling in the break) by the job.
 */
export async function closeCheckoutsForBreak(tx: Tx, queue: JobQueue, userId: number, until: number): Promise<void> {
  await tx
    .update(simulatedCheckouts)
    .set({ status: 'expired' })
    .where(and(eq(simulatedCheckouts.userId, userId), eq(simulatedCheckouts.status, 'open')));
  await queue.add(tx, { kind: 'break-started', key: `break-started:${userId}:${until}`, payload: { userId, until } });
}
