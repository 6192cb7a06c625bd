// The operator's console (docs/product.md): the overview and a user's payment history.
import type { ContactMessageDto } from './contact';

/** "The last 30 days" of the overview: the 30 × 24 hours up to the request. */
export const OVERVIEW_WINDOW_DAYS = 30;
/** "Ending soon": active memberships whose end is within this many days. */
export const ENDING_SOON_DAYS = 3;
/** How many unhandled contact messages the overview shows. */
export const OVERVIEW_MESSAGES = 5;

export interface OverviewDto {
  // The overview's figures (docs/api.md, "The operator's console").
  activeSubscribers: number;
  activeTrials: number;
  customers: number;
  /** Every account created in the last 30 days, however it was made (the contract's figure). */
  signupsLast30Days: number;
  /**
   * Of those, the accounts no one signed up for themselves: made by an admin on the console, by
   * `npm run admin` or ADMIN_EMAIL (no one confirmed an age for them). The console shows the two
   * apart.
   */
  adminMadeLast30Days: number;
  pushSubscribers: number;
  revenueLast30DaysCents: number;
  /** By plan: its id and its name in the plan table. */
  revenueByPlan: { plan: string; name: string; payments: number; cents: number }[];
  endingSoon: { _id: string; username: string; email: string; subscriptionExpiresAt: string }[];
  // Renewing memberships (docs/product.md, "Renewing memberships").
  /** Renewing memberships not cancelled. */
  renewingMembers: number;
  /** What those renewals bring in a month: monthly amounts, weekly ones × 30/7, rounded to the cent. */
  monthlyRecurringCents: number;
  /** Renewals stopped in the last 30 days, by the member or the provider (and not resumed). */
  cancellationsLast30Days: number;
  // Beyond those, for the overview page.
  /** The window of the 30-day figures: ISO instants, `from` = `to` − 30 × 24 h. */
  window: { from: string; to: string };
  /**
   * The same revenue by APP_TIMEZONE day, oldest first, every day the window touches present
   * (31 days: the first and the last only in part), so the days add up to revenueLast30DaysCents.
   */
  revenueByDay: { day: string; cents: number }[];
  /** Contact messages not yet marked handled, and the newest of them. */
  newMessages: number;
  latestNewMessages: ContactMessageDto[];
}

/** `GET /api/users/{id}/payments`: one payment of a user, newest first. */
export interface PaymentHistoryEntryDto {
  _id: string;
  /** A plan id of the plan table; a provider's own label where the payment was not for a plan. */
  plan: string;
  provider: 'stripe' | 'simulated' | 'trial';
  /** Dollars, as receipts carry them. */
  amount: number;
  currency: string;
  /** When it was paid (ISO). */
  createdAt: string;
  /** The period it bought: from the later of the payment and the end it extended, to the new end; null for a refunded payment, which bought none. */
  periodStartsAt: string | null;
  periodEndsAt: string | null;
  internalReceiptId: string | null;
  receiptUrl: string | null;
  /**
   * A payment refused when it was paid (docs/product.md, "Responsible play"): why (a break, the
   * spending limit), the sentence the person was given, and when the money went back (null while
   * the refund is on its way). Null for a payment that counts.
   */
  refund: { reason: 'break' | 'limit'; message: string; refundedAt: string | null } | null;
}
