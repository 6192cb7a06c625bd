// Limits at payment time (docs/operations.md, section 7): a break and a monthly spending limit
// hold when a session is paid, not only when it is opened. fulfil() asks refusalOf() inside its
// transaction, judging the payment at the instant the provider recorded it; a refused payment
// grants no time and is kept once in `refunds`, and the `refund` job gives the money back through
// the provider, ends the renewing membership it would have paid for, and e-mails the person.
//
// Starting a break also closes what could be paid during it: simulated checkouts expire in the
// break's own transaction; Stripe's open sessions are expired and renewals that would fall in the
// break are stopped by the `break-started` job, since both are calls to the provider.
import { and, eq, gt } from 'drizzle-orm';
import type { Queryable, Tx } from '#db/client';
import type { Deps } from '../../deps';
import { refunds, simulatedCheckouts, stripeCheckouts, users } from '#db/schema';
import { DAY } from '../../lib/clock';
import { formatDate, formatDateTime } from '../../lib/format';
import { ApiError } from '../../lib/http-errors';
import { breakRunningAt } from '@shared/account';
import { PRODUCT_NAME } from '@shared/brand';
import { PAYMENT_MESSAGES } from '@shared/payments';
import { PLANS, isPlanId } from '@shared/plans';
import { formatMoney } from '@shared/money-format';
import { spentThisMonth } from '../account/account.service';
import type { JobQueue } from '../jobs/jobs.queue';
import type { JobHandler } from '../jobs/jobs.worker';
import { queueMail } from '../mail/mail.job';
import { findUserById, limitInForce, type UserRow } from '../users/users.service';
import { applySubscriptionState } from './membership-store';
import type { MembershipsService } from './memberships.service';
import type { PaymentsWiring } from './payments.wiring';

/** How long Stripe keeps a Checkout session open (its default): older ones need no expiring. */
export const STRIPE_SESSION_LIFETIME_MS = DAY;

export type RefundRow = typeof refunds.$inferSelect;

export interface Refusal {
  reason: RefundRow['reason'];
  message: string;
}

/**
 * Whether a payment at `at` falls in the break: after it began (a payment in the very millisecond
 * counts as before) and before its end. A break from before starts were kept counts as begun.
 */
export function onBreakAt(user: Pick<UserRow, 'selfExcludedFrom' | 'selfExcludedUntil'>, at: number): boolean {
  return breakRunningAt(user, at) !== null;
}

/**
 * Why a payment of `amountCents` made at `paidAt` may not count, or null when it counts: made
 * during a break, or taking the calendar month's paid purchases over the limit in force then.
 * Payments already counted (fulfilled before it) come first; read inside the fulfilling write,
 * so two payments paid at once cannot both fit under one limit.
 */
export async function refusalOf(deps: Deps, tx: Queryable, user: UserRow, amountCents: number, paidAt: number): Promise<Refusal | null> {
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
  await tx.update(simulatedCheckouts).set({ status: 'expired' }).where(and(eq(simulatedCheckouts.userId, userId), eq(simulatedCheckouts.status, 'open')));
  await queue.add(tx, { kind: 'break-started', key: `break-started:${userId}:${until}`, payload: { userId, until } });
}

export function createPayTimeJobs(deps: Deps, queue: JobQueue, wiring: PaymentsWiring, memberships: MembershipsService) {
  const { db, clock, log } = deps;
  const tz = deps.config.timeZone;

  function refundMail(row: RefundRow, username: string, to: string, membershipEnded: boolean) {
    const plan = isPlanId(row.plan) ? PLANS[row.plan] : null;
    return {
      to,
      subject: `Your ${PRODUCT_NAME} payment was refunded`,
      text: [
        `Hi ${username},`,
        '',
        `We have refunded your payment of ${formatMoney(row.amountCents)}${plan ? ` for the ${plan.name} plan` : ''}, made on ${formatDate(row.paidAt, tz)}.`,
        row.message,
        'No time was added to your membership.',
        ...(membershipEnded ? ['Your renewing membership has ended, so nothing more will be charged.'] : []),
        '',
        'The money reaches your card within 5 to 10 business days, depending on your bank.',
        `Your account: ${deps.config.appUrl}/account`,
      ].join('\n'),
    };
  }

  const refund: JobHandler<{ refundId: number }> = async ({ refundId }) => {
    const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).limit(1);
    if (!row || row.refundedAt != null) return;
    const providerRefundId = await wiring.provider.refund(row.paymentId);
    const ended = row.subscriptionId ? await memberships.endNow(row.subscriptionId, row.provider) : null;
    return async (tx) => {
      const now = clock.now();
      await tx.update(refunds).set({ providerRefundId, refundedAt: now }).where(eq(refunds.id, row.id));
      if (ended) await applySubscriptionState(tx, ended, now);
      const user = row.userId != null ? await findUserById(tx, row.userId) : undefined;
      const to = row.email ?? user?.email;
      if (user && to) await queueMail(queue, tx, refundMail(row, user.username, to, ended !== null), `refund-mail:${row.id}`);
    };
  };

  const breakStarted: JobHandler<{ userId: number; until: number }> = async ({ userId, until }) => {
    if (wiring.stripe) {
      const open = await db
        .select({ id: stripeCheckouts.id })
        .from(stripeCheckouts)
        .where(and(eq(stripeCheckouts.userId, userId), gt(stripeCheckouts.createdAt, clock.now() - STRIPE_SESSION_LIFETIME_MS)));
      for (const { id } of open) {
        const session = await wiring.stripe.checkout.sessions.retrieve(id);
        if (session.status === 'open') await wiring.stripe.checkout.sessions.expire(id);
      }
    }
    const [user] = await db.select({ until: users.selfExcludedUntil }).from(users).where(eq(users.id, userId));
    if (user?.until != null) await memberships.stopRenewalsWithin(userId, Math.max(until, user.until));
    else log.info(`break-started job: user ${userId} has no break any more`);
  };

  return { refund, breakStarted };
}
