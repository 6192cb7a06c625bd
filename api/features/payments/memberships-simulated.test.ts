// Renewing memberships through the simulated checkout (docs/product.md, "Renewing memberships", no
// Stripe keys): the same flows as with Stripe, renewals at each period's end, and
// /api/dev/renew-now.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { confirm, mailsTo } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { MEMBERSHIP_MESSAGES, NO_RENEWING_MEMBERSHIP } from '@shared/membership';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');

type User = { id: string; token: string; row: { id: number } };
const membership = async (u: User) => (await call('GET', '/api/account/membership', { token: u.token })).json;
const endOf = async (u: User) => (await call('GET', '/api/auth/me', { token: u.token })).json.user.subscriptionExpiresAt as string;
const paymentsOf = async (u: User) => ((await ctx.rows('select count(*) n from payments where user_id = ?', [u.row.id]))[0] as { n: number }).n;
const renewNow = (body: unknown, token = admin.token) => call('POST', '/api/dev/renew-now', { token, body });
const at = (ms: number) => new Date(ms).toISOString();

/** A renewing membership bought on the simulated checkout: session, Pay, the success page. */
async function subscribe(u: User, plan = 'monthly') {
  const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan, renew: true } });
  expect(s.status, s.text).toBe(200);
  expect((await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token })).status).toBe(200);
  const r = await confirm(ctx, u, s.json.id, plan);
  expect(r.status, r.text).toBe(200);
  return { sessionId: s.json.id as string, answer: r.json };
}

describe('buying a renewing membership on the simulated checkout', () => {
  it('the checkout page learns the terms; paying starts the membership once, however often it is confirmed', async () => {
    const u = await makeUser('customer', { email: 'sim-renew@example.com' });
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } });
    const page = await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: u.token });
    expect(page.json).toMatchObject({ plan: 'monthly', amount: 200, renew: true, durationDays: 30 });
    await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token });
    const answers = await Promise.all(Array.from({ length: 20 }, () => confirm(ctx, u, s.json.id, 'monthly')));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    const end = at(clock.now() + 30 * DAY);
    expect(answers[0].json.subscriptionExpiresAt).toBe(end);
    expect(await paymentsOf(u)).toBe(1);
    expect(await membership(u)).toEqual({
      renews: true,
      plan: 'monthly',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: false,
      nextAmountCents: 20000,
      paymentProblem: false,
      pausedUntil: null,
    });
    expect((await mailsTo(ctx, 'sim-renew@example.com')).filter((m) => /receipt/.test(m))).toHaveLength(1);
  });

  it('a pass bought the same way stays a pass', async () => {
    const u = await makeUser('customer');
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly' } });
    expect((await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: u.token })).json.renew).toBe(false);
    await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token });
    expect((await confirm(ctx, u, s.json.id, 'monthly')).status).toBe(200);
    expect(await membership(u)).toEqual(NO_RENEWING_MEMBERSHIP);
  });
});

describe('cancel, resume and the portal', () => {
  it('cancel keeps the paid time and stops renewal; resume undoes it; the portal is the account page', async () => {
    const u = await makeUser('customer');
    await subscribe(u, 'weekly');
    const end = await endOf(u);
    const cancel = await call('POST', '/api/account/membership/cancel', { token: u.token });
    expect(cancel.status).toBe(200);
    expect(cancel.json.membership).toEqual({
      renews: true,
      plan: 'weekly',
      currentPeriodEnd: end,
      cancelAtPeriodEnd: true,
      nextAmountCents: null,
      paymentProblem: false,
      pausedUntil: null,
    });
    expect(await endOf(u)).toBe(end);
    const resume = await call('POST', '/api/account/membership/resume', { token: u.token });
    expect(resume.status).toBe(200);
    expect(resume.json.message).toMatch(/renews again on .* for \$80/);
    expect(resume.json.membership.cancelAtPeriodEnd).toBe(false);
    const portal = await call('POST', '/api/account/billing-portal', { token: u.token });
    expect(portal.json).toEqual({ url: '/account' });
  });
});

describe('POST /api/dev/renew-now', () => {
  it('renews as if the period ended now: one period more and a receipt', async () => {
    const u = await makeUser('customer', { email: 'renew-now@example.com' });
    await subscribe(u);
    const first = Date.parse(await endOf(u));
    const r = await renewNow({ userId: u.id });
    expect(r.status, r.text).toBe(200);
    expect(r.json.subscriptionExpiresAt).toBe(at(first + 30 * DAY));
    expect(r.json.membership).toMatchObject({ renews: true, currentPeriodEnd: at(first + 30 * DAY), paymentProblem: false });
    expect(r.json.receiptUrl).toMatch(/^\/api\/receipts\/view\//);
    expect(await paymentsOf(u)).toBe(2);
    const receipts = (await mailsTo(ctx, 'renew-now@example.com')).filter((m) => /receipt/.test(m));
    expect(receipts).toHaveLength(2);
    // The receipt covers the new period.
    expect(receipts[1]).toMatch(/Period covered: .+ to .+/);
  });

  it("sends a renewal's receipt to the receipt address chosen at the membership's checkout", async () => {
    const u = await makeUser('customer', { email: 'renew-account@example.com' });
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true, email: 'renew-books@example.com' } });
    expect((await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token })).status).toBe(200);
    expect((await confirm(ctx, u, s.json.id, 'monthly')).status).toBe(200);
    expect((await renewNow({ userId: u.id })).status).toBe(200);
    await ctx.settle();
    const receipts = (to: string) => mailsTo(ctx, to).then((mails) => mails.filter((m) => /receipt/i.test(m)));
    expect(await receipts('renew-books@example.com')).toHaveLength(2);
    expect(await receipts('renew-account@example.com')).toHaveLength(0);
  });

  it('plays a failed payment: one e-mail, the paid time unchanged, cleared by the next renewal', async () => {
    const u = await makeUser('customer', { email: 'renew-fail@example.com' });
    await subscribe(u);
    const end = await endOf(u);
    for (let i = 0; i < 3; i++) expect((await renewNow({ userId: u.id, fail: true })).status).toBe(200);
    expect(await membership(u)).toMatchObject({ renews: true, paymentProblem: true });
    expect(await endOf(u)).toBe(end);
    const failed = (await mailsTo(ctx, 'renew-fail@example.com')).filter((m) => /did not go through/.test(m));
    expect(failed).toHaveLength(1);
    expect(failed[0]).toContain('http://app.test/account');
    expect((await renewNow({ userId: u.id })).status).toBe(200);
    expect(await membership(u)).toMatchObject({ paymentProblem: false });
  });

  it('answers 409 without a renewing membership or once it was cancelled, 404 for no such user, 400 for bad input', async () => {
    const passOnly = await makeUser('subscriber');
    const none = await renewNow({ userId: passOnly.id });
    expect(none.status).toBe(409);
    expect(none.json.message).toBe(MEMBERSHIP_MESSAGES.devNotRenewing);
    const u = await makeUser('customer');
    await subscribe(u);
    await call('POST', '/api/account/membership/cancel', { token: u.token });
    const before = await ctx.snapshot();
    const cancelled = await renewNow({ userId: u.id });
    expect(cancelled.status).toBe(409);
    expect(cancelled.json.message).toBe(MEMBERSHIP_MESSAGES.devCancelled);
    expect((await renewNow({ userId: '999999' })).status).toBe(404);
    for (const [body, field] of [
      [{}, 'userId'],
      [{ userId: 'abc' }, 'userId'],
      [{ userId: u.id, fail: 'yes' }, 'fail'],
    ] as const) {
      const r = await renewNow(body);
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.message).toMatch(new RegExp(field));
    }
    // Only admins.
    expect((await renewNow({ userId: u.id }, u.token)).status).toBe(403);
    expect(await ctx.snapshot()).toBe(before);
  });

  it('is not there in production', async () => {
    const prod = await createTestContext({ NODE_ENV: 'production', JWT_SECRET: 'Zq8vR2mK5tW9xL3nB7cF4hJ6pD1sG0yA-renew-now', STRIPE_SECRET_KEY: 'sk_test_unused' });
    const boss = await prod.makeUser('admin');
    expect((await prod.call('POST', '/api/dev/renew-now', { token: boss.token, body: { userId: boss.id } })).status).toBe(404);
  });
});

describe('the simulated provider’s own renewals', () => {
  it('renews a membership whose period has ended and ends a cancelled one', async () => {
    const renewing = await makeUser('customer');
    const cancelling = await makeUser('customer');
    await subscribe(renewing, 'weekly');
    await subscribe(cancelling, 'weekly');
    await call('POST', '/api/account/membership/cancel', { token: cancelling.token });
    const end = Date.parse(await endOf(renewing));
    clock.advance(7 * DAY + 60_000);
    await ctx.runJob('membership-renewals');
    await ctx.runJob('membership-renewals');
    expect(await endOf(renewing)).toBe(at(end + 7 * DAY));
    expect(await paymentsOf(renewing)).toBe(2);
    expect(await membership(cancelling)).toEqual(NO_RENEWING_MEMBERSHIP);
    expect(await paymentsOf(cancelling)).toBe(1);
    // Once ended, it cannot be resumed; a new one can be bought.
    expect((await call('POST', '/api/account/membership/resume', { token: cancelling.token })).status).toBe(409);
  });
});
