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
  receiptUrl: string | null;
  createdAt: string;
}
