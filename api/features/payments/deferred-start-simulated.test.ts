// A renewing membership bought with paid time left, on the simulated checkout (docs/product.md,
// "Renewing memberships"): it starts when that time ends, as a pass adds its days after it, so the
// time already paid for is not charged again; and an admin's Extend of a renewing member moves the
// next charge, so the extension is not lost at the next renewal.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { buyRenewing, confirm, mailsTo } from '../../test/purchase';
import { DAY, HOUR } from '../../platform/clock';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;

type User = { id: string; token: string; row: { id: number } };
/** The end as stored: the clock moves past a token's 30 days here. */
const endOf = async (u: User) => at((await ctx.rows<{ e: number }>('select subscription_expires_at e from users where id = ?', [u.row.id]))[0].e);
const membership = async (u: User) => (await call('GET', '/api/account/membership', { token: u.token })).json;
const paymentsOf = (u: User) =>
  ctx.rows<{ amount_cents: number; period_starts_at: number; subscription_expires_at: number; subscription_id: string }>(
    'select amount_cents, period_starts_at, subscription_expires_at, subscription_id from payments where user_id = ? order by id',
    [u.row.id],
  );
const at = (ms: number) => new Date(ms).toISOString();
const renewals = () => ctx.runJob('membership-renewals');

describe('a renewing membership bought with time left', () => {
  it('states the start before paying, charges nothing today, and starts (and charges) when the time ends', async () => {
    const u = await makeUser('subscriber', { email: 'deferred@example.com' });
    const end = Date.parse(await endOf(u));
    expect(end).toBe(clock.now() + 10 * DAY);
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } });
    expect(s.status).toBe(200);
    // The checkout page says so before Pay.
    expect((await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: u.token })).json).toMatchObject({ renew: true, amount: 200, dueToday: 0, startsAt: at(end) });
    expect((await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 10 }, () => confirm(ctx, u, s.json.id, 'monthly')));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(answers[0].json).toMatchObject({
      subscriptionExpiresAt: at(end),
      receiptUrl: null,
      renewal: { plan: 'monthly', nextChargeAt: at(end), amountCents: 20000, startsLater: true },
    });
    // Nothing paid, nothing e-mailed as a receipt, one membership renewing from the end on.
    expect(await paymentsOf(u)).toEqual([]);
    expect(await membership(u)).toEqual({
      renews: true,
      plan: 'monthly',
      currentPeriodEnd: at(end),
      cancelAtPeriodEnd: false,
      nextAmountCents: 20000,
      paymentProblem: false,
      pausedUntil: null,
    });
    expect((await mailsTo(ctx, 'deferred@example.com')).filter((m) => /receipt/.test(m))).toHaveLength(0);
    // No second renewing membership meanwhile.
    expect((await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } })).status).toBe(409);

    // Before the end nothing is charged; at the end the first period is, from the end on.
    clock.advance(10 * DAY - HOUR);
    await renewals();
    expect(await paymentsOf(u)).toEqual([]);
    clock.advance(2 * HOUR);
    await renewals();
    expect(await paymentsOf(u)).toEqual([
      { amount_cents: 20000, period_starts_at: end, subscription_expires_at: end + 30 * DAY, subscription_id: expect.stringMatching(/^simsub_/) },
    ]);
    expect(await endOf(u)).toBe(at(end + 30 * DAY));
    expect((await membership(u)).currentPeriodEnd).toBe(at(end + 30 * DAY));
  });

  it('without time left it starts, and is charged, today as before', async () => {
    const u = await makeUser('customer');
    const r = await buyRenewing(ctx, u, 'weekly');
    expect(r.json).toMatchObject({
      subscriptionExpiresAt: at(clock.now() + 7 * DAY),
      receiptUrl: expect.stringMatching(/^\/api\/receipts\/view\//),
      renewal: { plan: 'weekly', nextChargeAt: at(clock.now() + 7 * DAY), amountCents: 8000, startsLater: false },
    });
    expect(await paymentsOf(u)).toHaveLength(1);
  });

  it('a pass stays a pass: its answer names no renewal', async () => {
    const u = await makeUser('customer');
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly' } });
    await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token });
    expect((await confirm(ctx, u, s.json.id, 'monthly')).json.renewal).toBeNull();
  });
});

describe("an admin's Extend of a renewing member", () => {
  it('moves the next charge as far, and the days given are not lost at the next renewal', async () => {
    const admin = await makeUser('admin');
    const u = await makeUser('customer');
    await buyRenewing(ctx, u, 'monthly');
    const paidEnd = Date.parse(await endOf(u));
    expect((await call('POST', `/api/users/${u.id}/extend`, { token: admin.token, body: { days: 7 } })).status).toBe(200);
    expect(await endOf(u)).toBe(at(paidEnd + 7 * DAY));
    expect(await membership(u)).toMatchObject({ renews: true, currentPeriodEnd: at(paidEnd + 7 * DAY) });

    // The old renewal date passes with no charge; the moved one charges a full period from there.
    clock.set(paidEnd + HOUR);
    await renewals();
    expect(await paymentsOf(u)).toHaveLength(1);
    clock.set(paidEnd + 7 * DAY + HOUR);
    await renewals();
    expect((await paymentsOf(u)).map((p) => [p.period_starts_at, p.subscription_expires_at])).toEqual([
      [paidEnd - 30 * DAY, paidEnd],
      [paidEnd + 7 * DAY, paidEnd + 37 * DAY],
    ]);
    expect(await endOf(u)).toBe(at(paidEnd + 37 * DAY));
  });

  it('of a cancelled membership extends the access and leaves the end of the membership where it was', async () => {
    const admin = await makeUser('admin');
    const u = await makeUser('customer');
    await buyRenewing(ctx, u, 'weekly');
    const paidEnd = Date.parse(await endOf(u));
    expect((await call('POST', '/api/account/membership/cancel', { token: u.token })).status).toBe(200);
    expect((await call('POST', `/api/users/${u.id}/extend`, { token: admin.token, body: { days: 3 } })).status).toBe(200);
    expect(await endOf(u)).toBe(at(paidEnd + 3 * DAY));
    expect(await membership(u)).toMatchObject({ cancelAtPeriodEnd: true, currentPeriodEnd: at(paidEnd) });
  });
});
