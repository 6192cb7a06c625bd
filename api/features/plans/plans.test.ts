// Plans the operator sets (docs/product.md, "Plans"): the five of the spec as the first rows, added,
// changed, reordered and retired in the console, never deleted; a new price for new purchases only,
// a renewing member keeping the price bought at.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buy, buyRenewing, checkout, confirm, paidSession } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { PLAN_MESSAGES } from '@shared/plan-rules';
import { PAYMENT_MESSAGES } from '@shared/payments';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');

const offered = async () => (await call('GET', '/api/plans')).json as { id: string; amountCents: number }[];
const consoleList = async () => (await call('GET', '/api/admin/plans', { token: admin.token })).json as { id: string; active: boolean; sold: number; position: number }[];
const create = (body: unknown, token = admin.token) => call('POST', '/api/admin/plans', { token, body });
const change = (id: string, body: unknown, token = admin.token) => call('PUT', `/api/admin/plans/${id}`, { token, body });
const YEARLY = { id: 'yearly', name: 'Yearly', amountCents: 150_000, durationDays: 365, description: 'A whole year of VIP predictions.', renewable: true };

describe('the plans on sale', () => {
  it('are the five of the spec, in their order, with their prices, lengths and texts', async () => {
    const r = await call('GET', '/api/plans');
    expect(r.status).toBe(200);
    expect(r.json).toEqual([
      { id: 'daily', name: 'Daily', amountCents: 2000, durationDays: 1, description: "One full day of VIP access to today's 3 and 4 digit predictions.", renewable: false },
      { id: 'three_day', name: '3 Days', amountCents: 5000, durationDays: 3, description: 'Three days of VIP predictions, published twice daily.', renewable: false },
      { id: 'weekly', name: 'Weekly', amountCents: 8000, durationDays: 7, perDay: '$11.43', description: 'A full week of VIP predictions and best alternatives.', renewable: true },
      {
        id: 'bi_weekly',
        name: 'Bi-Weekly',
        amountCents: 15000,
        durationDays: 14,
        perDay: '$10.71',
        description: 'Two weeks of VIP predictions and the full archive.',
        renewable: false,
      },
      {
        id: 'monthly',
        name: 'Monthly',
        amountCents: 20000,
        durationDays: 30,
        perDay: '$6.67',
        mostPopular: true,
        description: 'Thirty days of VIP predictions: our best value.',
        renewable: true,
      },
    ]);
  });
});

describe('an admin', () => {
  it('adds a yearly plan: on sale at once, last, bought for 365 days, in the activity log', async () => {
    const r = await create(YEARLY);
    expect(r.status, r.text).toBe(201);
    expect(r.json).toEqual({ message: PLAN_MESSAGES.created('Yearly'), plan: { ...YEARLY, perDay: '$4.11', active: true, position: 6, sold: 0 } });
    expect((await offered()).map((p) => p.id)).toEqual(['daily', 'three_day', 'weekly', 'bi_weekly', 'monthly', 'yearly']);
    const log = await call('GET', '/api/admin/audit?action=plan.create', { token: admin.token });
    expect(log.json[0]).toMatchObject({ action: 'plan.create', target: 'plan yearly (Yearly)', detail: { amountCents: 150_000, durationDays: 365 } });

    const u = await makeUser('customer');
    const paid = await buy(ctx, u, 'yearly');
    expect(paid.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 365 * DAY).toISOString());
    const receipts = (await call('GET', '/api/receipts/mine', { token: u.token })).json;
    expect(receipts[0]).toMatchObject({ plan: 'yearly', planName: 'Yearly', planDays: 365, amount: 1500 });
    expect((await consoleList()).find((p) => p.id === 'yearly')).toMatchObject({ sold: 1 });
    // And as a membership that renews.
    const m = await makeUser('customer');
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: m.token, body: { userId: m.id, plan: 'yearly', renew: true } });
    expect(s.status, s.text).toBe(200);
  });

  it('is refused, naming the field, for a bad id, a taken id, a price or length out of bounds, and nothing changes', async () => {
    const before = await ctx.snapshot();
    for (const [body, status, field, message] of [
      [{ ...YEARLY, id: 'Y' }, 400, 'id', PLAN_MESSAGES.id],
      [{ ...YEARLY, id: 'two words' }, 400, 'id', PLAN_MESSAGES.id],
      [{ ...YEARLY, id: 'x'.repeat(33) }, 400, 'id', PLAN_MESSAGES.id],
      [{ ...YEARLY, id: 'monthly' }, 409, undefined, PLAN_MESSAGES.idTaken],
      [{ ...YEARLY, id: 'cheap', amountCents: 49 }, 400, 'amountCents', PLAN_MESSAGES.amount],
      [{ ...YEARLY, id: 'dear', amountCents: 1_000_001 }, 400, 'amountCents', PLAN_MESSAGES.amount],
      [{ ...YEARLY, id: 'cents', amountCents: 12.5 }, 400, 'amountCents', PLAN_MESSAGES.amount],
      [{ ...YEARLY, id: 'none', durationDays: 0 }, 400, 'durationDays', PLAN_MESSAGES.duration],
      [{ ...YEARLY, id: 'leap', durationDays: 367 }, 400, 'durationDays', PLAN_MESSAGES.duration],
      [{ ...YEARLY, id: 'nameless', name: ' ' }, 400, 'name', PLAN_MESSAGES.name],
      [{ ...YEARLY, id: 'flag', renewable: 'yes' }, 400, 'renewable', PLAN_MESSAGES.flag('renewable')],
    ] as const) {
      const r = await create(body);
      expect([r.status, r.json.field, r.json.message], JSON.stringify(body)).toEqual([status, field, message]);
    }
    for (const [id, body, status, message] of [
      ['nosuch', { name: 'X' }, 404, PLAN_MESSAGES.notFound],
      ['NOSUCH', { name: 'X' }, 404, PLAN_MESSAGES.notFound],
      ['daily', {}, 400, PLAN_MESSAGES.nothingToChange],
      ['daily', { amountCents: 0 }, 400, PLAN_MESSAGES.amount],
      ['daily', { position: -1 }, 400, PLAN_MESSAGES.position],
      ['daily', { active: 'no' }, 400, PLAN_MESSAGES.flag('active')],
    ] as const) {
      const r = await change(id, body);
      expect([r.status, r.json.message], `${id} ${JSON.stringify(body)}`).toEqual([status, message]);
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('alone changes plans', async () => {
    const member = await makeUser('subscriber');
    expect((await create({ ...YEARLY, id: 'mine' }, member.token)).status).toBe(403);
    expect((await change('daily', { amountCents: 100 }, member.token)).status).toBe(403);
    expect((await call('GET', '/api/admin/plans', { token: member.token })).status).toBe(403);
    expect((await call('POST', '/api/admin/plans', { body: YEARLY })).status).toBe(401);
  });

  it('reorders the plans', async () => {
    expect((await change('monthly', { position: 0 })).status).toBe(200);
    expect((await offered())[0].id).toBe('monthly');
    expect((await change('monthly', { position: 5 })).status).toBe(200);
    expect((await offered()).map((p) => p.id).slice(0, 5)).toEqual(['daily', 'three_day', 'weekly', 'bi_weekly', 'monthly']);
  });

  it('changes a length only before the plan was sold: after, 409, make a new plan', async () => {
    expect((await create({ ...YEARLY, id: 'quarter', name: 'Quarter', durationDays: 90, amountCents: 45_000 })).status).toBe(201);
    const longer = await change('quarter', { durationDays: 91 });
    expect(longer.status, longer.text).toBe(200);
    expect(longer.json.plan).toMatchObject({ durationDays: 91 });
    await buy(ctx, await makeUser('customer'), 'quarter');
    const before = await ctx.snapshot();
    const sold = await change('quarter', { durationDays: 92 });
    expect([sold.status, sold.json.message]).toEqual([409, PLAN_MESSAGES.durationSold]);
    expect(await ctx.snapshot()).toBe(before);
    // The same length again is no change of length.
    expect((await change('quarter', { durationDays: 91, name: 'Quarter year' })).status).toBe(200);
  });

  it('retires a plan: off /plans and checkout, kept in the console, its bought time and renewals running on', async () => {
    expect((await create({ ...YEARLY, id: 'old_weekly', name: 'Old weekly', durationDays: 7, amountCents: 7000 })).status).toBe(201);
    const member = await makeUser('customer');
    await buyRenewing(ctx, member, 'old_weekly');
    const open = await makeUser('customer');
    const openSession = await paidSession(ctx, open, 'old_weekly');

    const r = await change('old_weekly', { active: false });
    expect(r.status, r.text).toBe(200);
    expect(r.json.plan).toMatchObject({ active: false, sold: 1 });
    expect((await offered()).map((p) => p.id)).not.toContain('old_weekly');
    expect((await consoleList()).find((p) => p.id === 'old_weekly')).toMatchObject({ active: false, sold: 1 });

    const buyer = await makeUser('customer');
    const before = await ctx.snapshot();
    const refused = await checkout(ctx, buyer, 'old_weekly');
    expect([refused.status, refused.json.message, refused.json.field]).toEqual([400, PLAN_MESSAGES.notOffered, 'plan']);
    expect(await ctx.snapshot()).toBe(before);
    const unknown = await checkout(ctx, buyer, 'no_such_plan');
    expect([unknown.status, unknown.json.message]).toEqual([400, PAYMENT_MESSAGES.invalidPlan]);

    // A checkout paid before it was retired is fulfilled; the membership renews on.
    expect((await confirm(ctx, open, openSession, 'old_weekly')).status).toBe(200);
    const renewed = await call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: member.id } });
    expect(renewed.status, renewed.text).toBe(200);
    expect(renewed.json.membership).toMatchObject({ renews: true, plan: 'old_weekly', nextAmountCents: 7000 });
    // Never deleted.
    expect((await call('DELETE', '/api/admin/plans/old_weekly', { token: admin.token })).status).toBe(404);
  });
});

describe('a new price', () => {
  it('is for purchases started after it; a renewing member renews at the price bought at', async () => {
    const member = await makeUser('customer');
    await buyRenewing(ctx, member, 'monthly');
    const early = await makeUser('customer');
    const earlySession = await paidSession(ctx, early, 'monthly');
    const mrrBefore = (await call('GET', '/api/admin/overview', { token: admin.token })).json.monthlyRecurringCents;

    const r = await change('monthly', { amountCents: 25_000 });
    expect(r.status, r.text).toBe(200);
    expect(r.json.message).toBe(PLAN_MESSAGES.saved('Monthly'));
    const log = await call('GET', '/api/admin/audit?action=plan.update', { token: admin.token });
    expect(log.json[0]).toMatchObject({ target: 'plan monthly (Monthly)', detail: { changes: { amountCents: 25_000 }, was: { amountCents: 20_000 } } });
    expect((await offered()).find((p) => p.id === 'monthly')).toMatchObject({ amountCents: 25_000, perDay: '$8.33' });

    // The member's renewal: announced, charged and receipted at $200.
    expect((await call('GET', '/api/account/membership', { token: member.token })).json.nextAmountCents).toBe(20_000);
    const renewed = await call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: member.id } });
    expect(renewed.status, renewed.text).toBe(200);
    const receipts = (await call('GET', '/api/receipts/mine', { token: member.token })).json;
    expect(receipts.map((x: { amount: number }) => x.amount)).toEqual([200, 200]);
    expect((await call('GET', '/api/admin/overview', { token: admin.token })).json.monthlyRecurringCents).toBe(mrrBefore);

    // A checkout opened before the change is paid at its price, not refused.
    const early200 = await confirm(ctx, early, earlySession, 'monthly');
    expect(early200.status, early200.text).toBe(200);
    expect((await call('GET', '/api/receipts/mine', { token: early.token })).json[0].amount).toBe(200);

    // A purchase from now on is at $250, a new renewing membership too.
    const buyer = await makeUser('customer');
    const s = await checkout(ctx, buyer, 'monthly');
    expect((await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: buyer.token })).json.amount).toBe(250);
    const later = await makeUser('customer');
    await buyRenewing(ctx, later, 'monthly');
    expect((await call('GET', '/api/account/membership', { token: later.token })).json.nextAmountCents).toBe(25_000);
  });
});
