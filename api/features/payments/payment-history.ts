// A user's payments for the operator's role management (`GET /api/users/{id}/payments`).
import { desc, eq } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { payments, receipts } from '#db/schema';
import { DAY } from '../../lib/clock';
import { iso } from '@shared/calendar';
import type { PaymentHistoryEntryDto } from '@shared/admin';
import { isPlanId, PLANS } from '@shared/plans';
import { ownReceiptPath } from '../receipts/receipts.service';

/** Newest first, each with the period it bought and its receipt. */
export async function paymentHistory(db: Queryable, userId: number): Promise<PaymentHistoryEntryDto[]> {
  const rows = await db
    .select({ payment: payments, receipt: receipts })
    .from(payments)
    .leftJoin(receipts, eq(receipts.paymentId, payments.id))
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
  return rows.map(({ payment: p, receipt: r }) => {
    // Payments made before periodStartsAt was recorded bought exactly their plan's duration
    // up to the end they wrote (fulfilment extends by the plan's days).
    const start = p.periodStartsAt ?? (isPlanId(p.plan) ? p.subscriptionExpiresAt - PLANS[p.plan].durationDays * DAY : p.createdAt);
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
    };
  });
}
