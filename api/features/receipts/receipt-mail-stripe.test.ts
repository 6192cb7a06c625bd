// The receipt e-mail with Stripe, through the local stand-in of Stripe's API and signed
// webhooks: one e-mail per payment however the success page and the webhook race, to the
// address given at checkout, else the account's; and a session paid before a break or a limit
// is still fulfilled.
import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { startStripeStandIn } from '../../test/stripe-stand-in';

const standIn = await startStripeStandIn();
afterAll(() => standIn.close());
const WEBHOOK_SECRET = 'whsec_receipts';
const ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_standin', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, clock, makeUser } = ctx;
standIn.setClock(() => clock.now());
const stripe = new Stripe('sk_test_standin');

type User = { id: string; token: string };
async function checkout(user: User, plan: string, email?: string) {
  const r = await call('POST', '/api/stripe/create-checkout-session', { token: user.token, body: { userId: user.id, plan, ...(email && { email }) } });
  expect(r.status).toBe(200);
  return r.json.id as string;
}
const confirm = (user: User, id: string, plan: string) => call('POST', '/api/stripe/payment-success', { token: user.token, body: { session_id: id, plan, userId: user.id } });
function webhook(object: unknown) {
  const payload = JSON.stringify({ id: `evt_${Math.random().toString(36).slice(2)}`, object: 'event', type: 'checkout.session.completed', data: { object } });
  const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp: Math.floor(clock.now() / 1000) });
  return call('POST', '/api/stripe/webhook', { body: payload, headers: { 'Stripe-Signature': header } });
}

describe('receipt e-mails with Stripe', () => {
  it("20 success pages and the webhook at once: one payment, one e-mail, with this server's receipt link", async () => {
    const u = await makeUser('customer');
    const id = await checkout(u, 'weekly', 'stripe-books@example.com');
    // Stripe is not asked to send a receipt of its own: the customer gets one, ours.
    const sent = standIn.requests.at(-1)!.body;
    expect(sent.get('customer_email')).toBe('stripe-books@example.com');
    expect(sent.get('payment_intent_data[receipt_email]')).toBeNull();
    const paid = standIn.pay(id);
    const answers = await Promise.all([...Array.from({ length: 20 }, () => confirm(u, id, 'weekly')), webhook(paid), webhook(paid)]);
    expect(answers.map((a) => a.status)).toEqual(Array(22).fill(200));
    expect(((await ctx.rows('select count(*) n from payments where session_id = ?', [id]))[0] as { n: number }).n).toBe(1);
    const mails = await mailsTo(ctx, 'stripe-books@example.com');
    expect(mails).toHaveLength(1);
    // payment-success answers Stripe's hosted receipt; the e-mail links this server's, whose PDF works.
    expect(answers[0].json.receiptUrl).toBe(`https://pay.stripe.com/receipts/payment/${id}`);
    const link = mails[0].match(/View your receipt: (http:\/\/app\.test(\/api\/receipts\/view\/[\w-]+))$/m);
    expect(link).not.toBeNull();
    const pdf = await ctx.app.request(`${link![2]}?format=pdf`);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(mails[0]).toContain(`Download it as a PDF: ${link![1]}?format=pdf`);
  });

  it("goes to the account's e-mail when the session carries none", async () => {
    const u = await makeUser('customer', { email: 'account-only@example.com' });
    const s = standIn.add({ client_reference_id: u.id, metadata: { userId: u.id, plan: 'daily' }, amount_total: 2000 });
    expect((await webhook(s)).status).toBe(200);
    expect(await mailsTo(ctx, 'account-only@example.com')).toHaveLength(1);
    expect((await ctx.rows('select receipt_email e from payments where session_id = ?', [s.id]))[0]).toEqual({ e: 'account-only@example.com' });
  });

  it('a session paid before a break, or before a lower limit, is still fulfilled, by the webhook or the success page', async () => {
    const u = await makeUser('customer', { email: 'resting@example.com' });
    const byWebhook = await checkout(u, 'weekly');
    const byPage = await checkout(u, 'daily');
    const paid = standIn.pay(byWebhook);
    standIn.pay(byPage);
    ctx.clock.advance(60_000);
    await call('PUT', '/api/account/limits', { token: u.token, body: { monthlyLimitCents: 0 } });
    expect((await call('POST', '/api/account/self-exclusion', { token: u.token, body: { days: 7 } })).status).toBe(200);
    expect((await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'daily' } })).status).toBe(403);
    ctx.clock.advance(60_000);

    expect((await webhook(paid)).status).toBe(200);
    const page = await confirm(u, byPage, 'daily');
    expect(page.status).toBe(200);
    expect(((await ctx.rows('select count(*) n from payments where user_id = ?', [u.row.id]))[0] as { n: number }).n).toBe(2);
    expect(await mailsTo(ctx, 'resting@example.com')).toHaveLength(2);
  });
});
