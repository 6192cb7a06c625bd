import type { PlanId } from './plans';

export interface ReceiptDto {
  _id: string;
  internalReceiptId: string;
  /** The paying user, or null when the account has since been deleted. */
  userId: { _id: string; username: string; email: string } | null;
  /** Username and e-mail as they were at payment time (kept after the account is deleted). */
  username: string;
  email: string;
  /** Dollars, e.g. 20 or 11.5. */
  amount: number;
  currency: string;
  plan: PlanId;
  /** Stripe's hosted receipt where there is one, else this server's page (viewUrl). */
  receiptUrl: string | null;
  /** This server's receipt page, behind its unguessable token; opened without the bearer header. */
  viewUrl: string;
  /** The same receipt as a PDF (viewUrl with ?format=pdf). */
  pdfUrl: string;
  /** The membership period the payment bought (ISO); the start is null for payments made before it was recorded. */
  periodStartsAt: string | null;
  periodEndsAt: string;
  createdAt: string;
}
