// A gift with Stripe (docs/product.md, "Gifts"), the real SDK against the local stand-in: a pass's
// Checkout Session that names the gift, back to the gift form when left unpaid; the webhook and
// the success page fulfil it once, the buyer getting a gift receipt and no days, the recipient
// one e-mail with the link.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { startStripeStandIn, type SignedEvent } from '../../test/stripe-stand-in';

const WEBHOOK_SECRET = 'whsec_gifts';
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());
const ctx = await createTestContext({ STRIPE_SECRET_KEY: 'sk_test_gifts', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET });
const { call, clock, makeUser } = ctx;
standIn.setClock(() => clock.now());

const deliver = async (events: SignedEvent[]) => {
  for (const e of events) expect((await call('POST', '/api/stripe/webhook', { body: e.body, headers: e.headers })).status).toBe(200);
};

describe('a gift with Stripe', () => {
  it('is a pass’s checkout naming the gift, fulfilled once by the webhook and the success page', async () => {
    const buyer = await makeUser('customer');
    const r = await call('POST', '/api/gifts', { token: buyer.token, body: { plan: 'weekly', recipientEmail: 'stripe.gift@example.com', message: 'For you' } });
    expect(r.status, r.text).toBe(200);
    expect(r.json.url).toMatch(/^https:\/\/checkout\.stripe\.com\//);
    const session = standIn.sessions.get(r.json.id)!;
    expect(session).toMatchObject({ mode: 'payment', amount_total: 8000, metadata: { plan: 'weekly', userId: buyer.id, giftId: expect.any(String) } });
    const made = standIn.requests.find((q) => q.path === '/v1/checkout/sessions' && q.method === 'POST')!;
    expect(made.body.get('success_url')).toBe(`http://app.test/payment-success?session_id={CHECKOUT_SESSION_ID}&plan=weekly&userId=${buyer.id}&gift=1`);
    expect(made.body.get('cancel_url')).toBe('http://app.test/gift?plan=weekly');

    await deliver(standIn.pay(r.json.id).events);
    const done = await call('POST', '/api/stripe/payment-success', { token: buyer.token, body: { session_id: r.json.id, plan: 'weekly', userId: buyer.id } });
    expect(done.status, done.text).toBe(200);
    expect(done.json.gift).toEqual({ recipientEmail: 'stripe.gift@example.com', sendOn: expect.any(String) });
    expect(done.json.user.subscriptionExpiresAt).toBeNull();
    expect(await ctx.rows('select amount_cents from payments where session_id = ?', [r.json.id])).toEqual([{ amount_cents: 8000 }]);
    expect((await call('GET', '/api/receipts/mine', { token: buyer.token })).json).toEqual([expect.objectContaining({ gift: true, amount: 80 })]);
    const mails = await mailsTo(ctx, 'stripe.gift@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/http:\/\/app\.test\/gift\/[A-Za-z0-9_-]{43}/);
    expect(mails[0]).toContain('For you');
    expect((await call('GET', '/api/gifts/mine', { token: buyer.token })).json).toEqual([expect.objectContaining({ status: 'sent' })]);
  });
});
