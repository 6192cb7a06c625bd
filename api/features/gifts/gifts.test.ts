// Gifts (docs/product.md, "Gifts"; docs/api.md, "Gifts"), on SQLite and on PostgreSQL: bought
// through the simulated checkout like a purchase, the recipient's e-mail on its day through the
// job queue, once; the link redeemed once by anyone signed in, within 365 days of its sending.
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/harness';
import { mailsTo } from '../../test/purchase';
import { addDays, dayOf, instantAt } from '@shared/calendar';
import { DAY, MINUTE } from '../../platform/clock';
import { GIFT_MESSAGES } from '@shared/gifts';
import { PAYMENT_MESSAGES } from '@shared/payments';

const ctx = await createTestContext();
const { call, clock, makeUser } = ctx;
const admin = await makeUser('admin');

type Buyer = Awaited<ReturnType<typeof makeUser>>;
let seq = 0;
/** Today in APP_TIMEZONE, as the tests move the clock. */
const today = () => dayOf(clock.now(), 'America/New_York');
const recipient = () => `gift.recipient${++seq}@example.com`;

/** POST /api/gifts, then Pay on the simulated checkout; the checkout's answer and the pay's redirect. */
async function payGift(buyer: Buyer, body: Record<string, unknown>) {
  const r = await call('POST', '/api/gifts', { token: buyer.token, body });
  expect(r.status, r.text).toBe(200);
  const pay = await call('POST', `/api/stripe/simulated/${r.json.id}/pay`, { token: buyer.token });
  expect(pay.status, pay.text).toBe(200);
  return { id: r.json.id as string, redirectUrl: pay.json.redirectUrl as string };
}

/** The whole purchase as the web app makes it: checkout, Pay, the success page; its answer. */
async function giveGift(buyer: Buyer, body: Record<string, unknown>) {
  const { id, redirectUrl } = await payGift(buyer, body);
  expect(redirectUrl).toContain('&gift=1');
  const done = await call('POST', '/api/stripe/payment-success', { token: buyer.token, body: { session_id: id, plan: body.plan, userId: buyer.id } });
  expect(done.status, done.text).toBe(200);
  return done;
}

/** The gift link in the one e-mail to `to`. */
async function linkTo(to: string): Promise<string> {
  const mails = await mailsTo(ctx, to);
  expect(mails).toHaveLength(1);
  const token = mails[0].match(/http:\/\/app\.test\/gift\/([A-Za-z0-9_-]{43})\b/)?.[1];
  expect(token).toBeDefined();
  return token!;
}

const mine = async (u: Buyer) => (await call('GET', '/api/gifts/mine', { token: u.token })).json as Record<string, unknown>[];
const redeem = (u: Buyer, token: string) => call('POST', `/api/gifts/${token}/redeem`, { token: u.token });
const endOf = async (u: Buyer) => (await call('GET', '/api/auth/me', { token: u.token })).json.user.subscriptionExpiresAt as string | null;

describe('giving a gift', () => {
  it('is paid like a purchase, gives the buyer a gift receipt and no days, and e-mails the recipient at once with the message and a link', async () => {
    const buyer = await makeUser('customer');
    const to = recipient();
    const done = await giveGift(buyer, { plan: 'weekly', recipientEmail: ` ${to.toUpperCase()} `, message: 'Happy birthday, Sam!' });
    expect(done.json.gift).toEqual({ recipientEmail: to, sendOn: today() });
    expect(await endOf(buyer)).toBeNull();
    // The receipt says it is a gift, and is in the receipts and the revenue like a purchase's.
    const receipts = (await call('GET', '/api/receipts/mine', { token: buyer.token })).json;
    expect(receipts).toEqual([expect.objectContaining({ plan: 'weekly', amount: 80, gift: true })]);
    const receiptMail = (await mailsTo(ctx, buyer.email)).find((m) => m.includes('receipt'));
    expect(receiptMail).toContain('Thank you for your gift.');
    expect(receiptMail).toContain('Gift: Weekly');
    const all = (await call('GET', '/api/receipts', { token: admin.token })).json as { internalReceiptId: string; gift: boolean }[];
    expect(all.filter((r) => r.gift)).toHaveLength(1);
    const overview = (await call('GET', '/api/admin/overview', { token: admin.token })).json;
    expect(overview.revenueLast30DaysCents).toBe(8000);

    const mails = await mailsTo(ctx, to);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('Happy birthday, Sam!');
    expect(mails[0]).toContain(`${buyer.row.username} has given you 7 days`);
    const token = await linkTo(to);
    // Only a hash of the link's token is kept.
    expect(JSON.stringify(await ctx.rows('select * from gifts'))).not.toContain(token);
    expect(await mine(buyer)).toEqual([
      expect.objectContaining({
        plan: 'weekly',
        recipientEmail: to,
        status: 'sent',
        sendOn: today(),
        redeemedAt: null,
        expiresAt: new Date(clock.now() + 365 * DAY).toISOString(),
      }),
    ]);
    // The success page again, and a repeat of the payment: one gift, one e-mail.
    const again = await call('POST', '/api/stripe/payment-success', {
      token: buyer.token,
      body: { session_id: (await ctx.rows('select session_id from payments'))[0].session_id, plan: 'weekly', userId: buyer.id },
    });
    expect(again.json.gift).toEqual({ recipientEmail: to, sendOn: today() });
    expect(await mailsTo(ctx, to)).toHaveLength(1);
    expect(await mine(buyer)).toHaveLength(1);
  });

  it('with sendOn, e-mails the recipient on that day (the clock moved there), once', async () => {
    const buyer = await makeUser('customer');
    const to = recipient();
    const sendOn = addDays(today(), 10);
    await giveGift(buyer, { plan: 'daily', recipientEmail: to, sendOn });
    expect(await mailsTo(ctx, to)).toEqual([]);
    expect(await mine(buyer)).toEqual([expect.objectContaining({ status: 'scheduled', sendOn, expiresAt: null })]);
    clock.set(instantAt(sendOn, '08:59', 'America/New_York'));
    expect(await mailsTo(ctx, to)).toEqual([]);
    clock.set(instantAt(sendOn, '09:00', 'America/New_York'));
    await linkTo(to);
    clock.advance(DAY);
    expect(await mailsTo(ctx, to)).toHaveLength(1);
    expect((await mine(buyer))[0]).toMatchObject({ status: 'sent' });
  });

  it('takes a code as a purchase does', async () => {
    expect((await call('POST', '/api/admin/offers', { token: admin.token, body: { code: 'GIFT25', percentOff: 25 } })).status).toBe(201);
    const buyer = await makeUser('customer');
    const done = await giveGift(buyer, { plan: 'weekly', recipientEmail: recipient(), promoCode: 'gift25' });
    expect((await call('GET', '/api/receipts/mine', { token: buyer.token })).json).toEqual([
      expect.objectContaining({ amount: 60, gift: true, discount: { code: 'GIFT25', amount: 20, listAmount: 80 } }),
    ]);
    expect(done.json.gift).toBeTruthy();
  });

  it('refuses bad input naming the field, and changes nothing', async () => {
    const buyer = await makeUser('customer');
    const before = await ctx.snapshot();
    const bad: [Record<string, unknown>, string, string][] = [
      [{ plan: 'no_such_plan', recipientEmail: 'a@example.com' }, 'plan', PAYMENT_MESSAGES.invalidPlan],
      [{ plan: 'weekly', recipientEmail: 'not-an-address' }, 'recipientEmail', GIFT_MESSAGES.recipientEmail],
      [{ plan: 'weekly' }, 'recipientEmail', GIFT_MESSAGES.recipientEmail],
      [{ plan: 'weekly', recipientEmail: 'a@example.com', sendOn: addDays(today(), -1) }, 'sendOn', GIFT_MESSAGES.sendOnPast],
      [{ plan: 'weekly', recipientEmail: 'a@example.com', sendOn: addDays(today(), 91) }, 'sendOn', GIFT_MESSAGES.sendOnFar],
      [{ plan: 'weekly', recipientEmail: 'a@example.com', sendOn: '2026-02-30' }, 'sendOn', GIFT_MESSAGES.sendOnFormat],
      [{ plan: 'weekly', recipientEmail: 'a@example.com', message: 'x'.repeat(501) }, 'message', GIFT_MESSAGES.message],
      [{ plan: 'weekly', recipientEmail: 'a@example.com', message: 5 }, 'message', GIFT_MESSAGES.message],
      [{ plan: 'weekly', recipientEmail: 'a@example.com', promoCode: 'NOSUCHCODE' }, 'promoCode', 'This code is not valid.'],
    ];
    for (const [body, field, message] of bad) {
      const r = await call('POST', '/api/gifts', { token: buyer.token, body });
      expect(r.status, JSON.stringify(body)).toBe(400);
      expect(r.json.field, JSON.stringify(body)).toBe(field);
      expect(r.json.message).toContain(message);
    }
    expect(await ctx.snapshot()).toBe(before);
    // The edges are taken: the 90th day, and a message of 500 characters.
    const ok = await call('POST', '/api/gifts', {
      token: buyer.token,
      body: { plan: 'weekly', recipientEmail: 'a@example.com', sendOn: addDays(today(), 90), message: 'x'.repeat(500) },
    });
    expect(ok.status, ok.text).toBe(200);
    expect((await call('POST', '/api/gifts', { body: { plan: 'weekly', recipientEmail: 'a@example.com' } })).status).toBe(401);
  });
});

describe('redeeming a gift', () => {
  it('adds the plan’s days to whoever holds the link, once (409 after), and the buyer sees it redeemed, not by whom', async () => {
    const buyer = await makeUser('customer');
    const to = recipient();
    await giveGift(buyer, { plan: 'weekly', recipientEmail: to, message: 'Enjoy' });
    const token = await linkTo(to);
    const shown = await call('GET', `/api/gifts/${token}`);
    expect(shown.status).toBe(200);
    expect(shown.json).toMatchObject({ plan: 'weekly', planName: 'Weekly', durationDays: 7, from: buyer.row.username, message: 'Enjoy', status: 'open' });

    const friend = await makeUser('subscriber');
    const before = Date.parse((await endOf(friend))!);
    const r = await redeem(friend, token);
    expect(r.status, r.text).toBe(200);
    expect(r.json).toMatchObject({ plan: 'weekly', durationDays: 7, subscriptionExpiresAt: new Date(before + 7 * DAY).toISOString() });
    expect(await endOf(friend)).toBe(new Date(before + 7 * DAY).toISOString());

    const again = await redeem(friend, token);
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(GIFT_MESSAGES.redeemed);
    expect((await redeem(await makeUser('customer'), token)).status).toBe(409);
    expect((await call('GET', `/api/gifts/${token}`)).json.status).toBe('redeemed');
    const [gift] = await mine(buyer);
    expect(gift).toEqual({
      _id: expect.any(String),
      plan: 'weekly',
      planName: 'Weekly',
      recipientEmail: to,
      status: 'redeemed',
      sendOn: today(),
      sentAt: expect.any(String),
      redeemedAt: new Date(clock.now()).toISOString(),
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
    });
    // No redeem: no days, and a link is no one's to use without signing in.
    expect((await call('POST', `/api/gifts/${token}/redeem`)).status).toBe(401);
  });

  it('two redeems at once: one gets the days, the other 409', async () => {
    const buyer = await makeUser('customer');
    const to = recipient();
    await giveGift(buyer, { plan: 'monthly', recipientEmail: to });
    const token = await linkTo(to);
    const a = await makeUser('customer');
    const b = await makeUser('customer');
    const answers = await Promise.all([redeem(a, token), redeem(b, token), redeem(a, token), redeem(b, token)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409]);
    const ends = [await endOf(a), await endOf(b)].filter((e) => e !== null);
    expect(ends).toEqual([new Date(clock.now() + 30 * DAY).toISOString()]);
  });

  it('is open for 365 days from its sending, then answers 410', async () => {
    const buyer = await makeUser('customer');
    const to = recipient();
    await giveGift(buyer, { plan: 'daily', recipientEmail: to });
    const token = await linkTo(to);
    const sentAt = clock.now();
    clock.set(sentAt + 365 * DAY - MINUTE);
    // A token lasts 30 days: the buyer signs in again.
    const login = await call('POST', '/api/auth/login', { body: { email: buyer.email, password: buyer.password } });
    Object.assign(buyer, { token: login.json.token });
    expect((await call('GET', `/api/gifts/${token}`)).json.status).toBe('open');
    expect((await mine(buyer))[0].status).toBe('sent');
    clock.set(sentAt + 365 * DAY);
    const late = await redeem(await makeUser('customer'), token);
    expect(late.status).toBe(410);
    expect(late.json.message).toBe(GIFT_MESSAGES.expired);
    expect((await call('GET', `/api/gifts/${token}`)).json.status).toBe('expired');
    expect((await mine(buyer))[0]).toMatchObject({ status: 'expired', redeemedAt: null });
  });

  it('an unknown link answers 404', async () => {
    const u = await makeUser('customer');
    for (const token of ['A'.repeat(43), 'nope', 'x'.repeat(200)]) {
      expect((await call('GET', `/api/gifts/${token}`)).status).toBe(404);
      const r = await redeem(u, token);
      expect(r.status).toBe(404);
      expect(r.json.message).toBe(GIFT_MESSAGES.unknown);
    }
  });
});

describe('deleting an account', () => {
  it('erases the buyer’s gifts and their promised e-mails, and a redeemer’s link', async () => {
    const buyer = await makeUser('customer', { password: 'a-good-password' });
    const to = recipient();
    await giveGift(buyer, { plan: 'weekly', recipientEmail: to });
    const token = await linkTo(to);
    const redeemer = await makeUser('customer', { password: 'a-good-password' });
    expect((await redeem(redeemer, token)).status).toBe(200);
    expect(await ctx.rows('select id from gifts where redeemer_id = ?', [Number(redeemer.id)])).toHaveLength(1);
    expect((await call('DELETE', '/api/account', { token: redeemer.token, body: { password: 'a-good-password' } })).status).toBe(200);
    expect(await ctx.rows('select id from gifts where redeemer_id = ?', [Number(redeemer.id)])).toEqual([]);
    expect(await ctx.rows('select id from gifts where recipient_email = ?', [to])).toHaveLength(1);

    // A gift still to be sent goes with its buyer, and so does its e-mail.
    const later = recipient();
    await giveGift(buyer, { plan: 'weekly', recipientEmail: later, sendOn: addDays(today(), 5) });
    expect((await call('DELETE', '/api/account', { token: buyer.token, body: { password: 'a-good-password' } })).status).toBe(200);
    expect(await ctx.rows('select id from gifts where buyer_id = ?', [Number(buyer.id)])).toEqual([]);
    expect(JSON.stringify(await ctx.rows('select payload from jobs'))).not.toContain(later);
    clock.advance(10 * DAY);
    expect(await mailsTo(ctx, later)).toEqual([]);
  });
});
