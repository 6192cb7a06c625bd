// The business in numbers (docs/product.md, "The Business page"): the query of
// GET /api/admin/analytics, its answer, and the periods a range splits into, shared so the
// console's Business page asks with the server's own rule and draws what it answers.
import { addDays, isRealDay, isServedDay, weekdayOf } from './calendar';
import { z } from './zod';

export const ANALYTICS_BY = ['day', 'week', 'month'] as const;
export type AnalyticsBy = (typeof ANALYTICS_BY)[number];

/** The most periods one answer holds, by granularity: a quarter by day, two years by week, ten years by month. */
export const MAX_PERIODS: Record<AnalyticsBy, number> = { day: 92, week: 105, month: 120 };

/** A trial converts with a payment within this many days of its start. */
export const TRIAL_CONVERTS_WITHIN_DAYS = 30;
/** Access that ends is churn unless a payment follows within this many days. */
export const CHURN_GRACE_DAYS = 7;

export const ANALYTICS_MESSAGES = {
  from: 'from must be a date (YYYY-MM-DD).',
  to: 'to must be a date (YYYY-MM-DD).',
  by: `by must be one of ${ANALYTICS_BY.join(', ')}.`,
  order: 'from must be on or before to.',
  tooMany: (by: AnalyticsBy) => `That range holds more than ${MAX_PERIODS[by]} periods by ${by}: choose a shorter range or a longer period.`,
} as const;

export interface AnalyticsPeriodDto {
  /** The period's first day (YYYY-MM-DD, APP_TIMEZONE); the first period starts at `from`. */
  start: string;
  /** Payments kept (refused-and-refunded payments are not revenue). */
  revenueCents: number;
  /** Payments refused when paid and given back. */
  refundsCents: number;
  payments: number;
  /** Accounts whose first payment fell in the period. */
  newPaying: number;
  trialsStarted: number;
  /** Trials started in the period followed by a payment within 30 days. */
  trialsConverted: number;
  /** Accounts whose access ended in the period with no payment within 7 days after (so far). */
  churned: number;
  /** Accounts with access at the period's end (for the running period: now). */
  activeAtEnd: number;
}

export interface AnalyticsDto {
  from: string;
  to: string;
  by: AnalyticsBy;
  periods: AnalyticsPeriodDto[];
  /** Renewing memberships not cancelled, per 30 days (weekly ones × 30/7), now. */
  monthlyRecurringCents: number;
  /** Trials converted ÷ trials started, over the range; null without trials. */
  trialConversion: number | null;
  /** Accounts churned in the range ÷ accounts with access at some time in it; null when none had. */
  churnRate: number | null;
  /** By month of first payment: its size and how many had access at the end of it and each later month. */
  cohorts: { month: string; size: number; active: number[] }[];
  byPlan: { plan: string; payments: number; revenueCents: number }[];
}

/** The CSV's columns, in order: the periods' fields. */
export const ANALYTICS_CSV_COLUMNS = [
  'start',
  'revenueCents',
  'refundsCents',
  'payments',
  'newPaying',
  'trialsStarted',
  'trialsConverted',
  'churned',
  'activeAtEnd',
] as const satisfies readonly (keyof AnalyticsPeriodDto)[];

const dayParam = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .optional()
    .refine((v) => !v || (isRealDay(v) && isServedDay(v)), message)
    .transform((v) => v || undefined);

/** GET /api/admin/analytics and analytics.csv. */
export const analyticsQuerySchema = z.object({
  from: dayParam(ANALYTICS_MESSAGES.from),
  to: dayParam(ANALYTICS_MESSAGES.to),
  by: z.enum(ANALYTICS_BY, { error: ANALYTICS_MESSAGES.by }).optional(),
});

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
function nextMonth(day: string): string {
  const y = Number(day.slice(0, 4));
  const m = Number(day.slice(5, 7));
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, '0')}-01`;
}

/** The first day of the period after the one holding `day`. */
export function nextPeriodStart(day: string, by: AnalyticsBy): string {
  if (by === 'day') return addDays(day, 1);
  if (by === 'month') return nextMonth(firstOfMonth(day));
  // Weeks start on Monday.
  return addDays(day, 7 - ((weekdayOf(day) + 6) % 7));
}

/** The range's periods as [first day, first day after], the first from `from`, the last to `to`; null past the limit. */
export function periodsOf(from: string, to: string, by: AnalyticsBy): [string, string][] | null {
  const periods: [string, string][] = [];
  const end = addDays(to, 1);
  for (let day = from; day < end; ) {
    if (periods.length === MAX_PERIODS[by]) return null;
    const next = nextPeriodStart(day, by);
    // The last period stops at `to` (days compare as text).
    periods.push([day, [next, end].sort()[0]]);
    day = next;
  }
  return periods;
}

/** The default range: the last 12 months by month, this one included. */
export function defaultRange(today: string): { from: string; to: string } {
  let from = firstOfMonth(today);
  for (let i = 0; i < 11; i++) from = firstOfMonth(addDays(from, -1));
  return { from, to: today };
}
