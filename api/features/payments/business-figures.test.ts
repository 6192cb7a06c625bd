// The Business page's rows written with each payment and trial (business-figures.ts): after
// purchases, a comeback, an extension, a trial, a refused and refunded payment, a renewal and a
// deleted account, made through the API at their own moments of a moved clock, they are exactly
// what working them out again from the payments and trials gives; and a database from before them
// gets them at its start.
import { beforeAll, describe, expect, it } from 'vitest';
import { DAY } from '../../platform/clock';
import { createTestContext, T0 } from '../../test/harness';
import { buy, buyRenewing, confirm, paidSession } from '../../test/purchase';
import { basisOf, ensureBusinessFigures, rebuildBusinessFigures } from './business-figures';

const ctx = await createTestContext();
const { call, clock, makeUser, deps } = ctx;
const at = (iso: string) => clock.set(Date.parse(iso));
const ms = (iso: string) => Date.parse(iso);

/** Every row of the three tables, in one order, flags as numbers (SQLite's 0/1, PostgreSQL's booleans). */
async function figures() {
  const spans = await ctx.rows(
    `select user_id as "userId", kind as "kind", starts_at as "startsAt", ends_at as "endsAt", churned as "churned", churned_again as "churnedAgain",
       converted as "converted", previous_ends_at as "previousEndsAt", previous_churn_at as "previousChurnAt" from access_spans order by user_id, kind, starts_at`,
  );
  const days = await ctx.rows(
    'select * from business_days where new_paying != 0 or trials_started != 0 or trials_converted != 0 or span_starts != 0 or span_ends != 0 or churn_ends != 0 or span_returns != 0 or churn_returns != 0 order by day',
  );
  const plans = await ctx.rows('select * from plan_days order by day, plan');
  const flags = (r: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        typeof v === 'boolean' ? Number(v) : v === null ? null : typeof v === 'string' && k !== 'kind' && k !== 'day' && k !== 'plan' ? Number(v) : v,
      ]),
    );
  return { spans: spans.map(flags), days: days.map(flags), plans: plans.map(flags) };
}

async function rebuilt() {
  await deps.db.write((tx) => rebuildBusinessFigures(tx, basisOf(deps.config), clock.now()));
  return figures();
}

let ids: Record<string, number> = {};

beforeAll(async () => {
  const admin = await makeUser('admin');
  const [alice, bob, dave, erin, frank, gina] = await Promise.all(['alice', 'bob', 'dave', 'erin', 'frank', 'gina'].map((n) => makeUser('customer', { username: n })));
  ids = { alice: alice.row.id, bob: bob.row.id, dave: dave.row.id, gina: gina.row.id };
  at('2026-01-05T16:00:00Z');
  await buy(ctx, bob, 'weekly');
  at('2026-01-10T16:00:00Z');
  expect((await call('POST', '/api/subscription/trial', { token: alice.token })).status).toBe(200);
  at('2026-01-15T16:00:00Z');
  await buy(ctx, bob, 'weekly');
  at('2026-01-20T16:00:00Z');
  await buy(ctx, alice, 'monthly');
  await buy(ctx, gina, 'daily');
  at('2026-03-01T17:00:00Z');
  await buy(ctx, dave, 'monthly');
  at('2026-03-25T16:00:00Z');
  await buy(ctx, dave, 'monthly');
  at('2026-04-10T16:00:00Z');
  expect((await call('PUT', '/api/account/limits', { token: erin.token, body: { monthlyLimitCents: 2000 } })).status).toBe(200);
  const kept = await paidSession(ctx, erin, 'daily');
  const over = await paidSession(ctx, erin, 'daily');
  expect((await confirm(ctx, erin, kept, 'daily')).status).toBe(200);
  expect((await confirm(ctx, erin, over, 'daily')).status).toBe(409);
  await ctx.settle();
  at('2026-06-01T16:00:00Z');
  await buyRenewing(ctx, frank, 'monthly');
  at('2026-06-10T16:00:00Z');
  const renewed = await call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: frank.id } });
  expect(renewed.status, renewed.text).toBe(200);
  at('2026-06-12T16:00:00Z');
  expect((await call('DELETE', '/api/account', { token: gina.token, body: { password: gina.password } })).status).toBe(200);
  at(T0);
});

describe('the rows written with each payment and trial', () => {
  it('are what the payments and trials say', async () => {
    const written = await figures();
    expect(written.spans.length).toBeGreaterThan(0);
    expect(await rebuilt()).toEqual(written);

    const of = (name: string, kind: string) => written.spans.filter((s) => s.userId === ids[name] && s.kind === kind);
    // Bob's two weeks, three days apart: the first end is no churn (he paid again within 7 days), the second is.
    expect(of('bob', 'access')).toEqual([
      expect.objectContaining({ startsAt: ms('2026-01-05T16:00:00Z'), endsAt: ms('2026-01-12T16:00:00Z'), churned: 0, previousEndsAt: null, previousChurnAt: null }),
      expect.objectContaining({ startsAt: ms('2026-01-15T16:00:00Z'), endsAt: ms('2026-01-22T16:00:00Z'), churned: 1, previousEndsAt: ms('2026-01-12T16:00:00Z') }),
    ]);
    // Dave's second month extends the first: one span, to April 30.
    expect(of('dave', 'access')).toEqual([expect.objectContaining({ startsAt: ms('2026-03-01T17:00:00Z'), endsAt: ms('2026-03-01T17:00:00Z') + 60 * DAY, churned: 1 })]);
    // Alice's trial and the month she bought after it: the trial converted, her first payment on the 20th.
    expect(of('alice', 'trial')).toEqual([expect.objectContaining({ startsAt: ms('2026-01-10T16:00:00Z'), converted: 1 })]);
    expect(of('alice', 'first')).toEqual([expect.objectContaining({ startsAt: ms('2026-01-20T16:00:00Z') })]);
    // Gina's account is gone with its rows; her payment stays in the day's revenue.
    expect(written.spans.filter((s) => s.userId === ids.gina)).toEqual([]);
    expect(written.plans.filter((p) => p.day === '2026-01-20')).toEqual([
      { day: '2026-01-20', plan: 'daily', payments: 1, revenue_cents: 2000 },
      { day: '2026-01-20', plan: 'monthly', payments: 1, revenue_cents: 20000 },
    ]);
    // Erin's refused payment bought nothing: one day pass counted.
    expect(written.plans.filter((p) => p.day === '2026-04-10')).toEqual([{ day: '2026-04-10', plan: 'daily', payments: 1, revenue_cents: 2000 }]);
  });

  it('are worked out at the start of a database from before them, once', async () => {
    const written = await figures();
    await ctx.exec('delete from access_spans');
    await ctx.exec('delete from business_days');
    await ctx.exec('delete from plan_days');
    await ctx.exec('delete from business_basis');
    expect(await ensureBusinessFigures(deps)).toBe(true);
    expect(await figures()).toEqual(written);
    expect(await ensureBusinessFigures(deps)).toBe(false);
  });

  it('are worked out again at a start with another trial length, the trials that long', async () => {
    const longer = { ...deps, config: { ...deps.config, trialDays: deps.config.trialDays + 2 } };
    expect(await ensureBusinessFigures(longer)).toBe(true);
    const [trial] = (await figures()).spans.filter((s) => s.userId === ids.alice && s.kind === 'trial');
    expect(Number(trial.endsAt) - Number(trial.startsAt)).toBe(longer.config.trialDays * DAY);
    expect(await ensureBusinessFigures(deps)).toBe(true);
  });
});
