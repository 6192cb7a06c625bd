// A renewing membership bought with paid time left, with Stripe (docs/operations.md, "Stripe"; the
// real SDK against the local stand-in): Checkout's trial until the time ends (a billing anchor
// without proration when that is under Checkout's 48 hours), nothing charged today, the $0 trial
// invoice no payment, the first charge at the end a full period from there; and an admin's Extend
// moving Stripe's next billing date (trial_end, no proration) so it is not lost at the next renewal.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { startStripeStandIn, type SignedEvent } from '../../test/stripe-stand-in';
import { DAY, HOUR } from '../../platform/clock';

const WEBHOOK_SECRET = 'whsec_deferred';
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());
const ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, clock, makeUser } = ctx;
standIn.setClock(() => clock.now());

type User = { id: string; token: string; row: { id: number } };
const deliverAll = async (events: SignedEvent[]) => {
  const answers = await Promise.all(events.map((e) => call('POST', '/api/stripe/webhook', { body: e.body, headers: e.headers })));
  expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
};
const at = (ms: number) => new Date(ms).toISOString();
const endOf = async (u: User) => (await ctx.rows<{ e: number }>('select subscription_expires_at e from users where id = ?', [u.row.id]))[0].e;
const paymentsOf = (u: User) =>
  ctx.rows<{ amount_cents: number; period_starts_at: number; subscription_expires_at: number }>(
    'select amount_cents, period_starts_at, subscription_expires_at from payments where user_id = ? order by id',
    [u.row.id],
  );
const lastCheckout = () => standIn.requests.filter((q) => q.path === '/v1/checkout/sessions').at(-1)!.body;

/** A member with `left` of paid time buys a renewing monthly membership and completes Stripe's page. */
async function buyWithTimeLeft(left: number) {
  const u = await makeUser('customer');
  const end = clock.now() + left;
  await ctx.exec("update users set role = 'subscriber', subscription_expires_at = ? where id = ?", [end, u.row.id]);
  const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } });
  expect(s.status, s.text).toBe(200);
  const sent = lastCheckout();
  const paid = standIn.pay(s.json.id);
  return { u, end, sent, paid, sessionId: s.json.id as string, sub: standIn.subscriptions.get(paid.subscription!)! };
}

describe('bought with time left, with Stripe', () => {
  it('is a trial until the time ends: nothing charged, the $0 invoice no payment, then a full period from the end', async () => {
    const { u, end, sent, paid, sessionId, sub } = await buyWithTimeLeft(10 * DAY);
    expect(sent.get('subscription_data[trial_end]')).toBe(String(Math.floor(end / 1000)));
    expect(sent.get('subscription_data[billing_cycle_anchor]')).toBeNull();
    expect(paid.payment_status).toBe('no_payment_required');
    await deliverAll(paid.events);
    const confirmed = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: sessionId, plan: 'monthly', userId: u.id } });
    expect(confirmed.status).toBe(200);
    const startsAt = sub.items.data[0].current_period_end * 1000;
    expect(confirmed.json).toMatchObject({ receiptUrl: null, renewal: { startsLater: true, nextChargeAt: at(startsAt), amountCents: 20000 } });
    expect(await paymentsOf(u)).toEqual([]);
    expect(await endOf(u)).toBe(end);
    expect((await call('GET', '/api/account/membership', { token: u.token })).json).toMatchObject({ renews: true, currentPeriodEnd: at(startsAt), nextAmountCents: 20000 });

    // At the end Stripe charges the first full period, from the end on.
    clock.advance(10 * DAY);
    const first = standIn.renew(sub.id);
    await deliverAll(first.events);
    expect(await paymentsOf(u)).toEqual([{ amount_cents: 20000, period_starts_at: startsAt, subscription_expires_at: startsAt + 30 * DAY }]);
    expect(await endOf(u)).toBe(startsAt + 30 * DAY);
  });

  it('under 48 hours left: a billing anchor at the end without proration, the same for the member', async () => {
    const { u, end, sent, paid, sessionId, sub } = await buyWithTimeLeft(20 * HOUR);
    expect(sent.get('subscription_data[trial_end]')).toBeNull();
    expect(sent.get('subscription_data[billing_cycle_anchor]')).toBe(String(Math.floor(end / 1000)));
    expect(sent.get('subscription_data[proration_behavior]')).toBe('none');
    await deliverAll(paid.events);
    const confirmed = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: sessionId, plan: 'monthly', userId: u.id } });
    expect(confirmed.json).toMatchObject({ receiptUrl: null, renewal: { startsLater: true } });
    expect(await paymentsOf(u)).toEqual([]);
    clock.advance(20 * HOUR);
    await deliverAll(standIn.renew(sub.id).events);
    expect((await paymentsOf(u)).map((p) => p.subscription_expires_at)).toEqual([Math.floor(end / 1000) * 1000 + 30 * DAY]);
  });
});

describe("an admin's Extend of a Stripe member", () => {
  it("moves Stripe's next billing date by a trial without proration, and the next renewal starts there", async () => {
    const admin = await makeUser('admin');
    const u = await makeUser('customer');
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } });
    const paid = standIn.pay(s.json.id);
    await deliverAll(paid.events);
    const sub = standIn.subscriptions.get(paid.subscription!)!;
    const paidEnd = await endOf(u);
    expect(paidEnd).toBe(sub.items.data[0].current_period_end * 1000);

    expect((await call('POST', `/api/users/${u.id}/extend`, { token: admin.token, body: { days: 5 } })).status).toBe(200);
    await ctx.settle();
    const moved = standIn.requests.filter((q) => q.path === `/v1/subscriptions/${sub.id}` && q.method === 'POST').at(-1)!.body;
    expect(moved.get('trial_end')).toBe(String((paidEnd + 5 * DAY) / 1000));
    expect(moved.get('proration_behavior')).toBe('none');
    expect(sub.items.data[0].current_period_end * 1000).toBe(paidEnd + 5 * DAY);
    expect(await endOf(u)).toBe(paidEnd + 5 * DAY);
    expect((await call('GET', '/api/account/membership', { token: u.token })).json.currentPeriodEnd).toBe(at(paidEnd + 5 * DAY));

    clock.set(paidEnd + 5 * DAY);
    await deliverAll(standIn.renew(sub.id).events);
    expect(await endOf(u)).toBe(paidEnd + 35 * DAY);
  });
});

describe("renewal stopped in Stripe's customer portal", () => {
  it('e-mails the member once, however often and in whatever order the event comes', async () => {
    const u = await makeUser('customer', { email: 'portal-cancel@example.com' });
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } });
    const paid = standIn.pay(s.json.id);
    await deliverAll(paid.events);
    const sub = standIn.subscriptions.get(paid.subscription!)!;
    clock.advance(HOUR);
    Object.assign(sub, { cancel_at_period_end: true, canceled_at: Math.floor(clock.now() / 1000) });
    const cancelled = standIn.event('customer.subscription.updated', sub);
    await deliverAll([cancelled, standIn.resign(cancelled), standIn.resign(cancelled)]);
    const notices = (await mailsTo(ctx, u.email)).filter((m) => /^Subject: Your Lotto Predict membership will not renew$/m.test(m));
    expect(notices).toHaveLength(1);
    expect(notices[0]).toContain(
      `It ends on ${new Intl.DateTimeFormat('en-US', { timeZone: ctx.deps.config.timeZone, month: 'long', day: 'numeric', year: 'numeric' }).format(sub.items.data[0].current_period_end * 1000)}`,
    );
  });
});
