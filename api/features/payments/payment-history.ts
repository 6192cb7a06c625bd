// A user's payments for the operator's role management (`GET /api/users/{id}/payments`): those
// that count, and those refused when paid (a break, the spending limit) and refunded.
import { and, desc, eq, exists, inArray, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { payments, receipts, refunds } from '#db/schema-payments';
import { users } from '#db/schema-users';
import { DAY } from '../../platform/clock';
import { iso, isoOrNull } from '@shared/calendar';
import type { PaymentHistoryEntryDto } from '@shared/admin';
import { plansById } from '../plans';
import { ownReceiptPath } from '../receipts';

/** The users who have paid at least once (a payment kept; the trial is none), as a condition on `users`. */
export const everPaidWhere = (db: Queryable): SQL =>
  exists(
    db
      .select({ one: sql`1` })
      .from(payments)
      .where(and(eq(payments.userId, users.id), ne(payments.provider, 'trial'))),
  );

/** When each of `userIds` first paid (a payment kept; the trial is none), for those who have. */
export async function firstPaymentsOf(db: Queryable, userIds: readonly number[]): Promise<Map<number, number>> {
  const firsts = new Map<number, number>();
  for (let i = 0; i < userIds.length; i += 500) {
    const rows = await db
      .select({ userId: payments.userId, at: min(payments.createdAt) })
      .from(payments)
      .where(and(inArray(payments.userId, userIds.slice(i, i + 500)), ne(payments.provider, 'trial')))
      .groupBy(payments.userId);
    for (const r of rows) if (r.userId !== null && r.at !== null) firsts.set(r.userId, Number(r.at));
  }
  return firsts;
}

/** Whether the account has paid before (a payment kept; the trial is none): a first-payment code's rule. */
export async function paidBefore(db: Queryable, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.userId, userId), ne(payments.provider, 'trial')))
    .limit(1);
  return row !== undefined;
}

/** Newest first, each with the period it bought and its receipt, or why it was refunded. */
export async function paymentHistory(db: Queryable, userId: number): Promise<PaymentHistoryEntryDto[]> {
  const rows = await db
    .select({ payment: payments, receipt: receipts })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  const plans = await plansById(db);
  const counted = rows.map(({ payment: p, receipt: r }): PaymentHistoryEntryDto => {
    // Payments made before periodStartsAt was recorded bought exactly their plan's duration
    // up to the end they wrote (fulfilment extends by the plan's days).
    const days = plans.get(p.plan)?.durationDays;
    const start = p.periodStartsAt ?? (days !== undefined ? p.subscriptionExpiresAt - days * DAY : p.createdAt);
    return {
      _id: String(p.id),
      plan: p.plan,
      provider: p.provider,
      amount: p.amountCents / 100,
      currency: p.currency,
      createdAt: iso(p.createdAt),
      periodStartsAt: iso(start),
      periodEndsAt: iso(p.subscriptionExpiresAt),
      internalReceiptId: r?.internalReceiptId ?? null,
      receiptUrl: r ? (r.providerReceiptUrl ?? ownReceiptPath(r)) : null,
      refund: null,
    };
  });
  const refused = (await db.select().from(refunds).where(eq(refunds.userId, userId))).map(
    (f): PaymentHistoryEntryDto => ({
      // Apart from the payments' ids: a refund is its own row.
      _id: `refund-${f.id}`,
      plan: f.plan,
      provider: f.provider,
      amount: f.amountCents / 100,
      currency: f.currency,
      createdAt: iso(f.paidAt),
      periodStartsAt: null,
      periodEndsAt: null,
      internalReceiptId: null,
      receiptUrl: null,
      refund: { reason: f.reason, message: f.message, refundedAt: isoOrNull(f.refundedAt) },
    }),
  );
  return [...counted, ...refused].sort((a, b) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0));
}
