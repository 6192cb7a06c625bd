// Memberships that renew until cancelled (docs/product.md, "Renewing memberships"): which plans may
// renew, the terms the member agrees to before paying, the answer of GET /api/account/membership
// and the sentences both sides show. No zod here: the payment and account pages import it (the wire
// schemas are in payments.ts).
import { formatMoney } from './money-format';

/** What the renewal terms say of a plan: its name, price and length (GET /api/plans). */
export interface RenewingPlanFacts {
  name: string;
  amountCents: number;
  durationDays: number;
}

/** Where a member stops renewal: the account page (its Membership card). */
export const HOW_TO_CANCEL = 'Cancel any time on your account page (My Account → Membership → Cancel renewal); you keep the time you have paid for.';

/** "$200 every 30 days". */
export function renewalPrice(p: RenewingPlanFacts): string {
  return `${formatMoney(p.amountCents)} every ${p.durationDays} days`;
}

/**
 * The terms stated before paying, word for word on the payment page and the simulated checkout.
 * `startsOn` (a date as the page shows it): the membership is bought with time left, so it starts,
 * and is first charged, when that time ends.
 */
export function renewalTerms(plan: RenewingPlanFacts, startsOn?: string | null): string[] {
  const days = plan.durationDays;
  return [
    startsOn
      ? `${renewalPrice(plan)}. Nothing is charged today: it starts on ${startsOn}, when the time you have already paid for ends, and is charged then and at the start of each new ${days}-day period.`
      : `${renewalPrice(plan)}, charged today and then at the start of each new ${days}-day period.`,
    'Renews automatically until you cancel.',
    HOW_TO_CANCEL,
  ];
}

/** The consent box's label; the box is never ticked in advance. */
export function renewalConsent(plan: RenewingPlanFacts, startsOn?: string | null): string {
  return `I agree that my ${plan.name} membership renews automatically at ${renewalPrice(plan)}${startsOn ? ` from ${startsOn}` : ''} until I cancel.`;
}

/**
 * What POST /api/stripe/payment-success says of a renewing membership it bought (`renewal`, null
 * for a pass): its next charge, and whether nothing was charged today because it starts when the
 * time already paid for ends.
 */
export interface PurchasedRenewalDto {
  plan: string;
  /** ISO: the first charge when it starts later, else the next renewal. */
  nextChargeAt: string;
  amountCents: number;
  startsLater: boolean;
}

/** GET /api/account/membership (docs/api.md, "The own account", exactly). */
export interface RenewingMembershipDto {
  /** True while a renewing membership has not ended, also once cancelled (then cancelAtPeriodEnd). */
  renews: boolean;
  plan: string | null;
  /** ISO instant the paid period ends: the next renewal, or the end once cancelled. */
  currentPeriodEnd: string | null;
  cancelAtPeriodEnd: boolean;
  /** What the next renewal will charge; null once cancelled or without a membership. */
  nextAmountCents: number | null;
  /** The latest renewal payment failed and no later one succeeded. */
  paymentProblem: boolean;
  /**
   * ISO instant renewal starts again, charging then (docs/product.md, "Pausing"): set while the
   * membership is paused, by the member or by a break; null when not paused.
   */
  pausedUntil: string | null;
}

export const NO_RENEWING_MEMBERSHIP: RenewingMembershipDto = {
  renews: false,
  plan: null,
  currentPeriodEnd: null,
  cancelAtPeriodEnd: false,
  nextAmountCents: null,
  paymentProblem: false,
  pausedUntil: null,
};

/** How many renewals a member may skip at once (docs/product.md, "Pausing"). */
export const PAUSE_PERIODS = [1, 2, 3] as const;
export type PausePeriods = (typeof PAUSE_PERIODS)[number];

/** POST /api/account/membership/cancel and /resume answer the new state and a sentence. */
export interface MembershipChangeDto {
  message: string;
  membership: RenewingMembershipDto;
}

export const MEMBERSHIP_MESSAGES = {
  renewPlan: 'This plan is a pass that does not renew: renew is only for the plans sold as renewing memberships.',
  renewType: 'renew must be true or false.',
  alreadyRenewing: 'You already have a membership that renews automatically. Manage it on your account page.',
  nothingToCancel: 'You have no renewing membership to cancel.',
  alreadyCancelled: (end: string) => `Your membership already stops renewing. It ends on ${end}.`,
  nothingToResume: 'You have no cancelled membership to resume.',
  notCancelled: 'Your membership already renews automatically: there is nothing to resume.',
  cancelled: (end: string) => `Your membership will not renew. You keep access until ${end}.`,
  resumed: (end: string, amount: string) => `Your membership renews again on ${end} for ${amount}.`,
  noBillingAccount: 'There is no card on file to update: cards are kept for renewing memberships bought with a card.',
  userIdRequired: 'userId is required.',
  failType: 'fail must be true or false.',
  devNotRenewing: 'This user has no renewing membership.',
  devCancelled: 'This membership was cancelled: it no longer renews.',
  devStripe: "This membership renews through Stripe: use Stripe's test clocks to renew it.",
  userNotFound: 'User not found.',
  // Pausing (docs/product.md, "Pausing").
  pausePeriods: 'periods must be 1, 2 or 3: the number of renewals to skip.',
  nothingToPause: 'You have no renewing membership to pause.',
  pauseCancelled: 'Your membership no longer renews, so there is nothing to pause. Resume renewal first.',
  alreadyPaused: (until: string) => `Your membership is already paused: it renews again on ${until}.`,
  paused: (end: string, until: string) => `Your membership is paused. You keep access until ${end}; nothing is charged until it renews again on ${until}.`,
  notPaused: 'Your membership is not paused: there is nothing to unpause.',
  unpausedLater: (end: string, amount: string) => `Your membership is no longer paused. It renews on ${end} for ${amount}.`,
  unpausedNow: (end: string) => `Your membership is no longer paused. The next period was charged now and runs until ${end}.`,
  unpauseOnBreak: (until: string) => `You are on a break until ${until}: your membership starts renewing again after it, by itself.`,
  devPaused: (until: string) => `This membership is paused until ${until}: nothing is charged before then.`,
} as const;
