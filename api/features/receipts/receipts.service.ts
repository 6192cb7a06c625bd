import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, gte, inArray, lt, sql, sum, type SQL } from 'drizzle-orm';
import type { Queryable, Tx } from '#db/client';
import { receipts } from '#db/schema-receipts';
import { addDays, iso, isoOrNull, startOfDay } from '@shared/calendar';
import { DAY } from '../../platform/clock';
import type { ReceiptDto, ReceiptsSummaryDto } from '@shared/receipts';
import { plansById } from '../plans';
import { peopleByIds } from '../users';
import { eraseReceipts } from './receipts.erase';

/**
 * The period each payment of `ids` bought and where its receipt goes, by payment id: the payments
 * feature's rows (docs/architecture.md, "Each table one owner"), handed in by api/compose.ts since
 * payments stands above receipts.
 */
export type PaymentPeriods = (
  db: Queryable,
  ids: readonly number[],
) => Promise<Map<number, { periodStartsAt: number | null; subscriptionExpiresAt: number; subscriptionId: string | null; isRenewal: boolean; receiptEmail: string | null }>>;

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
type Period = { periodStartsAt: number | null; subscriptionExpiresAt: number; subscriptionId: string | null; isRenewal: boolean };
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
  return { nextRenewalAt: iso(period.periodStartsAt + days * DAY), isRenewal: period.isRenewal };
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

/** The receipt's plan as the plan table names it; null fields for an id it does not hold. */
type PlanFacts = { name: string | null; days: number | null } | null;

/**
 * Receipt rows with their user (where the account still exists), the period their payment bought
 * and their plan, asked of each owner (users, payments, plans) for the rows at once; a row whose
 * payment is gone is left out. With each, where its e-mail goes.
 */
async function withOwnerAndPeriod(db: Queryable, periodsOf: PaymentPeriods, rows: ReceiptRow[]): Promise<{ dto: ReceiptDto; to: string }[]> {
  if (rows.length === 0) return [];
  const periods = await periodsOf(
    db,
    rows.map((r) => r.paymentId),
  );
  const owners = await peopleByIds(
    db,
    rows.flatMap((r) => (r.userId === null ? [] : [r.userId])),
  );
  const plans = await plansById(db);
  return rows.flatMap((r) => {
    const period = periods.get(r.paymentId);
    if (!period) return [];
    const owner = r.userId === null ? undefined : owners.get(r.userId);
    const plan = plans.get(r.plan);
    const dto = toReceiptDto(r, owner ? { id: owner.id, username: owner.username, email: owner.email } : null, period, plan ? { name: plan.name, days: plan.durationDays } : null);
    return [{ dto, to: period.receiptEmail || r.email }];
  });
}

/** Every receipt (of one user, or of a day range), newest first, with its user where the account still exists. */
export async function listReceipts(db: Queryable, periodsOf: PaymentPeriods, where?: { userId: number } | { range: DayRange; timeZone: string }): Promise<ReceiptDto[]> {
  const conditions = !where ? [] : 'userId' in where ? [eq(receipts.userId, where.userId)] : rangeWhere(where.range, where.timeZone);
  const rows = await db
    .select()
    .from(receipts)
    .where(and(...conditions))
    .orderBy(desc(receipts.createdAt), desc(receipts.id));
  return (await withOwnerAndPeriod(db, periodsOf, rows)).map((r) => r.dto);
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

export async function findReceiptByToken(db: Queryable, periodsOf: PaymentPeriods, token: string): Promise<ReceiptDto | undefined> {
  const rows = await db.select().from(receipts).where(eq(receipts.accessToken, token)).limit(1);
  return (await withOwnerAndPeriod(db, periodsOf, rows))[0]?.dto;
}

/** The receipt of a payment, and where its e-mail goes (the address given at checkout, else the account's). */
export async function findReceiptForMail(db: Queryable, periodsOf: PaymentPeriods, paymentId: number): Promise<{ receipt: ReceiptDto; to: string } | undefined> {
  const rows = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  const [r] = await withOwnerAndPeriod(db, periodsOf, rows);
  return r && { receipt: r.dto, to: r.to };
}

/** The receipt of each payment of `paymentIds` that has one, by payment id: its number and link (a payment's history). */
export async function receiptLinksOf(db: Queryable, paymentIds: readonly number[]): Promise<Map<number, { internalReceiptId: string; receiptUrl: string }>> {
  const found = new Map<number, { internalReceiptId: string; receiptUrl: string }>();
  for (let i = 0; i < paymentIds.length; i += 500) {
    const rows = await db
      .select()
      .from(receipts)
      .where(inArray(receipts.paymentId, paymentIds.slice(i, i + 500)));
    for (const r of rows) found.set(r.paymentId, { internalReceiptId: r.internalReceiptId, receiptUrl: receiptUrlOf(r) });
  }
  return found;
}

/** Where a receipt is read: Stripe's hosted receipt where there is one, else this server's page. */
export const receiptUrlOf = (row: Pick<ReceiptRow, 'providerReceiptUrl' | 'accessToken'>): string => row.providerReceiptUrl ?? ownReceiptPath(row);

/** The receipt link of the payment `paymentId`, if it has a receipt (a repeated fulfilment answers it again). */
export async function receiptUrlOfPayment(db: Queryable, paymentId: number): Promise<string | undefined> {
  const [r] = await db.select().from(receipts).where(eq(receipts.paymentId, paymentId)).limit(1);
  return r && receiptUrlOf(r);
}

/** What a payment's receipt keeps, as it was at payment time (the payment's own transaction writes it). */
export type NewReceipt = Omit<typeof receipts.$inferInsert, 'id' | 'internalReceiptId' | 'accessToken'>;

/** The receipt of a payment just made, numbered by the payment, with its unguessable link; its link. */
export async function writeReceipt(tx: Tx, receipt: NewReceipt): Promise<string> {
  const [row] = await tx
    .insert(receipts)
    .values({ ...receipt, internalReceiptId: `RCPT-${String(receipt.paymentId).padStart(6, '0')}`, accessToken: randomBytes(24).toString('base64url') })
    .returning();
  return receiptUrlOf(row);
}

/**
 * The receipts as the routes ask for them (docs/product.md, "Receipts"; docs/api.md, "Receipts").
 */
export function createReceiptsService(deps: { db: Queryable; config: { timeZone: string } }, periodsOf: PaymentPeriods) {
  const { db } = deps;
  const timeZone = deps.config.timeZone;
  return {
    inRange: (range: DayRange) => listReceipts(db, periodsOf, { range, timeZone }),
    summary: (range: DayRange) => summarizeReceipts(db, range, timeZone),
    mine: (userId: number) => listReceipts(db, periodsOf, { userId }),
    byToken: (token: string) => findReceiptByToken(db, periodsOf, token),
    erase: eraseReceipts,
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
