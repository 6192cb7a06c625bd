import { and, count, desc, eq, gte, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, receipts, users } from '../../db/schema';
import { addDays, iso, isoOrNull, startOfDay } from '@shared/calendar';
import type { PlanId } from '@shared/plans';
import type { ReceiptDto, ReceiptsSummaryDto } from '@shared/receipts';

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
type Period = { periodStartsAt: number | null; subscriptionExpiresAt: number };
type Owner = { id: number; username: string; email: string } | null;

/** This server's receipt page for a receipt, behind its unguessable token. */
export function ownReceiptPath(row: Pick<ReceiptRow, 'accessToken'>): string {
  return `/api/receipts/view/${row.accessToken}`;
}

/** The same receipt as a PDF (contract §12). */
export function ownReceiptPdfPath(row: Pick<ReceiptRow, 'accessToken'>): string {
  return `${ownReceiptPath(row)}?format=pdf`;
}

export function toReceiptDto(row: ReceiptRow, user: Owner, period: Period): ReceiptDto {
  return {
    _id: String(row.id),
    internalReceiptId: row.internalReceiptId,
    userId: user ? { _id: String(user.id), username: user.username, email: user.email } : null,
    username: row.username,
    email: row.email,
    amount: row.amountCents / 100,
    currency: row.currency,
    plan: row.plan as PlanId,
    receiptUrl: row.providerReceiptUrl ?? ownReceiptPath(row),
    viewUrl: ownReceiptPath(row),
    pdfUrl: ownReceiptPdfPath(row),
    periodStartsAt: isoOrNull(period.periodStartsAt),
    periodEndsAt: iso(period.subscriptionExpiresAt),
    createdAt: iso(row.createdAt),
  };
}

/** A receipt with its user (where the account still exists) and the period its payment bought. */
function withOwnerAndPeriod(db: Db) {
  return db
    .select({
      receipt: receipts,
      user: { id: users.id, username: users.username, email: users.email },
      period: { periodStartsAt: payments.periodStartsAt, subscriptionExpiresAt: payments.subscriptionExpiresAt },
    })
    .from(receipts)
    .innerJoin(payments, eq(payments.id, receipts.paymentId))
    .leftJoin(users, eq(users.id, receipts.userId));
}

type Joined = { receipt: ReceiptRow; user: { id: number | null; username: string | null; email: string | null } | null; period: Period };
const toDto = (r: Joined) => toReceiptDto(r.receipt, r.user?.id != null ? (r.user as NonNullable<Owner>) : null, r.period);

/** Every receipt (of one user, or of a day range), newest first, with its user where the account still exists. */
export function listReceipts(db: Db, where?: { userId: number } | { range: DayRange; timeZone: string }): ReceiptDto[] {
  const conditions = !where ? [] : 'userId' in where ? [eq(receipts.userId, where.userId)] : rangeWhere(where.range, where.timeZone);
  return withOwnerAndPeriod(db)
    .where(and(...conditions))
    .orderBy(desc(receipts.createdAt), desc(receipts.id))
    .all()
    .map(toDto);
}

/** The range's count and total, in all and by plan (biggest first), summed by SQLite. */
export function summarizeReceipts(db: Db, range: DayRange, timeZone: string): ReceiptsSummaryDto {
  const cents = sql<number>`coalesce(${sum(receipts.amountCents)}, 0)`.mapWith(Number);
  const byPlan = db
    .select({ plan: receipts.plan, count: count(), cents })
    .from(receipts)
    .where(and(...rangeWhere(range, timeZone)))
    .groupBy(receipts.plan)
    .orderBy(desc(cents), receipts.plan)
    .all();
  return {
    from: range.from ?? null,
    to: range.to ?? null,
    count: byPlan.reduce((n, p) => n + p.count, 0),
    totalCents: byPlan.reduce((n, p) => n + p.cents, 0),
    byPlan: byPlan.map((p) => ({ ...p, plan: p.plan as PlanId })),
  };
}

export function findReceiptByToken(db: Db, token: string): ReceiptDto | undefined {
  const r = withOwnerAndPeriod(db).where(eq(receipts.accessToken, token)).get();
  return r ? toDto(r) : undefined;
}

/** The receipt of a payment, and where its e-mail goes (the address given at checkout, else the account's). */
export function findReceiptForMail(db: Db, paymentId: number): { receipt: ReceiptDto; to: string } | undefined {
  const r = withOwnerAndPeriod(db).where(eq(receipts.paymentId, paymentId)).get();
  if (!r) return undefined;
  const to = db.select({ to: payments.receiptEmail }).from(payments).where(eq(payments.id, paymentId)).get()?.to;
  return { receipt: toDto(r), to: to || r.receipt.email };
}
