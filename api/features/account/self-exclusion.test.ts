// "Responsible play" (docs/product.md): the 18+ confirmation on sign-up, the fields of /me, and a
// break from purchases and pushes that can only get longer.
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { createTestContext, T0 } from '../../test/harness';
import { startPushStandIn } from '../../test/push-stand-in';
import { checkout, confirm, paidSession } from '../../test/purchase';
import { DAY } from '../../platform/clock';
import { ACCOUNT_MESSAGES } from '@shared/account';

const vapid = webpush.generateVAPIDKeys();
const standIn = await startPushStandIn({ vapidPublicKey: vapid.publicKey });
afterAll(() => standIn.close());
const ctx = await createTestContext({ VAPID_PUBLIC_KEY: vapid.publicKey, VAPID_PRIVATE_KEY: vapid.privateKey, PUSH_SERVICE_HOSTS: standIn.host });
const { call, clock, makeUser, snapshot } = ctx;

const register = (body: Record<string, unknown>) => call('POST', '/api/auth/register', { body });
const exclude = (token: string, days: unknown) => call('POST', '/api/account/self-exclusion', { token, body: { days } });
// Every test starts at the harness's fixed noon, so the dates in the sentences are known.
beforeEach(() => clock.set(T0));

const me = async (token: string) => (await call('GET', '/api/auth/me', { token })).json.user;

describe('the age confirmation on register', () => {
  it('registers only with ageConfirmed: true, and records when', async () => {
    const r = await register({ username: 'grown_up', email: 'grown@example.com', password: 'long enough', ageConfirmed: true });
    expect(r.status).toBe(201);
    const row = (await ctx.rows('select age_confirmed_at a from users where email = ?', ['grown@example.com']))[0] as { a: number };
    expect(row.a).toBe(clock.now());
  });

  it.each([
    ['missing', {}],
    ['false', { ageConfirmed: false }],
    ['the string "true"', { ageConfirmed: 'true' }],
    ['1', { ageConfirmed: 1 }],
    ['null', { ageConfirmed: null }],
  ])('answers 400 naming ageConfirmed when it is %s, and creates nobody', async (_label, extra) => {
    const before = await snapshot();
    const r = await register({ username: 'young_one', email: 'young@example.com', password: 'long enough', ...extra });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(ACCOUNT_MESSAGES.ageRequired);
    expect(r.json.message).toBe('Please confirm that you are 18 or older.');
    expect(r.json.field).toBe('ageConfirmed');
    expect(await snapshot()).toBe(before);
  });

  it('is not asked of users an admin creates', async () => {
    const admin = await makeUser('admin');
    const r = await call('POST', '/api/users/manual', { token: admin.token, body: { username: 'made_by_admin', email: 'made@example.com', password: 'long enough' } });
    expect(r.status).toBe(201);
    const row = (await ctx.rows('select age_confirmed_at a from users where email = ?', ['made@example.com']))[0] as { a: number | null };
    expect(row.a).toBeNull();
  });
});

describe('GET /api/auth/me', () => {
  it('answers selfExcludedUntil and monthlyLimitCents, null for a new account', async () => {
    const u = await makeUser('customer');
    expect(await me(u.token)).toMatchObject({ selfExcludedUntil: null, monthlyLimitCents: null });
  });
});

describe('POST /api/account/self-exclusion', () => {
  it.each([1, 7, 30, 180])('takes a break of exactly %i × 24 hours from the call', async (days) => {
    const u = await makeUser('subscriber');
    const r = await exclude(u.token, days);
    expect(r.status).toBe(200);
    const until = new Date(clock.now() + days * DAY).toISOString();
    expect(r.json.account.selfExcludedUntil).toBe(until);
    expect(r.json.account.user.selfExcludedUntil).toBe(until);
    expect(await me(u.token)).toMatchObject({ selfExcludedUntil: until });
  });

  it("says when the break ends, in the operator's calendar", async () => {
    const u = await makeUser('customer');
    const r = await exclude(u.token, 7);
    expect(r.json.message).toBe('You are taking a break until June 22, 2026 at 12:00 PM EDT. Purchases, the free trial and notifications are paused until then.');
  });

  it.each([0, 2, 365, '7', 7.5, null, -1, [7]])('refuses days = %j with 400 naming days, changing nothing', async (days) => {
    const u = await makeUser('customer');
    const before = await snapshot();
    const r = await exclude(u.token, days);
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(ACCOUNT_MESSAGES.days);
    expect(r.json.field).toBe('days');
    expect(await snapshot()).toBe(before);
  });

  it('can only be lengthened: a shorter break is 400 and leaves the longer one', async () => {
    const u = await makeUser('customer');
    const first = await exclude(u.token, 30);
    const until = first.json.account.selfExcludedUntil;
    clock.advance(DAY);
    const before = await snapshot();
    const shorter = await exclude(u.token, 7);
    expect(shorter.status).toBe(400);
    expect(shorter.json.message).toBe('You are already taking a break until July 15, 2026 at 12:00 PM EDT. A new break can only make it longer.');
    expect(shorter.json.field).toBe('days');
    expect(await snapshot()).toBe(before);
    const longer = await exclude(u.token, 30);
    expect(longer.status).toBe(200);
    expect(Date.parse(longer.json.account.selfExcludedUntil)).toBe(Date.parse(until) + DAY);
    // Many at once: the longest wins, whatever the order.
    await Promise.all([180, 1, 30, 7].map((d) => exclude(u.token, d)));
    expect((await me(u.token)).selfExcludedUntil).toBe(new Date(clock.now() + 180 * DAY).toISOString());
  });

  it('refuses checkout and the free trial with 403 naming the end; both open again once it ends', async () => {
    const u = await makeUser('customer');
    await exclude(u.token, 1);
    const sentence = ACCOUNT_MESSAGES.excluded('June 16, 2026 at 12:00 PM EDT');
    const before = await snapshot();
    const c = await checkout(ctx, u, 'daily');
    expect(c.status).toBe(403);
    expect(c.json.message).toBe(sentence);
    const t = await call('POST', '/api/subscription/trial', { token: u.token });
    expect(t.status).toBe(403);
    expect(t.json.message).toBe(sentence);
    expect(await snapshot()).toBe(before);

    clock.advance(DAY);
    expect(await me(u.token)).toMatchObject({ selfExcludedUntil: null });
    expect((await checkout(ctx, u, 'daily')).status).toBe(200);
    expect((await call('POST', '/api/subscription/trial', { token: u.token })).status).toBe(200);
    // And a new break, shorter than the one that ended, is fine.
    expect((await exclude(u.token, 1)).status).toBe(200);
  });

  it('still fulfils a session paid before the break', async () => {
    const u = await makeUser('customer');
    const session = await paidSession(ctx, u, 'weekly');
    await exclude(u.token, 30);
    const r = await confirm(ctx, u, session, 'weekly');
    expect(r.status).toBe(200);
    expect(r.json.subscriptionExpiresAt).toBe(new Date(clock.now() + 7 * DAY).toISOString());
  });
});

describe('no push during a break', () => {
  async function subscribed(kind: 'subscriber' | 'admin') {
    const u = await makeUser(kind);
    const sub = standIn.subscription();
    expect((await call('POST', '/api/push/subscribe', { token: u.token, body: sub })).status).toBe(201);
    return { ...u, endpoint: sub.endpoint };
  }
  let publisher: string | undefined;
  /** Publishes a batch and waits for its pushes. */
  async function publish() {
    publisher ??= (await makeUser('admin')).token;
    const r = await call('POST', '/api/predictions', { token: publisher, body: { timeOfDay: 'Morning', predictions: [{ number1: '123', number2: '4567' }] } });
    expect(r.status).toBe(201);
    await ctx.settle();
  }
  const endsIn = (userId: number, ms: number) => ctx.exec('update users set subscription_expires_at = ? where id = ?', [clock.now() + ms, userId]);

  it('leaves the person out of the publish fan-out and the expiry reminders, until the break ends', async () => {
    const resting = await subscribed('subscriber');
    const restingAdmin = await subscribed('admin');
    const reading = await subscribed('subscriber');
    await exclude(resting.token, 1);
    await exclude(restingAdmin.token, 1);

    const before = standIn.received.length;
    await publish();
    const reached = standIn.received.slice(before).map((r) => r.endpoint);
    expect(reached).toContain(reading.endpoint);
    expect(reached).not.toContain(resting.endpoint);
    expect(reached).not.toContain(restingAdmin.endpoint);

    // Both subscribers' memberships end in two days: a reminder is due, and goes to one of them.
    await endsIn(resting.row.id, 2 * DAY);
    await endsIn(reading.row.id, 2 * DAY);
    const mark = standIn.received.length;
    await ctx.runJob('expiry-reminders');
    const reminded = standIn.received.slice(mark).map((r) => r.endpoint);
    expect(reminded).toEqual([reading.endpoint]);

    // Once the break is over, pushes reach them again.
    clock.advance(DAY);
    const again = standIn.received.length;
    await publish();
    expect(standIn.received.slice(again).map((r) => r.endpoint)).toEqual(expect.arrayContaining([resting.endpoint, restingAdmin.endpoint, reading.endpoint]));
    // A new day: both are reminded now.
    const next = standIn.received.length;
    await ctx.runJob('expiry-reminders');
    expect(
      standIn.received
        .slice(next)
        .map((r) => r.endpoint)
        .sort(),
    ).toEqual([resting.endpoint, reading.endpoint].sort());
    expect(standIn.errors).toEqual([]);
  });
});
