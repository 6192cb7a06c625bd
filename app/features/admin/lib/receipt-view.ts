// How the receipts table shows a receipt and its errors (docs/app.md, "Admin pages" and
// "Error messages").
import { formatMoney } from '@shared/money-format';
import type { ReceiptDto } from '@shared/receipts';
import { formatInstantDay, formatInstantTime } from '../../../lib/dates';

export const RECEIPT_MESSAGES = {
  loadFailed: 'Failed to load receipts',
  unexpected: 'Unexpected response from server',
  fetchFailed: 'Error fetching receipts. Please try again.',
  refreshFailed: 'Error refreshing receipts. Please try again.',
} as const;

export interface ReceiptRow {
  key: string;
  receiptId: string;
  user: string;
  email: string;
  plan: string;
  amount: string;
  date: string;
  time: string;
}

export function receiptRow(r: ReceiptDto): ReceiptRow {
  return {
    key: r._id,
    receiptId: r.internalReceiptId,
    // The live account's name when it still exists, else the name kept at payment time.
    user: r.userId?.username ?? r.username,
    email: r.userId?.email ?? r.email,
    plan: r.planName,
    amount: formatMoney(Math.round(r.amount * 100)),
    date: formatInstantDay(r.createdAt),
    time: formatInstantTime(r.createdAt),
  };
}

/**
 * Which sentence of docs/app.md, "Error messages", a failure gets: a body that is not JSON is
 * "unexpected", an error status is "failed to load", and anything else (network, time-out) depends
 * on first load vs refresh.
 */
export function receiptsError(err: unknown, phase: 'load' | 'refresh'): string {
  const e = err as { status?: unknown; body?: unknown } | null;
  if (e && typeof e.body === 'string') return RECEIPT_MESSAGES.unexpected;
  if (e && typeof e.status === 'number' && e.status >= 400) return RECEIPT_MESSAGES.loadFailed;
  return phase === 'load' ? RECEIPT_MESSAGES.fetchFailed : RECEIPT_MESSAGES.refreshFailed;
}
