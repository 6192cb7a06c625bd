// How the account page words the account's state: kept apart from the components so each rule
// is tested on its own.
import type { MembershipDto, MonthlyLimitDto } from '@shared/account';
import type { RenewingMembershipDto } from '@shared/membership';
import { formatMoney } from '@shared/money-format';
import { formatDate, formatMoment } from '../../lib/dates';

export { formatMoment };

const HOUR_MS = 3_600_000;

/** "1 day", "7 days". */
export function breakLabel(days: number): string {
  return days === 1 ? '1 day' : `${days} days`;
}

/**
 * When a break of `days` taken at `now` ends: exactly days × 24 hours later (docs/product.md,
 * "Responsible play").
 */
export function breakEnd(days: number, now = Date.now()): string {
  return new Date(now + days * 24 * HOUR_MS).toISOString();
}

export interface MembershipSummary {
  /** The status as a word or two: "Active", "Free trial", "Expired", "No membership". */
  label: string;
  /** The sentence under it. */
  detail: string;
  /** The call to action towards /plans. */
  action: string;
}

/** `planName`: the name of the membership's plan (GET /api/plans); its id when not on sale. */
export function describeMembership(m: MembershipDto, planName?: string): MembershipSummary {
  const plan = m.plan ? (planName ?? m.plan) : null;
  const until = m.activeUntil ? formatDate(m.activeUntil) : '';
  const left = m.daysLeft === 1 ? '1 day left' : `${m.daysLeft} days left`;
  switch (m.status) {
    case 'active':
      return {
        label: 'Active',
        detail: `${plan ? `${plan} plan. ` : ''}Ends on ${until} (${left}).`,
        action: 'Extend my membership',
      };
    case 'trial':
      return { label: 'Free trial', detail: `Your free trial runs until ${until} (${left}).`, action: 'Choose a plan' };
    case 'expired':
      return {
        label: 'Expired',
        detail: `${plan ? `Your ${plan} plan` : 'Your membership'} ended on ${until}.`,
        action: 'Renew my membership',
      };
    default:
      return { label: 'No membership', detail: 'You have no membership yet.', action: 'See plans' };
  }
}

export interface RenewalSummary {
  label: string;
  /** "Renews on June 22, 2026 for $200", or "Ends on June 22, 2026" once cancelled. */
  headline: string;
  detail: string;
}

/**
 * A renewing membership (docs/product.md, "Renewing memberships") as the account page words it;
 * null without one.
 */
export function describeRenewal(r: RenewingMembershipDto, planFacts?: { name: string; durationDays: number }): RenewalSummary | null {
  if (!r.renews || !r.plan || !r.currentPeriodEnd) return null;
  const plan = planFacts ?? { name: r.plan, durationDays: null };
  // At the price it was bought at (docs/product.md, "Plans"), every period of the plan.
  const terms = `${plan.name} membership: ${r.nextAmountCents !== null ? formatMoney(r.nextAmountCents) : 'renewing'}${plan.durationDays ? ` every ${plan.durationDays} days` : ''} until you cancel.`;
  const end = formatDate(r.currentPeriodEnd);
  if (r.cancelAtPeriodEnd) {
    return {
      label: 'Renewal cancelled',
      headline: `Ends on ${end}`,
      detail: `Your ${plan.name} membership will not renew. You keep access until then, and you can resume it before it ends.`,
    };
  }
  if (r.pausedUntil) {
    // Paused (docs/product.md, "Pausing"): the renewal waits for the pause's end, then charges.
    const until = formatDate(r.pausedUntil);
    return {
      label: 'Paused',
      headline: `Paused until ${until}`,
      detail: `Nothing is charged while it is paused. Your paid time runs to ${end}; your ${plan.name} membership renews again by itself on ${until}${r.nextAmountCents !== null ? ` for ${formatMoney(r.nextAmountCents)}` : ''}.`,
    };
  }
  if (r.paymentProblem) {
    // The renewal is due but unpaid: its date has passed or is Stripe's next period, not a promise.
    return {
      label: 'Payment problem',
      headline: r.nextAmountCents !== null ? `Renewal payment of ${formatMoney(r.nextAmountCents)} failed` : 'Renewal payment failed',
      detail: terms,
    };
  }
  return {
    label: 'Renews automatically',
    headline: r.nextAmountCents !== null ? `Renews on ${end} for ${formatMoney(r.nextAmountCents)}` : `Renews on ${end}`,
    detail: `${terms} If you cancel, you keep the time you have paid for.`,
  };
}

/** The limit as the page states it: "$50 a month", or "No limit". */
export function limitLabel(cents: number | null): string {
  return cents === null ? 'No limit' : `${formatMoney(cents)} a month`;
}

/** The change that waits its 24 hours, as a sentence; '' when none waits. */
export function pendingLimitLabel(limit: MonthlyLimitDto): string {
  if (!limit.pending) return '';
  const from = formatMoment(limit.pending.from);
  return limit.pending.cents === null ? `Your limit will be removed on ${from}.` : `Your limit will rise to ${formatMoney(limit.pending.cents)} on ${from}.`;
}

export const DOLLARS_HINT = 'Enter an amount in dollars, e.g. 50 or 12.50.';

/**
 * What the person typed in dollars ("50", "$12.50", "1,000"), as whole cents; null when it is
 * no amount. The highest limit is checked by the form and the server with one message
 * (ACCOUNT_MESSAGES.limit).
 */
export function parseDollars(input: string): number | null {
  const text = input
    .trim()
    .replace(/^\$/, '')
    .replace(/,(?=\d{3}(\D|$))/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return null;
  const [whole, frac = ''] = text.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
