// The Business page's numbers (docs/api.md, "The business in numbers"): each figure over a
// half-year of purchases, trials, a comeback, an extension, a refund and a renewing membership,
// each made through the API at its own moment of a moved clock.
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { buy, buyRenewing, confirm, paidSession } from '../../test/purchase';
import { ANALYTICS_MESSAGES, ANALYTICS_CSV_COLUMNS, MAX_PERIODS } from '@shared/analytics';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const at = (iso: string) => clock.set(Date.parse(iso));
/** The seeded plans' prices (docs/product.md, "Plans"): Daily, Weekly, Monthly. */
const D = 2000;
const W = 8000;
const M = 20000;

let admin: Awaited<ReturnType<typeof makeUser>>;
const get = async (query: string) => {
  const r = await call('GET', `/api/admin/analytics${query}`, { token: admin.token });
  expect(r.status, r.text).toBe(200);
  return r.json;
};

beforeAll(async () => {
  admin = await makeUser('admin');
  const [alice, bob, carol, dave, erin, frank] = await Promise.all(['alice', 'bob', 'carol', 'dave', 'erin', 'frank'].map((n) => makeUser('customer', { username: n })));
  const trial = async (u: typeof alice) => expect((await call('POST', '/api/subscription/trial', { token: u.token })).status).toBe(200);
  // Bob: a week from January 5, and another from the 15th, three days after it ended (a comeback, not churn); ends January 22.
  at('2026-01-05T16:00:00Z');
  await buy(ctx, bob, 'weekly');
  // Alice: a trial on January 10 (ends the 13th), a monthly pass on the 20th (converted; the 7 days
  // after the trial's end kept her), which ends February 19.
  at('2026-01-10T16:00:00Z');
  await trial(alice);
  at('2026-01-15T16:00:00Z');
  await buy(ctx, bob, 'weekly');
  at('2026-01-20T16:00:00Z');
  await buy(ctx, alice, 'monthly');
  // Carol: a trial on February 10 that ends on the 13th, and no payment.
  at('2026-02-10T16:00:00Z');
  await trial(carol);
  // Dave: a month from March 1, extended on the 25th from its end: access to April 30.
  at('2026-03-01T17:00:00Z');
  await buy(ctx, dave, 'monthly');
  at('2026-03-25T16:00:00Z');
  await buy(ctx, dave, 'monthly');
  // Erin: a $20 limit, a day pass on April 10, and a second one refused for the limit and refunded.
  at('2026-04-10T16:00:00Z');
  expect((await call('PUT', '/api/account/limits', { token: erin.token, body: { monthlyLimitCents: D } })).status).toBe(200);
  const kept = await paidSession(ctx, erin, 'daily');
  const over = await paidSession(ctx, erin, 'daily');
  expect((await confirm(ctx, erin, kept, 'daily')).status).toBe(200);
  expect((await confirm(ctx, erin, over, 'daily')).status).toBe(409);
  await ctx.settle();
  // Frank: a monthly membership that renews, from June 1.
  at('2026-06-01T16:00:00Z');
  await buyRenewing(ctx, frank, 'monthly');
  at(T0);
});

describe('GET /api/admin/analytics by month', () => {
  it('gives each figure per month, the rates, the cohorts and revenue by plan', async () => {
    const a = await get('?from=2026-01-01&to=2026-06-30&by=month');
    expect(a).toMatchObject({ from: '2026-01-01', to: '2026-06-30', by: 'month' });
    const zero = { revenueCents: 0, refundsCents: 0, payments: 0, newPaying: 0, trialsStarted: 0, trialsConverted: 0, churned: 0, activeAtEnd: 0 };
    expect(a.periods).toEqual([
      // Bob's two weeks and Alice's month; Bob and Alice pay for the first time; Alice's trial
      // converts; Bob leaves on the 22nd; Alice has access at the month's end.
      { ...zero, start: '2026-01-01', revenueCents: 2 * W + M, payments: 3, newPaying: 2, trialsStarted: 1, trialsConverted: 1, churned: 1, activeAtEnd: 1 },
      // Carol's trial, which ends unpaid, and Alice's month ending: two leave.
      { ...zero, start: '2026-02-01', trialsStarted: 1, churned: 2 },
      // Dave's two months, the second extending the first.
      { ...zero, start: '2026-03-01', revenueCents: 2 * M, payments: 2, newPaying: 1, activeAtEnd: 1 },
      // Erin's day pass kept and the second given back; Dave's access and Erin's end.
      { ...zero, start: '2026-04-01', revenueCents: D, refundsCents: D, payments: 1, newPaying: 1, churned: 2 },
      { ...zero, start: '2026-05-01' },
      // Frank renews; "at the end" of the running month is now.
      { ...zero, start: '2026-06-01', revenueCents: M, payments: 1, newPaying: 1, activeAtEnd: 1 },
    ]);
    expect(a.monthlyRecurringCents).toBe(M);
    expect(a.trialConversion).toBe(0.5);
    // Bob, Alice, Carol, Dave and Erin left, of the six who had access in the range.
    expect(a.churnRate).toBeCloseTo(5 / 6, 10);
    expect(a.cohorts).toEqual([
      { month: '2026-01', size: 2, active: [1, 0, 0, 0, 0, 0] },
      { month: '2026-02', size: 0, active: [0, 0, 0, 0, 0] },
      { month: '2026-03', size: 1, active: [1, 0, 0, 0] },
      { month: '2026-04', size: 1, active: [0, 0, 0] },
      { month: '2026-05', size: 0, active: [0, 0] },
      { month: '2026-06', size: 1, active: [1] },
    ]);
    expect(a.byPlan).toEqual([
      { plan: 'monthly', payments: 4, revenueCents: 4 * M },
      { plan: 'weekly', payments: 2, revenueCents: 2 * W },
      { plan: 'daily', payments: 1, revenueCents: D },
    ]);
  });

  it('defaults to the last 12 months by month, this one included', async () => {
    const a = await get('');
    expect(a).toMatchObject({ from: '2025-07-01', to: '2026-06-15', by: 'month' });
    expect(a.periods.map((p: { start: string }) => p.start)).toEqual([
      '2025-07-01',
      '2025-08-01',
      '2025-09-01',
      '2025-10-01',
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
    ]);
    expect(a.periods.reduce((n: number, p: { payments: number }) => n + p.payments, 0)).toBe(7);
  });
});

describe('by week and by day', () => {
  it('weeks start on Monday, the first at from; days count each payment on its own day', async () => {
    const weeks = await get('?from=2026-01-01&to=2026-01-31&by=week');
    expect(weeks.periods.map((p: { start: string; payments: number; churned: number }) => [p.start, p.payments, p.churned])).toEqual([
      ['2026-01-01', 0, 0],
      ['2026-01-05', 1, 0],
      ['2026-01-12', 1, 0],
      ['2026-01-19', 1, 1],
      ['2026-01-26', 0, 0],
    ]);
    const days = await get('?from=2026-01-14&to=2026-01-16&by=day');
    expect(days.periods.map((p: { start: string; revenueCents: number; activeAtEnd: number }) => [p.start, p.revenueCents, p.activeAtEnd])).toEqual([
      // Bob's first week ended on the 12th; his second starts on the 15th. Alice's trial ended on the 13th.
      ['2026-01-14', 0, 0],
      ['2026-01-15', W, 1],
      ['2026-01-16', 0, 1],
    ]);
  });
});

describe('GET /api/admin/analytics.csv', () => {
  it('answers the periods as CSV, one line each, to download', async () => {
    const r = await call('GET', '/api/admin/analytics.csv?from=2026-01-01&to=2026-03-31', { token: admin.token });
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(r.headers.get('content-disposition')).toBe('attachment; filename="analytics-2026-01-01-to-2026-03-31-by-month.csv"');
    expect(r.text.split('\r\n')).toEqual([
      ANALYTICS_CSV_COLUMNS.join(','),
      `2026-01-01,${2 * W + M},0,3,2,1,1,1,1`,
      '2026-02-01,0,0,0,0,1,0,2,0',
      `2026-03-01,${2 * M},0,2,1,0,0,0,1`,
      '',
    ]);
  });
});

describe('what is refused', () => {
  it('answers a bad range with a 400 naming it, and a member with 403', async () => {
    for (const [query, message] of [
      ['?from=2026-13-01', ANALYTICS_MESSAGES.from],
      ['?to=yesterday', ANALYTICS_MESSAGES.to],
      ['?by=year', ANALYTICS_MESSAGES.by],
      ['?from=2026-03-01&to=2026-02-01', ANALYTICS_MESSAGES.order],
      ['?from=2026-01-01&to=2026-06-30&by=day', ANALYTICS_MESSAGES.tooMany('day')],
      ['?from=1990-01-01&to=2026-06-30', ANALYTICS_MESSAGES.tooMany('month')],
    ]) {
      for (const path of ['/api/admin/analytics', '/api/admin/analytics.csv']) {
        const r = await call('GET', `${path}${query}`, { token: admin.token });
        expect(r.status, `${path}${query}`).toBe(400);
        expect(r.json.message, query).toBe(message);
      }
    }
    expect(MAX_PERIODS.day).toBeLessThan(181);
    const member = await makeUser('subscriber');
    expect((await call('GET', '/api/admin/analytics', { token: member.token })).status).toBe(403);
    expect((await call('GET', '/api/admin/analytics.csv')).status).toBe(401);
  });
});
