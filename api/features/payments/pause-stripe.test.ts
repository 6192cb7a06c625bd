// Pausing a renewing membership with Stripe (docs/product.md, "Pausing"), the real SDK against the
// local stand-in: pause_collection {behavior: "void", resumes_at}, no charge while paused (Stripe
// voids the periods' invoices), collection again by itself from resumes_at, and unpausing with and
// without paid time left (then a new period charged now).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { startStripeStandIn, type SignedEvent } from '../../test/stripe-stand-in';
import { DAY, MINUTE } from '../../platform/clock';
import { signToken } from '../../platform/http/tokens';

const WEBHOOK_SECRET = 'whsec_pause';
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());
const ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, clock } = ctx;
standIn.setClock(() => clock.now());

type User = Awaited<ReturnType<typeof ctx.makeUser>>;
const tokenOf = (u: User) => signToken(ctx.deps.jwtSecret, u.row.id, u.row.tokenVersion, clock.now());
const deliver = async (events: SignedEvent[]) => {
  const answers = await Promise.all(events.map((e) => call('POST', '/api/stripe/webhook', { body: e.body, headers: e.headers })));
  expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
};
const membership = async (u: User) => (await call('GET', '/api/account/membership', { token: tokenOf(u) })).json;
const endOf = async (u: User) => (await call('GET', '/api/auth/me', { token: tokenOf(u) })).json.user.subscriptionExpiresAt as string;
const paymentsOf = async (u: User) => Number((await ctx.rows<{ n: number }>('select count(*) n from payments where user_id = ?', [u.row.id]))[0].n);
const pause = (u: User, periods: unknown) => call('POST', '/api/account/membership/pause', { token: tokenOf(u), body: { periods } });
const unpause = (u: User) => call('POST', '/api/account/membership/unpause', { token: tokenOf(u) });
const at = (ms: number) => new Date(ms).toISOString();

/** A member with a weekly membership bought and paid at Stripe, every event delivered. */
async function member() {
  const u = await ctx.makeUser('customer');
  const r = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } });
  expect(r.status, r.text).toBe(200);
  const paid = standIn.pay(r.json.id);
  await deliver(paid.events);
  const sub = standIn.subscriptions.get(paid.subscription!)!;
  return { u, sub, paidEnd: Date.parse(await endOf(u)) };
}

describe('pausing at Stripe', () => {
  it('pauses collection (void, resumes_at); the periods while paused are not charged; collection starts again by itself', async () => {
    const { u, sub, paidEnd } = await member();
    const r = await pause(u, 2);
    expect(r.status, r.text).toBe(200);
    const until = paidEnd + 14 * DAY;
    const sent = standIn.requests.filter((q) => q.path === `/v1/subscriptions/${sub.id}` && q.method === 'POST').at(-1)!.body;
    expect(sent.get('pause_collection[behavior]')).toBe('void');
    expect(sent.get('pause_collection[resumes_at]')).toBe(String(until / 1000));
    expect(sub.pause_collection).toEqual({ behavior: 'void', resumes_at: until / 1000 });
    expect(sub.cancel_at_period_end).toBe(false);
    expect(r.json.membership).toMatchObject({ renews: true, cancelAtPeriodEnd: false, currentPeriodEnd: at(paidEnd), pausedUntil: at(until) });
    expect((await mailsTo(ctx, u.email)).filter((m) => /^Subject: .*is paused until/m.test(m))).toHaveLength(1);

    // Stripe's two cycles while paused: invoices voided, nothing charged, access ended at the paid end.
    for (let i = 1; i <= 2; i++) {
      clock.set(paidEnd + (i - 1) * 7 * DAY + MINUTE);
      const cycle = standIn.renew(sub.id);
      expect(cycle.invoice.status).toBe('void');
      await deliver(cycle.events);
      expect(await paymentsOf(u)).toBe(1);
      expect(await endOf(u)).toBe(at(paidEnd));
      expect(await membership(u)).toMatchObject({ currentPeriodEnd: at(paidEnd), pausedUntil: at(until) });
    }

    // resumes_at: Stripe collects again, the period paid, the pause over.
    clock.set(until + MINUTE);
    const resumed = standIn.renew(sub.id);
    expect(resumed.invoice.status).toBe('paid');
    expect(sub.pause_collection).toBeNull();
    await deliver(resumed.events);
    expect(await paymentsOf(u)).toBe(2);
    expect(await endOf(u)).toBe(at(until + 7 * DAY));
    expect(await membership(u)).toMatchObject({ pausedUntil: null, currentPeriodEnd: at(until + 7 * DAY) });
  });

  it('two pause requests at once: one pause at Stripe and here', async () => {
    const { u, sub } = await member();
    const answers = await Promise.all([pause(u, 1), pause(u, 3), pause(u, 2)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const won = answers.find((a) => a.status === 200)!;
    expect(sub.pause_collection?.resumes_at).toBe(Date.parse(won.json.membership.pausedUntil) / 1000);
    expect(standIn.requests.filter((q) => q.path === `/v1/subscriptions/${sub.id}` && q.body.has('pause_collection[behavior]'))).toHaveLength(1);
  });
});

describe('days given to a paused member at Stripe', () => {
  it("an admin's extension moves the billing date and the pause's resumes_at as far, and the pause stays", async () => {
    const admin = await ctx.makeUser('admin');
    const { u, sub, paidEnd } = await member();
    expect((await pause(u, 1)).status).toBe(200);
    const until = paidEnd + 7 * DAY;
    expect((await call('POST', `/api/users/${u.id}/extend`, { token: admin.token, body: { days: 5 } })).status).toBe(200);
    await ctx.settle();
    const moved = standIn.requests.filter((q) => q.path === `/v1/subscriptions/${sub.id}` && q.method === 'POST').at(-1)!.body;
    expect(moved.get('trial_end')).toBe(String((paidEnd + 5 * DAY) / 1000));
    expect(moved.get('pause_collection[resumes_at]')).toBe(String((until + 5 * DAY) / 1000));
    expect(sub.pause_collection).toEqual({ behavior: 'void', resumes_at: (until + 5 * DAY) / 1000 });
    expect(await membership(u)).toMatchObject({ currentPeriodEnd: at(paidEnd + 5 * DAY), pausedUntil: at(until + 5 * DAY) });
    expect(await endOf(u)).toBe(at(paidEnd + 5 * DAY));
  });
});

describe('unpausing at Stripe', () => {
  it('with paid time left: collection on again, the next charge at the paid end, nothing charged now', async () => {
    const { u, sub, paidEnd } = await member();
    expect((await pause(u, 1)).status).toBe(200);
    const r = await unpause(u);
    expect(r.status, r.text).toBe(200);
    expect(sub.pause_collection).toBeNull();
    expect(r.json.membership).toMatchObject({ pausedUntil: null, currentPeriodEnd: at(paidEnd) });
    expect(await paymentsOf(u)).toBe(1);
    clock.set(paidEnd + MINUTE);
    await deliver(standIn.renew(sub.id).events);
    expect(await paymentsOf(u)).toBe(2);
  });

  it('without paid time left: a new period charged now, fulfilled once however its invoice.paid comes', async () => {
    const { u, sub, paidEnd } = await member();
    expect((await pause(u, 3)).status).toBe(200);
    clock.set(paidEnd + MINUTE);
    await deliver(standIn.renew(sub.id).events);
    clock.advance(2 * DAY);
    const r = await unpause(u);
    expect(r.status, r.text).toBe(200);
    expect(r.json.message).toMatch(/^Your membership is no longer paused\. The next period was charged now/);
    const sent = standIn.requests.filter((q) => q.path === `/v1/subscriptions/${sub.id}` && q.method === 'POST').at(-1)!.body;
    expect(sent.get('pause_collection')).toBe('');
    expect(sent.get('billing_cycle_anchor[type]')).toBe('now');
    expect(await paymentsOf(u)).toBe(2);
    expect(await endOf(u)).toBe(at(clock.now() + 7 * DAY));
    expect(r.json.membership).toMatchObject({ pausedUntil: null, currentPeriodEnd: at(clock.now() + 7 * DAY) });
    const invoice = standIn.invoices.get(sub.latest_invoice!)!;
    await deliver([standIn.event('invoice.paid', invoice), standIn.event('customer.subscription.updated', sub)]);
    expect(await paymentsOf(u)).toBe(2);
  });

  it('Stripe down: the pause is not made, and a later pause works', async () => {
    const { u, sub } = await member();
    const stripeSub = standIn.subscriptions.get(sub.id)!;
    const saved = stripeSub.status;
    stripeSub.status = 'canceled';
    const r = await pause(u, 1);
    expect(r.status).toBe(502);
    expect((await membership(u)).pausedUntil).toBeNull();
    stripeSub.status = saved;
    expect((await pause(u, 1)).status).toBe(200);
  });
});
