// What a receipt says, written once for its page, its PDF and its e-mail: the seller (the
// operator's details in @shared/brand), the buyer, the plan, the period it covers, the amount.
import { formatDateTime } from '../../lib/format';
import { formatMoney } from '@shared/money-format';
import { CONTACT, LEGAL_NAME, PRODUCT_NAME } from '@shared/brand';
import { PLANS, isPlanId } from '@shared/plans';
import type { ReceiptDto } from '@shared/receipts';

export interface ReceiptFacts {
  title: string;
  seller: string[];
  rows: [label: string, value: string][];
}

/** The seller block: legal name, address, e-mail and phones. */
export const SELLER_LINES: string[] = [
  LEGAL_NAME,
  ...CONTACT.address,
  CONTACT.email,
  ...CONTACT.phones,
];

export function receiptFacts(r: ReceiptDto, timeZone: string): ReceiptFacts {
  const plan = isPlanId(r.plan) ? PLANS[r.plan] : undefined;
  const end = Date.parse(r.periodEndsAt);
  const period =
    r.periodStartsAt != null
      ? `${formatDateTime(Date.parse(r.periodStartsAt), timeZone)} to ${formatDateTime(end, timeZone)}`
      : `until ${formatDateTime(end, timeZone)}`;
  // An account deleted by its owner leaves the receipt without a name or address (docs/product.md,
  // "Receipts").
  const buyer = r.email ? `${r.username} <${r.email}>` : r.username;
  return {
    title: `${PRODUCT_NAME}: payment receipt`,
    seller: SELLER_LINES,
    rows: [
      ['Receipt ID', r.internalReceiptId],
      ['Date', formatDateTime(Date.parse(r.createdAt), timeZone)],
      ['Billed to', buyer],
      ['Plan', plan ? `${plan.name} (${plan.durationDays} day${plan.durationDays === 1 ? '' : 's'} of VIP predictions)` : r.plan],
      ['Period covered', period],
      ['Amount paid', `${formatMoney(Math.round(r.amount * 100), { currency: r.currency, cents: 'always' })} (${r.currency.toUpperCase()})`],
      ['Status', 'Paid'],
    ],
  };
}
