// What a receipt says, written once for its page, its PDF and its e-mail: the seller (the
// operator's details in @shared/brand), the buyer, the plan, the period it covers, the amount; for
// a membership that renews, when it renews next, for how much and how to cancel, and a renewal's
// receipt says it is one (docs/product.md, "Receipts").
import { formatDateTime } from '../../platform/format';
import { formatMoney } from '@shared/money-format';
import { CONTACT, LEGAL_NAME, PRODUCT_NAME } from '@shared/brand';
import { HOW_TO_CANCEL } from '@shared/membership';
import type { ReceiptDto } from '@shared/receipts';

export interface ReceiptFacts {
  title: string;
  /** The receipt's first sentence: thanks for a purchase, or what a renewal renewed. */
  intro: string;
  seller: string[];
  rows: [label: string, value: string][];
}

/** The seller block: legal name, address, e-mail and phones. */
export const SELLER_LINES: string[] = [LEGAL_NAME, ...CONTACT.address, CONTACT.email, ...CONTACT.phones];

export function receiptFacts(r: ReceiptDto, timeZone: string): ReceiptFacts {
  const plan = r.planDays !== null ? { name: r.planName, durationDays: r.planDays } : undefined;
  const end = Date.parse(r.periodEndsAt);
  const period =
    r.periodStartsAt != null ? `${formatDateTime(Date.parse(r.periodStartsAt), timeZone)} to ${formatDateTime(end, timeZone)}` : `until ${formatDateTime(end, timeZone)}`;
  // An account deleted by its owner leaves the receipt without a name or address (docs/product.md,
  // "Receipts").
  const buyer = r.email ? `${r.username} <${r.email}>` : r.username;
  const money = (dollars: number) => formatMoney(Math.round(dollars * 100), { currency: r.currency, cents: 'always' });
  const amount = money(r.amount);
  // A code's discount (docs/product.md, "Codes"): the list price, the code and what it took off.
  const discountRows: [string, string][] = r.discount
    ? [
        ['List price', money(r.discount.listAmount)],
        [r.discount.code ? `Code ${r.discount.code}` : 'Discount', `-${money(r.discount.amount)}`],
      ]
    : [];
  const renewing = r.renewing && plan ? r.renewing : null;
  const intro = r.gift
    ? 'Thank you for your gift. The person you gave it to gets an e-mail with a link to redeem it.'
    : !renewing
      ? 'Thank you for your purchase.'
      : renewing.isRenewal
        ? `This is the receipt for the renewal of your ${plan!.name} membership, which renews automatically.`
        : `Thank you for your purchase. Your ${plan!.name} membership renews automatically.`;
  const renewalRows: [string, string][] = renewing
    ? [
        ['Renewal', `Automatic: next on ${formatDateTime(Date.parse(renewing.nextRenewalAt), timeZone)} for ${amount}, then every ${plan!.durationDays} days until you cancel`],
        ['To cancel', HOW_TO_CANCEL],
      ]
    : [];
  return {
    title: `${PRODUCT_NAME}: payment receipt`,
    intro,
    seller: SELLER_LINES,
    rows: [
      ['Receipt ID', r.internalReceiptId],
      ['Date', formatDateTime(Date.parse(r.createdAt), timeZone)],
      ['Billed to', buyer],
      [
        'Plan',
        !plan
          ? r.plan
          : r.gift
            ? `Gift: ${plan.name} (${plan.durationDays} day${plan.durationDays === 1 ? '' : 's'} of VIP predictions for the recipient)`
            : renewing
              ? `${plan.name} membership (renews every ${plan.durationDays} days)`
              : `${plan.name} (${plan.durationDays} day${plan.durationDays === 1 ? '' : 's'} of VIP predictions)`,
      ],
      // A gift's days start when its recipient redeems it (docs/product.md, "Gifts").
      r.gift ? ['Period covered', 'From the day the recipient redeems the gift'] : ['Period covered', period],
      ...discountRows,
      ['Amount paid', `${amount} (${r.currency.toUpperCase()})`],
      ['Status', 'Paid'],
      ...renewalRows,
    ],
  };
}
