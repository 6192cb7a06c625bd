import { z } from './zod';
import { isRealDay, isServedDay } from './calendar';
import { dayRangeMessage } from './fields';

export interface ReceiptDto {
  _id: string;
  internalReceiptId: string;
  /** The paying user, or null when the account has since been deleted. */
  userId: { _id: string; username: string; email: string } | null;
  /** Username and e-mail as they were at payment time (kept after the account is deleted). */
  username: string;
  email: string;
  /** Dollars, e.g. 20 or 11.5: what was paid. */
  amount: number;
  /**
   * A code used (docs/product.md, "Codes"): its name, what it took off and the list price, in
   * dollars; null without one.
   */
  discount: { code: string | null; amount: number; listAmount: number } | null;
  currency: string;
  /** The plan's id, and its name and length from the plan table (docs/product.md, "Plans"). */
  plan: string;
  planName: string;
  /** Null only for a plan id the table does not hold. */
  planDays: number | null;
  /** Stripe's hosted receipt where there is one, else this server's page (viewUrl). */
  receiptUrl: string | null;
  /** This server's receipt page, behind its unguessable token; opened without the bearer header. */
  viewUrl: string;
  /** The same receipt as a PDF (viewUrl with ?format=pdf). */
  pdfUrl: string;
  /** The membership period the payment bought (ISO); the start is null for payments made before it was recorded. */
  periodStartsAt: string | null;
  periodEndsAt: string;
  /**
   * A renewing membership's payment: its next renewal as of this payment (ISO), and whether it was
   * a renewal rather than the membership's first payment; null for a pass.
   */
  renewing: { nextRenewalAt: string; isRenewal: boolean } | null;
  /** Bought as a gift (docs/product.md, "Gifts"): the days go to whoever redeems it, not to the buyer. */
  gift: boolean;
  createdAt: string;
}

const dayParam = (message: string, label: string) =>
  z
    .string()
    .trim()
    .optional()
    // An empty field of the range form is an open end, like a missing one.
    .transform((v) => v || undefined)
    .refine((v) => v === undefined || isRealDay(v), { message, abort: true })
    .refine((v) => v === undefined || isServedDay(v), { message: dayRangeMessage(label) });

/**
 * `GET /api/receipts`, `/summary` and `/export.csv` take `from` and `to`: calendar days in
 * APP_TIMEZONE, both inclusive; either may be left out (an open end).
 */
export const receiptsRangeSchema = z
  .object({
    from: dayParam('The start date (from) must be a date (YYYY-MM-DD).', 'The start date (from)'),
    to: dayParam('The end date (to) must be a date (YYYY-MM-DD).', 'The end date (to)'),
  })
  .refine((r) => !r.from || !r.to || r.from <= r.to, {
    message: 'The start date (from) must not be after the end date (to).',
    path: ['from'],
  });

/** `GET /api/receipts/summary`: the range's totals, for the operator's books. */
export interface ReceiptsSummaryDto {
  from: string | null;
  to: string | null;
  count: number;
  totalCents: number;
  byPlan: { plan: string; count: number; cents: number }[];
}
