// A code with Stripe (docs/product.md, "Codes"; docs/operations.md, "Stripe"), the real SDK against
// the local stand-in: the code as a coupon and a promotion code, found by later servers instead of
// made again, applied to the Checkout Session with `discounts`, which then shows the list price,
// the discount and the total; the session expires with the code's hold; the payment counts the
// redemption once and its receipt names the code; a code for every renewal discounts each invoice.
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { startStripeStandIn, type SignedEvent } from '../../test/stripe-stand-in';
import { MINUTE } from '../../platform/clock';

const WEBHOOK_SECRET = 'whsec_codes';
const standIn = await startStripeStandIn({ webhookSecret: WEBHOOK_SECRET });
afterAll(() => standIn.close());
const env = { STRIPE_SECRET_KEY: 'sk_test_codes', STRIPE_API_BASE: standIn.url, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET };
const ctx = await createTestContext(env);
const { call, clock, makeUser } = ctx;
standIn.setClock(() => clock.now());
const admin = await makeUser('admin');

type Buyer = Awaited<ReturnType<typeof makeUser>>;
const deliver = async (events: SignedEvent[]) => {
  for (const e of events) expect((await call('POST', '/api/stripe/webhook', { body: e.body, headers: e.headers })).status).toBe(200);
};
const offer = async (body: Record<string, unknown>) => expect((await call('POST', '/api/admin/offers', { token: admin.token, body })).status).toBe(201);
const open = (u: Buyer, plan: string, promoCode: string, renew = false) =>
  call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan, promoCode, ...(renew && { renew }) } });
const redeemed = async (code: string) =>
  ((await call('GET', '/api/admin/offers', { token: admin.token })).json as { code: string; redeemed: number }[]).find((o) => o.code === code)?.redeemed;
const receiptsOf = async (u: Buyer) => (await call('GET', '/api/receipts/mine', { token: u.token })).json as { amount: number; discount: unknown }[];

describe('a code with Stripe', () => {
  it('is a coupon and a promotion code applied to the session, which shows the list price, the discount and the total', async () => {
    await offer({ code: 'STRIPE20', percentOff: 20 });
    const u = await makeUser('customer');
    const r = await open(u, 'weekly', 'stripe20');
    expect(r.status, r.text).toBe(200);
    expect(standIn.coupons.get('lotto_STRIPE20')).toMatchObject({ name: 'STRIPE20', percent_off: 20, amount_off: null, duration: 'once' });
    const promos = [...standIn.promotionCodes.values()].filter((p) => p.code === 'STRIPE20');
    expect(promos).toEqual([expect.objectContaining({ active: true, promotion: { type: 'coupon', coupon: 'lotto_STRIPE20' } })]);
    const session = standIn.sessions.get(r.json.id)!;
    expect(session).toMatchObject({
      amount_subtotal: 8000,
      amount_total: 6400,
      total_details: { amount_discount: 1600 },
      discounts: [{ promotion_code: promos[0].id }],
      expires_at: Math.floor((clock.now() + 31 * MINUTE) / 1000),
      metadata: { plan: 'weekly', amountCents: '8000', offerCode: 'STRIPE20' },
    });
    // Back from Stripe's page unpaid, the payment page has the code again.
    expect(standIn.requests.find((q) => q.path === '/v1/checkout/sessions' && q.method === 'POST')?.body.get('cancel_url')).toBe(
      'http://app.test/payment?plan=weekly&code=STRIPE20',
    );

    const paid = standIn.pay(r.json.id);
    await deliver(paid.events);
    expect(await ctx.rows('select amount_cents from payments where session_id = ?', [r.json.id])).toEqual([{ amount_cents: 6400 }]);
    expect((await receiptsOf(u))[0]).toMatchObject({ amount: 64, discount: { code: 'STRIPE20', amount: 16, listAmount: 80 } });
    // The success page after the webhook: the same payment, counted once.
    const again = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: r.json.id, plan: 'weekly', userId: u.id } });
    expect(again.status, again.text).toBe(200);
    expect(await redeemed('STRIPE20')).toBe(1);

    // Another server finds the coupon and the promotion code instead of making more.
    const other = await createTestContext({ ...env, STRIPE_SECRET_KEY: 'sk_test_codes_other' });
    await other.exec(
      "insert into offers (code, percent_off, renewals, first_payment_only, retention, active, created_at, updated_at) values ('STRIPE20', 20, 'first', false, false, true, 0, 0)",
    );
    const v = await other.makeUser('customer');
    const second = await other.call('POST', '/api/stripe/create-checkout-session', { token: v.token, body: { userId: v.id, plan: 'daily', promoCode: 'STRIPE20' } });
    expect(second.status, second.text).toBe(200);
    expect([...standIn.promotionCodes.values()].filter((p) => p.code === 'STRIPE20')).toHaveLength(1);
    expect(standIn.sessions.get(second.json.id)).toMatchObject({ amount_total: 1600, total_details: { amount_discount: 400 } });
  });

  it('closes with the hold: past it Stripe takes no payment and the redemption is free again', async () => {
    await offer({ code: 'LASTONE', amountOffCents: 500, maxRedemptions: 1 });
    const [a, b] = [await makeUser('customer'), await makeUser('customer')];
    const first = await open(a, 'daily', 'LASTONE');
    expect(first.status).toBe(200);
    expect((await open(b, 'daily', 'LASTONE')).status).toBe(400);
    // The same buyer coming back closes their earlier session at Stripe instead of being held off.
    const again = await open(a, 'daily', 'LASTONE');
    expect(again.status, again.text).toBe(200);
    expect(standIn.sessions.get(first.json.id)!.status).toBe('expired');
    clock.advance(31 * MINUTE);
    expect(() => standIn.pay(again.json.id)).toThrow(/expired/);
    const second = await open(b, 'daily', 'LASTONE');
    expect(second.status, second.text).toBe(200);
    expect(standIn.coupons.get('lotto_LASTONE')).toMatchObject({ amount_off: 500, currency: 'usd', percent_off: null });
  });
});

describe('a renewing membership bought with a code, with Stripe', () => {
  it('has every invoice discounted by a code for every renewal, each receipt naming it', async () => {
    await offer({ code: 'FOREVER', percentOff: 25, renewals: 'all', plans: ['monthly'] });
    const u = await makeUser('customer');
    const r = await open(u, 'monthly', 'FOREVER', true);
    expect(r.status, r.text).toBe(200);
    expect(standIn.coupons.get('lotto_FOREVER')).toMatchObject({ duration: 'forever' });
    const paid = standIn.pay(r.json.id);
    await deliver(paid.events);
    const renewed = standIn.renew(paid.subscription!);
    expect(renewed.invoice).toMatchObject({ amount_paid: 15_000, total_discount_amounts: [{ amount: 5000 }] });
    await deliver(renewed.events);
    expect((await receiptsOf(u)).map((x) => [x.amount, x.discount])).toEqual([
      [150, { code: 'FOREVER', amount: 50, listAmount: 200 }],
      [150, { code: 'FOREVER', amount: 50, listAmount: 200 }],
    ]);
    expect(await redeemed('FOREVER')).toBe(1);
  });

  it('has the first invoice alone discounted by a code for the first payment', async () => {
    await offer({ code: 'JUSTONCE', amountOffCents: 5000, plans: ['monthly'] });
    const u = await makeUser('customer');
    const r = await open(u, 'monthly', 'JUSTONCE', true);
    const paid = standIn.pay(r.json.id);
    await deliver(paid.events);
    const renewed = standIn.renew(paid.subscription!);
    await deliver(renewed.events);
    expect((await receiptsOf(u)).map((x) => [x.amount, x.discount])).toEqual([
      [200, null],
      [150, { code: 'JUSTONCE', amount: 50, listAmount: 200 }],
    ]);
  });
});

describe('the retention offer with Stripe', () => {
  it("puts the offer's coupon on the subscription for the next invoice alone, its receipt naming it", async () => {
    await offer({ code: 'STAY-STRIPE', amountOffCents: 4000, retention: true, plans: ['monthly'] });
    const u = await makeUser('customer');
    const r = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'monthly', renew: true } });
    const paid = standIn.pay(r.json.id);
    await deliver(paid.events);
    const accepted = await call('POST', '/api/account/membership/accept-offer', { token: u.token, body: { code: 'STAY-STRIPE' } });
    expect(accepted.status, accepted.text).toBe(200);
    expect(accepted.json.membership).toMatchObject({ nextAmountCents: 16_000, cancelAtPeriodEnd: false });
    expect(standIn.coupons.get('lotto_STAY-STRIPE')).toMatchObject({ amount_off: 4000, duration: 'once' });
    expect(standIn.subscriptions.get(paid.subscription!)!.discounts).toEqual(['lotto_STAY-STRIPE']);
    for (let i = 0; i < 2; i++) await deliver(standIn.renew(paid.subscription!).events);
    expect((await receiptsOf(u)).map((x) => [x.amount, x.discount])).toEqual([
      [200, null],
      [160, { code: 'STAY-STRIPE', amount: 40, listAmount: 200 }],
      [200, null],
    ]);
    expect((await call('GET', '/api/account/membership', { token: u.token })).json.nextAmountCents).toBe(20_000);
  });
});
