import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, receipts, users } from '../../db/schema';
import { iso, isoOrNull } from '@shared/calendar';
import type { PlanId } from '@shared/plans';
import type { ReceiptDto } from '@shared/receipts';

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

/** Every receipt, newest first. */
export function listReceipts(db: Db, where?: { userId: number }): ReceiptDto[] {
  const q = withOwnerAndPeriod(db);
  const rows = (where ? q.where(eq(receipts.userId, where.userId)) : q).orderBy(desc(receipts.createdAt), desc(receipts.id)).all();
  return rows.map(toDto);
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
