// The subscriber's own account and the responsible-play controls (docs/product.md,
// "Responsible play"): the wire schemas, the sentences both sides show, and the answer of
// GET /api/account.
import { z } from './zod';
import { formatMoney } from './money-format';
import type { UserDto } from './users';

export { breakRunningAt, breakUntilOf } from './break';

/** The breaks a person can take, in days; each runs exactly days × 24 hours from the request. */
export const SELF_EXCLUSION_DAYS = [1, 7, 30, 180] as const;

export type SelfExclusionDays = (typeof SELF_EXCLUSION_DAYS)[number];

/**
 * The highest monthly limit one can set: $10,000, far above a month of the dearest plan, so a
 * typo (a limit given in dollars as cents, or the reverse) is caught rather than stored.
 */
export const MONTHLY_LIMIT_MAX_CENTS = 1_000_000;
/**
 * Raising or removing a limit waits this long (docs/product.md, "Responsible play"); lowering
 * counts at once.
 */
export const LIMIT_RAISE_DELAY_HOURS = 24;

export const ACCOUNT_MESSAGES = {
  ageRequired: 'Please confirm that you are 18 or older.',
  days: 'Days must be one of 1, 7, 30 or 180.',
  // Said to a person (the form shows it as it came): dollars, no field name, no cents.
  limit: `Enter a monthly limit in dollars, up to ${formatMoney(MONTHLY_LIMIT_MAX_CENTS, { cents: 'always' })}.`,
  passwordRequired: 'Password is required.',
  wrongPassword: 'Password is incorrect.',
  deleted: 'Your account has been deleted.',
  noLimit: 'You have no monthly spending limit.',
  /** `until` is a date and time in the operator's calendar, e.g. "June 22, 2026 at 12:00 PM EDT". */
  breakStarted: (until: string) => `You are taking a break until ${until}. Purchases, the free trial and notifications are paused until then.`,
  breakOnlyLonger: (until: string) => `You are already taking a break until ${until}. A new break can only make it longer.`,
  excluded: (until: string) => `You are taking a break until ${until}. Purchases and the free trial are paused until then.`,
  limitSet: (limit: string) => `Your monthly spending limit is now ${limit}.`,
  limitRemovedLater: (from: string) => `Your monthly spending limit will be removed on ${from}, 24 hours from now.`,
  limitRaisedLater: (limit: string, from: string) => `Your monthly spending limit will rise to ${limit} on ${from}, 24 hours from now.`,
  overLimit: (limit: string, left: string) => `This purchase would go over your monthly spending limit of ${limit}. You have ${left} left to spend this month.`,
  /** A renewal the limit will refuse when it is charged: said when the limit is set, on the account page, and by e-mail before it. */
  renewalOverLimit: (plan: string, when: string, amount: string, limit: string) =>
    `Your ${plan} membership renews on ${when} for ${amount}, which would take that month over your spending limit of ${limit}. The renewal would be charged, then refunded, and your membership would end. To keep it, raise the limit before then; to let it end, cancel the renewal.`,
} as const;

/** `true` and nothing else: the person says they are 18 or older. */
export const ageConfirmedField = z.literal(true, { error: ACCOUNT_MESSAGES.ageRequired });

export const selfExclusionSchema = z.object({
  days: z.literal(SELF_EXCLUSION_DAYS, { error: ACCOUNT_MESSAGES.days }),
});

const LIMIT_ERROR = { error: ACCOUNT_MESSAGES.limit };
export const monthlyLimitSchema = z.object({
  // Required, so that a forgotten field never silently removes a limit: null says "no limit".
  monthlyLimitCents: z.union([z.null(), z.int(LIMIT_ERROR).min(0, LIMIT_ERROR).max(MONTHLY_LIMIT_MAX_CENTS, LIMIT_ERROR)], LIMIT_ERROR),
});

export const deleteAccountSchema = z.object({
  password: z
    .string({ error: (iss) => (iss.input === undefined || iss.input === null ? ACCOUNT_MESSAGES.passwordRequired : 'Password must be text.') })
    .min(1, ACCOUNT_MESSAGES.passwordRequired)
    .max(1024, 'Password is too long.'),
});

export interface MembershipDto {
  /**
   * active: paid or granted time runs; trial: the running time is the free trial's alone;
   * expired: a membership ended; none: never had one.
   */
  status: 'active' | 'trial' | 'none' | 'expired';
  /** The plan of the latest payment, while its time (or later time) runs or has run out; null for trial and none. */
  plan: string | null;
  /** ISO instant the membership ends (or ended); null for none. */
  activeUntil: string | null;
  /** Whole days left, rounded up (a few hours left is 1); null unless active or trial. */
  daysLeft: number | null;
}

export interface MonthlyLimitDto {
  /** The limit in force now, in cents; null for none. */
  cents: number | null;
  /** A raise or removal that counts from `from` (ISO); null when none waits. */
  pending: { cents: number | null; from: string } | null;
  /** Paid purchases this calendar month (APP_TIMEZONE), the free trial not counted. */
  spentThisMonthCents: number;
  /** What the limit in force leaves this month; null without a limit. */
  leftThisMonthCents: number | null;
  /** The renewing membership's next charge would go over the limit in force then (ACCOUNT_MESSAGES.renewalOverLimit); null when it fits or none is due. */
  renewalWarning: string | null;
}

/** GET /api/account, and the answers of its writes. */
export interface AccountDto {
  user: UserDto;
  membership: MembershipDto;
  limit: MonthlyLimitDto;
  /** ISO instant a running break ends; null when none runs. */
  selfExcludedUntil: string | null;
}

/** POST /api/account/self-exclusion and PUT /api/account/limits answer the new state and a sentence. */
export interface AccountChangeDto {
  message: string;
  account: AccountDto;
}
