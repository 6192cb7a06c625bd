// "Extend by N days" (docs/product.md, "The operator's console") and a user's payment history, as
// role management uses them.
import { describe, expect, it } from 'vitest';
import { createTestContext, T0 } from '../../test/harness';
import { DAY, HOUR } from '../../platform/clock';
import { USER_MESSAGES } from '@shared/users';

const ctx = await createTestContext();
const { call, clock, makeUser, snapshot } = ctx;
const admin = await makeUser('admin');
const now = Date.parse(T0);

const extend = (id: string, body: unknown) => call('POST', `/api/users/${id}/extend`, { token: admin.token, body });
const endOf = async (id: string) => ((await ctx.rows('select subscription_expires_at e from users where id = ?', [Number(id)]))[0] as { e: number | null }).e;

describe('extending a membership', () => {
  it('adds the days to the time left, and answers the updated user', async () => {
    const u = await makeUser('subscriber'); // ends in 10 days
    const r = await extend(u.id, { days: 7 });
    expect(r.status).toBe(200);
    expect(r.json.message).toBe('Membership extended by 7 days.');
    expect(r.json.user).toMatchObject({ _id: u.id, role: 'subscriber', subscriptionExpiresAt: new Date(now + 17 * DAY).toISOString() });
    expect(await endOf(u.id)).toBe(now + 17 * DAY);
  });

  it('starts from now for a lapsed membership, and makes a customer a subscriber at once', async () => {
    const lapsed = await makeUser('expired');
    expect((await extend(lapsed.id, { days: 1 })).json).toMatchObject({
      message: 'Membership extended by 1 day.',
      user: { role: 'subscriber', subscriptionExpiresAt: new Date(now + DAY).toISOString() },
    });
    const customer = await makeUser('customer');
    expect((await call('GET', '/api/predictions', { token: customer.token })).status).toBe(403);
    const r = await extend(customer.id, { days: 366 });
    expect(r.json.user).toMatchObject({ role: 'subscriber', subscriptionExpiresAt: new Date(now + 366 * DAY).toISOString() });
    expect((await call('GET', '/api/predictions', { token: customer.token })).status).toBe(200);
  });

  it('adds exactly ten days for ten extensions of one day sent at once', async () => {
    const u = await makeUser('subscriber');
    const start = (await endOf(u.id))!;
    const answers = await Promise.all(Array.from({ length: 10 }, () => extend(u.id, { days: 1 })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(await endOf(u.id)).toBe(start + 10 * DAY);
    // Each answer saw a different end: none was computed from a stale read.
    expect(new Set(answers.map((a) => a.json.user.subscriptionExpiresAt)).size).toBe(10);
    const entries = (await call('GET', '/api/admin/audit?action=user.extend&limit=200', { token: admin.token })).json;
    expect(entries.filter((e: { target: string }) => e.target.startsWith(`user ${u.id} `))).toHaveLength(10);
  });

  it('refuses days outside 1 to 366, naming the field, and changes nothing', async () => {
    const u = await makeUser('subscriber');
    const before = await snapshot();
    for (const days of [0, -1, 367, 1.5, '7', null, undefined, true, 1e20]) {
      const r = await extend(u.id, days === undefined ? {} : { days });
      expect(r.status, String(days)).toBe(400);
      expect(r.json).toMatchObject({ field: 'days', message: 'Days must be a whole number from 1 to 366.' });
    }
    expect((await call('POST', `/api/users/${u.id}/extend`, { token: admin.token, body: '{"days": ' })).status).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an admin (409) and an unknown user (404), and changes nothing', async () => {
    const other = await makeUser('admin');
    const before = await snapshot();
    const r = await extend(other.id, { days: 3 });
    expect(r.status).toBe(409);
    expect(r.json.message).toBe(USER_MESSAGES.extendAdmin);
    expect((await extend('999999', { days: 3 })).status).toBe(404);
    expect((await extend('999999', { days: 3 })).json.message).toBe(USER_MESSAGES.notFound);
    expect((await extend('abc', { days: 3 })).status).toBe(404);
    expect(await snapshot()).toBe(before);
  });
});

describe("a user's payment history", () => {
  async function buy(u: { id: string; token: string }, plan: string) {
    const s = await call('POST', '/api/stripe/create-checkout-session', { token: u.token, body: { userId: u.id, plan } });
    expect((await call('POST', `/api/stripe/simulated/${s.json.id}/pay`, { token: u.token })).status).toBe(200);
    const done = await call('POST', '/api/stripe/payment-success', { token: u.token, body: { session_id: s.json.id, plan, userId: u.id } });
    expect(done.status).toBe(200);
  }

  it('lists each payment newest first with plan, amount, date, period and receipt link', async () => {
    const u = await makeUser('customer');
    await buy(u, 'weekly');
    clock.advance(2 * HOUR);
    try {
      await buy(u, 'monthly');
      const r = await call('GET', `/api/users/${u.id}/payments`, { token: admin.token });
      expect(r.status).toBe(200);
      expect(r.json).toHaveLength(2);
      const [monthly, weekly] = r.json;
      expect(weekly).toMatchObject({
        plan: 'weekly',
        provider: 'simulated',
        amount: 80,
        currency: 'usd',
        createdAt: T0,
        periodStartsAt: T0,
        periodEndsAt: new Date(now + 7 * DAY).toISOString(),
        internalReceiptId: expect.stringMatching(/^RCPT-\d{6}$/),
      });
      // Bought with the week still running: its period starts where the week ends.
      expect(monthly).toMatchObject({
        plan: 'monthly',
        amount: 200,
        createdAt: new Date(now + 2 * HOUR).toISOString(),
        periodStartsAt: new Date(now + 7 * DAY).toISOString(),
        periodEndsAt: new Date(now + 37 * DAY).toISOString(),
      });
      const receipt = await ctx.app.request(monthly.receiptUrl);
      expect(receipt.status).toBe(200);
      expect(await receipt.text()).toContain(monthly.internalReceiptId);
    } finally {
      clock.set(T0);
    }
  });

  it('answers an empty list for a user who never paid, and 404 for an unknown one', async () => {
    const u = await makeUser('customer');
    expect((await call('GET', `/api/users/${u.id}/payments`, { token: admin.token })).json).toEqual([]);
    const missing = await call('GET', '/api/users/999999/payments', { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe(USER_MESSAGES.notFound);
  });
});
