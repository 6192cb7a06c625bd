// A user's payments for the operator's role management (`GET /api/users/{id}/payments`): those
// that count, and those refused when paid (a break, the spending limit) and refunded.
import { and, count, desc, eq, exists, gte, inArray, lt, min, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { payments, refunds } from '#db/schema-payments';
import type { Deps } from '../../platform/deps';
import { iso, isoOrNull } from '@shared/calendar';
import type { MembershipDto } from '@shared/account';
import type { PaymentHistoryEntryDto } from '@shared/admin';
import { DAY } from '../../platform/clock';
import { plansById } from '../plans';
import { receiptLinksOf } from '../receipts';
import { monthOf } from '../responsible-play';
import { accountWhere, membershipStanding, type UserRow } from '../users';

/** The users who have paid at least once (a payment kept; the trial is none), as a condition on accounts. */
export const everPaidWhere = (db: Queryable): SQL =>
  accountWhere((userId) =>
    exists(
      db
        .select({ one: sql`1` })
        .from(payments)
        .where(and(eq(payments.userId, userId), ne(payments.provider, 'trial'))),
    ),
  );

/**
 * Paid purchases in the calendar month of `now` (responsible-play's month); the free trial is no
 * purchase. The spending limit's figure, read in whichever transaction `db` is.
 */
export async function spentThisMonth(deps: Pick<Deps, 'db' | 'config'>, userId: number, now: number, db: Queryable = deps.db): Promise<number> {
  const [start, end] = monthOf(now, deps.config.timeZone);
  const [row] = await db
    .select({ cents: sql<number>`coalesce(sum(${payments.amountCents}), 0)`.mapWith(Number) })
    .from(payments)
    .where(and(eq(payments.userId, userId), ne(payments.provider, 'trial'), gte(payments.createdAt, start), lt(payments.createdAt, end)));
  return row.cents;
}

/** Where the membership stands (users' membershipStanding), with the plan of the account's last paid payment. */
export async function membershipOf(deps: Pick<Deps, 'db' | 'config'>, user: UserRow, now: number): Promise<MembershipDto> {
  if (user.subscriptionExpiresAt == null) return membershipStanding(user, now, deps.config.trialDays, null);
  const [last] = await deps.db
    .select({ plan: payments.plan })
    .from(payments)
    .where(and(eq(payments.userId, user.id), ne(payments.provider, 'trial')))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(1);
  return membershipStanding(user, now, deps.config.trialDays, last ? last.plan : null);
}

/** How many payments bought plan `id` (a plan's length is fixed once sold): the plans feature asks, through compose.ts. */
export async function paymentsOfPlan(db: Queryable, id: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(payments).where(eq(payments.plan, id));
  return Number(row?.n ?? 0);
}

/** How many payments bought each plan that sold. */
export async function paymentsByPlan(db: Queryable): Promise<Map<string, number>> {
  return new Map((await db.select({ plan: payments.plan, n: count() }).from(payments).groupBy(payments.plan)).map((r) => [r.plan, Number(r.n)]));
}

/** The period a payment bought, as its receipt shows it (docs/product.md, "Receipts"). */
export interface PaymentPeriod {
  periodStartsAt: number | null;
  subscriptionExpiresAt: number;
  subscriptionId: string | null;
  /** An earlier payment of the same membership makes this one a renewal. */
  isRenewal: boolean;
  /** Where its receipt e-mail goes: the address given at checkout; null: the account's. */
  receiptEmail: string | null;
}

/** The periods of the payments of `ids` that exist, by id: what the receipts feature asks, through compose.ts. */
export async function paymentPeriods(db: Queryable, ids: readonly number[]): Promise<Map<number, PaymentPeriod>> {
  const found = new Map<number, PaymentPeriod>();
  const unique = [...new Set(ids)];
  for (let i = 0; i < unique.length; i += 500) {
    const rows = await db
      .select({
        id: payments.id,
        periodStartsAt: payments.periodStartsAt,
        subscriptionExpiresAt: payments.subscriptionExpiresAt,
        subscriptionId: payments.subscriptionId,
        receiptEmail: payments.receiptEmail,
      })
      .from(payments)
      .where(inArray(payments.id, unique.slice(i, i + 500)));
    // Each membership's first payment (payments_subscription_idx): any later one is a renewal.
    const subscriptions = [...new Set(rows.flatMap((r) => (r.subscriptionId === null ? [] : [r.subscriptionId])))];
    const firsts =
      subscriptions.length === 0
        ? new Map<string, number>()
        : new Map(
            (
              await db
                .select({ subscriptionId: payments.subscriptionId, first: min(payments.id) })
                .from(payments)
                .where(inArray(payments.subscriptionId, subscriptions))
                .groupBy(payments.subscriptionId)
            ).map((r) => [r.subscriptionId!, Number(r.first)]),
          );
    for (const { id, ...r } of rows) found.set(id, { ...r, isRenewal: r.subscriptionId !== null && (firsts.get(r.subscriptionId) ?? id) < id });
  }
  return found;
}

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
  const rows = await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt), desc(payments.id));
  const plans = await plansById(db);
  const receipts = await receiptLinksOf(
    db,
    rows.map((p) => p.id),
  );
  const counted = rows.map((p): PaymentHistoryEntryDto => {
    const r = receipts.get(p.id);
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
      receiptUrl: r?.receiptUrl ?? null,
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
