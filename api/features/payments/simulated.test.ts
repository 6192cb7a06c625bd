// Without Stripe keys the product runs end to end on the simulated checkout (docs/product.md).
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { DAY } from '../../platform/clock';
import { PAYMENT_MESSAGES } from '@shared/payments';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;

describe('simulated checkout', () => {
  it('is named to anyone who asks how this server takes payments, so no page says "by Stripe"', async () => {
    const r = await call('GET', '/api/stripe/checkout');
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ provider: 'simulated', publishableKey: null });
  });

  it('runs the whole journey: session, page, pay, confirm, receipt', async () => {
    const u = await makeUser('customer');
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan: 'three_day', email: u.email } });
    expect(s.status).toBe(200);
    expect(s.json.url).toBe(`/checkout/simulated/${s.json.id}`);
    expect(s.json.id).toMatch(/^sim_[A-Za-z0-9_-]{24}$/);

    const page = await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: u.token });
    expect(page.json).toMatchObject({ plan: 'three_day', planName: '3 Days', amount: 50, status: 'open' });

    const early = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: s.json.id, plan: 'three_day', userId: u.id } });
    expect(early.status).toBe(402);

    const pay = await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token });
    expect(pay.json.redirectUrl).toBe(`/payment-success?session_id=${s.json.id}&plan=three_day&userId=${u.id}`);

    const ok = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: s.json.id, plan: 'three_day', userId: u.id } });
    expect(ok.status).toBe(200);
    expect(ok.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 3 * DAY).toISOString());
    expect(ok.json.receiptUrl).toMatch(/^\/api\/receipts\/view\/[A-Za-z0-9_-]{32}$/);

    // The receipt opens in a new tab without the bearer header: the link itself is the key.
    const receipt = await ctx.app.request(ok.json.receiptUrl);
    expect(receipt.status).toBe(200);
    const html = await receipt.text();
    expect(html).toMatch(/RCPT-\d{6}/);
    expect(html).toContain('$50.00');
    expect(html).toContain(u.email);
    // The old HTML download variant now leads to the PDF.
    const download = await ctx.app.request(`${ok.json.receiptUrl}?download=1`);
    expect(download.status).toBe(302);
    expect(download.headers.get('location')).toBe(`${ok.json.receiptUrl}?format=pdf`);
    const pdf = await ctx.app.request(download.headers.get('location')!);
    expect(pdf.headers.get('content-disposition')).toMatch(/^attachment; filename="receipt-RCPT-\d{6}\.pdf"$/);
    expect((await ctx.app.request('/api/receipts/view/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA')).status).toBe(404);

    const again = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: s.json.id, plan: 'three_day', userId: u.id } });
    expect(again.json.subscriptionExpiresAt).toBe(ok.json.subscriptionExpiresAt);
  });

  it('only the owner may see or pay a simulated session', async () => {
    const owner = await makeUser('customer');
    const other = await makeUser('customer');
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: owner.token, body: { userId: owner.id, plan: 'daily' } });
    expect((await call('GET', `/api/stripe/simulated/${s.json.id}`, { token: other.token })).status).toBe(403);
    const pay = await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: other.token });
    expect(pay.status).toBe(403);
    expect(pay.json.message).toBe(PAYMENT_MESSAGES.notYours);
    expect((await call('POST', '/api/stripe/simulated/sim_nope/pay', { token: owner.token })).status).toBe(404);
  });

  it('has no webhook without Stripe', async () => {
    const r = await call('POST', '/api/stripe/webhook', { body: '{}', headers: { 'Stripe-Signature': 't=1,v1=x' } });
    expect(r.status).toBe(400);
  });
});

describe('the free 3-day membership', () => {
  it('is granted once per account, without payment', async () => {
    const u = await makeUser('customer');
    const r = await call('POST', '/api/subscription/trial', { token: u.token });
    expect(r.status).toBe(200);
    expect(r.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 3 * DAY).toISOString());
    expect(r.json.user).toMatchObject({ role: 'subscriber', trialUsed: true });
    const again = await call('POST', '/api/subscription/trial', { token: u.token });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('You have already used your free 3-day membership.');
    expect(((await ctx.rows('select count(*) n from payments where user_id = ?', [u.row.id]))[0] as { n: number }).n).toBe(0);
  });

  it('is not for someone whose membership runs (409, nothing changes), nor for admins', async () => {
    const s = await makeUser('subscriber');
    const before = (await ctx.rows('select subscription_expires_at e, trial_used_at t from users where id = ?', [s.row.id]))[0];
    const r = await call('POST', '/api/subscription/trial', { token: s.token });
    expect(r.status).toBe(409);
    // Made with ten days left, from 2026-06-15 noon in New York.
    expect(r.json.message).toBe('Your membership already runs until June 25, 2026. The free 3-day membership is for people who have not joined yet.');
    expect((await ctx.rows('select subscription_expires_at e, trial_used_at t from users where id = ?', [s.row.id]))[0]).toEqual(before);
    // Once that membership has ended, the trial is theirs to take.
    const lapsed = await makeUser('expired');
    expect((await call('POST', '/api/subscription/trial', { token: lapsed.token })).status).toBe(200);
    const a = await makeUser('admin');
    expect((await call('POST', '/api/subscription/trial', { token: a.token })).json.message).toBe(PAYMENT_MESSAGES.trialAdmin);
  });
});
