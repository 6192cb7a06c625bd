// A break and a spending limit hold when a session is paid, not only when it is opened
// (docs/operations.md, "Limits at payment time"): the attacks that bought through them, sent the
// way they came, on the simulated checkout and on Stripe (the real SDK against the stand-in).
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/harness';
import { checkout, confirm, mailsTo, paidSession } from '../../test/purchase';
import { startStripeStandIn, type SignedEvent } from '../../test/stripe-stand-in';
import { DAY, HOUR } from '../../platform/clock';
import { PAYMENT_MESSAGES } from '@shared/payments';

type User = Awaited<ReturnType<TestContext['makeUser']>>;

const me = async (ctx: TestContext, u: User) => (await ctx.call('GET', '/api/auth/me', { token: u.token })).json.user;
const startBreak = async (ctx: TestContext, u: User, days: number) => {
  const r = await ctx.call('POST', '/api/account/self-exclusion', { token: u.token, body: { days } });
  expect(r.status, r.text).toBe(200);
};
const setLimit = async (ctx: TestContext, u: User, monthlyLimitCents: number) => {
  expect((await ctx.call('PUT', '/api/account/limits', { token: u.token, body: { monthlyLimitCents } })).status).toBe(200);
};
const refundsOf = (ctx: TestContext, u: User) =>
  ctx.rows<{ payment_id: string; reason: string; refunded_at: number | null; provider_refund_id: string | null }>('select * from refunds where user_id = ? order by id', [
    u.row.id,
  ]);
const paymentsOf = async (ctx: TestContext, u: User) => (await ctx.rows<{ n: number }>('select count(*) n from payments where user_id = ?', [u.row.id]))[0].n;

const simulated = await createTestContext();
const WEBHOOK_SECRET = 'whsec_pay_time';
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());
const stripe = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
standIn.setClock(() => stripe.clock.now());

describe('the simulated checkout', () => {
  const c = simulated;

  it('a break expires the open checkout: paying it afterwards is refused and grants nothing', async () => {
    const u = await c.makeUser('customer');
    const opened = await checkout(c, u, 'monthly');
    expect(opened.status).toBe(200);
    await startBreak(c, u, 180);
    c.clock.advance(HOUR);
    const before = await c.snapshot();
    const pay = await c.call('POST', `/api/stripe/simulated/${opened.json.id}/pay`, { token: u.token });
    expect(pay.status).toBe(409);
    expect(pay.json.message).toBe(PAYMENT_MESSAGES.checkoutExpired);
    expect(await c.snapshot()).toBe(before);
    expect((await confirm(c, u, opened.json.id, 'monthly')).status).toBe(402);
    expect((await me(c, u)).subscriptionExpiresAt).toBeNull();
  });

  it('five day passes opened under a $20 limit and confirmed at once: one counts, four are refunded and e-mailed once each', async () => {
    const u = await c.makeUser('customer');
    await setLimit(c, u, 2000);
    const sessions = [];
    for (let i = 0; i < 5; i++) sessions.push(await paidSession(c, u, 'daily'));
    const answers = await Promise.all(sessions.map((id) => confirm(c, u, id, 'daily')));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const refused = answers.filter((a) => a.status === 409);
    expect(refused).toHaveLength(4);
    for (const r of refused) expect(r.json).toEqual({ message: PAYMENT_MESSAGES.refundedLimit('$20'), refunded: true });
    expect(PAYMENT_MESSAGES.refundedLimit('$20')).toBe("This payment was refunded because it would take this month's purchases over your limit of $20.");
    expect(await paymentsOf(c, u)).toBe(1);
    expect((await me(c, u)).subscriptionExpiresAt).toBe(new Date(c.clock.now() + DAY).toISOString());

    // Confirming again answers the same, and refunds nothing twice.
    const again = await Promise.all(sessions.map((id) => confirm(c, u, id, 'daily')));
    expect(again.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    const mails = (await mailsTo(c, u.email)).filter((m) => /Subject: .*refunded/.test(m));
    expect(mails).toHaveLength(4);
    expect(mails[0]).toContain('We have refunded your payment of $20 for the Daily plan');
    expect(mails[0]).toContain(PAYMENT_MESSAGES.refundedLimit('$20'));
    const rows = await refundsOf(c, u);
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.reason === 'limit' && r.refunded_at !== null)).toBe(true);
    const statuses = await c.rows<{ status: string }>('select status from simulated_checkouts where user_id = ? order by status', [u.row.id]);
    expect(statuses.map((s) => s.status)).toEqual(['paid', 'refunded', 'refunded', 'refunded', 'refunded']);
  });

  it("the operator's view of the member lists a refunded payment beside those that count, with why", async () => {
    const admin = await c.makeUser('admin');
    const u = await c.makeUser('customer');
    await setLimit(c, u, 2000);
    const sessions = [await paidSession(c, u, 'daily'), await paidSession(c, u, 'daily')];
    expect((await confirm(c, u, sessions[0], 'daily')).status).toBe(200);
    expect((await confirm(c, u, sessions[1], 'daily')).status).toBe(409);
    await c.settle();
    const listed = await c.call('GET', `/api/users/${u.id}/payments`, { token: admin.token });
    expect(listed.status).toBe(200);
    expect(listed.json).toHaveLength(2);
    const [kept, refunded] = [listed.json.find((p: { refund: unknown }) => !p.refund), listed.json.find((p: { refund: unknown }) => p.refund)];
    expect(kept).toMatchObject({ plan: 'daily', amount: 20, refund: null, internalReceiptId: expect.stringMatching(/^RCPT-/) });
    expect(refunded).toMatchObject({
      plan: 'daily',
      amount: 20,
      periodStartsAt: null,
      periodEndsAt: null,
      receiptUrl: null,
      refund: { reason: 'limit', message: PAYMENT_MESSAGES.refundedLimit('$20'), refundedAt: expect.any(String) },
    });
  });

  it('a renewal falling in a break is skipped when the break starts; one charged before the stop is refunded and ends the membership', async () => {
    const admin = await c.makeUser('admin');
    const u = await c.makeUser('customer');
    const r = await c.call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', renew: true } });
    await c.call('POST', `/api/stripe/simulated/${r.json.id}/pay`, { token: u.token });
    expect((await confirm(c, u, r.json.id, 'weekly')).status).toBe(200);
    const paidUntil = (await me(c, u)).subscriptionExpiresAt;

    // The break begins; before its job has stopped renewal (the worker is held back), the period ends and renews.
    await c.services.worker.stop();
    await startBreak(c, u, 30);
    c.clock.advance(HOUR);
    const renewal = await c.call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
    c.services.worker.start();
    expect(renewal.status).toBe(409);
    expect(renewal.json).toMatchObject({ refunded: true, message: expect.stringMatching(/^This payment was refunded because it was made during your break, which runs until /) });
    await c.settle();
    expect((await me(c, u)).subscriptionExpiresAt).toBe(paidUntil);
    const membership = (await c.call('GET', '/api/account/membership', { token: u.token })).json;
    expect(membership.renews).toBe(false);
    const [mail] = (await mailsTo(c, u.email)).filter((m) => /Subject: .*refunded/.test(m));
    expect(mail).toContain('Your renewing membership has ended, so nothing more will be charged.');
  });

  it('a break skips only the renewals that would fall in it, pausing (not cancelling) them', async () => {
    const admin = await c.makeUser('admin');
    const buyMonthly = async () => {
      const u = await c.makeUser('customer');
      const r = await c.call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } });
      await c.call('POST', `/api/stripe/simulated/${r.json.id}/pay`, { token: u.token });
      expect((await confirm(c, u, r.json.id, 'monthly')).status).toBe(200);
      return u;
    };
    const short = await buyMonthly();
    const long = await buyMonthly();
    await startBreak(c, short, 7);
    await startBreak(c, long, 180);
    await c.settle();
    const membership = async (u: User) => (await c.call('GET', '/api/account/membership', { token: u.token })).json;
    expect(await membership(short)).toMatchObject({ cancelAtPeriodEnd: false, pausedUntil: null });
    const paidEnd = Date.parse((await me(c, long)).subscriptionExpiresAt!);
    // 180 days of break: the five renewals that fall in it are skipped; the sixth, as the break ends, is charged.
    expect(await membership(long)).toMatchObject({ renews: true, cancelAtPeriodEnd: false, pausedUntil: new Date(paidEnd + 150 * DAY).toISOString() });
    const skipped = await c.call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: long.id } });
    expect(skipped.status).toBe(409);
    expect(skipped.json.message).toMatch(/^This membership is paused until /);
  });
});

describe('Stripe', () => {
  const c = stripe;
  const deliver = async (events: SignedEvent[]) => {
    const answers = await Promise.all(events.map((e) => c.call('POST', '/api/stripe/webhook', { body: e.body, headers: e.headers })));
    expect(answers.map((a) => a.status)).toEqual(events.map(() => 200));
  };
  const open = async (u: User, plan = 'weekly', renew = false) => {
    const r = await c.call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan, ...(renew && { renew }) } });
    expect(r.status, r.text).toBe(200);
    return r.json.id as string;
  };

  it('a session paid on Stripe’s page after the break began: refused on the success page and by the webhook, refunded once, e-mailed once', async () => {
    const u = await c.makeUser('customer');
    const id = await open(u, 'monthly');
    // Stripe's API is out while the break begins, so the break's job cannot expire the session
    // before the customer pays on Stripe's page (on either database the job may run at once).
    standIn.failRetrieves(true);
    await startBreak(c, u, 180);
    c.clock.advance(60_000);
    const paid = standIn.pay(id);
    standIn.failRetrieves(false);
    const [page] = await Promise.all([confirm(c, u, id, 'monthly'), deliver(paid.events)]);
    expect(page.status).toBe(409);
    expect(page.json.refunded).toBe(true);
    expect(page.json.message).toMatch(/^This payment was refunded because it was made during your break, which runs until /);
    expect((await confirm(c, u, id, 'monthly')).json).toEqual(page.json);
    await c.settle();
    expect(standIn.refunds.filter((r) => r.payment_intent === `pi_${id}`)).toHaveLength(1);
    expect(standIn.refunds.at(-1)).toMatchObject({ amount: 20000, reason: 'requested_by_customer', metadata: { paymentId: id } });
    const [row] = await refundsOf(c, u);
    expect(row).toMatchObject({ payment_id: id, reason: 'break', provider_refund_id: standIn.refunds.at(-1)!.id });
    expect((await me(c, u)).subscriptionExpiresAt).toBeNull();
    expect(await paymentsOf(c, u)).toBe(0);
    expect((await mailsTo(c, u.email)).filter((m) => /Subject: .*refunded/.test(m))).toHaveLength(1);
  });

  it('a session paid before the break began counts, even when its webhook comes during the break', async () => {
    const u = await c.makeUser('customer');
    const id = await open(u);
    const paid = standIn.pay(id);
    c.clock.advance(60_000);
    await startBreak(c, u, 30);
    c.clock.advance(60_000);
    await deliver(paid.events);
    expect(await paymentsOf(c, u)).toBe(1);
    expect(await refundsOf(c, u)).toEqual([]);
  });

  it('starting a break expires the sessions still open at Stripe, so its page takes no payment', async () => {
    const u = await c.makeUser('customer');
    const first = await open(u);
    const second = await open(u, 'monthly', true);
    const done = await open(u, 'daily');
    standIn.pay(done);
    await startBreak(c, u, 7);
    await c.settle();
    expect([first, second, done].map((id) => standIn.sessions.get(id)!.status)).toEqual(['expired', 'expired', 'complete']);
    expect(() => standIn.pay(first)).toThrow(/expired/);
  });

  it('a break skips the renewals that would fall in it, at Stripe too: collection paused until after it', async () => {
    const u = await c.makeUser('customer');
    const id = await open(u, 'monthly', true);
    const paid = standIn.pay(id);
    await deliver(paid.events);
    const paidEnd = Date.parse((await me(c, u)).subscriptionExpiresAt!);
    await startBreak(c, u, 180);
    await c.settle();
    const sub = standIn.subscriptions.get(paid.subscription!)!;
    expect(sub.cancel_at_period_end).toBe(false);
    expect(sub.pause_collection).toEqual({ behavior: 'void', resumes_at: (paidEnd + 150 * DAY) / 1000 });
    expect((await c.call('GET', '/api/account/membership', { token: u.token })).json).toMatchObject({
      renews: true,
      cancelAtPeriodEnd: false,
      pausedUntil: new Date(paidEnd + 150 * DAY).toISOString(),
    });
  });

  it('a renewal over the month’s limit is refunded through its invoice’s payment and ends the subscription', async () => {
    const u = await c.makeUser('customer');
    const id = await open(u, 'weekly', true);
    const paid = standIn.pay(id);
    await deliver(paid.events);
    const end = (await me(c, u)).subscriptionExpiresAt;
    // $80 spent; a limit of $100 leaves no room for the next $80 this month.
    await setLimit(c, u, 10000);
    c.clock.advance(7 * DAY);
    const renewed = standIn.renew(paid.subscription!);
    standIn.failRefunds(2); // the first try fails at Stripe (the SDK retries once): the job tries again
    await deliver(renewed.events);
    await c.settle();
    c.clock.advance(1000);
    await c.settle();
    expect(standIn.refunds.filter((r) => r.payment_intent === `pi_${renewed.invoice.id}`)).toHaveLength(1);
    expect(standIn.subscriptions.get(paid.subscription!)!.status).toBe('canceled');
    expect((await me(c, u)).subscriptionExpiresAt).toBe(end);
    expect((await c.call('GET', '/api/account/membership', { token: u.token })).json.renews).toBe(false);
    const [mail] = (await mailsTo(c, u.email)).filter((m) => /Subject: .*refunded/.test(m));
    expect(mail).toContain(PAYMENT_MESSAGES.refundedLimit('$100'));
    expect(mail).toContain('Your renewing membership has ended');
  });
});
