import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { receipts, users } from '../../db/schema';
import { iso } from '@shared/calendar';
import type { PlanId } from '@shared/plans';
import type { ReceiptDto } from '@shared/receipts';

type ReceiptRow = typeof receipts.$inferSelect;

/** This server's receipt page for a receipt, behind its unguessable token. */
export function ownReceiptPath(row: Pick<ReceiptRow, 'accessToken'>): string {
  return `/api/receipts/view/${row.accessToken}`;
}

export function toReceiptDto(row: ReceiptRow, user: { id: number; username: string; email: string } | null): ReceiptDto {
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
    createdAt: iso(row.createdAt),
  };
}

/** Every receipt, newest first, with its user where the account still exists. */
export function listReceipts(db: Db, where?: { userId: number }): ReceiptDto[] {
  const q = db
    .select({ receipt: receipts, user: { id: users.id, username: users.username, email: users.email } })
    .from(receipts)
    .leftJoin(users, eq(users.id, receipts.userId));
  const rows = (where ? q.where(eq(receipts.userId, where.userId)) : q).orderBy(desc(receipts.createdAt), desc(receipts.id)).all();
  return rows.map((r) => toReceiptDto(r.receipt, r.user?.id != null ? r.user : null));
}

export function findReceiptByToken(db: Db, token: string): ReceiptDto | undefined {
  const r = db
    .select({ receipt: receipts, user: { id: users.id, username: users.username, email: users.email } })
    .from(receipts)
    .leftJoin(users, eq(users.id, receipts.userId))
    .where(eq(receipts.accessToken, token))
    .get();
  return r ? toReceiptDto(r.receipt, r.user?.id != null ? r.user : null) : undefined;
}
