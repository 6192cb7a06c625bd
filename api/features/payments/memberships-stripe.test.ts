// Renewing memberships with Stripe (docs/product.md, "Renewing memberships"), the real SDK against
// the local stand-in: the recurring Prices by lookup key, Checkout in subscription mode, and the
// signed webhooks applied once each in any order, newest state winning.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { startStripeStandIn, type SignedEvent } from '../../test/stripe-stand-in';
import { DAY } from '../../platform/clock';
import { MEMBERSHIP_MESSAGES, NO_RENEWING_MEMBERSHIP } from '@shared/membership';

const WEBHOOK_SECRET = 'whsec_memberships';
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());
const ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, clock, makeUser } = ctx;
standIn.setClock(() => clock.now());

type User = { id: string; token: string; email: string; row: { id: number } };
const deliver = (e: SignedEvent) => call('POST', '/api/stripe/webhook', { body: e.body, headers: e.headers });
const deliverAll = async (events: SignedEvent[]) => {
  const answers = await Promise.all(events.map(deliver));
  expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
};
const membership = async (u: User) => (await call('GET', '/api/account/membership', { token: u.token })).json;
const endOf = async (u: User) => (await call('GET', '/api/auth/me', { token: u.token })).json.user.subscriptionExpiresAt as string;
const paymentsOf = async (u: User) => ((await ctx.rows('select count(*) n from payments where user_id = ?', [u.row.id]))[0] as { n: number }).n;
const iso = (seconds: number) => new Date(seconds * 1000).toISOString();

/** A renewing monthly (or weekly) membership bought and paid; the Stripe subscription. */
async function subscribe(u: User, plan = 'monthly') {
  const r = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan, renew: true } });
  expect(r.status, r.text).toBe(200);
  const paid = standIn.pay(r.json.id);
  const sub = standIn.subscriptions.get(paid.subscription!)!;
  return { sessionId: r.json.id as string, paid, sub };
}

/** A member whose renewing membership Stripe has told us all about: every event of the payment delivered. */
async function member(opts: { email?: string; plan?: string } = {}) {
  const u = await makeUser('customer', opts.email ? { email: opts.email } : {});
  const bought = await subscribe(u, opts.plan);
  await deliverAll(bought.paid.events);
  return { u, ...bought };
}

const plan = async (id: string) => (await call('GET', '/api/plans')).json.find((p: { id: string }) => p.id === id);

describe('the Prices', () => {
  it('are one per plan, amount and renewal, found by lookup key, made once when missing, and made again when one no longer fits', async () => {
    const billing = ctx.services.paymentsWiring.billing!;
    const weeklyId = await billing.priceFor(await plan('weekly'), true);
    const monthlyId = await billing.priceFor(await plan('monthly'), true);
    const dailyId = await billing.priceFor(await plan('daily'), false);
    const weekly = standIn.prices.get(weeklyId)!;
    expect(weekly).toMatchObject({ lookup_key: 'lotto_weekly_8000_renew', unit_amount: 8000, currency: 'usd', recurring: { interval: 'day', interval_count: 7 } });
    expect(standIn.prices.get(monthlyId)).toMatchObject({ lookup_key: 'lotto_monthly_20000_renew', unit_amount: 20000, recurring: { interval: 'day', interval_count: 30 } });
    expect(standIn.prices.get(dailyId)).toMatchObject({ lookup_key: 'lotto_daily_2000', unit_amount: 2000, recurring: null });
    const made = standIn.prices.size;

    // A second server finds them instead of making more.
    const other = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_other', STRIPE_API_BASE: standIn.url });
    expect(await other.services.paymentsWiring.billing!.priceFor(await plan('weekly'), true)).toBe(weeklyId);
    expect(await other.services.paymentsWiring.billing!.priceFor(await plan('daily'), false)).toBe(dailyId);
    expect(standIn.prices.size).toBe(made);

    // An operator's Price at the wrong amount is replaced, the new one taking over the key.
    weekly.unit_amount = 7000;
    const third = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_third', STRIPE_API_BASE: standIn.url });
    const fixed = await third.services.paymentsWiring.billing!.priceFor(await plan('weekly'), true);
    expect(fixed).not.toBe(weeklyId);
    expect(standIn.prices.get(fixed)).toMatchObject({ lookup_key: 'lotto_weekly_8000_renew', unit_amount: 8000 });
    expect(weekly.lookup_key).toBeNull();
    weekly.unit_amount = 8000;
  });
});

describe('checkout in subscription mode', () => {
  it('asks Stripe for a subscription on the plan’s Price, the member in the subscription’s metadata', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } });
    expect(r.status).toBe(200);
    const sent = standIn.requests.filter((q) => q.path === '/v1/checkout/sessions').at(-1)!.body;
    const weekly = standIn.prices.get(sent.get('line_items[0][price]')!)!;
    expect(sent.get('mode')).toBe('subscription');
    expect(weekly).toMatchObject({ unit_amount: 8000, recurring: { interval: 'day', interval_count: 7 } });
    expect(sent.get('subscription_data[metadata][amountCents]')).toBe('8000');
    expect(sent.get('line_items[0][price_data][unit_amount]')).toBeNull();
    expect(sent.get('subscription_data[metadata][userId]')).toBe(u.id);
    expect(sent.get('subscription_data[metadata][plan]')).toBe('weekly');
    expect(sent.get('client_reference_id')).toBe(u.id);
    expect(sent.get('customer_email')).toBe(u.email);
    expect(sent.get('cancel_url')).toBe('http://app.test/payment?plan=weekly&renew=1');
  });

  it('refuses renew for a pass plan or of the wrong type, naming renew, and changes nothing', async () => {
    const u = await makeUser('customer');
    const before = await ctx.snapshot();
    for (const body of [
      { plan: 'daily', renew: true },
      { plan: 'bi_weekly', renew: true },
      { plan: 'monthly', renew: 'yes' },
    ]) {
      const r = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, ...body } });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.field).toBe('renew');
      expect(r.json.message).toMatch(/renew/);
    }
    expect(await ctx.snapshot()).toBe(before);
  });

  it('does not start a second renewing membership while one renews', async () => {
    const { u } = await member();
    const again = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MEMBERSHIP_MESSAGES.alreadyRenewing);
    // A pass on top is still a pass.
    expect((await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'daily' } })).status).toBe(200);
  });
});

describe('the first payment', () => {
  it('is fulfilled once from the success page, checkout.session.completed and invoice.paid, twenty times each at once', async () => {
    const u = await makeUser('customer', { email: 'first-invoice@example.com' });
    const { sessionId, paid, sub } = await subscribe(u);
    const periodEnd = iso(sub.items.data[0].current_period_end);
    const confirm = () => call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: sessionId, plan: 'monthly', userId: u.id } });
    const answers = await Promise.all([...Array.from({ length: 20 }, confirm), ...Array.from({ length: 20 }, () => paid.events.map(deliver)).flat()]);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers[0].json.subscriptionExpiresAt).toBe(periodEnd);
    expect(await paymentsOf(u)).toBe(1);
    expect((await ctx.rows('select session_id s, amount_cents a from payments where user_id = ?', [u.row.id]))[0]).toEqual({ s: paid.invoice, a: 20000 });
    expect(await endOf(u)).toBe(periodEnd);
    expect(await membership(u)).toEqual({
      renews: true,
      plan: 'monthly',
      currentPeriodEnd: periodEnd,
      cancelAtPeriodEnd: false,
      nextAmountCents: 20000,
      paymentProblem: false,
      pausedUntil: null,
    });
    const mails = await mailsTo(ctx, 'first-invoice@example.com');
    expect(mails.filter((m) => /Subject: .*receipt/.test(m))).toHaveLength(1);
  });

  it('is fulfilled by invoice.paid alone, arriving before every other event', async () => {
    const u = await makeUser('customer');
    const { paid, sub } = await subscribe(u, 'weekly');
    const [created, invoicePaid, completed, updated] = paid.events;
    await deliverAll([invoicePaid]);
    expect(await endOf(u)).toBe(iso(sub.items.data[0].current_period_end));
    await deliverAll([updated, completed, created, invoicePaid]);
    expect(await paymentsOf(u)).toBe(1);
    expect((await membership(u)).plan).toBe('weekly');
  });
});

describe('renewals', () => {
  it('each invoice extends to its period end once, whatever the order and however often it comes', async () => {
    const { u, paid, sub } = await member({ email: 'renewing@example.com' });
    // Stripe bills the next period whenever it comes; the clock moves less than a token's 30 days.
    clock.advance(29 * DAY);
    const renewal = standIn.renew(sub.id);
    const nextEnd = iso(sub.items.data[0].current_period_end);
    // The subscription's update first, then its invoice twenty times at once.
    await deliverAll([renewal.events[1], ...Array.from({ length: 20 }, () => renewal.events[0])]);
    expect(await endOf(u)).toBe(nextEnd);
    expect(await paymentsOf(u)).toBe(2);
    expect((await membership(u)).currentPeriodEnd).toBe(nextEnd);

    // An old invoice delivered again changes nothing.
    await deliverAll([standIn.event('invoice.paid', standIn.invoices.get(paid.invoice!)!, Math.floor(clock.now() / 1000) - 30 * 86_400)]);
    expect(await endOf(u)).toBe(nextEnd);
    expect(await paymentsOf(u)).toBe(2);

    // Each renewal has its receipt, e-mailed once, its page and PDF under this server.
    const mails = (await mailsTo(ctx, 'renewing@example.com')).filter((m) => /Subject: .*receipt/.test(m));
    expect(mails).toHaveLength(2);
    const link = mails[1].match(/View your receipt: http:\/\/app\.test(\/api\/receipts\/view\/[\w-]+)/)![1];
    expect((await ctx.app.request(link)).status).toBe(200);
    expect((await ctx.app.request(`${link}?format=pdf`)).headers.get('content-type')).toBe('application/pdf');
    expect(mails[1]).toMatch(/Amount paid: \$200\.00/);
  });

  it('a failed payment e-mails once with the link to update the card; the paid time runs on, and the next payment clears it', async () => {
    const { u, sub } = await member({ email: 'card-declined@example.com' });
    const paidEnd = await endOf(u);
    clock.advance(29 * DAY);
    const failed = standIn.renew(sub.id, { fail: true });
    await deliverAll([...failed.events, failed.events[0], failed.events[0]]);
    // Stripe tries the same invoice again later: another event for it, still one e-mail.
    await deliverAll([standIn.event('invoice.payment_failed', failed.invoice)]);
    expect(await endOf(u)).toBe(paidEnd);
    expect(await membership(u)).toMatchObject({ renews: true, paymentProblem: true });
    const problems = (await mailsTo(ctx, 'card-declined@example.com')).filter((m) => /did not go through/.test(m));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('http://app.test/account');
    expect(problems[0]).toMatch(/\$200/);
    expect(problems[0]).toContain('Lotto Predict');

    // The card is updated and Stripe's retry succeeds: the new period is paid, no problem any more.
    clock.advance(6 * 3600_000);
    const retried = standIn.payInvoice(failed.invoice.id);
    await deliverAll(retried.events);
    expect(await endOf(u)).toBe(iso(sub.items.data[0].current_period_end));
    expect(await membership(u)).toMatchObject({ paymentProblem: false });
    // A failure event delivered late, for the invoice now paid, is no problem and no e-mail.
    await deliverAll([standIn.resign(failed.events[0])]);
    expect(await membership(u)).toMatchObject({ paymentProblem: false });
    expect((await mailsTo(ctx, 'card-declined@example.com')).filter((m) => /did not go through/.test(m))).toHaveLength(1);
  });

  it("sends each receipt to the address chosen at the membership's checkout, also with the customer of an earlier membership", async () => {
    const { u, sub } = await member({ email: 'stripe-account@example.com' });
    await deliverAll(standIn.end(sub.id).events);
    // Its paid time over: the next membership is charged at once.
    clock.advance(31 * DAY);
    const token = (await call('POST', '/api/auth/login', { body: { email: u.email, password: u.password } })).json.token;
    const r = await call('POST', '/api/stripe/create-checkout-session', { token, body: { userId: u.id, plan: 'monthly', renew: true, email: 'stripe-books@example.com' } });
    expect(r.status, r.text).toBe(200);
    const paid = standIn.pay(r.json.id);
    // The earlier membership's customer, whose own address is the account's.
    expect(paid.customer).toBe(sub.customer);
    await deliverAll(paid.events);
    clock.advance(30 * DAY);
    await deliverAll(standIn.renew(paid.subscription!).events);
    await ctx.settle();
    const receipts = (to: string) => mailsTo(ctx, to).then((mails) => mails.filter((m) => /receipt/i.test(m)));
    expect(await receipts('stripe-books@example.com')).toHaveLength(2);
    // The first membership's one receipt alone.
    expect(await receipts('stripe-account@example.com')).toHaveLength(1);
  });

  it('a failure told once the paid time is over says it ended, not that it stays active until a moment gone by', async () => {
    const { u, sub } = await member({ email: 'card-declined-late@example.com' });
    const paidEnd = await endOf(u);
    // Stripe charges as the period ends; the failure arrives after.
    clock.set(Date.parse(paidEnd) + 2 * 3600_000);
    const failed = standIn.renew(sub.id, { fail: true });
    await deliverAll(failed.events);
    const [mail] = (await mailsTo(ctx, 'card-declined-late@example.com')).filter((m) => /did not go through/.test(m));
    const text = mail.replace(/=\r?\n/g, '');
    expect(text).not.toMatch(/stays active until/);
    expect(text).toMatch(/The time you paid for ended on .+, so your membership is paused until the payment goes through\./);
  });
});

describe('cancel and resume', () => {
  it('cancel stops renewal at Stripe and keeps the paid time; resume undoes it; twice says so', async () => {
    const { u, paid, sub } = await member();
    const end = await endOf(u);
    clock.advance(1000);
    const cancel = await call('POST', '/api/account/membership/cancel', { token: u.token });
    expect(cancel.status).toBe(200);
    expect(cancel.json.message).toMatch(/will not renew/);
    expect(sub.cancel_at_period_end).toBe(true);
    expect(cancel.json.membership).toEqual({
      renews: true,
      plan: 'monthly',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
      nextAmountCents: null,
      paymentProblem: false,
      pausedUntil: null,
    });
    expect(await endOf(u)).toBe(end);
    const twice = await call('POST', '/api/account/membership/cancel', { token: u.token });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toMatch(/already stops renewing/);

    // Stripe's own event of an earlier state, delivered late, does not undo the cancellation.
    await deliverAll([paid.events[3]]);
    expect((await membership(u)).cancelAtPeriodEnd).toBe(true);

    const resume = await call('POST', '/api/account/membership/resume', { token: u.token });
    expect(resume.status).toBe(200);
    expect(sub.cancel_at_period_end).toBe(false);
    expect(resume.json.membership).toMatchObject({ cancelAtPeriodEnd: false, nextAmountCents: 20000 });
    const again = await call('POST', '/api/account/membership/resume', { token: u.token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(MEMBERSHIP_MESSAGES.notCancelled);
  });

  it('a cancellation made in the customer portal arrives as an event and is kept', async () => {
    const { u, paid, sub } = await member();
    clock.advance(1000);
    Object.assign(sub, { cancel_at_period_end: true, canceled_at: Math.floor(clock.now() / 1000) });
    const portal = standIn.event('customer.subscription.updated', sub);
    // The portal's event, then an older one of the same subscription: newest state wins.
    await deliverAll([portal]);
    await deliverAll([paid.events[3]]);
    expect(await membership(u)).toMatchObject({ renews: true, cancelAtPeriodEnd: true, nextAmountCents: null });
  });

  it('says so when there is nothing to cancel or resume', async () => {
    const u = await makeUser('subscriber');
    const cancel = await call('POST', '/api/account/membership/cancel', { token: u.token });
    expect(cancel.status).toBe(409);
    expect(cancel.json.message).toBe(MEMBERSHIP_MESSAGES.nothingToCancel);
    const resume = await call('POST', '/api/account/membership/resume', { token: u.token });
    expect(resume.status).toBe(409);
    expect(resume.json.message).toBe(MEMBERSHIP_MESSAGES.nothingToResume);
    expect(await membership(u)).toEqual(NO_RENEWING_MEMBERSHIP);
  });
});

describe('a subscription Stripe ends', () => {
  it('stops renewing; the paid time stays, and older events do not bring it back', async () => {
    const { u, paid, sub } = await member();
    const end = await endOf(u);
    clock.advance(1000);
    const ended = standIn.end(sub.id);
    await deliverAll([ended.events[0], ended.events[0]]);
    expect(await membership(u)).toEqual(NO_RENEWING_MEMBERSHIP);
    expect(await endOf(u)).toBe(end);
    await deliverAll([paid.events[3], paid.events[0]]);
    expect(await membership(u)).toEqual(NO_RENEWING_MEMBERSHIP);
    expect((await call('POST', '/api/account/membership/cancel', { token: u.token })).status).toBe(409);
    // A new renewing membership may start again.
    expect((await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } })).status).toBe(200);
  });
});

describe('the customer portal', () => {
  it('answers the URL of a Stripe portal session that returns to the account page; 409 without a card on file', async () => {
    const u = await makeUser('customer');
    const none = await call('POST', '/api/account/billing-portal', { token: u.token });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(MEMBERSHIP_MESSAGES.noBillingAccount);
    const { paid, sub } = await subscribe(u);
    await deliverAll(paid.events);
    const r = await call('POST', '/api/account/billing-portal', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.json.url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    expect(standIn.portalSessions.at(-1)).toEqual({ customer: sub.customer, return_url: 'http://app.test/account' });
    // The next checkout of this member reuses the customer and its card.
    const prior = await call('POST', '/api/account/membership/cancel', { token: u.token });
    expect(prior.status).toBe(200);
    await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } });
    const sent = standIn.requests.filter((q) => q.path === '/v1/checkout/sessions').at(-1)!.body;
    expect(sent.get('customer')).toBe(sub.customer);
    expect(sent.get('customer_email')).toBeNull();
  });
});

describe('deleting the account', () => {
  it('ends its renewing subscription at Stripe, so it is charged no more', async () => {
    const { u, sub } = await member();
    const r = await call('DELETE', '/api/account', { token: u.token, body: { password: 'correct horse battery' } });
    expect(r.status).toBe(200);
    expect(sub.status).toBe('canceled');
  });
});

describe('odd events', () => {
  it('are acknowledged and change nothing: empty objects, an invoice of no subscription, an unknown subscription', async () => {
    const before = await ctx.snapshot();
    const types = ['invoice.paid', 'invoice.payment_failed', 'customer.subscription.updated', 'customer.subscription.deleted'];
    await deliverAll(types.map((type) => standIn.event(type, {})));
    await deliverAll([
      standIn.event('invoice.paid', { id: 'in_one_off', object: 'invoice', status: 'paid', amount_paid: 500, lines: { data: [{ period: { start: 1, end: 2 } }] } }),
      standIn.event('customer.subscription.updated', { id: 'sub_unknown', object: 'subscription', status: 'active', metadata: {}, items: { data: [] } }),
      standIn.event('invoice.payment_failed', { id: 'in_unknown', object: 'invoice', parent: { subscription_details: { subscription: 'sub_unknown' } } }),
    ]);
    expect(await ctx.snapshot()).toBe(before);
  });
});

describe('renew-now outside the simulated checkout', () => {
  it('refuses a Stripe membership: Stripe renews it', async () => {
    const admin = await makeUser('admin');
    const { u } = await member();
    const r = await call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(MEMBERSHIP_MESSAGES.devStripe);
  });
});
