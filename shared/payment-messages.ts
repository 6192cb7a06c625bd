// What the payment routes answer, in the words the pages show too (shared/payments.ts holds the
// request schemas).
import { trialLength } from './trial';

export const PAYMENT_MESSAGES = {
  invalidPlan: 'Invalid subscription plan',
  invalidReceiptEmail: 'Please enter a valid email for your receipt',
  notYours: 'You can only pay and confirm payments for your own account.',
  notPaid: 'This payment has not been completed yet.',
  otherPlan: 'This payment was made for a different plan.',
  wrongAmount: 'The amount paid does not match the plan.',
  sessionNotFound: 'Payment session not found.',
  providerDown: 'The payment provider could not be reached. Please try again in a moment.',
  accountGone: 'The account for this payment no longer exists.',
  /** The simulated checkout's page: a break began while it was open (docs/operations.md, "Limits at payment time"). */
  checkoutExpired: 'This checkout has expired. Please start again from the plans page.',
  /**
   * A payment refused when it was paid (docs/product.md, "Responsible play"): the success page's
   * 409, and the refund e-mail's reason. `until` and `limit` are as the account page shows them.
   */
  refundedBreak: (until: string) => `This payment was refunded because it was made during your break, which runs until ${until}.`,
  refundedLimit: (limit: string) => `This payment was refunded because it would take this month's purchases over your limit of ${limit}.`,
  /** `days` is TRIAL_DAYS (shared/trial.ts). */
  trialUsed: (days: number) => `You have already used your free ${trialLength(days)} membership.`,
  trialAdmin: 'Admins already see every prediction.',
  /** `until` is a date in the operator's calendar, e.g. "December 5, 2026"; `days` is TRIAL_DAYS. */
  trialMember: (until: string, days: number) => `Your membership already runs until ${until}. The free ${trialLength(days)} membership is for people who have not joined yet.`,
} as const;
