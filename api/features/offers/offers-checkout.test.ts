// A code at the simulated checkout (docs/product.md, "Codes"): the checkout shows the list price,
// the discount and what is paid; an open checkout holds a redemption for 30 minutes, its payment
// counts it once, and maxRedemptions holds with many checkouts and payments at once; receipts name
// the code, revenue counts what was paid; a code for every renewal renews at its price.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { confirm, mailsTo } from '../../test/purchase';
import { pdfText } from '../../test/pdf-text';
import { MINUTE } from '../../platform/clock';
import { OFFER_MESSAGES } from '@shared/offers';
import { PAYMENT_MESSAGES } from '@shared/payments';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');

type Buyer = Awaited<ReturnType<typeof makeUser>>;
const offer = async (body: Record<string, unknown>) => {
  const r = await call('POST', '/api/admin/offers', { token: admin.token, body });
  if (r.status !== 201) throw new Error(r.text);
};
const open = (u: Buyer, plan: string, promoCode?: string, renew?: boolean) =>
  call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan, promoCode, ...(renew && { renew }) } });
const pay = (u: Buyer, id: string) => call('POST', `/api/stripe/simulated/${id}/pay`, { token: u.token });
const redeemed = async (code: string) =>
  ((await call('GET', '/api/admin/offers', { token: admin.token })).json as { code: string; redeemed: number }[]).find((o) => o.code === code)?.redeemed;

describe('a code at the checkout', () => {
  it('shows the list price, the discount and what is paid; the receipt, its PDF and e-mail name the code; revenue counts what was paid', async () => {
    await offer({ code: 'SAVE20', percentOff: 20 });
    const u = await makeUser('customer', { username: 'saver', email: 'saver@example.com' });
    const s = await open(u, 'weekly', 'save20');
    expect(s.status, s.text).toBe(200);
    const shown = await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: u.token });
    expect(shown.json).toMatchObject({ plan: 'weekly', listAmount: 80, code: 'SAVE20', discount: 16, amount: 64, dueToday: 64, status: 'open' });
    expect(shown.json.expiresAt).toBe(new Date(clock.now() + 30 * MINUTE).toISOString());
    expect((await pay(u, s.json.id)).status).toBe(200);
    const paid = await confirm(ctx, u, s.json.id, 'weekly');
    expect(paid.status, paid.text).toBe(200);

    const [receipt] = (await call('GET', '/api/receipts/mine', { token: u.token })).json;
    expect(receipt).toMatchObject({ amount: 64, discount: { code: 'SAVE20', amount: 16, listAmount: 80 } });
    const page = await ctx.app.request(receipt.viewUrl);
    const html = await page.text();
    expect(html).toContain('<th scope="row">List price</th><td>$80.00</td>');
    expect(html).toContain('<th scope="row">Code SAVE20</th><td>-$16.00</td>');
    expect(html).toContain('<th scope="row">Amount paid</th><td>$64.00 (USD)</td>');
    const pdf = pdfText(Buffer.from(await (await ctx.app.request(receipt.pdfUrl)).arrayBuffer())).split('\n');
    expect(pdf).toEqual(expect.arrayContaining(['List price', '$80.00', 'Code SAVE20', '-$16.00', '$64.00 (USD)']));
    const [mail] = await mailsTo(ctx, 'saver@example.com');
    expect(mail).toContain('Code SAVE20: -$16.00');
    expect(mail).toContain('Amount paid: $64.00 (USD)');

    expect(await redeemed('SAVE20')).toBe(1);
    const overview = (await call('GET', '/api/admin/overview', { token: admin.token })).json;
    expect(overview.revenueLast30DaysCents).toBe(6400);
    const analytics = (await call('GET', '/api/admin/analytics?by=day&from=2026-06-15&to=2026-06-15', { token: admin.token })).json;
    expect(analytics.periods[0]).toMatchObject({ revenueCents: 6400, payments: 1 });
  });

  it('is refused at the checkout as it is asked about, naming promoCode, and nothing changes', async () => {
    await offer({ code: 'DAILY-ONLY', percentOff: 10, plans: ['daily'] });
    const u = await makeUser('customer');
    const before = await ctx.snapshot();
    for (const [code, message] of [
      ['NOSUCH', OFFER_MESSAGES.invalid],
      ['no spaces', OFFER_MESSAGES.invalid],
      ['DAILY-ONLY', OFFER_MESSAGES.otherPlan],
    ]) {
      const r = await open(u, 'weekly', code);
      expect(r.status).toBe(400);
      expect(r.json).toEqual({ message, field: 'promoCode' });
    }
    expect((await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'weekly', promoCode: 7 } })).json.message).toBe(
      OFFER_MESSAGES.invalid,
    );
    expect(await ctx.snapshot()).toBe(before);
    // An empty field is no code.
    const plain = await open(u, 'weekly', '');
    expect((await call('GET', `/api/stripe/simulated/${plain.json.id}`, { token: u.token })).json).toMatchObject({ amount: 80, discount: 0, code: null });
  });
});

describe('a redemption', () => {
  it('is held by an open checkout for 30 minutes, then given back; a checkout past it cannot be paid', async () => {
    await offer({ code: 'ONCE', amountOffCents: 1000, maxRedemptions: 1 });
    const [a, b] = [await makeUser('customer'), await makeUser('customer')];
    const first = await open(a, 'weekly', 'ONCE');
    expect(first.status).toBe(200);
    expect((await open(b, 'weekly', 'ONCE')).json).toEqual({ message: OFFER_MESSAGES.usedUp, field: 'promoCode' });
    expect((await call('GET', '/api/offers/ONCE?plan=weekly', { token: b.token })).json.message).toBe(OFFER_MESSAGES.usedUp);

    clock.advance(30 * MINUTE);
    const late = await pay(a, first.json.id);
    expect(late.status).toBe(409);
    expect(late.json.message).toBe(PAYMENT_MESSAGES.checkoutExpired);
    expect((await call('GET', `/api/stripe/simulated/${first.json.id}`, { token: a.token })).json.status).toBe('expired');
    expect(await redeemed('ONCE')).toBe(0);

    const second = await open(b, 'weekly', 'ONCE');
    expect(second.status, second.text).toBe(200);
    expect((await pay(b, second.json.id)).status).toBe(200);
    // Paid, it counts, even when the payment is confirmed after the 30 minutes, and only once.
    clock.advance(45 * MINUTE);
    expect((await open(a, 'weekly', 'ONCE')).json.message).toBe(OFFER_MESSAGES.usedUp);
    const confirms = await Promise.all([1, 2, 3].map(() => confirm(ctx, b, second.json.id, 'weekly')));
    expect(confirms.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(await redeemed('ONCE')).toBe(1);
    expect(await ctx.rows('select amount_cents from payments where session_id = ?', [second.json.id])).toEqual([{ amount_cents: 7000 }]);
  });

  it('does not hold a buyer off with their own hold: coming back closes their earlier checkout instead', async () => {
    await offer({ code: 'COMEBACK', percentOff: 10, maxRedemptions: 1 });
    const [a, b] = [await makeUser('customer'), await makeUser('customer')];
    const first = await open(a, 'weekly', 'COMEBACK');
    expect(first.status).toBe(200);
    expect((await call('GET', '/api/offers/COMEBACK?plan=weekly', { token: a.token })).status).toBe(200);
    expect((await call('GET', '/api/offers/COMEBACK?plan=weekly', { token: b.token })).json.message).toBe(OFFER_MESSAGES.usedUp);
    const again = await open(a, 'weekly', 'COMEBACK');
    expect(again.status, again.text).toBe(200);
    expect((await pay(a, first.json.id)).json.message).toBe(PAYMENT_MESSAGES.checkoutExpired);
    expect((await open(b, 'weekly', 'COMEBACK')).json.message).toBe(OFFER_MESSAGES.usedUp);
    expect((await pay(a, again.json.id)).status).toBe(200);
    expect((await confirm(ctx, a, again.json.id, 'weekly')).status).toBe(200);
    // Paid, it is no hold to close: coming back once more finds the code used up.
    expect((await open(a, 'weekly', 'COMEBACK')).json.message).toBe(OFFER_MESSAGES.usedUp);
    expect(await redeemed('COMEBACK')).toBe(1);
  });

  it('keeps maxRedemptions with many checkouts and payments at once', async () => {
    await offer({ code: 'RUSH', percentOff: 50, maxRedemptions: 3 });
    const buyers = await Promise.all(Array.from({ length: 12 }, () => makeUser('customer')));
    const opened = await Promise.all(buyers.map((u) => open(u, 'daily', 'RUSH')));
    expect(opened.filter((r) => r.status === 200)).toHaveLength(3);
    expect(opened.filter((r) => r.status === 400).map((r) => r.json.message)).toEqual(Array(9).fill(OFFER_MESSAGES.usedUp));
    const holders = buyers.map((u, i) => ({ u, r: opened[i] })).filter((x) => x.r.status === 200);
    const paid = await Promise.all(holders.map(({ u, r }) => pay(u, r.json.id)));
    expect(paid.map((r) => r.status)).toEqual([200, 200, 200]);
    const done = await Promise.all(holders.flatMap(({ u, r }) => [confirm(ctx, u, r.json.id, 'daily'), confirm(ctx, u, r.json.id, 'daily')]));
    expect(done.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(await redeemed('RUSH')).toBe(3);
    const rows = await ctx.rows<{ n: number }>("select count(*) as n from payments p join receipts r on r.payment_id = p.id where r.offer_code = 'RUSH' and p.amount_cents = 1000");
    expect(Number(rows[0].n)).toBe(3);
    // Once the held checkouts are paid, none is left: later ones are refused too.
    expect((await open(buyers[0], 'daily', 'RUSH')).json.message).toBe(OFFER_MESSAGES.usedUp);
  });
});

describe('a renewing membership bought with a code', () => {
  const renewNow = (u: Buyer) => call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
  const buyRenewingWith = async (u: Buyer, code: string) => {
    const s = await open(u, 'monthly', code, true);
    expect(s.status, s.text).toBe(200);
    expect((await pay(u, s.json.id)).status).toBe(200);
    const r = await confirm(ctx, u, s.json.id, 'monthly');
    expect(r.status, r.text).toBe(200);
    return r;
  };

  it('renews at the discounted price with a code for every renewal, its receipts naming it', async () => {
    await offer({ code: 'LOYAL', percentOff: 25, renewals: 'all' });
    const u = await makeUser('customer');
    const first = await buyRenewingWith(u, 'LOYAL');
    expect(first.json.renewal).toMatchObject({ amountCents: 15_000 });
    expect((await call('GET', '/api/account/membership', { token: u.token })).json.nextAmountCents).toBe(15_000);
    const renewed = await renewNow(u);
    expect(renewed.status, renewed.text).toBe(200);
    const receipts = (await call('GET', '/api/receipts/mine', { token: u.token })).json;
    expect(receipts.map((r: { amount: number; discount: unknown }) => [r.amount, r.discount])).toEqual([
      [150, { code: 'LOYAL', amount: 50, listAmount: 200 }],
      [150, { code: 'LOYAL', amount: 50, listAmount: 200 }],
    ]);
    // Counted once, for the membership's first payment.
    expect(await redeemed('LOYAL')).toBe(1);
  });

  it('renews at the list price with a code for the first payment', async () => {
    await offer({ code: 'TRYIT', amountOffCents: 5000, plans: ['monthly'] });
    const u = await makeUser('customer');
    const first = await buyRenewingWith(u, 'TRYIT');
    expect(first.json.renewal).toMatchObject({ amountCents: 20_000 });
    await renewNow(u);
    const receipts = (await call('GET', '/api/receipts/mine', { token: u.token })).json;
    expect(receipts.map((r: { amount: number; discount: unknown }) => [r.amount, r.discount])).toEqual([
      [200, null],
      [150, { code: 'TRYIT', amount: 50, listAmount: 200 }],
    ]);
  });
});

describe('a code and the limits at payment time', () => {
  it('is given back when its payment is refused and refunded: another buyer may use it', async () => {
    await offer({ code: 'LIMITED', percentOff: 20, maxRedemptions: 1 });
    const u = await makeUser('customer');
    const s = await open(u, 'weekly', 'LIMITED');
    expect(s.status, s.text).toBe(200);
    // The limit lowered while the checkout is open counts at once: $64 goes over $50.
    expect((await call('PUT', '/api/account/limits', { token: u.token, body: { monthlyLimitCents: 5000 } })).status).toBe(200);
    expect((await pay(u, s.json.id)).status).toBe(200);
    const refused = await confirm(ctx, u, s.json.id, 'weekly');
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe(PAYMENT_MESSAGES.refundedLimit('$50'));
    expect(await redeemed('LIMITED')).toBe(0);
    const other = await makeUser('customer');
    expect((await open(other, 'weekly', 'LIMITED')).status).toBe(200);
  });
});

describe('a renewing membership bought with a code and time left', () => {
  it('takes the code off its first charge, when the time already paid for ends', async () => {
    await offer({ code: 'LATER', percentOff: 25, plans: ['monthly'] });
    const u = await makeUser('subscriber');
    const s = await open(u, 'monthly', 'LATER', true);
    expect((await pay(u, s.json.id)).status).toBe(200);
    const r = await confirm(ctx, u, s.json.id, 'monthly');
    expect(r.status, r.text).toBe(200);
    expect(r.json.renewal).toMatchObject({ amountCents: 15_000, startsLater: true });
    expect((await call('GET', '/api/account/membership', { token: u.token })).json.nextAmountCents).toBe(15_000);
    expect(await redeemed('LATER')).toBe(1);
    const renew = () => call('POST', '/api/dev/renew-now', { token: admin.token, body: { userId: u.id } });
    expect((await renew()).status).toBe(200);
    expect((await renew()).status).toBe(200);
    const receipts = (await call('GET', '/api/receipts/mine', { token: u.token })).json;
    expect(receipts.map((x: { amount: number; discount: unknown }) => [x.amount, x.discount])).toEqual([
      [200, null],
      [150, { code: 'LATER', amount: 50, listAmount: 200 }],
    ]);
  });
});
