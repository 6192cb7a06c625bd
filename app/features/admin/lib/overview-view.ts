// How the overview page shows the figures of GET /api/admin/overview (docs/api.md,
// "The operator's console").
import type { OverviewDto } from '@shared/admin';
import { formatMoney } from '@shared/money-format';
import { trialLength } from '@shared/trial';
import { formatCalendarDay } from '../../../lib/dates';
import { trialDays } from '../../../lib/trial';

export interface Kpi {
  label: string;
  value: string;
  /** What the figure counts, for the card's second line. */
  hint: string;
}

/** The overview's cards; `trialLength` of TRIAL_DAYS as the served page names it. */
export function kpis(o: OverviewDto, trialDaysNow = trialDays()): Kpi[] {
  return [
    { label: 'Active subscribers', value: String(o.activeSubscribers), hint: 'Paid or on the free trial' },
    { label: 'Active trials', value: String(o.activeTrials), hint: `On the free ${trialLength(trialDaysNow)} trial alone` },
    { label: 'Customers', value: String(o.customers), hint: 'Signed up, not subscribed now' },
    // People who signed up; the accounts admins made count in signupsLast30Days too, shown apart.
    {
      label: 'Sign-ups',
      value: String(o.signupsLast30Days - o.adminMadeLast30Days),
      hint: o.adminMadeLast30Days > 0 ? `Last 30 days (and ${o.adminMadeLast30Days} made by admins)` : 'Last 30 days',
    },
    { label: 'Push subscribers', value: String(o.pushSubscribers), hint: 'With notifications on' },
    { label: 'Revenue', value: formatMoney(o.revenueLast30DaysCents), hint: 'Last 30 days' },
    // "Renewing memberships" (docs/product.md): the memberships that renew until cancelled.
    { label: 'Renewing members', value: String(o.renewingMembers), hint: 'Renew automatically, not cancelled' },
    { label: 'Monthly recurring', value: formatMoney(o.monthlyRecurringCents), hint: 'What renewals bring a month' },
    { label: 'Cancellations', value: String(o.cancellationsLast30Days), hint: 'Renewals stopped, last 30 days' },
  ];
}

/** A plan id as customers see it ("3 Days"), from the console's plans; an id they do not hold shows as it came. */
export function planName(plan: string, plans: readonly { id: string; name: string }[] | null | undefined): string {
  return plans?.find((p) => p.id === plan)?.name ?? plan;
}

export interface ChartDay {
  day: string;
  /** "Jun 5" for the axis. */
  label: string;
  /** "Jun 5, 2026" for the table and screen readers. */
  fullLabel: string;
  cents: number;
}

export function chartDays(o: Pick<OverviewDto, 'revenueByDay'>): ChartDay[] {
  return o.revenueByDay.map(({ day, cents }) => {
    const fullLabel = formatCalendarDay(day);
    return { day, cents, fullLabel, label: fullLabel.replace(/, \d{4}$/, '') };
  });
}

/** Each plan's share of the window's revenue, whole percent, biggest first. */
export function planShares(o: Pick<OverviewDto, 'revenueByPlan' | 'revenueLast30DaysCents'>) {
  return [...o.revenueByPlan]
    .sort((a, b) => b.cents - a.cents)
    .map((p) => ({
      ...p,
      name: p.name,
      amount: formatMoney(p.cents),
      percent: o.revenueLast30DaysCents > 0 ? Math.round((p.cents / o.revenueLast30DaysCents) * 100) : 0,
    }));
}

/** "ends today", "ends tomorrow" or "ends in 3 days", counted in whole hours remaining. */
export function endsIn(iso: string, now = Date.now()): string {
  const hours = (Date.parse(iso) - now) / 3_600_000;
  if (hours < 24) return 'ends within a day';
  const days = Math.floor(hours / 24);
  return `ends in ${days} day${days === 1 ? '' : 's'}`;
}
