// Stripe Checkout end to end against a local stand-in of Stripe's API, with the real SDK.
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { startStripeStandIn } from '../../test/stripe-stand-in';
import { DAY } from '../../platform/clock';
import { PAYMENT_MESSAGES } from '@shared/payments';

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const WEBHOOK_SECRET = 'whsec_test_secret';
const ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, clock, makeUser, snapshot } = ctx;
const stripe = new Stripe('sk_test_standin');

async function checkout(user: { id: string; token: string }, plan = 'weekly') {
  const r = await call('POST', '/api/stripe/create-checkout-session', { token: user.token, body: { userId: user.id, plan, email: 'Receipts@Example.com', timestamp: Date.now() } });
  expect(r.status).toBe(200);
  return r.json as { id: string; url: string };
}
const confirm = (user: { id: string; token: string }, sessionId: string, plan = 'weekly') =>
  call('POST', '/api/stripe/payment-success', { token: user.token, body: { session_id: sessionId, plan, userId: user.id } });
const paymentCount = async () => ((await ctx.rows('select count(*) n from payments'))[0] as { n: number }).n;

function webhook(type: string, object: unknown, opts: { secret?: string; timestamp?: number } = {}) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type, data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({
    payload,
    secret: opts.secret ?? WEBHOOK_SECRET,
    timestamp: opts.timestamp ?? Math.floor(clock.now() / 1000),
  });
  return call('POST', '/api/stripe/webhook', { body: payload, headers: { 'Stripe-Signature': header } });
}

describe('creating a checkout session', () => {
  it('says Stripe takes the payments here', async () => {
    expect((await call('GET', '/api/stripe/checkout')).json).toEqual({ provider: 'stripe', publishableKey: null });
  });

  it('asks Stripe for a session at the server-side price, tied to the caller, with redirects under APP_URL', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u, 'monthly');
    expect(s.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const sent = standIn.requests.at(-1)!.body;
    // The plan's one-time Price at its amount, found (or made) by lookup key.
    expect(standIn.prices.get(sent.get('line_items[0][price]')!)).toMatchObject({ lookup_key: 'lotto_monthly_20000', unit_amount: 20000, recurring: null });
    expect(sent.get('metadata[amountCents]')).toBe('20000');
    expect(sent.get('client_reference_id')).toBe(u.id);
    expect(sent.get('metadata[plan]')).toBe('monthly');
    expect(sent.get('customer_email')).toBe('receipts@example.com');
    expect(sent.get('success_url')).toBe(`http://app.test/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=monthly&userId=${u.id}`);
    expect(sent.get('cancel_url')).toBe('http://app.test/payment?plan=monthly');
  });

  it('refuses another user id, an unknown plan and a bad receipt e-mail', async () => {
    const u = await makeUser('customer');
    const other = await makeUser('customer');
    expect((await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: other.id, plan: 'daily' } })).status).toBe(403);
    const plan = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'forever' } });
    expect(plan.json.message).toBe('Invalid subscription plan');
    const email = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'daily', email: 'nope' } });
    expect(email.json.message).toBe('Please enter a valid email for your receipt');
  });
});

describe('confirming a payment on the success page', () => {
  it('does not extend for an unpaid session', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u);
    const before = await snapshot();
    const r = await confirm(u, s.id);
    expect(r.status).toBe(402);
    expect(r.json.message).toBe(PAYMENT_MESSAGES.notPaid);
    expect(await snapshot()).toBe(before);
  });

  it('extends a paid session of this user and plan: max(now, current) + duration, with Stripe’s receipt', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u);
    standIn.pay(s.id);
    const r = await confirm(u, s.id);
    expect(r.status).toBe(200);
    expect(r.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 7 * DAY).toISOString());
    expect(r.json.receiptUrl).toBe(`https://pay.stripe.com/receipts/payment/${s.id}`);
    expect(r.json.user).toMatchObject({ role: 'subscriber', subscriptionExpiresAt: r.json.subscriptionExpiresAt });
    expect((await call('GET', '/api/predictions', { token: u.token })).status).toBe(200);

    // A second purchase adds to the time left, not to now.
    const s2 = await checkout(u, 'daily');
    standIn.pay(s2.id);
    const r2 = await confirm(u, s2.id, 'daily');
    expect(r2.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 8 * DAY).toISOString());
    const mine = await call('GET', '/api/receipts/mine', { token: u.token });
    expect(mine.json.map((x: { plan: string; amount: number }) => [x.plan, x.amount])).toEqual([
      ['daily', 20],
      ['weekly', 80],
    ]);
  });

  it('refuses a session made for another user or another plan, and changes nothing', async () => {
    const buyer = await makeUser('customer');
    const thief = await makeUser('customer');
    const s = await checkout(buyer);
    standIn.pay(s.id);
    const before = await snapshot();
    expect((await confirm(thief, s.id)).status).toBe(403);
    const otherPlan = await confirm(buyer, s.id, 'monthly');
    expect(otherPlan.status).toBe(400);
    expect(otherPlan.json.message).toBe(PAYMENT_MESSAGES.otherPlan);
    // Claiming someone else's id in the body is refused before Stripe is asked.
    expect((await call('POST', '/api/stripe/payment-success', { token: thief.token, body: { session_id: s.id, plan: 'weekly', userId: buyer.id } })).status).toBe(403);
    expect(await snapshot()).toBe(before);
  });

  it('refuses a paid session whose amount is not the plan’s price', async () => {
    const u = await makeUser('customer');
    const s = standIn.add({ client_reference_id: u.id, metadata: { userId: u.id, plan: 'monthly' }, amount_total: 100 });
    const before = await snapshot();
    const r = await confirm(u, s.id, 'monthly');
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(PAYMENT_MESSAGES.wrongAmount);
    expect(await snapshot()).toBe(before);
  });

  it('answers an unknown session with 404 and an unreachable Stripe with 502, changing nothing', async () => {
    const u = await makeUser('customer');
    const before = await snapshot();
    expect((await confirm(u, 'cs_test_nope')).status).toBe(404);
    const s = await checkout(u);
    standIn.pay(s.id);
    standIn.failRetrieves(true);
    const down = await confirm(u, s.id);
    standIn.failRetrieves(false);
    expect(down.status).toBe(502);
    expect(down.json.message).toBe(PAYMENT_MESSAGES.providerDown);
    expect(await paymentCount()).toBe(JSON.parse(before).find((t: [string]) => t[0] === 'payments')[1].length);
  });

  it('extends once when the same session is confirmed 20 times at once', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u);
    standIn.pay(s.id);
    const count = await paymentCount();
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(u, s.id)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json.subscriptionExpiresAt)).size).toBe(1);
    expect(answers[0].json.subscriptionExpiresAt).toBe(new Date(clock.now() + 7 * DAY).toISOString());
    expect(await paymentCount()).toBe(count + 1);
  });
});

describe('the webhook', () => {
  it('fulfils checkout.session.completed once, however often it is delivered, and together with the redirect', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u);
    const paid = standIn.pay(s.id);
    const count = await paymentCount();
    for (let i = 0; i < 3; i++) {
      const r = await webhook('checkout.session.completed', paid);
      expect(r.status).toBe(200);
      expect(r.json).toEqual({ received: true });
    }
    expect(await paymentCount()).toBe(count + 1);
    const redirect = await confirm(u, s.id);
    expect(redirect.status).toBe(200);
    expect(redirect.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 7 * DAY).toISOString());
    expect(redirect.json.receiptUrl).toBe(`https://pay.stripe.com/receipts/payment/${s.id}`);
    expect(await paymentCount()).toBe(count + 1);
  });

  it('waits for async_payment_succeeded when the session completed unpaid', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u);
    const count = await paymentCount();
    await webhook('checkout.session.completed', { ...standIn.sessions.get(s.id), status: 'complete' });
    expect(await paymentCount()).toBe(count);
    await webhook('checkout.session.async_payment_succeeded', standIn.pay(s.id));
    expect(await paymentCount()).toBe(count + 1);
  });

  it('refuses a bad signature, an old timestamp or no signature with 400, changing nothing', async () => {
    const u = await makeUser('customer');
    const s = await checkout(u);
    const paid = standIn.pay(s.id);
    const before = await snapshot();
    const bad = await webhook('checkout.session.completed', paid, { secret: 'whsec_wrong' });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('Invalid Stripe signature.');
    const old = await webhook('checkout.session.completed', paid, { timestamp: Math.floor(clock.now() / 1000) - 301 });
    expect(old.status).toBe(400);
    const none = await call('POST', '/api/stripe/webhook', { body: JSON.stringify({ type: 'checkout.session.completed', data: { object: paid } }) });
    expect(none.status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('acknowledges events it does not handle', async () => {
    expect((await webhook('customer.created', { id: 'cus_1' })).status).toBe(200);
  });
});

describe('receipts', () => {
  it('admins see Receipt ID, user, e-mail, amount and time; they can download CSV', async () => {
    const admin = await makeUser('admin');
    const r = await call('GET', '/api/receipts', { token: admin.token });
    expect(r.json.length).toBeGreaterThan(0);
    expect(r.json[0]).toMatchObject({ internalReceiptId: expect.stringMatching(/^RCPT-\d{6}$/), amount: expect.any(Number), createdAt: expect.any(String) });
    const csv = await call('GET', '/api/receipts/export.csv', { token: admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="receipts-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(csv.text.split('\r\n')[0]).toBe('Receipt ID,User,Email,Plan,Amount,Currency,Date,Time Generated');
    expect(csv.text.trim().split('\r\n')).toHaveLength(r.json.length + 1);
  });
});
