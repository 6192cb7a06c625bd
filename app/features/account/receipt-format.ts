import { formatMoney } from '@shared/money-format';
import type { ReceiptDto } from '@shared/receipts';
import { formatInstantDay } from '../../lib/dates';

/** "$80.00" in the receipt's own currency. */
export function receiptAmount(r: Pick<ReceiptDto, 'amount' | 'currency'>): string {
  return formatMoney(Math.round(r.amount * 100), { currency: r.currency, cents: 'always' });
}

/** "Jun 15, 2026 – Jun 22, 2026", or "Until Jun 22, 2026" for payments from before starts were kept. */
export function receiptPeriod(r: Pick<ReceiptDto, 'periodStartsAt' | 'periodEndsAt'>): string {
  const end = formatInstantDay(r.periodEndsAt);
  return r.periodStartsAt ? `${formatInstantDay(r.periodStartsAt)} – ${end}` : `Until ${end}`;
}
