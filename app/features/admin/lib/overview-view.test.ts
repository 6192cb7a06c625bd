import { describe, expect, it } from 'vitest';
import type { OverviewDto } from '@shared/admin';
import { chartDays, endsIn, kpis, planName, planShares } from './overview-view';

const overview: OverviewDto = {
  activeSubscribers: 12,
  activeTrials: 3,
  customers: 40,
  signupsLast30Days: 12,
  adminMadeLast30Days: 3,
  pushSubscribers: 5,
  revenueLast30DaysCents: 35_000,
  revenueByPlan: [
    { plan: 'weekly', name: 'Weekly', payments: 2, cents: 16_000 },
    { plan: 'monthly', name: 'Monthly', payments: 1, cents: 19_000 },
  ],
  endingSoon: [],
  renewingMembers: 4,
  monthlyRecurringCents: 74_286,
  cancellationsLast30Days: 1,
  window: { from: '2026-05-16T16:00:00.000Z', to: '2026-06-15T16:00:00.000Z' },
  revenueByDay: [
    { day: '2026-05-16', cents: 0 },
    { day: '2026-06-15', cents: 35_000 },
  ],
  newMessages: 2,
  latestNewMessages: [],
};

describe('the overview in words', () => {
  it('shows each figure of "The operator’s console" (docs/product.md) on a card', () => {
    expect(kpis(overview).map((k) => [k.label, k.value])).toEqual([
      ['Active subscribers', '12'],
      ['Active trials', '3'],
      ['Customers', '40'],
      ['Sign-ups', '9'],
      ['Push subscribers', '5'],
      ['Revenue', '$350'],
      ['Renewing members', '4'],
      ['Monthly recurring', '$742.86'],
      ['Cancellations', '1'],
    ]);
  });

  it('says how long the trial is that the active trials count (TRIAL_DAYS)', () => {
    expect(kpis(overview, 3).find((k) => k.label === 'Active trials')?.hint).toBe('On the free 3-day trial alone');
    expect(kpis(overview, 5).find((k) => k.label === 'Active trials')?.hint).toBe('On the free 5-day trial alone');
  });

  it('counts as sign-ups the people who signed up, the accounts admins made apart', () => {
    const card = (o: OverviewDto) => kpis(o, 3).find((k) => k.label === 'Sign-ups')!;
    expect(card(overview)).toMatchObject({ value: '9', hint: 'Last 30 days (and 3 made by admins)' });
    expect(card({ ...overview, adminMadeLast30Days: 0 })).toMatchObject({ value: '12', hint: 'Last 30 days' });
  });

  it('splits revenue by plan, biggest first, with whole percentages', () => {
    expect(planShares(overview).map((p) => [p.name, p.amount, p.percent])).toEqual([
      ['Monthly', '$190', 54],
      ['Weekly', '$160', 46],
    ]);
    expect(planShares({ revenueByPlan: [], revenueLast30DaysCents: 0 })).toEqual([]);
  });

  it('labels the chart’s days without shifting them by a zone', () => {
    expect(chartDays(overview).map((d) => [d.label, d.fullLabel])).toEqual([
      ['May 16', 'May 16, 2026'],
      ['Jun 15', 'Jun 15, 2026'],
    ]);
  });

  it('names plans as customers see them', () => {
    const plans = [{ id: 'three_day', name: '3 Days' }];
    expect(planName('three_day', plans)).toBe('3 Days');
    expect(planName('legacy-label', plans)).toBe('legacy-label');
  });

  it('says how soon a membership ends', () => {
    const now = Date.parse('2026-06-15T16:00:00Z');
    expect(endsIn('2026-06-16T04:00:00Z', now)).toBe('ends within a day');
    expect(endsIn('2026-06-16T20:00:00Z', now)).toBe('ends in 1 day');
    expect(endsIn('2026-06-18T15:00:00Z', now)).toBe('ends in 2 days');
  });
});
