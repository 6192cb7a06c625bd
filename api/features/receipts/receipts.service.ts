import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Queryable } from '#db/client';
import { payments, plans, receipts } from '#db/schema-payments';
import { users } from '#db/schema-users';
import { addDays, iso, isoOrNull, startOfDay } from '@shared/calendar';
import { DAY } from '../../platform/clock';
import type { ReceiptDto, ReceiptsSummaryDto } from '@shared/receipts';
import { eraseReceipts } from './receipts.erase';

/** A range of calendar days in APP_TIMEZONE, both ends inclusive, either open. */
export interface DayRange {
  from?: string;
  to?: string;
}

/** The range as instants: from the start of `from` to the start of the day after `to`. */
function rangeWhere(range: DayRange, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (range.from) where.push(gte(receipts.createdAt, startOfDay(range.from, timeZone)));
  if (range.to) where.push(lt(receipts.createdAt, startOfDay(addDays(range.to, 1), timeZone)));
  return where;
}

type ReceiptRow = typeof receipts.$inferSelect;
type Period = { periodStartsAt: number | null; subscriptionExpiresAt: number; subscriptionId: string | null; isRenewal: number };
type Owner = { id: number; username: string; email: string } | null;

/** This server's receipt page for a receipt, behind its unguessable token. */
export function ownReceiptPath(row: Pick<ReceiptRow, 'accessToken'>): string {
  return `/api/receipts/view/${row.accessToken}`;
}

/** The same receipt as a PDF (docs/product.md, "Receipts"). */
export function ownReceiptPdfPath(row: Pick<ReceiptRow, 'accessToken'>): string {
  return `${ownReceiptPath(row)}?format=pdf`;
}

/**
 * A renewing membership's payment (docs/product.md, "Receipts"): it paid one period from its
 * start, so it renews, as of this payment, a period later.
 */
function renewingOf(days: number | null, period: Period): ReceiptDto['renewing'] {
  if (period.subscriptionId === null || period.periodStartsAt === null || days === null) return null;
  return { nextRenewalAt: iso(period.periodStartsAt + days * DAY), isRenewal: Number(period.isRenewal) === 1 };
}

export function toReceiptDto(row: ReceiptRow, user: Owner, period: Period, plan: PlanFacts): ReceiptDto {
  return {
    _id: String(row.id),
    internalReceiptId: row.internalReceiptId,
    userId: user ? { _id: String(user.id), username: user.username, email: user.email } : null,
    username: row.username,
    email: row.email,
    amount: row.amountCents / 100,
    discount: row.discountCents ? { code: row.offerCode, amount: row.discountCents / 100, listAmount: (row.amountCents + row.discountCents) / 100 } : null,
    currency: row.currency,
    plan: row.plan,
    planName: plan?.name ?? row.plan,
    planDays: plan?.days ?? null,
    receiptUrl: row.providerReceiptUrl ?? ownReceiptPath(row),
    viewUrl: ownReceiptPath(row),
    pdfUrl: ownReceiptPdfPath(row),
    periodStartsAt: isoOrNull(period.periodStartsAt),
    periodEndsAt: iso(period.subscriptionExpiresAt),
    renewing: renewingOf(plan?.days ?? null, period),
    gift: row.gift,
    createdAt: iso(row.createdAt),
  };
}

/** A receipt with its user (where the account still exists) and the period its payment bought. */
function withOwnerAndPeriod(db: Queryable) {
  return db
    .select({
      receipt: receipts,
      user: { id: users.id, username: users.username, email: users.email },
      period: {
        periodStartsAt: payments.periodStartsAt,
        subscriptionExpiresAt: payments.subscriptionExpiresAt,
        subscriptionId: payments.subscriptionId,
        // An earlier payment of the same membership makes this one a renewal.
        isRenewal: sql<number>`case when exists (select 1 from payments earlier where earlier.subscription_id = ${payments.subscriptionId} and earlier.id < ${payments.id}) then 1 else 0 end`,
      },
      plan: { name: plans.name, days: plans.durationDays },
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(plans, eq(plans.id, receipts.plan))
    .leftJoin(users, eq(users.id, receipts.userId));
}

/** The receipt's plan as the plan table names it; null fields for an id it does not hold. */
type PlanFacts = { name: string | null; days: number | null } | null;
type Joined = { receipt: ReceiptRow; user: { id: number | null; username: string | null; email: string | null } | null; period: Period; plan: PlanFacts };
const toDto = (r: Joined) => toReceiptDto(r.receipt, r.user?.id != null ? (r.user as NonNullable<Owner>) : null, r.period, r.plan);

/** Every receipt (of one user, or of a day range), newest first, with its user where the account still exists. */
export async function listReceipts(db: Queryable, where?: { userId: number } | { range: DayRange; timeZone: string }): Promise<ReceiptDto[]> {
  const conditions = !where ? [] : 'userId' in where ? [eq(receipts.userId, where.userId)] : rangeWhere(where.range, where.timeZone);
  const rows = await withOwnerAndPeriod(db)
    .where(and(...conditions))
    .orderBy(desc(receipts.createdAt), desc(receipts.id));
  return rows.map(toDto);
}

/** The range's count and total, in all and by plan (biggest first), summed by SQLite. */
export async function summarizeReceipts(db: Queryable, range: DayRange, timeZone: string): Promise<ReceiptsSummaryDto> {
  const cents = sql<number>`coalesce(${sum(receipts.amountCents)}, 0)`.mapWith(Number);
  const byPlan = await db
    .select({ plan: receipts.plan, count: count(), cents })
    .from(receipts)
    .where(and(...rangeWhere(range, timeZone)))
    .groupBy(receipts.plan)
    .orderBy(desc(cents), receipts.plan);
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    count: byPlan.reduce((n, p) => n + p.count, 0),
    totalCents: byPlan.reduce((n, p) => n + p.cents, 0),
    byPlan,
  };
}

export async function findReceiptByToken(db: Queryable, token: string): Promise<ReceiptDto | undefined> {
  const [r] = await withOwnerAndPeriod(db).where(eq(receipts.accessToken, token)).limit(1);
  return r ? toDto(r) : undefined;
}

/** The receipt of a payment, and where its e-mail goes (the address given at checkout, else the account's). */
export async function findReceiptForMail(db: Queryable, paymentId: number): Promise<{ receipt: ReceiptDto; to: string } | undefined> {
  const [r] = await withOwnerAndPeriod(db).where(eq(receipts.paymentId, paymentId)).limit(1);
  if (!r) return undefined;
  const [payment] = await db.select({ to: payments.receiptEmail }).from(payments).where(eq(payments.id, paymentId)).limit(1);
  return { receipt: toDto(r), to: payment?.to || r.receipt.email };
}

/**
 * The receipts as the routes ask for them (docs/product.md, "Receipts"; docs/api.md, "Receipts").
 */
export function createReceiptsService(deps: { db: Queryable; config: { timeZone: string } }) {
  const { db } = deps;
  const timeZone = deps.config.timeZone;
  return {
    inRange: (range: DayRange) => listReceipts(db, { range, timeZone }),
    summary: (range: DayRange) => summarizeReceipts(db, range, timeZone),
    mine: (userId: number) => listReceipts(db, { userId }),
    byToken: (token: string) => findReceiptByToken(db, token),
    erase: eraseReceipts,
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
