import { describe, expect, it } from 'vitest';
import { NO_RENEWING_MEMBERSHIP } from '@shared/membership';
import { breakEnd, breakLabel, describeMembership, describeRenewal, formatMoment, limitLabel, parseDollars, pendingLimitLabel } from './account-format';

describe('parseDollars', () => {
  it('reads whole and decimal dollars as cents', () => {
    expect(parseDollars('50')).toBe(5000);
    expect(parseDollars('12.5')).toBe(1250);
    expect(parseDollars(' $12.05 ')).toBe(1205);
    expect(parseDollars('1,000')).toBe(100_000);
    expect(parseDollars('0')).toBe(0);
  });

  it('refuses what is no amount', () => {
    for (const bad of ['', 'abc', '-5', '12.345', '1e3', '12.', '.5', '1,00', '$']) expect(parseDollars(bad)).toBeNull();
  });
});

describe('breaks', () => {
  it('ends exactly days × 24 hours later', () => {
    const now = Date.parse('2026-03-07T17:00:00Z');
    // Across the spring clock change a day is still 24 hours (docs/product.md, "Responsible play").
    expect(breakEnd(7, now)).toBe('2026-03-14T17:00:00.000Z');
    expect(breakLabel(1)).toBe('1 day');
    expect(breakLabel(180)).toBe('180 days');
  });

  it('states an instant in the operator’s zone, to the minute', () => {
    expect(formatMoment('2026-06-22T16:00:00.000Z')).toBe('June 22, 2026 at 12:00 PM');
  });
});

describe('describeMembership', () => {
  it('active: plan, end and days left', () => {
    const s = describeMembership({ status: 'active', plan: 'weekly', activeUntil: '2026-06-22T16:00:00.000Z', daysLeft: 7 }, 'Weekly');
    expect(s.label).toBe('Active');
    expect(s.detail).toBe('Weekly plan. Ends on June 22, 2026 (7 days left).');
    expect(s.action).toBe('Extend my membership');
  });

  it('trial, expired and none', () => {
    expect(describeMembership({ status: 'trial', plan: null, activeUntil: '2026-06-18T16:00:00.000Z', daysLeft: 1 }).detail).toBe(
      'Your free trial runs until June 18, 2026 (1 day left).',
    );
    const expired = describeMembership({ status: 'expired', plan: 'monthly', activeUntil: '2026-05-01T16:00:00.000Z', daysLeft: null }, 'Monthly');
    expect(expired.detail).toBe('Your Monthly plan ended on May 1, 2026.');
    expect(expired.action).toBe('Renew my membership');
    expect(describeMembership({ status: 'none', plan: null, activeUntil: null, daysLeft: null }).label).toBe('No membership');
    // A plan no longer on sale is named by its id.
    expect(describeMembership({ status: 'expired', plan: 'old_weekly', activeUntil: '2026-05-01T16:00:00.000Z', daysLeft: null }).detail).toBe(
      'Your old_weekly plan ended on May 1, 2026.',
    );
  });
});

describe('describeRenewal', () => {
  const MONTHLY = { name: 'Monthly', durationDays: 30 };
  const renewing = {
    renews: true,
    plan: 'monthly' as const,
    currentPeriodEnd: '2026-07-15T16:00:00.000Z',
    cancelAtPeriodEnd: false,
    nextAmountCents: 20000,
    paymentProblem: false,
    pausedUntil: null,
  };

  it('a renewing membership: when and for how much', () => {
    const r = describeRenewal(renewing, MONTHLY)!;
    expect(r.label).toBe('Renews automatically');
    expect(r.headline).toBe('Renews on July 15, 2026 for $200');
    expect(r.detail).toMatch(/\$200 every 30 days until you cancel/);
  });

  it('a cancelled one: when it ends', () => {
    const r = describeRenewal({ ...renewing, plan: 'weekly', cancelAtPeriodEnd: true, nextAmountCents: null }, { name: 'Weekly', durationDays: 7 })!;
    expect(r.label).toBe('Renewal cancelled');
    expect(r.headline).toBe('Ends on July 15, 2026');
    expect(r.detail).toMatch(/Weekly membership will not renew/);
  });

  it('a paused one: until when, and that it renews by itself then', () => {
    const r = describeRenewal({ ...renewing, pausedUntil: '2026-08-14T16:00:00.000Z' }, MONTHLY)!;
    expect(r.label).toBe('Paused');
    expect(r.headline).toBe('Paused until August 14, 2026');
    expect(r.detail).toBe(
      'Nothing is charged while it is paused. Your paid time runs to July 15, 2026; your Monthly membership renews again by itself on August 14, 2026 for $200.',
    );
  });

  it('a failed renewal payment', () => {
    const r = describeRenewal({ ...renewing, paymentProblem: true }, MONTHLY)!;
    expect(r.label).toBe('Payment problem');
    expect(r.headline).toBe('Renewal payment of $200 failed');
  });

  it('none', () => {
    expect(describeRenewal(NO_RENEWING_MEMBERSHIP)).toBeNull();
  });
});

describe('limits', () => {
  it('names the limit and what waits', () => {
    expect(limitLabel(null)).toBe('No limit');
    expect(limitLabel(5000)).toBe('$50 a month');
    const base = { cents: 5000, spentThisMonthCents: 0, leftThisMonthCents: 5000, renewalWarning: null };
    expect(pendingLimitLabel({ ...base, pending: null })).toBe('');
    expect(pendingLimitLabel({ ...base, pending: { cents: 10_050, from: '2026-06-16T16:00:00.000Z' } })).toBe('Your limit will rise to $100.50 on June 16, 2026 at 12:00 PM.');
    expect(pendingLimitLabel({ ...base, pending: { cents: null, from: '2026-06-16T16:00:00.000Z' } })).toBe('Your limit will be removed on June 16, 2026 at 12:00 PM.');
  });
});
